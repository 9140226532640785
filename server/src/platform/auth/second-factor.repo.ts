// SQL of second factors: an account's authenticator app (sealed secret, confirmation, last step used) and its
// recovery codes (digests, used once).
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { recoveryCodes, rememberedDevices, totpFactors } from './second-factor.tables.ts';

export async function totpOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** Whether sign-in asks the account for a second factor: its app is confirmed. */
export async function hasConfirmedTotp(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: totpFactors.userId }).from(totpFactors).where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row !== undefined;
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

/** The app, its recovery codes and the browsers remembered with it. */
export async function removeSecondFactor(db: DbOrTx, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
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
