// Notices (Support › Notice, /support/notice; administered at /management/support/notice): rich text with
// attachments, a classification, posted or hidden, hits counted once per reader a day, and optionally shown
// as a popup on /main for the whole time it is posted or for a set period.
import { z } from 'zod';
import { Attachment, attachmentIds } from './attachments.ts';
import { DeletedResponse, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { isoDate, name, richText } from './fields.ts';
import { DbId } from './ids.ts';
import { UseYn } from './menu-api.ts';

export const NOTICE_CLASSES = ['GENERAL', 'SYSTEM', 'DOCUMENT', 'EVENT'] as const;
export const NoticeClass = z.enum(NOTICE_CLASSES);
export type NoticeClass = z.infer<typeof NoticeClass>;
/** A popup shows for as long as the notice is posted (FULL) or between two days (SET), seed section 3. */
export const POPUP_PERIODS = ['FULL', 'SET'] as const;
export const PopupPeriod = z.enum(POPUP_PERIODS);

export const NoticeListQuery = z.object({
  ...paging,
  /** Part of the title or of the text. */
  keyword: z.string().trim().max(100).optional(),
  classification: NoticeClass.optional(),
});
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

export const NoticeListItem = z.object({
  noticeId: DbId, classification: NoticeClass, title: z.string(), writer: z.string(), createdAt: z.string(),
  hasAttachment: z.boolean(), hits: z.number().int(),
  /** Posted (Y) or hidden (N); readers only ever see posted ones. */
  useYn: UseYn,
  popup: z.boolean(),
});
export type NoticeListItem = z.infer<typeof NoticeListItem>;
export const NoticeList = pageOf(NoticeListItem);

const NoticeLink = z.object({ noticeId: DbId, title: z.string() }).nullable();
export const NoticeDetail = NoticeListItem.extend({
  /** Sanitised by the server: safe to draw as HTML. */
  bodyHtml: z.string(),
  attachments: z.array(Attachment),
  updatedAt: z.string(),
  popupPeriod: PopupPeriod,
  popupFrom: isoDate.nullable(),
  popupTo: isoDate.nullable(),
  /** The notices before and after it in the list's order (newest first), among those the caller may see. */
  newer: NoticeLink,
  older: NoticeLink,
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;

export const NoticeIdBody = z.object({ noticeId: DbId });

export const NoticeSave = z.object({
  noticeId: DbId.optional(),
  classification: NoticeClass,
  title: name(200),
  bodyHtml: richText,
  useYn: UseYn.default('Y'),
  popup: z.boolean().default(false),
  popupPeriod: PopupPeriod.default('FULL'),
  popupFrom: isoDate.nullable().default(null),
  popupTo: isoDate.nullable().default(null),
  attachmentIds,
}).superRefine((notice, ctx) => {
  if (!notice.popup || notice.popupPeriod !== 'SET') return;
  if (!notice.popupFrom) ctx.addIssue({ code: 'custom', path: ['popupFrom'], message: 'required' });
  if (!notice.popupTo) ctx.addIssue({ code: 'custom', path: ['popupTo'], message: 'required' });
});
export type NoticeSave = z.input<typeof NoticeSave>;

/** A notice shown as a popup on /main today. */
export const NoticePopup = z.object({ noticeId: DbId, title: z.string(), bodyHtml: z.string(), createdAt: z.string() });
export type NoticePopup = z.infer<typeof NoticePopup>;
export const NoticePopups = z.object({ notices: z.array(NoticePopup) });
/** The reader's own date: a popup's period is in days as the reader lives them. */
export const NoticePopupQuery = z.object({ day: isoDate.optional() });

const MANAGE = { menu: 'MGMT_SUP_NOTICE' } as const;

export const noticesApi = {
  list: endpoint({
    method: 'POST', path: '/service/notice/list', access: 'public', area: 'support',
    summary: 'Posted notices, newest first, by classification and keyword', body: NoticeListQuery, response: NoticeList,
  }),
  detail: endpoint({
    method: 'POST', path: '/service/notice/detail', access: 'public', area: 'support',
    summary: 'A posted notice with its attachments; counts one hit per reader a day', body: NoticeIdBody, response: NoticeDetail,
  }),
  popups: endpoint({
    method: 'GET', path: '/service/notice/popup', access: 'public', area: 'support',
    summary: 'The notices to show as popups on /main today', query: NoticePopupQuery, response: NoticePopups,
  }),
  managedList: endpoint({
    method: 'POST', path: '/mgmt/notice/list', access: MANAGE, area: 'support',
    summary: 'Every notice, hidden ones too, newest first', body: NoticeListQuery, response: NoticeList,
  }),
  managedDetail: endpoint({
    method: 'POST', path: '/mgmt/notice/detail', access: MANAGE, area: 'support',
    summary: 'One notice, hidden or posted, without counting a hit', body: NoticeIdBody, response: NoticeDetail,
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
