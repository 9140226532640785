// Feedback on documents (PRODUCT.md, "Support and my library"): a reader rates a document — optionally at a
// page or web-help topic of a version — from its page or the viewer; the feedback managers are e-mailed,
// one answers, and the reader finds the answer in My Library › Feedback (/mylibrary/feedback). Administered
// at /management/support/feedback, and its managers at /feedback/manager.
import { z } from 'zod';
import { DeletedResponse, DoneResponse, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';
import { PublishType } from './vocabulary.ts';
import { ManagerCandidatesQuery, SupportClassManagers } from './support-classes.ts';

export const FEEDBACK_STATUSES = ['WAITING', 'ANSWERED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const RATINGS = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_COMMENT_MAX = 2000;

/** Plain text written by a person: trimmed, lines kept. */
const text = (max: number) => z.string().trim().max(max);

export const FeedbackSave = z.object({
  documentId: DbId,
  /** The version being read, and where in it (a PDF page or a web-help topic of that version). */
  versionId: DbId.optional(),
  page: z.number().int().min(1).max(100_000).optional(),
  topicPath: z.string().max(500).optional(),
  rating: z.number().int().min(1).max(5),
  comment: text(FEEDBACK_COMMENT_MAX).default(''),
});
export type FeedbackSave = z.input<typeof FeedbackSave>;

export const FeedbackItem = z.object({
  feedbackId: DbId,
  documentId: DbId,
  documentTitle: z.string(),
  versionId: DbId.nullable(),
  versionLabel: z.string().nullable(),
  publishType: PublishType.nullable(),
  page: z.number().int().nullable(),
  topicPath: z.string().nullable(),
  topicTitle: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  author: z.string(),
  company: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answerer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;
export const FeedbackList = pageOf(FeedbackItem);

export const MyFeedbackQuery = z.object({ ...paging });
export type MyFeedbackQuery = z.input<typeof MyFeedbackQuery>;
export const FeedbackManageQuery = z.object({
  ...paging,
  status: z.enum(FEEDBACK_STATUSES).optional(),
  rating: z.number().int().min(1).max(5).optional(),
  /** Part of the document's title, the comment or the author's name. */
  keyword: z.string().trim().max(100).optional(),
});
export type FeedbackManageQuery = z.input<typeof FeedbackManageQuery>;

export const FeedbackIdBody = z.object({ feedbackId: DbId });
export const FeedbackAnswer = z.object({ feedbackId: DbId, answer: text(4000).min(1) });
export type FeedbackAnswer = z.input<typeof FeedbackAnswer>;
export const FeedbackManagersSave = z.object({
  userIds: z.array(DbId).max(50).refine((ids) => new Set(ids).size === ids.length, { message: 'repeated' }),
});

const own = { access: 'login', area: 'support' } as const;
const manage = { access: { menu: 'MGMT_SUP_FEEDBACK' }, area: 'support' } as const;

export const feedbackApi = {
  save: endpoint({ ...own, method: 'POST', path: '/service/feedback/save', summary: 'Rates a document the caller may read (at a page or topic of a version); the feedback managers are e-mailed', body: FeedbackSave, response: SavedResponse }),
  mine: endpoint({ ...own, method: 'POST', path: '/service/feedback/list', summary: "The caller's feedback, newest first, with the answers", body: MyFeedbackQuery, response: FeedbackList }),
  deleteMine: endpoint({ ...own, method: 'POST', path: '/service/feedback/delete', summary: "Withdraws the caller's own feedback while it waits for its answer", body: FeedbackIdBody, response: DeletedResponse }),
  list: endpoint({ ...manage, method: 'POST', path: '/mgmt/feedback/list', summary: 'All feedback by status, rating and keyword', body: FeedbackManageQuery, response: FeedbackList }),
  detail: endpoint({ ...manage, method: 'POST', path: '/mgmt/feedback/detail', summary: 'One feedback with its answer', body: FeedbackIdBody, response: FeedbackItem }),
  answer: endpoint({ ...manage, method: 'POST', path: '/mgmt/feedback/answer', summary: 'Answers a feedback (or changes the answer); its author is e-mailed the first time', body: FeedbackAnswer, response: SavedResponse }),
  delete: endpoint({ ...manage, method: 'POST', path: '/mgmt/feedback/delete', summary: 'Deletes a feedback and its answer', body: FeedbackIdBody, response: DeletedResponse }),
  managers: endpoint({ ...manage, method: 'POST', path: '/mgmt/feedback/manager/list', summary: 'The feedback managers, who are e-mailed of new feedback', response: SupportClassManagers }),
  saveManagers: endpoint({ ...manage, method: 'POST', path: '/mgmt/feedback/manager/save', summary: 'Sets the feedback managers', body: FeedbackManagersSave, response: DoneResponse }),
  candidates: endpoint({ ...manage, method: 'POST', path: '/mgmt/feedback/manager/candidates', summary: 'Employees who may be feedback managers (they hold the feedback menu), by name or ID', body: ManagerCandidatesQuery, response: SupportClassManagers }),
};
