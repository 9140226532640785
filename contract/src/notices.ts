// Notices (Support › Notice, /support/notice; administered at /management/support/notice): rich text with
// attachments, a classification, posted or hidden, hits counted once per reader a day, and optionally shown
// as a popup on /main for the whole time it is posted or for a set period. A notice is written in English and in
// any other languages beside it; each reader gets the version in their language (Accept-Language), else the
// English one, and `language` says which they got.
import { z } from 'zod';
import { Attachment, attachmentIds } from './attachments.ts';
import { DeletedResponse, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { catalogueIssue, ErrorCode } from './errors.ts';
import { isoDate, name, richText } from './fields.ts';
import { DbId } from './ids.ts';
import { versionsBeside } from './language-versions.ts';
import { Language, UseYn } from './vocabulary.ts';

export const NOTICE_CLASSES = ['GENERAL', 'SYSTEM', 'DOCUMENT', 'EVENT'] as const;
export const NoticeClass = z.enum(NOTICE_CLASSES);
export type NoticeClass = z.infer<typeof NoticeClass>;
/** A popup shows for as long as the notice is posted (FULL) or between two days (SET), seed section 3. */
export const POPUP_PERIODS = ['FULL', 'SET'] as const;
export const PopupPeriod = z.enum(POPUP_PERIODS);

export const NoticeListQuery = z.object({
  ...paging,
  /** Part of the title or of the text, in the version the reader gets. */
  keyword: z.string().trim().max(100).optional(),
  classification: NoticeClass.optional(),
});
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

/** The time a notice is about (a maintenance window, an event), as instants: each reader sees it in their own time zone. */
const NoticeTime = { timeFrom: z.string().nullable(), timeTo: z.string().nullable() };

export const NoticeListItem = z.object({
  noticeId: DbId, classification: NoticeClass, title: z.string(),
  /** The language of the title and text: the reader's when the notice is written in it, else English. */
  language: Language,
  /** Every language the notice is written in, English first. */
  languages: z.array(Language),
  writer: z.string(), createdAt: z.string(),
  hasAttachment: z.boolean(), hits: z.number().int(),
  /** Posted (Y) or hidden (N); readers only ever see posted ones. */
  useYn: UseYn,
  popup: z.boolean(),
});
export type NoticeListItem = z.infer<typeof NoticeListItem>;
export const NoticeList = pageOf(NoticeListItem);

const NoticeLink = z.object({ noticeId: DbId, title: z.string(), language: Language }).nullable();
export const NoticeDetail = NoticeListItem.extend({
  /** Sanitised by the server: safe to draw as HTML. In `language`, as the title. */
  bodyHtml: z.string(),
  attachments: z.array(Attachment),
  updatedAt: z.string(),
  popupPeriod: PopupPeriod,
  popupFrom: isoDate.nullable(),
  popupTo: isoDate.nullable(),
  ...NoticeTime,
  /** The notices before and after it in the list's order (newest first), among those the caller may see. */
  newer: NoticeLink,
  older: NoticeLink,
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;
/** One language's version of a notice, as its managers wrote it. */
export const NoticeVersion = z.object({ language: Language, title: z.string(), bodyHtml: z.string() });
export type NoticeVersion = z.infer<typeof NoticeVersion>;
/** A notice for its managers: as a reader in their language sees it, and every version for the form, English first. */
export const ManagedNoticeDetail = NoticeDetail.extend({ versions: z.array(NoticeVersion) });
export type ManagedNoticeDetail = z.infer<typeof ManagedNoticeDetail>;

export const NoticeIdBody = z.object({ noticeId: DbId });

const instant = z.iso.datetime({ offset: true }).nullable().default(null);
export const NoticeSave = z.object({
  noticeId: DbId.optional(),
  classification: NoticeClass,
  /** The English title and text: every reader without a version in their language gets these. */
  title: name(200),
  bodyHtml: richText,
  /** The notice in other languages than English. */
  translations: versionsBeside({ title: name(200), bodyHtml: richText }),
  useYn: UseYn.default('Y'),
  popup: z.boolean().default(false),
  popupPeriod: PopupPeriod.default('FULL'),
  popupFrom: isoDate.nullable().default(null),
  popupTo: isoDate.nullable().default(null),
  /** The time the notice is about, if any (both ends, or neither). */
  timeFrom: instant,
  timeTo: instant,
  attachmentIds,
}).superRefine((notice, ctx) => {
  if (Boolean(notice.timeFrom) !== Boolean(notice.timeTo)) ctx.addIssue({ code: 'custom', path: [notice.timeFrom ? 'timeTo' : 'timeFrom'], message: 'required' });
  // Instants with their offsets: compared as times, not as texts.
  if (notice.timeFrom && notice.timeTo && Date.parse(notice.timeFrom) > Date.parse(notice.timeTo)) ctx.addIssue(catalogueIssue(ErrorCode.CHECK_DATE, 'timeTo', 'before_from'));
  if (!notice.popup || notice.popupPeriod !== 'SET') return;
  if (!notice.popupFrom) ctx.addIssue({ code: 'custom', path: ['popupFrom'], message: 'required' });
  if (!notice.popupTo) ctx.addIssue({ code: 'custom', path: ['popupTo'], message: 'required' });
  if (notice.popupFrom && notice.popupTo && notice.popupFrom > notice.popupTo) ctx.addIssue(catalogueIssue(ErrorCode.CHECK_DATE, 'popupTo', 'before_from'));
});
export type NoticeSave = z.input<typeof NoticeSave>;

/** A notice shown as a popup on /main today, in the reader's language or English (`language`). */
export const NoticePopup = z.object({ noticeId: DbId, title: z.string(), bodyHtml: z.string(), language: Language, createdAt: z.string(), ...NoticeTime });
export type NoticePopup = z.infer<typeof NoticePopup>;
export const NoticePopups = z.object({ notices: z.array(NoticePopup) });
/** The reader's own date: a popup's period is in days as the reader lives them. */
export const NoticePopupQuery = z.object({ day: isoDate.optional() });

const MANAGE = { menu: 'MGMT_SUP_NOTICE' } as const;

export const noticesApi = {
  list: endpoint({
    method: 'POST', path: '/service/notice/list', access: 'public', area: 'support',
    summary: 'Posted notices, newest first, by classification and keyword, each in the reader\'s language or English', body: NoticeListQuery, response: NoticeList,
  }),
  detail: endpoint({
    method: 'POST', path: '/service/notice/detail', access: 'public', area: 'support',
    summary: 'A posted notice in the reader\'s language or English, with its attachments; counts one hit per reader a day', body: NoticeIdBody, response: NoticeDetail,
  }),
  popups: endpoint({
    method: 'GET', path: '/service/notice/popup', access: 'public', area: 'support',
    summary: 'The notices to show as popups on /main today, in the reader\'s language or English', query: NoticePopupQuery, response: NoticePopups,
  }),
  managedList: endpoint({
    method: 'POST', path: '/mgmt/notice/list', access: MANAGE, area: 'support',
    summary: 'Every notice, hidden ones too, newest first', body: NoticeListQuery, response: NoticeList,
  }),
  managedDetail: endpoint({
    method: 'POST', path: '/mgmt/notice/detail', access: MANAGE, area: 'support',
    summary: 'One notice, hidden or posted, with its version in every language, without counting a hit', body: NoticeIdBody, response: ManagedNoticeDetail,
  }),
  save: endpoint({
    method: 'POST', path: '/mgmt/notice/save', access: MANAGE, area: 'support',
    summary: 'Writes a notice (no id) or changes one; the text is sanitised, the attachments are the given ones', body: NoticeSave, response: SavedResponse,
  }),
  delete: endpoint({
    method: 'POST', path: '/mgmt/notice/delete', access: MANAGE, area: 'support',
    summary: 'Deletes a notice and its attachments', body: NoticeIdBody, response: DeletedResponse,
  }),
};
