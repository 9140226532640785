// Delegated administration (PRODUCT.md "Accounts"; security review M3): whoever manages users, roles or
// menus gives and takes only what they hold, never changes their own access, leaves system administrators
// to system administrators, and never leaves the installation without one who can manage it.
//
// The rules, as the user, role and menu services apply them inside their transactions:
// - Held menus. A SYSTEM_ADMIN (a member of the role with that key) holds every menu: PRODUCT.md gives the
//   role every menu, and someone must be able to hand out a menu made later. Anyone else holds the menus
//   of their roles and the menus given to them directly, whether switched on or not (switching a menu off
//   takes nobody's authority away, and switching it on again gives it back).
// - Held roles. A role is held when every menu it carries is held; the SYSTEM_ADMIN role only by a
//   SYSTEM_ADMIN, whatever it carries. A role with no menus gives nothing and is held by everyone.
// - Giving and taking. Menu authority of a role or a user changes only in held menus, and a user's roles
//   and a role's members only in held roles: taking away is refused like giving, so a delegate cannot strip
//   someone of more than they could give back. What a change leaves as it was (a role the target keeps, a
//   menu not ticked either way) needs no holding. Renaming or deleting a role needs holding it too: a
//   deletion takes its menus from every member, and a new name could dress it up as something harmless.
//   Editing the menus of a role the caller belongs to stays within these rules and so cannot raise the
//   caller's own access (only held menus are added).
// - Self. Nobody changes their own account through administration: roles, directly given menus, document
//   authority, approval, lock or status.
// - System administrators. Only a SYSTEM_ADMIN changes a SYSTEM_ADMIN's account or the SYSTEM_ADMIN role.
// - The last one. No change may leave no approved, enabled SYSTEM_ADMIN who holds user, role and menu
//   management (MGMT_USER, MGMT_ROLE, MGMT_MENU, in use): not disabling, rejecting, removing from the role,
//   cutting the role's or the person's menus, nor switching those menus off. Checked after the change in the
//   same transaction, under a lock every access change takes, and only when such a person existed before.
// A refusal answers 403 with its own code and is written to the audit trail (ACCESS_REFUSED), after the
// transaction that tried the change has rolled back.
import { ErrorCode } from '@gsis/contract';
import { recordAudit, type Actor, type AuditTarget } from '../../platform/audit/audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './delegation.repo.ts';

export { SYSTEM_ADMIN } from './delegation.repo.ts';

/** The menus the last system administrator must keep: together they manage users, roles and menus. */
export const ADMINISTRATION_MENUS = ['MGMT_USER', 'MGMT_ROLE', 'MGMT_MENU'] as const;

/** What a caller may give and take. */
export interface Grantor {
  userId: number;
  systemAdmin: boolean;
  menus: ReadonlySet<string>;
}

export async function grantorOf(db: Db | Tx, userId: number): Promise<Grantor> {
  const held = await repo.holdings(db, userId);
  return { userId, systemAdmin: held.systemAdmin, menus: new Set(held.menuIds) };
}

export const holdsMenu = (grantor: Grantor, menuId: string): boolean => grantor.systemAdmin || grantor.menus.has(menuId);

export const holdsRole = (grantor: Grantor, role: repo.RoleAuthority): boolean =>
  (role.roleKey !== repo.SYSTEM_ADMIN || grantor.systemAdmin) && role.menuIds.every((menuId) => holdsMenu(grantor, menuId));

/** What changes in a set: what is in one and not the other, either way. */
export function changedIn<T>(before: readonly T[], after: readonly T[]): T[] {
  const was = new Set(before);
  const is = new Set(after);
  return [...new Set([...before.filter((v) => !is.has(v)), ...after.filter((v) => !was.has(v))])];
}

/** The checks one access change makes, bound to its transaction and its caller. */
export interface AccessChange {
  readonly grantor: Grantor;
  /** Refuses a change of the caller's own account. */
  notSelf(userId: number): void;
  /** Refuses a change of a system administrator's account by someone who is not one. */
  mayChangeUser(userId: number): Promise<void>;
  /** Refuses giving or taking any of these menus unless the caller holds them all. */
  mayChangeMenus(menuIds: readonly string[]): void;
  /** Refuses giving, taking or changing any of these roles unless the caller holds them all. */
  mayChangeRoles(roleIds: readonly number[]): Promise<void>;
  /**
   * Refuses changing the menus of the SYSTEM_ADMIN role unless the caller is one. Other roles' menus change
   * within mayChangeMenus: a role may carry menus the caller does not hold and keep them.
   */
  mayChangeRoleMenus(roleId: number): Promise<void>;
  /** After the change: refuses it when it leaves no system administrator who can manage, and one could before. */
  keepsAnAdministrator(): Promise<void>;
}

