// What the menu screens share: the namespace, the two-level tree built from the flat list, the tabs between
// the three screens, and the tree of check boxes that gives menus to a role or a user.
import { flattenMenuTree } from '@gsis/contract';
import { Tabs, Tag, Tree, Tooltip, type TreeDataNode } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pages } from '../../ui/pages.ts';
import type { ManagedMenu } from './api.ts';
import './menus.css';

export const NS = 'menus';

export function useMenusT() {
  return useTranslation(NS);
}

/** The menus GSIS is built on: their pages and /mgmt calls are bound to them, so they cannot be deleted. */
export const BUILT_IN_MENUS: ReadonlySet<string> = new Set(flattenMenuTree().map((m) => m.menuId));

export interface MenuBranch {
  menu: ManagedMenu;
  children: ManagedMenu[];
}

const byOrder = (a: ManagedMenu, b: ManagedMenu) => a.order - b.order || a.menuId.localeCompare(b.menuId);

/** Parents in their order, each with its children in theirs (two levels: PRODUCT.md "Node limit"). */
export function buildTree(menus: readonly ManagedMenu[]): MenuBranch[] {
  const ids = new Set(menus.map((m) => m.menuId));
  // A child whose parent is missing is drawn at the top rather than lost.
  const top = menus.filter((m) => !m.parentMenuId || !ids.has(m.parentMenuId)).sort(byOrder);
  return top.map((menu) => ({ menu, children: menus.filter((m) => m.parentMenuId === menu.menuId).sort(byOrder) }));
}

/** A menu is in use when it and its parent are switched on; otherwise nobody sees it. */
export function inUse(menu: ManagedMenu, byId: ReadonlyMap<string, ManagedMenu>): boolean {
  const parent = menu.parentMenuId ? byId.get(menu.parentMenuId) : undefined;
  return menu.useYn === 'Y' && (!parent || parent.useYn === 'Y');
}

const SCREENS = [
  { path: pages.menus.list(), label: 'nav.menus', testId: 'menus-nav-menus' },
  { path: pages.menus.byRole(), label: 'nav.byRole', testId: 'menus-nav-role' },
  { path: pages.menus.byUser(), label: 'nav.byUser', testId: 'menus-nav-user' },
] as const;

/** Tabs between the menu editor and the two authority screens, which have no menu entry of their own. */
export function MenuScreensNav() {
  const { t } = useMenusT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      className="menus-nav"
      activeKey={pathname.replace(/\/+$/, '')}
      onChange={(path) => void navigate(path)}
      items={SCREENS.map((s) => ({ key: s.path, label: <span data-testid={s.testId}>{t(s.label)}</span> }))}
    />
  );
}

/**
 * Which menus a change of one check box leaves held. A parent carries its children with it; a child
 * alone leaves its parent half-ticked (the header still draws the parent, none of its own pages open),
 * and the parent counts as held once every child is.
 */
export function toggleMenu(tree: readonly MenuBranch[], held: ReadonlySet<string>, menuId: string, on: boolean): Set<string> {
  const next = new Set(held);
  const set = (id: string, value: boolean) => (value ? next.add(id) : next.delete(id));
  const branch = tree.find((b) => b.menu.menuId === menuId);
  if (branch) {
    set(menuId, on);
    for (const child of branch.children) set(child.menuId, on);
    return next;
  }
  set(menuId, on);
  const parent = tree.find((b) => b.children.some((c) => c.menuId === menuId));
  if (parent) set(parent.menu.menuId, parent.children.every((c) => next.has(c.menuId)));
  return next;
}

/** Parents drawn half-ticked: not held themselves, but some of their children are. */
export function halfHeld(tree: readonly MenuBranch[], held: ReadonlySet<string>): string[] {
  return tree.filter((b) => !held.has(b.menu.menuId) && b.children.some((c) => held.has(c.menuId))).map((b) => b.menu.menuId);
}

/**
 * The tree of check boxes. `extra` adds notes to a menu's line (the roles that already give it, on the user
 * screen); menus `fixed` says yes to cannot be ticked or unticked (the caller does not hold them).
 */
export function AuthorityTree({ tree, held, onChange, disabled, extra, fixed }: {
  tree: readonly MenuBranch[]; held: ReadonlySet<string>; onChange: (next: Set<string>) => void; disabled?: boolean;
  extra?: (menu: ManagedMenu) => ReactNode; fixed?: (menu: ManagedMenu) => boolean;
}) {
  const { t } = useMenusT();
  const byId = new Map(tree.flatMap((b) => [b.menu, ...b.children]).map((m) => [m.menuId, m]));
  const half = new Set(halfHeld(tree, held));
  const title = (menu: ManagedMenu) => (
    <span
      className="menus-node" data-testid={`menu-node-${menu.menuId}`}
      data-checked={held.has(menu.menuId) ? 'true' : half.has(menu.menuId) ? 'half' : 'false'}
    >
      <span className="menus-node-label">{menu.label}</span>
      <span className="menus-node-url">{menu.menuUrl}</span>
      {inUse(menu, byId) ? null : (
        <Tooltip title={t('tree.notInUseHelp')}><Tag className="menus-off-tag">{t('tree.notInUse')}</Tag></Tooltip>
      )}
      {extra?.(menu)}
    </span>
  );
  const treeData: TreeDataNode[] = tree.map(({ menu, children }) => ({
    key: menu.menuId,
    title: title(menu),
    disableCheckbox: fixed?.(menu) ?? false,
    children: children.map((child) => ({ key: child.menuId, title: title(child), isLeaf: true, disableCheckbox: fixed?.(child) ?? false })),
  }));
  return (
    <div className="menus-tree-wrap" data-testid="menu-tree">
      <Tree
        className="menus-tree"
        checkable
        checkStrictly
        selectable={false}
        blockNode
        defaultExpandAll
        disabled={disabled}
        treeData={treeData}
        checkedKeys={{ checked: [...held], halfChecked: [...half] }}
        onCheck={(_, info) => onChange(toggleMenu(tree, held, String(info.node.key), info.checked))}
      />
    </div>
  );
}
