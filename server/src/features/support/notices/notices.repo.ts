// SQL of the notices: the lists (readers see posted ones only), one notice with its neighbours in the list's
// order, today's popups — each notice in the version the reader gets (versionFor: theirs, else English) — the hit
// counted once a reader a day, and the rows with their versions.
import type { LanguageCode, NoticeListItem, NoticeVersion } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { languagesOf, versionFor, type Versions } from '../../../platform/db/language-versions.ts';
import { containing, isoUtc } from '../../../platform/db/sql-text.ts';
import { hasAttachmentsSql } from '../../../platform/files/attachments.ts';
import { notices, noticeHits, noticeTexts } from './notices.tables.ts';

/** What a notice row holds besides its words. */
export type NoticeRow = Omit<typeof notices.$inferInsert, 'id' | 'writerId' | 'writerName' | 'hits' | 'createdAt' | 'updatedAt'>;
/** One language's words, with the plain text the keyword search reads. */
export type NoticeText = { language: LanguageCode; title: string; bodyHtml: string; bodyText: string };
export interface ListFilter { keyword?: string | undefined; classification?: NoticeListItem['classification'] | undefined; page: number; pageSize: number }

const TEXTS: Versions = { table: 'notice_texts', owner: 'notice_id' };
/** `v`: the version of notice `n` a reader in `language` gets. */
const shownIn = (language: LanguageCode) => sql`JOIN LATERAL ${versionFor(TEXTS, sql`n.id`, language)} v ON true`;
const ITEM = sql`n.id AS "noticeId", n.classification, v.title, v.language, ${languagesOf(TEXTS, sql`n.id`)} AS languages,
  n.writer_name AS writer, ${isoUtc('n.created_at')} AS "createdAt", ${hasAttachmentsSql('NOTICE', 'n.id')} AS "hasAttachment",
  n.hits, n.use_yn AS "useYn", n.popup`;
const NEWEST_FIRST = sql`ORDER BY n.created_at DESC, n.id DESC`;
const postedOnlyIf = (postedOnly: boolean) => (postedOnly ? sql`n.use_yn = 'Y'` : sql`true`);

function filtered({ keyword, classification }: ListFilter, postedOnly: boolean): SQL {
  return sql.join([
    postedOnlyIf(postedOnly),
    classification ? sql`n.classification = ${classification}` : sql`true`,
    // The words the reader reads: a notice is found by its version in their language, or the English one they get.
    keyword ? sql`(v.title ILIKE ${containing(keyword)} OR v.body_text ILIKE ${containing(keyword)})` : sql`true`,
  ], sql` AND `);
}

export async function listNotices(db: DbOrTx, filter: ListFilter, postedOnly: boolean, language: LanguageCode) {
  const where = filtered(filter, postedOnly);
  const [{ rows: items }, { rows: [count] }] = await Promise.all([
    db.execute<NoticeListItem>(sql`SELECT ${ITEM} FROM notices n ${shownIn(language)} WHERE ${where} ${NEWEST_FIRST}
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM notices n ${shownIn(language)} WHERE ${where}`),
  ]);
  return { items, total: count!.total };
}

type Found = NoticeListItem & {
  bodyHtml: string; updatedAt: string; popupPeriod: 'FULL' | 'SET'; popupFrom: string | null; popupTo: string | null;
  timeFrom: string | null; timeTo: string | null;
};

export async function findNotice(db: DbOrTx, id: number, postedOnly: boolean, language: LanguageCode): Promise<Found | undefined> {
  const { rows } = await db.execute<Found>(sql`
    SELECT ${ITEM}, v.body_html AS "bodyHtml", ${isoUtc('n.updated_at')} AS "updatedAt", n.popup_period AS "popupPeriod",
      n.popup_from::text AS "popupFrom", n.popup_to::text AS "popupTo", ${isoUtc('n.time_from')} AS "timeFrom", ${isoUtc('n.time_to')} AS "timeTo"
    FROM notices n ${shownIn(language)} WHERE n.id = ${id} AND ${postedOnlyIf(postedOnly)}`);
  return rows[0];
}

/** Every version of a notice, English first: what its managers wrote. */
export async function versionsOf(db: DbOrTx, id: number): Promise<NoticeVersion[]> {
  return db.select({ language: noticeTexts.language, title: noticeTexts.title, bodyHtml: noticeTexts.bodyHtml }).from(noticeTexts)
    .where(eq(noticeTexts.noticeId, id)).orderBy(sql`${noticeTexts.language} <> 'en'`, noticeTexts.language) as Promise<NoticeVersion[]>;
}

