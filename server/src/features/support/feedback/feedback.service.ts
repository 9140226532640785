// The rules of feedback: a reader rates a document they may read — at a page or topic of one of its
// versions — and the feedback managers (employees holding the feedback menu) are e-mailed in their language
// in the same transaction, which also counts it for the statistics. Holders of the feedback menu answer;
// the first answer e-mails the author, who reads it in My Library. The author withdraws their own while it
// waits; an administrator deletes any. A document with feedback cannot be deleted (the table's foreign key).
import { ErrorCode, type FeedbackAnswer, type FeedbackItem, type FeedbackManageQuery, type FeedbackSave, type MyFeedbackQuery, type SupportClassManager } from '@gsis/contract';
import type { z } from 'zod';
import { accessUserOf, recordAccessEvent } from '../../../platform/access-events.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { SessionRow } from '../../../platform/auth/sessions.repo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { ClientInfo } from '../../../platform/request-context.ts';
import { managementView, type ReaderAccess } from '../../library/access/reader-access.ts';
import type { DocumentService } from '../../library/documents/documents.service.ts';
import * as classes from '../support-classes/support-classes.repo.ts';
import * as repo from './feedback.repo.ts';

type Page = { items: FeedbackItem[]; total: number; page: number; pageSize: number };

export interface FeedbackService {
  save(author: SessionRow, client: ClientInfo, input: z.output<typeof FeedbackSave>): Promise<number>;
  mine(userId: number, query: z.output<typeof MyFeedbackQuery>): Promise<Page>;
  withdraw(userId: number, id: number): Promise<void>;
  list(userId: number, query: z.output<typeof FeedbackManageQuery>): Promise<Page>;
  detail(userId: number, id: number): Promise<FeedbackItem>;
  answer(answerer: Actor & { name: string }, input: z.output<typeof FeedbackAnswer>): Promise<number>;
  remove(actor: Actor, id: number): Promise<void>;
  managers(): Promise<SupportClassManager[]>;
  saveManagers(actor: Actor, userIds: number[]): Promise<void>;
  candidates(keyword: string): Promise<SupportClassManager[]>;
}

const strip = ({ authorId: _author, ...item }: FeedbackItem & { authorId: number }): FeedbackItem => item;
const target = (id: number | string) => ({ targetType: 'FEEDBACK' as const, targetId: id });

export function createFeedbackService({ db, readers, documents, mailer, clock }: {
  db: Db; readers: ReaderAccess; documents: DocumentService; mailer: Mailer; clock: () => Date;
}): FeedbackService {
  const found = async (userId: number, id: number) => {
    const item = await repo.findFeedback(db, managementView(userId), id);
    if (!item) throw new AppError(ErrorCode.NOT_FOUND);
    return item;
  };

  return {
    async save(author, client, input) {
      // Only a document the reader may read, and a version of it they can see.
      const document = await documents.readerDocument(input.documentId, await readers.viewOf(author.userId), 'en');
      if (!document.authorised) throw new AppError(ErrorCode.WRONG_ACCESS);
      const version = input.versionId === undefined ? undefined : document.versions.find((v) => v.id === input.versionId);
      if (input.versionId !== undefined && !version) throw new AppError(ErrorCode.NOT_FOUND);
      return db.transaction(async (tx) => {
        const id = await repo.insertFeedback(tx, {
          documentId: input.documentId, versionId: version?.id ?? null,
          page: version?.publishType === 'PDF' ? input.page ?? null : null,
          topicPath: version?.publishType === 'WEBHELP' ? input.topicPath ?? null : null,
          rating: input.rating, comment: input.comment, authorId: author.userId, authorName: author.name, authorCompany: author.company,
        });
        for (const manager of await repo.managersToTell(tx)) {
          await mailer.queue(tx, 'FEEDBACK_RECEIVED', manager, {
            title: document.title, rating: `${'★'.repeat(input.rating)}${'☆'.repeat(5 - input.rating)}`, author: author.name,
            company: author.company ?? '—', comment: input.comment || '—',
          }, `/management/support/feedback?id=${id}`);
        }
        await recordAccessEvent(tx, {
          action: 'FEEDBACK', client, at: clock(), user: accessUserOf(author), function: 'FEEDBACK', topic: document.title.slice(0, 200),
          ...(document.models[0] ? { modelCode: document.models[0] } : {}),
          ...(await documents.catalogueCodes(input.documentId).then((codes) => ({ documentType: codes?.documentType, productType: codes?.productType }))),
          details: { documentId: input.documentId, versionId: version?.id ?? null, rating: input.rating },
        });
        return id;
      });
    },

    async mine(userId, query) {
      const { items, total } = await repo.listFeedback(db, await readers.viewOf(userId), { ...query, authorId: userId });
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    withdraw(userId, id) {
      return db.transaction(async (tx) => {
        const item = await repo.findFeedback(tx, managementView(userId), id, true);
        if (!item || item.authorId !== userId) throw new AppError(ErrorCode.NOT_FOUND);
        // Once answered it is a conversation both sides keep.
        if (item.status !== 'WAITING') throw new AppError(ErrorCode.ALREADY_DECIDED);
        await repo.deleteFeedback(tx, id);
      });
    },

    async list(userId, query) {
      const { items, total } = await repo.listFeedback(db, managementView(userId), query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async detail(userId, id) {
      return strip(await found(userId, id));
    },

    answer(answerer, input) {
      return db.transaction(async (tx) => {
        const item = await repo.findFeedback(tx, managementView(answerer.userId), input.feedbackId, true);
        if (!item) throw new AppError(ErrorCode.NOT_FOUND);
        const first = item.status === 'WAITING';
        await repo.answerFeedback(tx, item.feedbackId, {
          answer: input.answer, answererId: answerer.userId, answererName: answerer.name, ...(first ? { answeredAt: clock() } : {}),
        });
        const author = first ? await repo.authorOf(tx, item.authorId) : undefined;
        if (author) {
          await mailer.queue(tx, 'FEEDBACK_ANSWERED', author, { title: item.documentTitle, answerer: answerer.name }, `/mylibrary/feedback?id=${item.feedbackId}`);
        }
        return item.feedbackId;
      });
    },

    remove(actor, id) {
      return db.transaction(async (tx) => {
        const item = await repo.findFeedback(tx, managementView(actor.userId), id, true);
        if (!item) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.deleteFeedback(tx, id);
        await recordAudit(tx, actor, { action: 'FEEDBACK_DELETE', ...target(id), before: strip(item), after: null });
      });
    },

    managers: () => repo.managers(db),

    saveManagers(actor, userIds) {
      return db.transaction(async (tx) => {
        if ((await classes.countEligible(tx, userIds, repo.holdsFeedbackMenu)) !== userIds.length) {
          throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.userIds', rule: 'not_a_feedback_administrator' }] });
        }
        const before = (await repo.managers(tx)).map((m) => m.userId);
        await repo.replaceManagers(tx, userIds);
        await recordAudit(tx, actor, { action: 'FEEDBACK_MANAGERS', ...target('managers'), before: { userIds: before }, after: { userIds } });
      });
    },

    candidates: (keyword) => classes.candidates(db, keyword, repo.holdsFeedbackMenu),
  };
}
