// The rules of notices: readers see posted ones and count a hit once a day each (a visitor by a keyed digest
// of their address); administrators see every one and count nothing. What is saved is the sanitised text —
// a notice whose text sanitises to nothing is refused — and the attachments the form names; a set popup
// period must run forwards ('Please check the date'). Every change is audited in its transaction.
import { ErrorCode, type NoticeDetail, type NoticeListItem, type NoticePopup, type NoticeSave, type NoticeListQuery as ListSchema } from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { SignedTokens } from '../../../platform/auth/signed-tokens.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Attachments } from '../../../platform/files/attachments.ts';
import { cleanRichText, plainTextOf } from '../../../platform/rich-text/rich-text.ts';
import * as repo from './notices.repo.ts';

/** Who is reading: an account, or a visitor known only by their address. */
export type NoticeReader = { userId: number } | { address: string };
type ListQuery = z.output<typeof ListSchema>;
type Page = { items: NoticeListItem[]; total: number; page: number; pageSize: number };

export interface NoticeService {
  list(query: ListQuery, scope: 'readers' | 'managers'): Promise<Page>;
  /** A posted notice for a reader (counting their hit), or any notice for its managers. */
  detail(id: number, reader: NoticeReader | 'manager'): Promise<NoticeDetail>;
  /** The popups of `day` (the reader's own date, within a day of the server's). */
  popups(day: string | undefined): Promise<NoticePopup[]>;
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

  function valuesOf(input: z.output<typeof NoticeSave>): repo.NoticeValues {
    const bodyHtml = cleanRichText(input.bodyHtml);
    const bodyText = plainTextOf(bodyHtml);
    if (!bodyText) throw new AppError(ErrorCode.REQUIRED_VALUES_MISSING, { fields: [{ path: 'body.bodyHtml', rule: 'required' }] });
    const setPeriod = input.popup && input.popupPeriod === 'SET';
    if (setPeriod && input.popupFrom! > input.popupTo!) throw new AppError(ErrorCode.CHECK_DATE, { fields: [{ path: 'body.popupTo', rule: 'before_from' }] });
    const { classification, title, useYn, popup, popupPeriod } = input;
    return {
      classification, title, useYn, popup, bodyHtml, bodyText,
      popupPeriod: popup ? popupPeriod : 'FULL',
      popupFrom: setPeriod ? input.popupFrom : null,
      popupTo: setPeriod ? input.popupTo : null,
    };
  }

  const audited = ({ bodyHtml: _html, bodyText: _text, ...rest }: repo.NoticeValues) => rest;

  return {
    async list(query, scope) {
      const { items, total } = await repo.listNotices(db, query, scope === 'readers');
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async detail(id, reader) {
      const postedOnly = reader !== 'manager';
      const notice = await repo.findNotice(db, id, postedOnly);
      if (!notice) throw new AppError(ErrorCode.NOT_FOUND);
      if (reader !== 'manager') {
        const key = await readerKey(reader);
        if (await db.transaction((tx) => repo.countHit(tx, id, key, isoDay(clock())))) notice.hits += 1;
      }
      const [files, neighbours] = await Promise.all([attachments.listFor(db, owner(id)), repo.neighboursOf(db, id, postedOnly)]);
      return { ...notice, attachments: files, ...neighbours };
    },

    popups(day) {
      const now = clock().getTime();
      // A reader's own date, so a popup's days are theirs; one farther than a day from the server's is not a date anyone has.
      const asked = day ? Date.parse(`${day}T12:00:00Z`) : Number.NaN;
      const onDay = Number.isFinite(asked) && Math.abs(asked - now) <= 36 * 3600_000 ? day! : isoDay(clock());
      return repo.popupsOn(db, onDay);
    },

    save(actor, input) {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        if (input.noticeId === undefined) {
          const id = await repo.insertNotice(tx, values, { id: actor.userId, name: actor.name });
          await attachments.attach(tx, owner(id), input.attachmentIds, actor.userId);
          await recordAudit(tx, actor, { action: 'NOTICE_CREATE', targetType: 'NOTICE', targetId: id, before: null, after: audited(values) });
          return id;
        }
        const before = await repo.findNotice(tx, input.noticeId, false, true);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.updateNotice(tx, input.noticeId, values);
        await attachments.attach(tx, owner(input.noticeId), input.attachmentIds, actor.userId);
        const { classification, title, useYn, popup, popupPeriod, popupFrom, popupTo } = before;
        await recordAudit(tx, actor, {
          action: 'NOTICE_UPDATE', targetType: 'NOTICE', targetId: input.noticeId,
          before: { classification, title, useYn, popup, popupPeriod, popupFrom, popupTo }, after: audited(values),
        });
        return input.noticeId;
      });
    },

    remove(actor, id) {
      return db.transaction(async (tx) => {
        const before = await repo.findNotice(tx, id, false, true);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await attachments.detachAll(tx, owner(id));
        await repo.deleteNotice(tx, id);
        await recordAudit(tx, actor, { action: 'NOTICE_DELETE', targetType: 'NOTICE', targetId: id, before: { title: before.title, classification: before.classification }, after: null });
      });
    },
  };
}
