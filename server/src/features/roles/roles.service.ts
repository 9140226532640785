// The rules of roles: names are unique ('The entered role already exists'), built-in roles stay, a member is
// added once ('Already exist'), APP users are never members; every change goes to the audit trail.
import { ErrorCode, type RoleItem, type RoleUser } from '@gsis/contract';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { constraintViolation } from '../../platform/db/pg-errors.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './roles.repo.ts';

export interface RoleService {
  list(): Promise<RoleItem[]>;
  save(actor: Actor, input: { id?: number | undefined; roleName: string }): Promise<number>;
  remove(actor: Actor, id: number): Promise<void>;
  users(roleId: number, keyword: string | undefined): Promise<RoleUser[]>;
  candidates(roleId: number, keyword: string): Promise<RoleUser[]>;
  addUser(actor: Actor, roleId: number, userId: number): Promise<void>;
  removeUser(actor: Actor, roleId: number, userId: number): Promise<void>;
}

export function createRoleService({ db }: { db: Db }): RoleService {
  const existing = async (tx: DbOrTx, id: number) => {
    const role = await repo.findRole(tx, id, true);
    if (!role) throw new AppError(ErrorCode.NOT_FOUND);
    return role;
  };
  return {
    list: () => repo.listRoles(db),

    async save(actor, input) {
      try {
        return await db.transaction(async (tx) => {
          if (input.id === undefined) {
            const id = await repo.insertRole(tx, input.roleName);
            await recordAudit(tx, actor, { action: 'ROLE_CREATE', targetType: 'ROLE', targetId: id, before: null, after: { roleName: input.roleName } });
            return id;
          }
          const before = await existing(tx, input.id);
          await repo.renameRole(tx, input.id, input.roleName);
          await recordAudit(tx, actor, { action: 'ROLE_RENAME', targetType: 'ROLE', targetId: input.id, before: { roleName: before.roleName }, after: { roleName: input.roleName } });
          return input.id;
        });
      } catch (error) {
        if (constraintViolation(error)?.constraint === 'roles_role_name_key') throw new AppError(ErrorCode.ROLE_EXISTS);
        throw error;
      }
    },

    async remove(actor, id) {
      await db.transaction(async (tx) => {
        const role = await existing(tx, id);
        // The built-in roles are what a fresh install and the set-up rely on.
        if (role.roleKey) throw new AppError(ErrorCode.RELATED_DATA_EXISTS, { reason: 'BUILT_IN' });
        const members = await repo.roleUsers(tx, id, undefined);
        await repo.deleteRole(tx, id);
        await recordAudit(tx, actor, { action: 'ROLE_DELETE', targetType: 'ROLE', targetId: id, before: { roleName: role.roleName, userIds: members.map((m) => m.userId) }, after: null });
      });
    },

    users: (roleId, keyword) => repo.roleUsers(db, roleId, keyword),
    candidates: (roleId, keyword) => repo.candidates(db, roleId, keyword),

    async addUser(actor, roleId, userId) {
      await db.transaction(async (tx) => {
        await existing(tx, roleId);
        const user = await repo.memberCandidate(tx, userId);
        if (!user) throw new AppError(ErrorCode.NOT_FOUND);
        if (user.userType === 'APP') throw new AppError(ErrorCode.NO_AUTHORITY_TO_ADD, { reason: 'APP_USER' });
        if (!(await repo.addMember(tx, roleId, userId))) throw new AppError(ErrorCode.ALREADY_EXISTS);
        await recordAudit(tx, actor, { action: 'ROLE_ADD_USER', targetType: 'ROLE', targetId: roleId, before: null, after: { userId } });
      });
    },

    async removeUser(actor, roleId, userId) {
      await db.transaction(async (tx) => {
        await existing(tx, roleId);
        if (!(await repo.removeMember(tx, roleId, userId))) throw new AppError(ErrorCode.NOT_FOUND);
        await recordAudit(tx, actor, { action: 'ROLE_REMOVE_USER', targetType: 'ROLE', targetId: roleId, before: { userId }, after: null });
      });
    },
  };
}