/** Takes the access lock and notes whether an administrator can manage before the change. */
export async function beginAccessChange(tx: Tx, actor: Actor): Promise<AccessChange> {
  await repo.lockAccessChanges(tx);
  const grantor = await grantorOf(tx, actor.userId);
  const couldManage = await repo.anAdministratorCanManage(tx, ADMINISTRATION_MENUS);
  return {
    grantor,
    notSelf(userId) {
      if (userId === actor.userId) throw new AppError(ErrorCode.OWN_ACCESS_CHANGE);
    },
    async mayChangeUser(userId) {
      if (!grantor.systemAdmin && (await repo.isSystemAdmin(tx, userId))) throw new AppError(ErrorCode.SYSTEM_ADMIN_ONLY);
    },
    mayChangeMenus(menuIds) {
      const notHeld = menuIds.filter((menuId) => !holdsMenu(grantor, menuId));
      if (notHeld.length) throw new AppError(ErrorCode.GRANT_NOT_HELD, { reason: 'MENU' });
    },
    async mayChangeRoles(roleIds) {
      const roles = await repo.roleAuthorities(tx, roleIds);
      if (!grantor.systemAdmin && roles.some((role) => role.roleKey === repo.SYSTEM_ADMIN)) throw new AppError(ErrorCode.SYSTEM_ADMIN_ONLY);
      if (roles.some((role) => !holdsRole(grantor, role))) throw new AppError(ErrorCode.GRANT_NOT_HELD, { reason: 'ROLE' });
    },
    async mayChangeRoleMenus(roleId) {
      if (grantor.systemAdmin) return;
      const [role] = await repo.roleAuthorities(tx, [roleId]);
      if (role?.roleKey === repo.SYSTEM_ADMIN) throw new AppError(ErrorCode.SYSTEM_ADMIN_ONLY);
    },
    async keepsAnAdministrator() {
      if (couldManage && !(await repo.anAdministratorCanManage(tx, ADMINISTRATION_MENUS))) throw new AppError(ErrorCode.LAST_SYSTEM_ADMIN);
    },
  };
}

const REFUSALS: ReadonlySet<ErrorCode> = new Set([
  ErrorCode.OWN_ACCESS_CHANGE, ErrorCode.GRANT_NOT_HELD, ErrorCode.SYSTEM_ADMIN_ONLY, ErrorCode.LAST_SYSTEM_ADMIN,
]);

/**
 * Runs an access change in one transaction. When the rules above refuse it, the attempt is written to the
 * audit trail once the transaction has rolled back (an entry written inside it would go with it): what was
 * asked with the refusal's code, and the same fields as they were, as far as `note` saw them — so the
 * entry reads as the change that did not happen. `note` may also restate what was asked once it is known
 * whole (taking one menu away is a new set of menus).
 */
export async function changeAccess<T>(
  db: Db, actor: Actor, target: { targetType: AuditTarget; targetId: string | number }, asked: Record<string, unknown>,
  work: (tx: Tx, access: AccessChange, note: (before: Record<string, unknown> | null, asked?: Record<string, unknown>) => void) => Promise<T>,
): Promise<T> {
  let seen: Record<string, unknown> | null = null;
  let attempt = asked;
  try {
    return await db.transaction(async (tx) => work(tx, await beginAccessChange(tx, actor), (before, restated) => {
      seen = before;
      if (restated) attempt = restated;
    }));
  } catch (error) {
    if (error instanceof AppError && REFUSALS.has(error.code)) {
      const was: Record<string, unknown> | null = seen;
      const before = was && Object.fromEntries(Object.keys(attempt).filter((key) => key in was).map((key) => [key, was[key]]));
      await recordAudit(db, actor, { action: 'ACCESS_REFUSED', ...target, before, after: { ...attempt, refusal: error.code } });
    }
    throw error;
  }
}
