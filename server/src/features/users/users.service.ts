// The rules of user management: approve and reject (the user is told by e-mail), unlock, disable (which
// ends the user's sessions at once), document authority and region, roles — each change written to the
// audit trail with what it was before and after, in the same transaction.
import { ErrorCode, type DocumentGrants, type LanguageCode, type UserDetail, type UserList } from '@gsis/contract';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import * as repo from './users.repo.ts';

export interface UserService {
  list(query: repo.ListFilters, language: LanguageCode): Promise<UserList>;
  detail(id: number, language: LanguageCode): Promise<UserDetail>;
  approve(actor: Actor, id: number, approved: boolean): Promise<void>;
  unlock(actor: Actor, id: number): Promise<void>;
  setEnabled(actor: Actor, id: number, enabled: boolean): Promise<void>;
  saveAuthority(actor: Actor, input: { id: number; allowAllDocuments: boolean; regionId: number | null; grants: DocumentGrants }): Promise<void>;
  saveRoles(actor: Actor, id: number, roleIds: number[]): Promise<void>;
}

export function createUserService({ db, clock, mailer }: { db: Db; clock: () => Date; mailer: Mailer }): UserService {
  /** Takes the user's row, runs the change, and records it with the user as it was and as it is. */
  const change = (actor: Actor, id: number, action: string, work: (tx: DbOrTx, before: UserDetail, now: Date) => Promise<void>) =>
    db.transaction(async (tx) => {
      const before = await repo.findUserDetail(tx, id, 'en', true);
      if (!before) throw new AppError(ErrorCode.NOT_FOUND);
      const now = clock();
      await work(tx, before, now);
      const after = await repo.findUserDetail(tx, id, 'en');
      await recordAudit(tx, actor, { action, targetType: 'USER', targetId: id, before: auditView(before), after: after && auditView(after) });
    });

  return {
    async list(query, language) {
      return { ...(await repo.listUsers(db, query, language)), page: query.page, pageSize: query.pageSize };
    },

    async detail(id, language) {
      const found = await repo.findUserDetail(db, id, language);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return found;
    },

    approve(actor, id, approved) {
      return change(actor, id, approved ? 'USER_APPROVE' : 'USER_REJECT', async (tx, before, now) => {
        await repo.setApproval(tx, id, approved ? 'APPROVED' : 'DISAPPROVED', now);
        if (before.approvalStatus === (approved ? 'APPROVED' : 'DISAPPROVED')) return;
        const to = { address: before.loginId, name: before.name, language: before.language };
        if (approved) await mailer.queue(tx, 'ACCOUNT_APPROVED', to, { account: before.loginId }, '/login');
        else await mailer.queue(tx, 'ACCOUNT_REJECTED', to, { account: before.loginId });
      });
    },

    unlock(actor, id) {
      return change(actor, id, 'USER_UNLOCK', (tx, _before, now) => repo.unlock(tx, id, now));
    },

    setEnabled(actor, id, enabled) {
      if (!enabled && actor.userId === id) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { reason: 'SELF' });
      return change(actor, id, enabled ? 'USER_ENABLE' : 'USER_DISABLE', (tx, _before, now) => repo.setEnabled(tx, id, enabled, now));
    },

    saveAuthority(actor, input) {
      return change(actor, input.id, 'USER_AUTHORITY', async (tx, _before, now) => {
        const missing = await repo.lockGrantTargets(tx, input.grants);
        if (missing.length) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: missing.map((kind) => ({ path: `body.grants.${kind}`, rule: 'not_found' })) });
        if (input.regionId !== null && !(await repo.regionExists(tx, input.regionId))) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.regionId', rule: 'not_found' }] });
        await repo.saveAuthority(tx, input.id, input.allowAllDocuments, input.regionId, input.grants, now);
      });
    },

    saveRoles(actor, id, roleIds) {
      return change(actor, id, 'USER_ROLES', async (tx, _before, now) => {
        if (!(await repo.rolesExist(tx, roleIds))) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.roleIds', rule: 'not_found' }] });
        await repo.setRoles(tx, id, roleIds, now);
      });
    },
  };
}

/** What the trail keeps of a user: what administrators change, not the bookkeeping around it. */
function auditView(user: UserDetail) {
  return {
    approvalStatus: user.approvalStatus, status: user.status, regionId: user.regionId, allowAllDocuments: user.allowAllDocuments,
    grants: user.grants, roleIds: user.roleIds,
  };
}
