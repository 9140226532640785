// SQL of the notices: the lists (readers see posted ones only), one notice with its neighbours in the list's
// order, today's popups, the hit counted once a reader a day, and the rows themselves.
import type { NoticeListItem, NoticeSave } from '@gsis/contract';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { hasAttachmentsSql } from '../../../platform/files/attachments.ts';
import { containing, isoUtc } from '../../../platform/db/sql-text.ts';
import { notices, noticeHits } from './notices.tables.ts';

export type NoticeValues = Omit<z.output<typeof NoticeSave>, 'noticeId' | 'attachmentIds'> & { bodyText: string };
export interface ListFilter { keyword?: string | undefined; classification?: NoticeListItem['classification'] | undefined; page: number; pageSize: number }

const hasAttachment = hasAttachmentsSql('NOTICE', 'notices.id');
const itemColumns = {
  noticeId: notices.id, classification: notices.classification, title: notices.title, writer: notices.writerName,
  createdAt: isoUtc('notices.created_at'), hasAttachment, hits: notices.hits, useYn: notices.useYn, popup: notices.popup,
};
const newestFirst = [desc(notices.createdAt), desc(notices.id)];
const posted = eq(notices.useYn, 'Y');

function filtered({ keyword, classification }: ListFilter, postedOnly: boolean): SQL | undefined {
  return and(
    postedOnly ? posted : undefined,
    classification ? eq(notices.classification, classification) : undefined,
    keyword ? or(ilike(notices.title, containing(keyword)), ilike(notices.bodyText, containing(keyword))) : undefined,
  );
}

export async function listNotices(db: DbOrTx, filter: ListFilter, postedOnly: boolean) {
  const where = filtered(filter, postedOnly);
  const [items, [count]] = await Promise.all([
    db.select(itemColumns).from(notices).where(where).orderBy(...newestFirst).limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(notices).where(where),
  ]);
  return { items, total: count!.total };
}

export async function findNotice(db: DbOrTx, id: number, postedOnly: boolean, lock = false) {
  const query = db.select({
    ...itemColumns, bodyHtml: notices.bodyHtml, updatedAt: isoUtc('notices.updated_at'), popupPeriod: notices.popupPeriod,
    popupFrom: notices.popupFrom, popupTo: notices.popupTo,
  }).from(notices).where(and(eq(notices.id, id), postedOnly ? posted : undefined));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The notices just newer and just older than one, in the list's order (newest first). */
export async function neighboursOf(db: DbOrTx, noticeId: number, postedOnly: boolean) {
  const link = { noticeId: notices.id, title: notices.title };
  // Compared in SQL: a JavaScript Date would lose the timestamp's microseconds.
  const place = sql`(SELECT n.created_at, n.id FROM notices n WHERE n.id = ${noticeId})`;
  const newer = sql`(${notices.createdAt}, ${notices.id}) > ${place}`;
  const older = sql`(${notices.createdAt}, ${notices.id}) < ${place}`;
  const [[before], [after]] = await Promise.all([
    db.select(link).from(notices).where(and(newer, postedOnly ? posted : undefined)).orderBy(notices.createdAt, notices.id).limit(1),
    db.select(link).from(notices).where(and(older, postedOnly ? posted : undefined)).orderBy(...newestFirst).limit(1),
  ]);
  return { newer: before ?? null, older: after ?? null };
}

/** Posted popups whose period holds `day`: the whole time they are posted, or between their two days. */
export async function popupsOn(db: DbOrTx, day: string) {
  return db.select({ noticeId: notices.id, title: notices.title, bodyHtml: notices.bodyHtml, createdAt: isoUtc('notices.created_at') })
    .from(notices)
    .where(and(posted, eq(notices.popup, true), or(eq(notices.popupPeriod, 'FULL'), sql`${day}::date BETWEEN ${notices.popupFrom} AND ${notices.popupTo}`)))
    .orderBy(...newestFirst)
    .limit(10);
}

/** Counts a hit unless the reader counted one on this notice today; yesterday's records go. */
export async function countHit(tx: DbOrTx, noticeId: number, reader: string, day: string): Promise<boolean> {
  const counted = await tx.insert(noticeHits).values({ noticeId, reader, day }).onConflictDoNothing().returning({ noticeId: noticeHits.noticeId });
  if (counted.length === 0) return false;
  await tx.update(notices).set({ hits: sql`${notices.hits} + 1` }).where(eq(notices.id, noticeId));
  await tx.delete(noticeHits).where(sql`${noticeHits.day} < ${day}::date`);
  return true;
}

export async function insertNotice(tx: DbOrTx, values: NoticeValues, writer: { id: number; name: string }): Promise<number> {
  const [row] = await tx.insert(notices).values({ ...values, writerId: writer.id, writerName: writer.name }).returning({ id: notices.id });
  return row!.id;
}

export async function updateNotice(tx: DbOrTx, id: number, values: NoticeValues): Promise<void> {
  await tx.update(notices).set({ ...values, updatedAt: sql`now()` }).where(eq(notices.id, id));
}

export async function deleteNotice(tx: DbOrTx, id: number): Promise<boolean> {
  return (await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id })).length > 0;
}
