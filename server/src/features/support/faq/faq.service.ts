// The rules of the FAQ: a FAQ is written in English and in any other languages beside it, and everyone reads
// the version in their language, else the English one; answers are kept only as far as the rich-text allow-list
// reaches (an answer that sanitises to nothing is refused), each FAQ is in a Q&A classification, and every change
// is audited.
import {
  ErrorCode, type FaqDetail, type FaqEntry, type FaqItem, type FaqManagedQuery, type FaqQuery, type FaqSave, type LanguageCode,
} from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { sanitisedVersions } from '../written-versions.ts';
import * as repo from './faq.repo.ts';

export interface FaqService {
  entries(query: z.output<typeof FaqQuery>, language: LanguageCode): Promise<FaqEntry[]>;
  list(query: z.output<typeof FaqManagedQuery>, language: LanguageCode): Promise<{ items: FaqItem[]; total: number; page: number; pageSize: number }>;
  detail(id: number, language: LanguageCode): Promise<FaqDetail>;
  save(actor: Actor, input: z.output<typeof FaqSave>): Promise<number>;
  remove(actor: Actor, id: number): Promise<void>;
}

export function createFaqService({ db }: { db: Db }): FaqService {
  const target = (id: number) => ({ targetType: 'FAQ' as const, targetId: id });
  return {
    entries: (query, language) => repo.publicFaqs(db, query, language),

    async list(query, language) {
      return { ...(await repo.managedFaqs(db, query, language)), page: query.page, pageSize: query.pageSize };
    },

    async detail(id, language) {
      const found = await repo.findFaq(db, id, language);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return { ...found, versions: await repo.versionsOf(db, id) };
    },

    save(actor, input) {
      const texts = sanitisedVersions({ question: input.question, answerHtml: input.answerHtml }, input.translations, 'answerHtml')
        .map(({ language, question, html, text }) => ({ language, question, answerHtml: html, answerText: text }));
      const row = { classId: input.classId, sortOrder: input.sortOrder, useYn: input.useYn };
      const audited = { ...row, question: input.question, languages: texts.map((t) => t.language) };
      return db.transaction(async (tx) => {
        if (!(await repo.isQnaClass(tx, input.classId))) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.classId', rule: 'not_found' }] });
        if (input.faqId === undefined) {
          const id = await repo.insertFaq(tx, row, texts);
          await recordAudit(tx, actor, { action: 'FAQ_CREATE', ...target(id), before: null, after: audited });
          return id;
        }
        const before = await repo.lockFaq(tx, input.faqId);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.updateFaq(tx, input.faqId, row, texts);
        await recordAudit(tx, actor, { action: 'FAQ_UPDATE', ...target(input.faqId), before, after: audited });
        return input.faqId;
      });
    },

    remove(actor, id) {
      return db.transaction(async (tx) => {
        const before = await repo.lockFaq(tx, id);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.deleteFaq(tx, id);
        await recordAudit(tx, actor, { action: 'FAQ_DELETE', ...target(id), before, after: null });
      });
    },
  };
}
