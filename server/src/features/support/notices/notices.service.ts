// The rules of notices: readers see posted ones and count a hit once a day each (a visitor by a keyed digest
// of their address); administrators see every one and count nothing. A notice is written in English and in any
// other languages beside it, and everyone reads the version in their language, else the English one. What is saved
// is the sanitised text of each version — one whose text sanitises to nothing is refused — and the attachments the
// form names (NoticeSave itself refuses a set popup period, or a time the notice is about, that runs backwards).
// Every change is audited in its transaction.
import {
  ErrorCode, type LanguageCode, type ManagedNoticeDetail, type NoticeDetail, type NoticeListItem, type NoticePopup, type NoticeSave,
  type NoticeListQuery as ListSchema,
} from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { SignedTokens } from '../../../platform/auth/signed-tokens.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Attachments } from '../../../platform/files/attachments.ts';
import { sanitisedVersions } from '../written-versions.ts';
import * as repo from './notices.repo.ts';

/** Who is reading: an account, or a visitor known only by their address. */
export type NoticeReader = { userId: number } | { address: string };
type ListQuery = z.output<typeof ListSchema>;
type Page = { items: NoticeListItem[]; total: number; page: number; pageSize: number };

export interface NoticeService {
  list(query: ListQuery, scope: 'readers' | 'managers', language: LanguageCode): Promise<Page>;
  /** A posted notice for a reader, in their language or English (counting their hit). */
  detail(id: number, reader: NoticeReader, language: LanguageCode): Promise<NoticeDetail>;
  /** Any notice for its managers, as a reader in their language sees it, with every version. */
  managedDetail(id: number, language: LanguageCode): Promise<ManagedNoticeDetail>;
  /** The popups of `day` (the reader's own date, within a day of the server's), in their language or English. */
  popups(day: string | undefined, language: LanguageCode): Promise<NoticePopup[]>;
  save(actor: Actor & { name: string }, input: z.output<typeof NoticeSave>): Promise<number>;
  remove(actor: Actor, id: number): Promise<void>;
}

const OWNER = 'NOTICE';
const owner = (id: number) => ({ type: OWNER, id });
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export function createNoticeService({ db, attachments, clock, tokens }: {
  db: Db; attachments: Attachments; clock: () => Date;
  /** Keys the digest a visitor's hit is counted under. */
  tokens: SignedTokens;
}): NoticeService {
  const readerKey = async (reader: NoticeReader) => ('userId' in reader ? `u:${reader.userId}` : `a:${await tokens.digest(reader.address)}`);

  /** The row and the sanitised versions, English first. */
  function valuesOf(input: z.output<typeof NoticeSave>): { row: repo.NoticeRow; texts: repo.NoticeText[] } {
    const texts = sanitisedVersions({ title: input.title, bodyHtml: input.bodyHtml }, input.translations, 'bodyHtml')
      .map(({ language, title, html, text }) => ({ language, title, bodyHtml: html, bodyText: text }));
    const setPeriod = input.popup && input.popupPeriod === 'SET';
    const [timeFrom, timeTo] = [input.timeFrom, input.timeTo].map((at) => (at ? new Date(at) : null));
    const { classification, useYn, popup, popupPeriod } = input;
    return {
      row: {
        classification, useYn, popup, timeFrom, timeTo,
        popupPeriod: popup ? popupPeriod : 'FULL',
        popupFrom: setPeriod ? input.popupFrom : null,
        popupTo: setPeriod ? input.popupTo : null,
      },
      texts,
    };
  }

  /** What the audit log keeps of a save: the row, the English title and the languages, not the texts. */
  const audited = ({ row, texts }: ReturnType<typeof valuesOf>) => ({
    ...row, timeFrom: row.timeFrom?.toISOString() ?? null, timeTo: row.timeTo?.toISOString() ?? null,
    title: texts[0]!.title, languages: texts.map((t) => t.language),
  });

  async function withNeighbours<T extends { noticeId: number }>(notice: T, postedOnly: boolean, language: LanguageCode) {
    const [files, neighbours] = await Promise.all([attachments.listFor(db, owner(notice.noticeId)), repo.neighboursOf(db, notice.noticeId, postedOnly, language)]);
    return { ...notice, attachments: files, ...neighbours };
  }

  return {
    async list(query, scope, language) {
      const { items, total } = await repo.listNotices(db, query, scope === 'readers', language);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async detail(id, reader, language) {
      const notice = await repo.findNotice(db, id, true, language);
      if (!notice) throw new AppError(ErrorCode.NOT_FOUND);
      const key = await readerKey(reader);
      if (await db.transaction((tx) => repo.countHit(tx, id, key, isoDay(clock())))) notice.hits += 1;
      return withNeighbours(notice, true, language);
    },

    async managedDetail(id, language) {
      const notice = await repo.findNotice(db, id, false, language);
      if (!notice) throw new AppError(ErrorCode.NOT_FOUND);
      return { ...(await withNeighbours(notice, false, language)), versions: await repo.versionsOf(db, id) };
    },

    popups(day, language) {
      const now = clock().getTime();
      // A reader's own date, so a popup's days are theirs; one farther than a day from the server's is not a date anyone has.
      const asked = day ? Date.parse(`${day}T12:00:00Z`) : Number.NaN;
      const onDay = Number.isFinite(asked) && Math.abs(asked - now) <= 36 * 3600_000 ? day! : isoDay(clock());
      return repo.popupsOn(db, onDay, language);
    },

    save(actor, input) {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        if (input.noticeId === undefined) {
          const id = await repo.insertNotice(tx, values.row, values.texts, { id: actor.userId, name: actor.name });
          await attachments.attach(tx, owner(id), input.attachmentIds, actor.userId);
          await recordAudit(tx, actor, { action: 'NOTICE_CREATE', targetType: 'NOTICE', targetId: id, before: null, after: audited(values) });
          return id;
        }
        const before = await repo.lockNotice(tx, input.noticeId);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.updateNotice(tx, input.noticeId, values.row, values.texts);
        await attachments.attach(tx, owner(input.noticeId), input.attachmentIds, actor.userId);
        await recordAudit(tx, actor, { action: 'NOTICE_UPDATE', targetType: 'NOTICE', targetId: input.noticeId, before, after: audited(values) });
        return input.noticeId;
      });
    },

    remove(actor, id) {
      return db.transaction(async (tx) => {
        const before = await repo.lockNotice(tx, id);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await attachments.detachAll(tx, owner(id));
        await repo.deleteNotice(tx, id);
        await recordAudit(tx, actor, { action: 'NOTICE_DELETE', targetType: 'NOTICE', targetId: id, before: { title: before.title, classification: before.classification }, after: null });
      });
    },
  };
}
