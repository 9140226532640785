// The rules of user management: approve and reject (the user is told by e-mail), unlock, disable (which
// ends the user's sessions at once), document authority and region, roles — each change written to the
// audit trail with what it was before and after, in the same transaction. Every change is also held to
// the rules of delegated administration (roles/delegation.ts): never one's own account, a system
// administrator's only by a system administrator, roles only the caller holds, and always one system
// administrator left who can manage.
import { ErrorCode, type DocumentGrants, type LanguageCode, type UserApproveBody, type UserDetail, type UserList } from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { changeAccess, changedIn, type AccessChange } from '../roles/delegation.ts';
import * as repo from './users.repo.ts';
import type { Grants } from '../library/library.feature.ts';
import type { SecondFactors } from '../../platform/auth/second-factor.ts';
import { mailDate } from '../../platform/auth/password-change.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import { liftHold } from '../../platform/auth/sign-in-holds.repo.ts';

export interface UserService {
  list(query: repo.ListFilters, language: LanguageCode): Promise<UserList>;
  detail(id: number, language: LanguageCode): Promise<UserDetail>;
  /**
   * Approving an account whose address was never verified needs `confirmUnverified` (else EMAIL_NOT_VERIFIED);
   * approving gives it `roleIds`, or USER when it has no role.
   */
  approve(actor: Actor, input: z.output<typeof UserApproveBody>): Promise<void>;
  unlock(actor: Actor, id: number): Promise<void>;
  resetSecondFactor(actor: Actor, id: number): Promise<void>;
  setEnabled(actor: Actor, id: number, enabled: boolean): Promise<void>;
  saveAuthority(actor: Actor, input: { id: number; allowAllDocuments: boolean; regionId: number | null; grants: DocumentGrants }): Promise<void>;
  saveRoles(actor: Actor, id: number, roleIds: number[]): Promise<void>;
  /**
   * Adds one document to the user's grants (an access request granted), under the same rules and trail as
   * the authority editor; `alsoInTx` runs in the same transaction once it is granted.
   */
  grantDocument(actor: Actor, id: number, documentId: number, alsoInTx: (tx: Tx) => Promise<void>): Promise<void>;
}