/** The audited values of a notice (its English title, the languages it is in), its row held for a change. */
export async function lockNotice(tx: DbOrTx, id: number) {
  const { rows } = await tx.execute<{
    classification: string; title: string; languages: string[]; useYn: string; popup: boolean; popupPeriod: string;
    popupFrom: string | null; popupTo: string | null; timeFrom: string | null; timeTo: string | null;
  }>(sql`
    SELECT n.classification, v.title, ${languagesOf(TEXTS, sql`n.id`)} AS languages, n.use_yn AS "useYn", n.popup, n.popup_period AS "popupPeriod",
      n.popup_from::text AS "popupFrom", n.popup_to::text AS "popupTo", ${isoUtc('n.time_from')} AS "timeFrom", ${isoUtc('n.time_to')} AS "timeTo"
    FROM notices n ${shownIn('en')} WHERE n.id = ${id} FOR UPDATE OF n`);
  return rows[0];
}

/** The notices just newer and just older than one, in the list's order (newest first), titled for the reader. */
export async function neighboursOf(db: DbOrTx, noticeId: number, postedOnly: boolean, language: LanguageCode) {
  type Link = { noticeId: number; title: string; language: LanguageCode };
  // Compared in SQL: a JavaScript Date would lose the timestamp's microseconds.
  const place = sql`(SELECT p.created_at, p.id FROM notices p WHERE p.id = ${noticeId})`;
  const step = (side: SQL, order: SQL) => db.execute<Link>(sql`
    SELECT n.id AS "noticeId", v.title, v.language FROM notices n ${shownIn(language)}
    WHERE ${side} AND ${postedOnlyIf(postedOnly)} ${order} LIMIT 1`);
  const [{ rows: [newer] }, { rows: [older] }] = await Promise.all([
    step(sql`(n.created_at, n.id) > ${place}`, sql`ORDER BY n.created_at, n.id`),
    step(sql`(n.created_at, n.id) < ${place}`, NEWEST_FIRST),
  ]);
  return { newer: newer ?? null, older: older ?? null };
}

/** Posted popups whose period holds `day` (the whole time they are posted, or between their two days), for the reader. */
export async function popupsOn(db: DbOrTx, day: string, language: LanguageCode) {
  const { rows } = await db.execute<{
    noticeId: number; title: string; bodyHtml: string; language: LanguageCode; createdAt: string; timeFrom: string | null; timeTo: string | null;
  }>(sql`
    SELECT n.id AS "noticeId", v.title, v.body_html AS "bodyHtml", v.language, ${isoUtc('n.created_at')} AS "createdAt",
      ${isoUtc('n.time_from')} AS "timeFrom", ${isoUtc('n.time_to')} AS "timeTo"
    FROM notices n ${shownIn(language)}
    WHERE n.use_yn = 'Y' AND n.popup AND (n.popup_period = 'FULL' OR ${day}::date BETWEEN n.popup_from AND n.popup_to)
    ${NEWEST_FIRST} LIMIT 10`);
  return rows;
}

/** Counts a hit unless the reader counted one on this notice today; yesterday's records go. */
export async function countHit(tx: DbOrTx, noticeId: number, reader: string, day: string): Promise<boolean> {
  const counted = await tx.insert(noticeHits).values({ noticeId, reader, day }).onConflictDoNothing().returning({ noticeId: noticeHits.noticeId });
  if (counted.length === 0) return false;
  await tx.update(notices).set({ hits: sql`${notices.hits} + 1` }).where(eq(notices.id, noticeId));
  await tx.delete(noticeHits).where(sql`${noticeHits.day} < ${day}::date`);
  return true;
}

/** A notice's versions, replaced whole by the ones the form sent. */
async function writeTexts(tx: DbOrTx, noticeId: number, texts: NoticeText[]): Promise<void> {
  await tx.delete(noticeTexts).where(eq(noticeTexts.noticeId, noticeId));
  await tx.insert(noticeTexts).values(texts.map((text) => ({ noticeId, ...text })));
}

export async function insertNotice(tx: DbOrTx, row: NoticeRow, texts: NoticeText[], writer: { id: number; name: string }): Promise<number> {
  const [inserted] = await tx.insert(notices).values({ ...row, writerId: writer.id, writerName: writer.name }).returning({ id: notices.id });
  await writeTexts(tx, inserted!.id, texts);
  return inserted!.id;
}

export async function updateNotice(tx: DbOrTx, id: number, row: NoticeRow, texts: NoticeText[]): Promise<void> {
  await tx.update(notices).set({ ...row, updatedAt: sql`now()` }).where(eq(notices.id, id));
  await writeTexts(tx, id, texts);
}

export async function deleteNotice(tx: DbOrTx, id: number): Promise<boolean> {
  return (await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id })).length > 0;
}
