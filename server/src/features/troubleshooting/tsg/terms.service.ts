// The rules of the TSG dictionary: a term's English word is one term's in its category; a term a guide uses
// cannot be deleted; every change is audited in its transaction. Guides draw terms in the reader's language
// through `texts` (else English).
import { ErrorCode, type LanguageCode, type TermItem, type TermSave } from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import { lockRow, type Db, type DbOrTx } from '../../../platform/db/database.ts';
import { filledIn } from '../../../platform/db/labels.ts';
import { constraintViolation } from '../../../platform/db/pg-errors.ts';
import { AppError } from '../../../platform/errors.ts';
import * as repo from './terms.repo.ts';

export interface TermService {
  list(language: LanguageCode, filter: { category?: TermItem['category'] | undefined; keyword?: string | undefined }): Promise<TermItem[]>;
  save(actor: Actor, input: z.output<typeof TermSave>): Promise<number>;
  remove(actor: Actor, id: number): Promise<void>;
  /** How many terms the dictionary holds. */
  count(): Promise<number>;
  /** The texts of the terms named (by language), for drawing a guide; ids not in the dictionary are left out. */
  texts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Record<string, string>>>;
}

const field = (path: string, rule: string) => ({ fields: [{ path, rule }] });

export function createTermService({ db, clock }: { db: Db; clock: () => Date }): TermService {
  return {
    list: (language, filter) => repo.listTerms(db, filter, language),
    texts: (on, ids) => repo.textsOfTerms(on, ids),
    count: () => repo.countTerms(db),

    async save(actor, input) {
      const values = { category: input.category, texts: filledIn(input.texts) };
      try {
        return await db.transaction(async (tx) => {
          if (input.termId === undefined) {
            const id = await repo.insertTerm(tx, values, clock());
            await recordAudit(tx, actor, { action: 'TSG_TERM_CREATE', targetType: 'TSG_TERM', targetId: id, before: null, after: values });
            return id;
          }
          const before = await repo.findTerm(tx, input.termId, true);
          if (!before) throw new AppError(ErrorCode.NOT_FOUND);
          await repo.updateTerm(tx, input.termId, values, clock());
          await recordAudit(tx, actor, {
            action: 'TSG_TERM_UPDATE', targetType: 'TSG_TERM', targetId: input.termId, before: { category: before.category, texts: before.texts }, after: values,
          });
          return input.termId;
        });
      } catch (error) {
        if (constraintViolation(error)?.constraint === 'tsg_terms_english_key') throw new AppError(ErrorCode.ALREADY_EXISTS, field('body.texts.en', 'taken'));
        throw error;
      }
    },

    remove(actor, id) {
      return db.transaction(async (tx) => {
        // The lock first, then a fresh read: a draft naming the term holds it too while it is saved.
        await lockRow(tx, 'tsg_terms', id);
        const before = await repo.findTerm(tx, id);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        // A guide written with the term would lose a word.
        if (before.usedBy > 0) throw new AppError(ErrorCode.RELATED_DATA_EXISTS);
        await repo.deleteTerm(tx, id);
        await recordAudit(tx, actor, { action: 'TSG_TERM_DELETE', targetType: 'TSG_TERM', targetId: id, before: { category: before.category, texts: before.texts }, after: null });
      });
    },
  };
}
