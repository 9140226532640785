// The rules of e-mail groups: unique names (whatever their case), members added one at a time and once, never
// an APP user, a group with members not deleted; every change audited.
import { ErrorCode, type EmailGroupItem, type EmailGroupMembersQuery, type EmailGroupSave, type EmailUser } from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { constraintViolation } from '../../platform/db/pg-errors.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './groups.repo.ts';

export interface EmailGroups {
  /** `reachable`: members counted as a send reaches them. */
  list(reachable?: boolean): Promise<EmailGroupItem[]>;
  save(actor: Actor, input: z.output<typeof EmailGroupSave>): Promise<number>;
  remove(actor: Actor, groupId: number): Promise<void>;
  members(query: z.output<typeof EmailGroupMembersQuery>): Promise<{ items: EmailUser[]; total: number; page: number; pageSize: number }>;
  findPeople(keyword: string, notInGroup?: number): Promise<EmailUser[]>;
  addMember(actor: Actor, groupId: number, userId: number): Promise<void>;
  removeMember(actor: Actor, groupId: number, userId: number): Promise<void>;
}

const target = (id: number) => ({ targetType: 'EMAIL_GROUP' as const, targetId: id });

function nameTaken(error: unknown): never {
  if (constraintViolation(error)?.constraint === 'email_groups_name_key') {
    throw new AppError(ErrorCode.ALREADY_EXISTS, { fields: [{ path: 'body.name', rule: 'unique' }] });
  }
  throw error;
}

export function createEmailGroups({ db }: { db: Db }): EmailGroups {
  async function heldGroup(tx: Tx, groupId: number) {
    const group = await repo.lockGroup(tx, groupId);
    if (!group) throw new AppError(ErrorCode.NOT_FOUND);
    return group;
  }

  return {
    list: (reachable) => repo.listGroups(db, reachable),

    save(actor, input) {
      const values = { name: input.name, description: input.description };
      return db.transaction(async (tx) => {
        if (input.groupId === undefined) {
          const id = await repo.insertGroup(tx, values);
          await recordAudit(tx, actor, { action: 'EMAIL_GROUP_CREATE', ...target(id), before: null, after: values });
          return id;
        }
        const before = await heldGroup(tx, input.groupId);
        await repo.updateGroup(tx, input.groupId, values);
        await recordAudit(tx, actor, { action: 'EMAIL_GROUP_UPDATE', ...target(input.groupId), before, after: values });
        return input.groupId;
      }).catch(nameTaken);
    },

    remove(actor, groupId) {
      return db.transaction(async (tx) => {
        const before = await heldGroup(tx, groupId);
        // Members are related data (seed: related data blocks deletion): a group is emptied first, on purpose.
        if (await repo.hasMembers(tx, groupId)) throw new AppError(ErrorCode.RELATED_DATA_EXISTS, { reason: 'HAS_MEMBERS' });
        await repo.deleteGroup(tx, groupId);
        await recordAudit(tx, actor, { action: 'EMAIL_GROUP_DELETE', ...target(groupId), before, after: null });
      });
    },

    async members(query) {
      return { ...(await repo.members(db, query)), page: query.page, pageSize: query.pageSize };
    },

    findPeople: (keyword, notInGroup) => repo.findPeople(db, keyword, notInGroup),

    addMember(actor, groupId, userId) {
      return db.transaction(async (tx) => {
        await heldGroup(tx, groupId);
        const user = await repo.memberCandidate(tx, userId);
        if (!user) throw new AppError(ErrorCode.NOT_FOUND);
        if (user.userType === 'APP') throw new AppError(ErrorCode.NO_AUTHORITY_TO_ADD, { reason: 'APP_USER' });
        if (!(await repo.addMember(tx, groupId, userId))) throw new AppError(ErrorCode.ALREADY_EXISTS);
        await repo.touchGroup(tx, groupId);
        await recordAudit(tx, actor, { action: 'EMAIL_GROUP_ADD_USER', ...target(groupId), before: null, after: { userId } });
      });
    },

    removeMember(actor, groupId, userId) {
      return db.transaction(async (tx) => {
        await heldGroup(tx, groupId);
        if (!(await repo.removeMember(tx, groupId, userId))) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.touchGroup(tx, groupId);
        await recordAudit(tx, actor, { action: 'EMAIL_GROUP_REMOVE_USER', ...target(groupId), before: { userId }, after: null });
      });
    },
  };
}
