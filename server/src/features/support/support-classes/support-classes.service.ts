// The rules of the Support classifications: Q&A goes two levels deep and Contact Us one ('You can't add more
// nodes' past that, also for a classification with children moved under another); one with children or FAQs
// cannot be deleted ('Cannot be deleted because related data exist'); managers are approved, enabled employees.
// Every change is audited in its transaction.
import { ErrorCode, SUPPORT_CLASS_DEPTH, type LanguageCode, type SupportClassChoice, type SupportClassItem, type SupportClassKind, type SupportClassManager, type SupportClassSave as SaveSchema } from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import * as repo from './support-classes.repo.ts';

export interface SupportClasses {
  choices(language: LanguageCode): Promise<SupportClassChoice[]>;
  list(language: LanguageCode): Promise<SupportClassItem[]>;
  detail(id: number, language: LanguageCode): Promise<SupportClassItem>;
  save(actor: Actor, input: z.output<typeof SaveSchema>): Promise<number>;
  remove(actor: Actor, id: number): Promise<void>;
  managers(id: number): Promise<SupportClassManager[]>;
  saveManagers(actor: Actor, id: number, userIds: number[]): Promise<void>;
  candidates(keyword: string): Promise<SupportClassManager[]>;
}

const nodeLimit = () => new AppError(ErrorCode.NODE_LIMIT, { fields: [{ path: 'body.parentId', rule: 'depth' }] });

export function createSupportClasses({ db }: { db: Db }, kind: SupportClassKind): SupportClasses {
  const depth = SUPPORT_CLASS_DEPTH[kind];
  const target = (id: number) => ({ targetType: 'SUPPORT_CLASS' as const, targetId: id });

  async function existing(id: number, lock = false) {
    const row = await repo.findClass(db, kind, id, lock);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  return {
    choices: async (language) => (await repo.listClasses(db, kind, language, true)).map(({ classId, parentId, label }) => ({ classId, parentId, label })),
    list: (language) => repo.listClasses(db, kind, language, false),

    async detail(id, language) {
      const [found] = await repo.listClasses(db, kind, language, false, id);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return found;
    },

    save(actor, input) {
      const values = { parentId: input.parentId, labels: input.labels, sortOrder: input.sortOrder, useYn: input.useYn };
      return db.transaction(async (tx) => {
        if (input.parentId !== null) {
          // Under a first-level classification of the same kind, and only where the kind goes that deep.
          const parent = await repo.findClass(tx, kind, input.parentId, true);
          if (!parent) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.parentId', rule: 'not_found' }] });
          if (depth < 2 || parent.parentId !== null || parent.id === input.classId) throw nodeLimit();
        }
        if (input.classId === undefined) {
          const id = await repo.insertClass(tx, kind, values);
          await recordAudit(tx, actor, { action: 'SUPPORT_CLASS_CREATE', ...target(id), before: null, after: { kind, ...values } });
          return id;
        }
        const before = await repo.findClass(tx, kind, input.classId, true);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        if (input.parentId !== null && (await repo.hasChildren(tx, input.classId))) throw nodeLimit();
        await repo.updateClass(tx, input.classId, values);
        await recordAudit(tx, actor, { action: 'SUPPORT_CLASS_UPDATE', ...target(input.classId), before, after: values });
        return input.classId;
      });
    },

    remove(actor, id) {
      return db.transaction(async (tx) => {
        const before = await repo.findClass(tx, kind, id, true);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        if ((await repo.hasChildren(tx, id)) || (await repo.isInUse(tx, id))) throw new AppError(ErrorCode.RELATED_DATA_EXISTS);
        await repo.deleteClass(tx, id);
        await recordAudit(tx, actor, { action: 'SUPPORT_CLASS_DELETE', ...target(id), before, after: null });
      });
    },

    async managers(id) {
      await existing(id);
      return repo.managersOf(db, id);
    },

    saveManagers(actor, id, userIds) {
      return db.transaction(async (tx) => {
        if (!(await repo.findClass(tx, kind, id, true))) throw new AppError(ErrorCode.NOT_FOUND);
        if ((await repo.countEligible(tx, userIds)) !== userIds.length) {
          throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.userIds', rule: 'not_an_employee' }] });
        }
        const before = (await repo.managersOf(tx, id)).map((m) => m.userId);
        await repo.replaceManagers(tx, id, userIds);
        await recordAudit(tx, actor, { action: 'SUPPORT_CLASS_MANAGERS', ...target(id), before: { userIds: before }, after: { userIds } });
      });
    },

    candidates: (keyword) => repo.candidates(db, keyword),
  };
}