/** `grants`: the library's store of what each account may read, which the authority editor sets. */
export function createUserService({ db, clock, mailer, grants, secondFactors }: { db: Db; clock: () => Date; mailer: Mailer; grants: Grants; secondFactors: SecondFactors }): UserService {
  /** The whole user as the detail screen shows it, their document grants included. */
  const findDetail = async (dbOrTx: DbOrTx, id: number, language: LanguageCode, lock = false): Promise<UserDetail | undefined> => {
    const user = await repo.findUserDetail(dbOrTx, id, language, clock(), lock);
    return user && { ...user, grants: await grants.of(dbOrTx, id) };
  };
  /**
   * Takes the user's row, checks that the caller may change this account at all, runs the change, makes sure
   * a system administrator who can manage is left, and records it with the user as it was and as it is.
   * `asked` is what a refused attempt leaves in the trail.
   */
  const change = (
    actor: Actor, id: number, action: string, asked: Record<string, unknown>,
    work: (tx: Tx, before: UserDetail, now: Date, access: AccessChange) => Promise<Record<string, unknown> | void>,
  ) =>
    changeAccess(db, actor, { targetType: 'USER', targetId: id }, asked, async (tx, access, noteBefore) => {
      const before = await findDetail(tx, id, 'en', true);
      if (!before) throw new AppError(ErrorCode.NOT_FOUND);
      noteBefore(auditView(before));
      access.notSelf(id);
      await access.mayChangeUser(id);
      const now = clock();
      const note = await work(tx, before, now, access);
      await access.keepsAnAdministrator();
      const after = await findDetail(tx, id, 'en');
      await recordAudit(tx, actor, { action, targetType: 'USER', targetId: id, before: auditView(before), after: after && { ...auditView(after), ...note } });
    });

  /** Sets the user's roles to `roleIds`: each must exist, and the caller must hold each one given or taken away. */
  const giveRoles = async (tx: Tx, access: AccessChange, id: number, had: number[], roleIds: number[], now: Date) => {
    if (!(await repo.rolesExist(tx, roleIds))) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.roleIds', rule: 'not_found' }] });
    // Only the roles given or taken away count: a role the user keeps may be one the caller does not hold.
    await access.mayChangeRoles(changedIn(had, roleIds));
    await repo.setRoles(tx, id, roleIds, now);
  };

  return {
    async list(query, language) {
      return { ...(await repo.listUsers(db, query, language, clock())), page: query.page, pageSize: query.pageSize };
    },

    async detail(id, language) {
      const found = await findDetail(db, id, language);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return found;
    },

    approve(actor, { id, approved, confirmUnverified = false, roleIds }) {
      const asked = { approvalStatus: approved ? 'APPROVED' : 'DISAPPROVED', ...(roleIds ? { roleIds } : {}) };
      return change(actor, id, approved ? 'USER_APPROVE' : 'USER_REJECT', asked, async (tx, before, now, access) => {
        if (before.approvalStatus === (approved ? 'APPROVED' : 'DISAPPROVED')) return undefined;
        // Anyone can sign up with someone else's address: approving one nobody confirmed is a decision the
        // administrator takes knowingly, and the trail says they did.
        const unverified = approved && before.emailVerifiedAt === null;
        if (unverified && !confirmUnverified) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
        await repo.setApproval(tx, id, approved ? 'APPROVED' : 'DISAPPROVED', now);
        // An approved account with no role would see no menu at all, fewer than a visitor: it is given the
        // approver's roles, or USER. The roles are held to the rules of a role change.
        const given = approved ? roleIds ?? (before.roleIds.length ? undefined : [await repo.builtInRoleId(tx, 'USER')]) : undefined;
        if (given) await giveRoles(tx, access, id, before.roleIds, given, now);
        const to = { address: before.loginId, name: before.name, language: before.language };
        if (approved) await mailer.queue(tx, 'ACCOUNT_APPROVED', to, { account: before.loginId }, '/login');
        else await mailer.queue(tx, 'ACCOUNT_REJECTED', to, { account: before.loginId });
        return unverified ? { approvedUnverified: true } : undefined;
      });
    },

    unlock(actor, id) {
      return change(actor, id, 'USER_UNLOCK', { status: 'ACTIVE' }, async (tx, before) => { await liftHold(tx, before.loginId); });
    },

    // A lost phone, or a factor someone else may hold: it goes, and so do the sessions it let in.
    resetSecondFactor(actor, id) {
      return change(actor, id, 'SECOND_FACTOR_RESET', { secondFactor: null }, async (tx, before, now) => {
        if (!(await secondFactors.removeAll(tx, id))) return;
        await revokeUserSessions(tx, id, now);
        await mailer.queue(tx, 'SECOND_FACTOR_OFF', { address: before.loginId, name: before.name, language: before.language }, { account: before.loginId, date: mailDate(now) });
      });
    },

    setEnabled(actor, id, enabled) {
      return change(actor, id, enabled ? 'USER_ENABLE' : 'USER_DISABLE', { status: enabled ? 'ACTIVE' : 'DISABLED' }, async (tx, _before, now) => {
        await repo.setEnabled(tx, id, enabled, now);
      });
    },

    saveAuthority(actor, input) {
      const asked = { allowAllDocuments: input.allowAllDocuments, regionId: input.regionId, grants: input.grants };
      return change(actor, input.id, 'USER_AUTHORITY', asked, async (tx, _before, now) => {
        const missing = await grants.lockGranted(tx, input.grants);
        if (missing.length) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: missing.map((kind) => ({ path: `body.grants.${kind}`, rule: 'not_found' })) });
        if (input.regionId !== null && !(await repo.regionExists(tx, input.regionId))) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.regionId', rule: 'not_found' }] });
        await repo.saveAuthority(tx, input.id, input.allowAllDocuments, input.regionId, now);
        await grants.replace(tx, input.id, input.grants);
      });
    },

    grantDocument(actor, id, documentId, alsoInTx) {
      return change(actor, id, 'USER_AUTHORITY', { grant: { kind: 'DOCUMENT', id: documentId } }, async (tx, before) => {
        if (!before.grants.DOCUMENT.includes(documentId)) {
          const next = { ...before.grants, DOCUMENT: [...before.grants.DOCUMENT, documentId] };
          if ((await grants.lockGranted(tx, next)).length) throw new AppError(ErrorCode.NOT_FOUND);
          await grants.replace(tx, id, next);
        }
        await alsoInTx(tx);
        return { accessRequest: documentId };
      });
    },

    saveRoles(actor, id, roleIds) {
      return change(actor, id, 'USER_ROLES', { roleIds }, (tx, before, now, access) => giveRoles(tx, access, id, before.roleIds, roleIds, now));
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
