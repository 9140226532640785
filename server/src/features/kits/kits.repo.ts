// SQL of field kits: the kits readers took (with the state of their owner's account, which decides whether a kit
// still holds), revoking them, and the expiry administrators set.
import { KitSettings } from '@gsis/contract';
import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { users } from '../../platform/auth/identity.tables.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/sql-text.ts';
import { systemSettings } from '../../platform/db/settings.tables.ts';
import { fieldKits } from './kits.tables.ts';

export interface NewKit {
  userId: number;
  modelId: number;
  serialSuffix: string | null;
  serialNumber: number | null;
  languages: string[];
  readerLanguage: string;
  secretHash: Buffer;
  device: string | null;
  now: Date;
  expiresAt: Date;
}

const kitColumns = {
  kitId: fieldKits.id,
  userId: fieldKits.userId,
  modelId: fieldKits.modelId,
  serialSuffix: fieldKits.serialSuffix,
  serialNumber: fieldKits.serialNumber,
  languages: fieldKits.languages,
  readerLanguage: fieldKits.readerLanguage,
  device: fieldKits.device,
  createdAt: fieldKits.createdAt,
  checkedAt: fieldKits.checkedAt,
  expiresAt: fieldKits.expiresAt,
  revokedAt: fieldKits.revokedAt,
  /** The owner: who, and their account as sign-in judges it. */
  owner: { loginId: users.loginId, name: users.name, approvalStatus: users.approvalStatus, enabled: users.enabled },
};

/** A kit as the rules read it: when it was taken, checked and revoked, and its owner's account state. */
export type KitRow = Awaited<ReturnType<typeof kitList>>[number];

export async function insertKit(tx: DbOrTx, kit: NewKit): Promise<number> {
  const { now, ...values } = kit;
  const [row] = await tx.insert(fieldKits).values({ ...values, createdAt: now, checkedAt: now }).returning({ id: fieldKits.id });
  return row!.id;
}

/** A kit with its key's hash, and its owner's account state. */
export async function findKit(db: DbOrTx, kitId: number): Promise<(KitRow & { secretHash: Buffer }) | undefined> {
  const [row] = await db.select({ ...kitColumns, secretHash: fieldKits.secretHash }).from(fieldKits)
    .innerJoin(users, eq(users.id, fieldKits.userId)).where(eq(fieldKits.id, kitId));
  return row;
}

/** Every reader's kits or the user's, of readers whose name or ID holds `keyword`; newest first, revoked ones too. */
export async function kitList(db: DbOrTx, of: { userId?: number | undefined; keyword?: string | undefined } = {}) {
  const word = of.keyword ? containing(of.keyword) : undefined;
  return db.select(kitColumns).from(fieldKits).innerJoin(users, eq(users.id, fieldKits.userId))
    .where(and(
      of.userId === undefined ? undefined : eq(fieldKits.userId, of.userId),
      word === undefined ? undefined : or(ilike(users.name, word), ilike(users.loginId, word)),
    ))
    .orderBy(desc(fieldKits.createdAt), desc(fieldKits.id));
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** A check that found the kit active: checked now, readable until `expiresAt`. False when it was revoked meanwhile. */
export async function renewKit(db: DbOrTx, kitId: number, now: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db.update(fieldKits).set({ checkedAt: now, expiresAt })
    .where(and(eq(fieldKits.id, kitId), isNull(fieldKits.revokedAt))).returning({ id: fieldKits.id });
  return rows.length > 0;
}

/**
 * Revokes the user's kit `kitId`, or every kit of theirs when none is named; a kit revoked already keeps when and by
 * whom. The ids of the kits this revoked.
 */
export async function revokeKits(db: DbOrTx, userId: number, kitId: number | undefined, by: number, now: Date): Promise<number[]> {
  const rows = await db.update(fieldKits).set({ revokedAt: now, revokedBy: by })
    .where(and(eq(fieldKits.userId, userId), isNull(fieldKits.revokedAt), kitId === undefined ? undefined : eq(fieldKits.id, kitId)))
    .returning({ id: fieldKits.id });
  return rows.map((row) => row.id);
}

/** Whether the user has the kit `kitId` (revoked or not). */
export async function ownsKit(db: DbOrTx, userId: number, kitId: number): Promise<boolean> {
  const [row] = await db.select({ id: fieldKits.id }).from(fieldKits).where(and(eq(fieldKits.id, kitId), eq(fieldKits.userId, userId)));
  return row !== undefined;
}

/** The kits feature's own key in the installation's settings: how many days a kit holds without a check. */
const EXPIRY_DAYS_KEY = 'kits.expiryDays';

/** The expiry administrators saved, or undefined when they never did (or what is stored no longer fits). */
export async function readExpiryDays(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, EXPIRY_DAYS_KEY));
  const parsed = KitSettings.shape.expiryDays.safeParse(row?.value);
  return parsed.success ? parsed.data : undefined;
}

export async function saveExpiryDays(db: DbOrTx, days: number, now: Date): Promise<void> {
  await db.insert(systemSettings).values({ key: EXPIRY_DAYS_KEY, value: days, updatedAt: now })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: days, updatedAt: now } });
}
