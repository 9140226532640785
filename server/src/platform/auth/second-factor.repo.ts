// SQL of second factors: an account's authenticator app (sealed secret, confirmation, last step used) and its
// recovery codes (digests, used once).
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { passkeys, recoveryCodes, rememberedDevices, totpFactors, webauthnChallenges } from './second-factor.tables.ts';

export async function totpOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** Whether the account's app is confirmed. */
export async function hasConfirmedTotp(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: totpFactors.userId }).from(totpFactors).where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row !== undefined;
}

/** The factors the account has: its confirmed app, and its passkeys' count. */
export async function factorsOf(db: DbOrTx, userId: number): Promise<{ totp: boolean; passkeys: number }> {
  const { rows: [row] } = await db.execute<{ totp: boolean; passkeys: number }>(sql`
    SELECT exists (SELECT 1 FROM ${totpFactors} WHERE ${totpFactors.userId} = ${userId} AND ${totpFactors.confirmedAt} IS NOT NULL) AS totp,
           (SELECT count(*)::int FROM ${passkeys} WHERE ${passkeys.userId} = ${userId}) AS passkeys`);
  return row ?? { totp: false, passkeys: 0 };
}

/** A new app being set up, in place of one being set up before (never of a confirmed one: the caller checks). */
export async function startTotp(db: DbOrTx, userId: number, sealedSecret: string, now: Date): Promise<void> {
  await db.insert(totpFactors).values({ userId, sealedSecret, createdAt: now })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { sealedSecret, createdAt: now, confirmedAt: null, lastStep: null }, where: isNull(totpFactors.confirmedAt) });
}

export async function confirmTotp(db: DbOrTx, userId: number, step: number, now: Date): Promise<void> {
  await db.update(totpFactors).set({ confirmedAt: now, lastStep: step }).where(eq(totpFactors.userId, userId));
}

/**
 * Takes the 30-second step a code was accepted for, only if it is later than the last one taken: of two sign-ins
 * with one code, one wins. False when the step was taken already.
 */
export async function takeStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db.update(totpFactors).set({ lastStep: step })
    .where(and(eq(totpFactors.userId, userId), sql`coalesce(${totpFactors.lastStep}, -1) < ${step}`)).returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

/** Counts a wrong code under the row's lock; the count in a row, now. */
export async function countWrongCode(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.update(totpFactors).set({ wrongCodes: sql`${totpFactors.wrongCodes} + 1` })
    .where(eq(totpFactors.userId, userId)).returning({ wrongCodes: totpFactors.wrongCodes });
  return row?.wrongCodes ?? 0;
}

export async function holdCodes(db: DbOrTx, userId: number, until: Date): Promise<void> {
  await db.update(totpFactors).set({ heldUntil: until }).where(eq(totpFactors.userId, userId));
}

/** A right code: the wrong ones before it are forgotten, and the hold lifted. */
export async function forgetWrongCodes(db: DbOrTx, userId: number): Promise<void> {
  await db.update(totpFactors).set({ wrongCodes: 0, heldUntil: null }).where(eq(totpFactors.userId, userId));
}

/** Every factor of the account: the app, its passkeys, its recovery codes and the browsers remembered with them. */
export async function removeEverything(db: DbOrTx, userId: number): Promise<boolean> {
  const gone = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  const app = await removeApp(db, userId);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
  return app || gone.length > 0;
}

/** The app alone; its recovery codes and remembered browsers go too when no passkey is left (the caller's rule). */
export async function removeApp(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, digests: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(digests.map((codeDigest) => ({ userId, codeDigest })));
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends the unused recovery code with this digest; false when there is none (wrong, or used already). */
export async function spendRecoveryCode(db: DbOrTx, userId: number, digest: string, now: Date): Promise<boolean> {
  const rows = await db.update(recoveryCodes).set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeDigest, digest), isNull(recoveryCodes.usedAt))).returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** Keeps a browser's token (its hash) until `expiresAt`; the account's stale ones are cleared on the way. */
export async function rememberDevice(db: DbOrTx, row: { userId: number; tokenHash: string; userAgent: string | null; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.delete(rememberedDevices).where(and(eq(rememberedDevices.userId, row.userId), lt(rememberedDevices.expiresAt, row.createdAt)));
  await db.insert(rememberedDevices).values(row);
}

/** Whether the account remembers the browser with this token's hash at `now`. */
export async function remembers(db: DbOrTx, userId: number, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: rememberedDevices.id }).from(rememberedDevices)
    .where(and(eq(rememberedDevices.tokenHash, tokenHash), eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, now)));
  return row !== undefined;
}

/** The browsers the account remembers now. */
export async function rememberedDevicesOf(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rememberedDevices).where(and(eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, now)));
  return row?.n ?? 0;
}

export async function forgetDevices(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId)).returning({ id: rememberedDevices.id });
  return rows.length;
}

export async function passkeysOf(db: DbOrTx, userId: number) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
}

export async function addPasskey(db: DbOrTx, row: typeof passkeys.$inferInsert): Promise<number> {
  const [added] = await db.insert(passkeys).values(row).returning({ id: passkeys.id });
  return added!.id;
}

/** Takes the signature counter forward, only if it grows (or both are 0, as passkeys that keep none report). */
export async function usePasskey(db: DbOrTx, id: number, counter: number, now: Date): Promise<boolean> {
  const rows = await db.update(passkeys).set({ counter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), sql`(${passkeys.counter} < ${counter} or (${passkeys.counter} = 0 and ${counter} = 0))`)).returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function removePasskey(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Recovery codes and remembered browsers, once the account has no factor left. */
export async function removeWhatFactorsShare(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
}

export async function recoveryCodesExist(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId)).limit(1);
  return row !== undefined;
}

/** Keeps a challenge handed out (its hash) for five minutes; the account's stale ones are cleared on the way. */
export async function keepChallenge(db: DbOrTx, row: typeof webauthnChallenges.$inferInsert, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(and(eq(webauthnChallenges.userId, row.userId), lt(webauthnChallenges.expiresAt, now)));
  await db.insert(webauthnChallenges).values(row);
}

/** Takes a challenge once: true when it was handed to this account, for this purpose, and is not stale. */
export async function takeChallenge(db: DbOrTx, challengeHash: string, userId: number, purpose: 'REGISTER' | 'SIGN_IN', now: Date): Promise<boolean> {
  const rows = await db.delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challengeHash, challengeHash), eq(webauthnChallenges.userId, userId), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, now)))
    .returning({ userId: webauthnChallenges.userId });
  return rows.length === 1;
}
