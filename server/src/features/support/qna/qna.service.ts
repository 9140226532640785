// The rules of Q&A: a signed-in person asks in a Q&A classification in use and its managers (and those of the
// classification above it) are e-mailed in their language, in the same transaction; the asker may change the
// question while it waits (moved to another classification, that one's managers are told); a manager — or a holder of the Q&A administration menu — answers, which moves it
// from answering to answered and e-mails the asker (the first answer only; later edits are silent). Deleting
// a question deletes its answer. Texts pass through the rich-text allow-list.
import { ErrorCode, type LanguageCode, type QnaAnswer, type QnaAsk, type QnaDetail, type QnaListItem, type QnaListQuery } from '@gsis/contract';
import type { z } from 'zod';
import { userHasMenu } from '../../../platform/auth/sessions.repo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { labelFor } from '../../../platform/db/labels.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Attachments } from '../../../platform/files/attachments.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { textOf } from '../../../platform/html/html-text.ts';
import { cleanRichText } from '../../../platform/rich-text/rich-text.ts';
import * as repo from './qna.repo.ts';

export interface Asker { userId: number; name: string; company: string | null }
type Page = { items: QnaListItem[]; total: number; page: number; pageSize: number; answersQuestions: boolean };

export interface QnaService {
  /**
   * `caller` is null for a visitor, who sees the answered and answering lists only. The page says whether the caller
   * manages a classification: only then is "Questions I will answer" a list of theirs to offer.
   */
  list(query: z.output<typeof QnaListQuery>, caller: number | null, language: LanguageCode): Promise<Page>;
  detail(id: number, caller: number, language: LanguageCode): Promise<QnaDetail>;
  ask(asker: Asker, input: z.output<typeof QnaAsk>): Promise<number>;
  answer(answerer: Asker, input: z.output<typeof QnaAnswer>): Promise<number>;
  remove(caller: number, id: number): Promise<void>;
}

const QUESTION = 'QNA_QUESTION';
const ANSWER = 'QNA_ANSWER';
const ADMIN_MENU = 'MGMT_SUP_QNA';

/** Sanitised rich text and its words; text that sanitises to nothing is a value not entered. */
function cleaned(html: string, field: string) {
  const clean = cleanRichText(html);
  const text = textOf(clean);
  if (!text) throw new AppError(ErrorCode.REQUIRED_VALUES_MISSING, { fields: [{ path: `body.${field}`, rule: 'required' }] });
  return { html: clean, text };
}

export function createQnaService({ db, attachments, mailer, clock }: { db: Db; attachments: Attachments; mailer: Mailer; clock: () => Date }): QnaService {
  const isAdmin = (userId: number) => userHasMenu(db, userId, ADMIN_MENU);

  return {
    async list(query, caller, language) {
      if (caller === null && (query.tab === 'TO_ANSWER' || query.tab === 'MINE')) throw new AppError(ErrorCode.LOGIN_REQUIRED);
      const [found, answersQuestions] = await Promise.all([repo.listQuestions(db, query, caller, language), caller === null ? false : repo.managesAnyClass(db, caller)]);
      return { ...found, page: query.page, pageSize: query.pageSize, answersQuestions };
    },

    async detail(id, caller, language) {
      const q = await repo.findQuestion(db, id, caller, language);
      if (!q) throw new AppError(ErrorCode.NOT_FOUND);
      const manages = q.managed || (await isAdmin(caller));
      const owner = (type: string) => ({ type, id });
      const [files, answerFiles] = await Promise.all([attachments.listFor(db, owner(QUESTION)), attachments.listFor(db, owner(ANSWER))]);
      const { classLabels: _labels, askerId, answerHtml, answererName, managed: _managed, ...shown } = q;
      return {
        ...shown,
        attachments: files,
        answer: answerHtml === null ? null : { html: answerHtml, answerer: answererName ?? '', attachments: answerFiles },
        mayEdit: askerId === caller && q.status === 'ANSWERING',
        mayAnswer: manages,
        mayDelete: askerId === caller || manages,
      };
    },

    ask(asker, input) {
      const body = cleaned(input.bodyHtml, 'bodyHtml');
      return db.transaction(async (tx) => {
        const classification = await repo.askableClass(tx, input.classId);
        if (!classification) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.classId', rule: 'not_found' }] });
        const values = { classId: input.classId, title: input.title, bodyHtml: body.html, bodyText: body.text };
        const tellManagers = async (questionId: number) => {
          for (const manager of await repo.managersToTell(tx, input.classId)) {
            await mailer.queue(tx, 'QNA_ASKED', manager, {
              classification: labelFor(classification.labels, manager.language), title: input.title, asker: asker.name, company: asker.company ?? '—',
            }, `/support/qna/detail?id=${questionId}`);
          }
        };
        if (input.questionId !== undefined) {
          const before = await repo.findQuestion(tx, input.questionId, asker.userId, 'en', true);
          if (!before) throw new AppError(ErrorCode.NOT_FOUND);
          // Only its asker changes a question, and only before it is answered.
          if (before.askerId !== asker.userId || before.status !== 'ANSWERING') throw new AppError(ErrorCode.WRONG_ACCESS);
          await repo.updateQuestion(tx, input.questionId, values);
          await attachments.attach(tx, { type: QUESTION, id: input.questionId }, input.attachmentIds, asker.userId);
          // Moved to another classification: its managers are told, as of a new question.
          if (before.classId !== input.classId) await tellManagers(input.questionId);
          return input.questionId;
        }
        const id = await repo.insertQuestion(tx, { ...values, askerId: asker.userId, askerName: asker.name });
        await attachments.attach(tx, { type: QUESTION, id }, input.attachmentIds, asker.userId);
        await tellManagers(id);
        return id;
      });
    },

    answer(answerer, input) {
      const answer = cleaned(input.answerHtml, 'answerHtml');
      return db.transaction(async (tx) => {
        const q = await repo.findQuestion(tx, input.questionId, answerer.userId, 'en', true);
        if (!q) throw new AppError(ErrorCode.NOT_FOUND);
        if (!q.managed && !(await userHasMenu(tx, answerer.userId, ADMIN_MENU))) throw new AppError(ErrorCode.WRONG_ACCESS);
        const first = q.status === 'ANSWERING';
        await repo.updateQuestion(tx, q.questionId, {
          status: 'ANSWERED', answerHtml: answer.html, answererId: answerer.userId, answererName: answerer.name, ...(first ? { answeredAt: clock() } : {}),
        });
        await attachments.attach(tx, { type: ANSWER, id: q.questionId }, input.attachmentIds, answerer.userId);
        const asker = first ? await repo.askerOf(tx, q.askerId) : undefined;
        if (asker) {
          await mailer.queue(tx, 'QNA_ANSWERED', asker, {
            title: q.title, classification: labelFor(q.classLabels, asker.language), answerer: answerer.name,
          }, `/mylibrary/myqna/detail?id=${q.questionId}`);
        }
        return q.questionId;
      });
    },

    remove(caller, id) {
      return db.transaction(async (tx) => {
        const q = await repo.findQuestion(tx, id, caller, 'en', true);
        if (!q) throw new AppError(ErrorCode.NOT_FOUND);
        if (q.askerId !== caller && !q.managed && !(await userHasMenu(tx, caller, ADMIN_MENU))) throw new AppError(ErrorCode.WRONG_ACCESS);
        await attachments.detachAll(tx, { type: QUESTION, id });
        await attachments.detachAll(tx, { type: ANSWER, id });
        await repo.deleteQuestion(tx, id);
      });
    },
  };
}
