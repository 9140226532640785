// The rules of roles: names are unique ('The entered role already exists'), built-in roles stay, a member is
// added once ('Already exist'), APP users are never members; every change goes to the audit trail. Renaming,
// deleting and changing members need holding the role (delegation.ts): a delegate manages only what they
// could give, never their own membership, and never the SYSTEM_ADMIN role unless they are one.
import { ErrorCode, type RoleItem, type RoleUser } from '@gsis/contract';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { constraintViolation } from '../../platform/db/pg-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { changeAccess, grantorOf, holdsRole } from './delegation.ts';
import { allRoleAuthorities } from './delegation.repo.ts';
import * as repo from './roles.repo.ts';

export interface RoleService {
  /** Every role, marked with whether the caller may hand it out. */
  list(actor: Actor): Promise<RoleItem[]>;
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
    async list(actor) {
      const [roles, authorities, grantor] = await Promise.all([repo.listRoles(db), allRoleAuthorities(db), grantorOf(db, actor.userId)]);
      const grantable = new Set(authorities.filter((role) => holdsRole(grantor, role)).map((role) => role.id));
      return roles.map((role) => ({ ...role, grantable: grantable.has(role.id) }));
    },

    async save(actor, input) {
      try {
        if (input.id === undefined) {
          // A new role carries no menus: it gives nobody anything until menus are given to it.
          return await db.transaction(async (tx) => {
            const id = await repo.insertRole(tx, input.roleName);
            await recordAudit(tx, actor, { action: 'ROLE_CREATE', targetType: 'ROLE', targetId: id, before: null, after: { roleName: input.roleName } });
            return id;
          });
        }
        const id = input.id;
        return await changeAccess(db, actor, { targetType: 'ROLE', targetId: id }, { roleName: input.roleName }, async (tx, access, noteBefore) => {
          const before = await existing(tx, id);
          noteBefore({ roleName: before.roleName });
          await access.mayChangeRoles([id]);
          await repo.renameRole(tx, id, input.roleName);
          await recordAudit(tx, actor, { action: 'ROLE_RENAME', targetType: 'ROLE', targetId: id, before: { roleName: before.roleName }, after: { roleName: input.roleName } });
          return id;
        });
      } catch (error) {
        if (constraintViolation(error)?.constraint === 'roles_role_name_key') throw new AppError(ErrorCode.ROLE_EXISTS);
        throw error;
      }
    },

    async remove(actor, id) {
      await changeAccess(db, actor, { targetType: 'ROLE', targetId: id }, { deleted: true }, async (tx, access, noteBefore) => {
        const role = await existing(tx, id);
        // The built-in roles are what a fresh install and the set-up rely on.
        if (role.roleKey) throw new AppError(ErrorCode.RELATED_DATA_EXISTS, { reason: 'BUILT_IN' });
        noteBefore({ roleName: role.roleName });
        await access.mayChangeRoles([id]);
        // Its members are related data (seed: related data blocks deletion): they are taken out of it first, each
        // change on its own, so nobody loses menus by a deletion they did not see coming.
        if (await repo.hasMembers(tx, id)) throw new AppError(ErrorCode.RELATED_DATA_EXISTS, { reason: 'HAS_USERS' });
        await repo.deleteRole(tx, id);
        await recordAudit(tx, actor, { action: 'ROLE_DELETE', targetType: 'ROLE', targetId: id, before: { roleName: role.roleName }, after: null });
      });
    },

    users: (roleId, keyword) => repo.roleUsers(db, roleId, keyword),
    candidates: (roleId, keyword) => repo.candidates(db, roleId, keyword),

    async addUser(actor, roleId, userId) {
      await changeAccess(db, actor, { targetType: 'ROLE', targetId: roleId }, { addUserId: userId }, async (tx, access) => {
        await existing(tx, roleId);
        const user = await repo.memberCandidate(tx, userId);
        if (!user) throw new AppError(ErrorCode.NOT_FOUND);
        if (user.userType === 'APP') throw new AppError(ErrorCode.NO_AUTHORITY_TO_ADD, { reason: 'APP_USER' });
        access.notSelf(userId);
        await access.mayChangeUser(userId);
        await access.mayChangeRoles([roleId]);
        if (!(await repo.addMember(tx, roleId, userId))) throw new AppError(ErrorCode.ALREADY_EXISTS);
        await recordAudit(tx, actor, { action: 'ROLE_ADD_USER', targetType: 'ROLE', targetId: roleId, before: null, after: { userId } });
      });
    },

    async removeUser(actor, roleId, userId) {
      await changeAccess(db, actor, { targetType: 'ROLE', targetId: roleId }, { removeUserId: userId }, async (tx, access) => {
        await existing(tx, roleId);
        access.notSelf(userId);
        await access.mayChangeUser(userId);
        await access.mayChangeRoles([roleId]);
        if (!(await repo.removeMember(tx, roleId, userId))) throw new AppError(ErrorCode.NOT_FOUND);
        await access.keepsAnAdministrator();
        await recordAudit(tx, actor, { action: 'ROLE_REMOVE_USER', targetType: 'ROLE', targetId: roleId, before: { userId }, after: null });
      });
    },
  };
}
