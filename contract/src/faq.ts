// FAQ (Support › FAQ, /support/faq; administered at /management/support/faq): questions and their answers in
// rich text, each in a Q&A classification — the public page's tabs are the first-level classifications.
import { z } from 'zod';
import { DeletedResponse, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { name, richText, sortOrder } from './fields.ts';
import { DbId } from './ids.ts';
import { UseYn } from './menu-api.ts';

/** At most this many answers on the public page at once: a FAQ longer than that is read by searching it. */
export const FAQ_PAGE_MAX = 300;

export const FaqQuery = z.object({
  /** A classification: its FAQs and those of the classifications under it. */
  classId: DbId.optional(),
  /** Part of the question or the answer. */
  keyword: z.string().trim().max(100).optional(),
});
export type FaqQuery = z.input<typeof FaqQuery>;

export const FaqEntry = z.object({
  faqId: DbId, classId: DbId, classLabel: z.string(), question: z.string(),
  /** Sanitised by the server: safe to draw as HTML. */
  answerHtml: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;
export const FaqEntries = z.object({ items: z.array(FaqEntry) });

export const FaqManagedQuery = FaqQuery.extend(paging);
export type FaqManagedQuery = z.input<typeof FaqManagedQuery>;
export const FaqItem = z.object({
  faqId: DbId, classId: DbId, classLabel: z.string(), question: z.string(), sortOrder: z.number().int(), useYn: UseYn, updatedAt: z.string(),
});
export type FaqItem = z.infer<typeof FaqItem>;
export const FaqList = pageOf(FaqItem);
export const FaqDetail = FaqItem.extend({ answerHtml: z.string() });
export type FaqDetail = z.infer<typeof FaqDetail>;

export const FaqIdBody = z.object({ faqId: DbId });
export const FaqSave = z.object({
  faqId: DbId.optional(),
  classId: DbId,
  question: name(500),
  answerHtml: richText,
  sortOrder,
  useYn: UseYn.default('Y'),
});
export type FaqSave = z.input<typeof FaqSave>;

const MANAGE = { access: { menu: 'MGMT_SUP_FAQ' }, area: 'support' } as const;

export const faqApi = {
  list: endpoint({ method: 'POST', path: '/service/faq/list', access: 'public', area: 'support', summary: 'The FAQs in use, in their order, by classification and keyword', body: FaqQuery, response: FaqEntries }),
  managedList: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/faq/list', summary: 'Every FAQ, switched off ones too', body: FaqManagedQuery, response: FaqList }),
  detail: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/faq/detail', summary: 'One FAQ with its answer', body: FaqIdBody, response: FaqDetail }),
  save: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/faq/save', summary: 'Adds (no id) or changes a FAQ; the answer is sanitised', body: FaqSave, response: SavedResponse }),
  delete: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/faq/delete', summary: 'Deletes a FAQ', body: FaqIdBody, response: DeletedResponse }),
};
