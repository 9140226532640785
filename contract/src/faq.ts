// FAQ (Support › FAQ, /support/faq; administered at /management/support/faq): questions and their answers in
// rich text, each in a Q&A classification — the public page's tabs are the first-level classifications. A FAQ is
// written in English and in any other languages beside it; each reader gets the version in their language
// (Accept-Language), else the English one, and `language` says which they got.
import { z } from 'zod';
import { DeletedResponse, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { name, richText, sortOrder } from './fields.ts';
import { DbId } from './ids.ts';
import { versionsBeside } from './language-versions.ts';
import { Language, UseYn } from './vocabulary.ts';

/** At most this many answers on the public page at once: a FAQ longer than that is read by searching it. */
export const FAQ_PAGE_MAX = 300;

export const FaqQuery = z.object({
  /** A classification: its FAQs and those of the classifications under it. */
  classId: DbId.optional(),
  /** Part of the question or the answer, in the version the reader gets. */
  keyword: z.string().trim().max(100).optional(),
});
export type FaqQuery = z.input<typeof FaqQuery>;

export const FaqEntry = z.object({
  faqId: DbId, classId: DbId, classLabel: z.string(), question: z.string(),
  /** Sanitised by the server: safe to draw as HTML. */
  answerHtml: z.string(),
  /** The language of the question and answer: the reader's when the FAQ is written in it, else English. */
  language: Language,
});
export type FaqEntry = z.infer<typeof FaqEntry>;
export const FaqEntries = z.object({ items: z.array(FaqEntry) });

export const FaqManagedQuery = FaqQuery.extend(paging);
export type FaqManagedQuery = z.input<typeof FaqManagedQuery>;
export const FaqItem = z.object({
  faqId: DbId, classId: DbId, classLabel: z.string(), question: z.string(),
  /** The question's language, as on the public page; and every language the FAQ is written in, English first. */
  language: Language, languages: z.array(Language),
  sortOrder: z.number().int(), useYn: UseYn, updatedAt: z.string(),
});
export type FaqItem = z.infer<typeof FaqItem>;
export const FaqList = pageOf(FaqItem);
/** One language's version of a FAQ, as its managers wrote it. */
export const FaqVersion = z.object({ language: Language, question: z.string(), answerHtml: z.string() });
export type FaqVersion = z.infer<typeof FaqVersion>;
/** A FAQ for its managers: the answer in the question's language, and every version for the form, English first. */
export const FaqDetail = FaqItem.extend({ answerHtml: z.string(), versions: z.array(FaqVersion) });
export type FaqDetail = z.infer<typeof FaqDetail>;

export const FaqIdBody = z.object({ faqId: DbId });
export const FaqSave = z.object({
  faqId: DbId.optional(),
  classId: DbId,
  /** The English question and answer: every reader without a version in their language gets these. */
  question: name(500),
  answerHtml: richText,
  /** The FAQ in other languages than English. */
  translations: versionsBeside({ question: name(500), answerHtml: richText }),
  sortOrder,
  useYn: UseYn.default('Y'),
});
export type FaqSave = z.input<typeof FaqSave>;

const MANAGE = { access: { menu: 'MGMT_SUP_FAQ' }, area: 'support' } as const;

export const faqApi = {
  list: endpoint({ method: 'POST', path: '/service/faq/list', access: 'public', area: 'support', summary: 'The FAQs in use, in their order, by classification and keyword, each in the reader\'s language or English', body: FaqQuery, response: FaqEntries }),
  managedList: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/faq/list', summary: 'Every FAQ, switched off ones too', body: FaqManagedQuery, response: FaqList }),
  detail: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/faq/detail', summary: 'One FAQ with its answer, and its version in every language', body: FaqIdBody, response: FaqDetail }),
  save: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/faq/save', summary: 'Adds (no id) or changes a FAQ; the answer is sanitised', body: FaqSave, response: SavedResponse }),
  delete: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/faq/delete', summary: 'Deletes a FAQ', body: FaqIdBody, response: DeletedResponse }),
};
