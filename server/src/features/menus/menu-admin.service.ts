// The rules of menu administration: two levels ('You can't add more nodes'), the menus GSIS is built on stay
// (their pages and /mgmt calls are bound to them), a parent with children stays, and authority per role and
// per user is replaced as a whole set — the same tables the header and the /mgmt guard read, so what a
// user sees and what the server allows change together, at once. Every change goes to the audit trail.
// Authority changes follow delegated administration (roles/delegation.ts), and no save may switch off or
// move away the menus the last system administrator needs to manage access.
import { ErrorCode, flattenMenuTree, type LanguageCode } from '@gsis/contract';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { changeAccess, changedIn } from '../roles/delegation.ts';
import * as repo from './menus.repo.ts';

const BUILT_IN = new Set(flattenMenuTree().map((m) => m.menuId));

type Holder = { roleId?: number | undefined; userId?: number | undefined };
const targetOf = (holder: Holder) => (holder.roleId !== undefined ? { targetType: 'ROLE' as const, targetId: holder.roleId } : { targetType: 'USER' as const, targetId: holder.userId! });

export function createMenuAdminService({ db }: { db: Db }) {
  /**
   * Replaces the menus a role or a user holds, within the rules of delegated administration: a user other
   * than the caller, a system administrator only by one, the SYSTEM_ADMIN role only by one, and only menus
   * the caller holds given or taken (menus left as they were need no holding).
   */
  const changeHeld = (actor: Actor, holder: Holder, asked: Record<string, unknown>, next: (tx: Tx, before: string[]) => Promise<string[]>) =>
    changeAccess(db, actor, targetOf(holder), asked, async (tx, access, noteBefore) => {
      if (!(await repo.holderExists(tx, holder))) throw new AppError(ErrorCode.NOT_FOUND);
      const before = await repo.heldMenus(tx, holder);
      const after = [...new Set(await next(tx, before))].sort();
      noteBefore({ menuIds: before }, { menuIds: after });
      if (holder.userId !== undefined) {
        access.notSelf(holder.userId);
        await access.mayChangeUser(holder.userId);
      } else {
        await access.mayChangeRoleMenus(holder.roleId!);
      }
      access.mayChangeMenus(changedIn(before, after));
      await repo.replaceHeldMenus(tx, holder, after);
      await access.keepsAnAdministrator();
      await recordAudit(tx, actor, { action: 'MENU_AUTHORITY', ...targetOf(holder), before: { menuIds: before }, after: { menuIds: after } });
    });

  return {
    async save(actor: Actor, input: { menuId?: string | undefined; parentMenuId: string | null; menuUrl: string; labels: Partial<Record<LanguageCode, string>>; order: number; useYn: 'Y' | 'N' }): Promise<string> {
      const asked = { parentMenuId: input.parentMenuId, menuUrl: input.menuUrl, order: input.order, useYn: input.useYn };
      return changeAccess(db, actor, { targetType: 'MENU', targetId: input.menuId ?? 'NEW' }, asked, async (tx, access, noteBefore) => {
        const before = input.menuId ? await repo.findMenu(tx, input.menuId, true) : undefined;
        if (input.menuId && !before) throw new AppError(ErrorCode.NOT_FOUND);
        const was = before ? { parentMenuId: before.parentMenuId, menuUrl: before.menuUrl, labels: before.labels, order: before.sortOrder, useYn: before.useYn } : null;
        noteBefore(was);
        if (input.parentMenuId !== null) {
          const parent = await repo.findMenu(tx, input.parentMenuId);
          if (!parent) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.parentMenuId', rule: 'not_found' }] });
          // Two levels: under a child, or a parent (with children of its own) moved under another.
          if (parent.parentMenuId !== null || (before?.children ?? 0) > 0 || input.parentMenuId === input.menuId) throw new AppError(ErrorCode.NODE_LIMIT);
        }
        const menuId = input.menuId ?? (await repo.nextMenuId(tx));
        const labels = Object.fromEntries(Object.entries(input.labels).filter(([, v]) => v && v.trim()));
        await repo.upsertMenu(tx, { menuId, parentMenuId: input.parentMenuId, menuUrl: input.menuUrl, labels, sortOrder: input.order, useYn: input.useYn });
        // Switching off (or moving under a switched-off parent) the menus that manage access would leave
        // nobody able to switch them on again.
        await access.keepsAnAdministrator();
        await recordAudit(tx, actor, {
          action: before ? 'MENU_UPDATE' : 'MENU_CREATE', targetType: 'MENU', targetId: menuId,
          before: was,
          after: { parentMenuId: input.parentMenuId, menuUrl: input.menuUrl, labels, order: input.order, useYn: input.useYn },
        });
        return menuId;
      });
    },

    async remove(actor: Actor, menuId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const menu = await repo.findMenu(tx, menuId, true);
        if (!menu) throw new AppError(ErrorCode.NOT_FOUND);
        if (BUILT_IN.has(menuId) || menu.children > 0) throw new AppError(ErrorCode.RELATED_DATA_EXISTS, { reason: BUILT_IN.has(menuId) ? 'BUILT_IN' : 'CHILDREN' });
        await repo.deleteMenu(tx, menuId);
        await recordAudit(tx, actor, { action: 'MENU_DELETE', targetType: 'MENU', targetId: menuId, before: { menuUrl: menu.menuUrl, labels: menu.labels }, after: null });
      });
    },

    held(holder: Holder): Promise<string[]> {
      return repo.heldMenus(db, holder);
    },

    /** Replaces the menus a role or a user holds, as a whole set. */
    async saveAuthority(actor: Actor, holder: Holder, menuIds: string[]): Promise<void> {
      const wanted = [...new Set(menuIds)];
      await changeHeld(actor, holder, { menuIds: [...wanted].sort() }, async (tx) => {
        // Held FOR KEY SHARE until the change is written, so none of them can be deleted in between.
        const found = await repo.existingMenuIds(tx, wanted);
        if (found.length !== wanted.length) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.menuIds', rule: 'not_found' }] });
        return wanted;
      });
    },

    async removeAuthority(actor: Actor, holder: Holder, menuId: string): Promise<void> {
      await changeHeld(actor, holder, { removeMenuId: menuId }, async (_tx, before) => {
        if (!before.includes(menuId)) throw new AppError(ErrorCode.NOT_FOUND);
        return before.filter((m) => m !== menuId);
      });
    },
  };
}
export type MenuAdminService = ReturnType<typeof createMenuAdminService>;
