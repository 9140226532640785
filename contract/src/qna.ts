// Q&A (Support › Q&A, /support/qna; My Library › My Q&A; administered at /management/support/qna): a signed-in
// person asks in a Q&A classification, its managers are e-mailed, one answers, and the status moves from
// answering to answered while the asker is e-mailed. Lists: answered, answering, questions I will answer, mine.
import { z } from 'zod';
import { Attachment, attachmentIds } from './attachments.ts';
import { DeletedResponse, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { name, richText } from './fields.ts';
import { DbId } from './ids.ts';

export const QNA_STATUSES = ['ANSWERING', 'ANSWERED'] as const;
export type QnaStatus = (typeof QNA_STATUSES)[number];
/** The seed's lists, and the asker's own (My Q&A). The last two need a signed-in caller. */
export const QNA_TABS = ['ANSWERED', 'ANSWERING', 'TO_ANSWER', 'MINE'] as const;
export type QnaTab = (typeof QNA_TABS)[number];

export const QnaListQuery = z.object({
  ...paging,
  tab: z.enum(QNA_TABS).default('ANSWERED'),
  classId: DbId.optional(),
  /** Part of the title or of the question. */
  keyword: z.string().trim().max(100).optional(),
});
export type QnaListQuery = z.input<typeof QnaListQuery>;

export const QnaListItem = z.object({
  questionId: DbId, classLabel: z.string(), title: z.string(), asker: z.string(), status: z.enum(QNA_STATUSES),
  createdAt: z.string(), answeredAt: z.string().nullable(), hasAttachment: z.boolean(),
});
export type QnaListItem = z.infer<typeof QnaListItem>;
/** `answersQuestions`: the caller manages a Q&A classification, so "Questions I will answer" is a list of theirs. */
export const QnaList = pageOf(QnaListItem).extend({ answersQuestions: z.boolean() });

export const QnaDetail = QnaListItem.extend({
  classId: DbId,
  /** Sanitised by the server: safe to draw as HTML. */
  bodyHtml: z.string(),
  attachments: z.array(Attachment),
  answer: z.object({ html: z.string(), answerer: z.string(), attachments: z.array(Attachment) }).nullable(),
  /** What the caller may do with it: the asker edits while it waits for its answer; managers answer. */
  mayEdit: z.boolean(),
  mayAnswer: z.boolean(),
  mayDelete: z.boolean(),
});
export type QnaDetail = z.infer<typeof QnaDetail>;

export const QnaIdBody = z.object({ questionId: DbId });
export const QnaAsk = z.object({
  questionId: DbId.optional(),
  classId: DbId,
  title: name(200),
  bodyHtml: richText,
  attachmentIds,
});
export type QnaAsk = z.input<typeof QnaAsk>;
export const QnaAnswer = z.object({ questionId: DbId, answerHtml: richText, attachmentIds });
export type QnaAnswer = z.input<typeof QnaAnswer>;

const signedIn = { access: 'login', area: 'support' } as const;

export const qnaApi = {
  list: endpoint({
    method: 'POST', path: '/service/qna/list', access: 'public', area: 'support',
    summary: 'Questions by list (answered, answering; questions I will answer and mine when signed in), classification and keyword', body: QnaListQuery, response: QnaList,
  }),
  detail: endpoint({ ...signedIn, method: 'POST', path: '/service/qna/detail', summary: 'A question with its answer and attachments, and what the caller may do with it', body: QnaIdBody, response: QnaDetail }),
  save: endpoint({ ...signedIn, method: 'POST', path: '/service/qna/save', summary: "Asks a question (its classification's managers are e-mailed), or changes one's own while it is answered", body: QnaAsk, response: SavedResponse }),
  answer: endpoint({ ...signedIn, method: 'POST', path: '/service/qna/answer', summary: "Answers a question (or changes the answer) as one of its managers; the asker is e-mailed", body: QnaAnswer, response: SavedResponse }),
  delete: endpoint({ ...signedIn, method: 'POST', path: '/service/qna/delete', summary: 'Deletes a question and its answer: the asker, its managers or a Q&A administrator', body: QnaIdBody, response: DeletedResponse }),
  managedList: endpoint({
    method: 'POST', path: '/mgmt/qna/list', access: { menu: 'MGMT_SUP_QNA' }, area: 'support',
    summary: 'Every question, answered or answering, for the Q&A administrators', body: QnaListQuery, response: QnaList,
  }),
};
