// /management/menu: the menu tree (two levels) with labels in the reader's language, address, order and
// use; add a top-level menu or a submenu, edit one (a label per language, English required), delete one
// that GSIS is not built on and that has no submenus.
import { EditOutlined, SubnodeOutlined } from '@ant-design/icons';
import { ErrorCode } from '@gsis/contract';
import { Button, Empty, Grid, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { matches } from '../../ui/table-filter.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useDeleteMenu, useManagedMenus, useRoleOptions, type ManagedMenu } from './api.ts';
import { MenuDialog, type MenuDialogTarget } from './MenuDialog.tsx';
import { BUILT_IN_MENUS, buildTree, inUse, MenuScreensNav, useMenusT } from './shared.tsx';

type Row = ManagedMenu & { children?: Row[] };

const matchesMenu = (search: string, menu: ManagedMenu) => matches(search, menu.label, menu.menuUrl, menu.menuId, ...Object.values(menu.labels));

export default function MenuListPage() {
  const { t } = useMenusT();
  const { t: te } = useTranslation('errors');
  const report = useOutcomeMessage();
  const menus = useManagedMenus();
  const roles = useRoleOptions();
  const remove = useDeleteMenu();
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<MenuDialogTarget | undefined>(undefined);
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const tree = useMemo(() => buildTree(menus.data ?? []), [menus.data]);
  const byId = useMemo(() => new Map((menus.data ?? []).map((m) => [m.menuId, m])), [menus.data]);
  const roleName = useMemo(() => new Map((roles.data ?? []).map((r) => [r.roleKey ?? r.roleName, r.roleName])), [roles.data]);

  // A parent stays when one of its submenus matches; a matching parent shows all of its submenus.
  const rows: Row[] = tree.flatMap(({ menu, children }) => {
    const hit = matchesMenu(search, menu);
    const kids = hit ? children : children.filter((c) => matchesMenu(search, c));
    if (!hit && kids.length === 0) return [];
    return [{ ...menu, ...(kids.length ? { children: kids } : {}) }];
  });
  const parents = rows.filter((r) => r.children).map((r) => r.menuId);
  const expanded = search.trim() ? parents : parents.filter((id) => !collapsed.has(id));

  const nextOrder = (parentMenuId: string | null) => {
    const siblings = parentMenuId ? tree.find((b) => b.menu.menuId === parentMenuId)?.children ?? [] : tree.map((b) => b.menu);
    return siblings.length ? Math.max(...siblings.map((m) => m.order)) + 1 : 1;
  };

  const deleteBlock = (menu: ManagedMenu): string | null => {
    if (BUILT_IN_MENUS.has(menu.menuId)) return t('list.builtInNoDelete');
    if (tree.some((b) => b.menu.menuId === menu.menuId && b.children.length > 0)) return t('list.hasChildren');
    return null;
  };

  const columns: TableColumnsType<Row> = [
    {
      title: t('list.columns.label'), key: 'label',
      render: (_, menu) => (
        <span className={menu.parentMenuId ? 'menus-label-cell menus-child' : 'menus-label-cell'} data-testid={`menu-label-${menu.menuId}`}>
          <span className="menus-label">{menu.label}</span>
          {/* Built-in is the rule; what administrators added is the exception worth marking. */}
          {BUILT_IN_MENUS.has(menu.menuId) ? null : <Tag color="blue" className="menus-builtin" data-testid={`menu-added-${menu.menuId}`}>{t('list.added')}</Tag>}
          <span className="menus-url-mobile">{menu.menuUrl}</span>
          {/* Phones have no Use column: only a menu that is hidden says so. */}
          {!screens.sm && !inUse(menu, byId) ? <Tag className="menus-off-tag">{menu.useYn === 'N' ? t('list.useN') : t('list.useParentOff')}</Tag> : null}
        </span>
      ),
    },
    {
      title: t('list.columns.url'), dataIndex: 'menuUrl', key: 'url', responsive: ['md'], width: 300,
      render: (url: string) => <code className="menus-url">{url}</code>,
    },
    { title: t('list.columns.order'), dataIndex: 'order', key: 'order', width: 80, align: 'right', responsive: ['sm'] },
    {
      title: t('list.columns.use'), key: 'use', width: 120, responsive: ['sm'],
      render: (_, menu) => menu.useYn === 'Y'
        ? <Tag color={inUse(menu, byId) ? 'green' : 'default'} data-testid={`menu-use-${menu.menuId}`}>{inUse(menu, byId) ? t('list.useY') : t('list.useParentOff')}</Tag>
        : <Tag data-testid={`menu-use-${menu.menuId}`}>{t('list.useN')}</Tag>,
    },
    {
      title: t('list.columns.roles'), key: 'roles', responsive: ['lg'], width: 260,
      render: (_, menu) => <RoleTags names={menu.roles.map((r) => roleName.get(r) ?? r)} />,
    },
    {
      title: t('list.columns.actions'), key: 'actions', width: 130, align: 'center', fixed: 'right',
      render: (_, menu) => (
        <span className="menus-actions">
          {/* Two levels only: under a submenu the button stays, switched off, with the seed's message. */}
          <Tooltip title={menu.parentMenuId ? te(ErrorCode.NODE_LIMIT) : t('list.addChild')}>
            <Button
              type="text" icon={<SubnodeOutlined />} disabled={menu.parentMenuId !== null}
              onClick={() => setTarget({ kind: 'add', parentMenuId: menu.menuId, order: nextOrder(menu.menuId) })}
              aria-label={t('list.addChildNamed', { name: menu.label })} data-testid={`menu-add-child-${menu.menuId}`}
            />
          </Tooltip>
          <Tooltip title={t('list.edit')}>
            <Button type="text" icon={<EditOutlined />} onClick={() => setTarget({ kind: 'edit', menu, hasChildren: Boolean(tree.find((b) => b.menu.menuId === menu.menuId)?.children.length) })}
              aria-label={t('list.editNamed', { name: menu.label })} data-testid={`menu-edit-${menu.menuId}`} />
          </Tooltip>
          <DeleteButton
            label={t('list.deleteNamed', { name: menu.label })} testId={`menu-delete-${menu.menuId}`} blockedBy={deleteBlock(menu)}
            confirm={{
              title: t('list.deleteConfirm', { name: menu.label }), description: t('list.deleteNote'),
              okText: t('common.delete'), cancelText: t('common.cancel'), okTestId: 'menu-delete-ok',
              onConfirm: () => report(remove.mutateAsync({ menuId: menu.menuId }), t('list.deleted')),
            }}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="catalogue-page menus-page" data-testid="menu-list-page">
      <MenuScreensNav />
      <PageHeader title={t('list.title')} help={t('list.help')} />
      <Toolbar
        search={search} onSearch={setSearch} searchPlaceholder={t('list.search')} searchTestId="menu-search"
        addLabel={t('list.addTop')} onAdd={() => setTarget({ kind: 'add', parentMenuId: null, order: nextOrder(null) })} addTestId="menu-add"
      />
      <Table<Row>
        rowKey="menuId"
        size="middle"
        dataSource={rows}
        columns={columns}
        loading={menus.isFetching}
        pagination={false}
        {...(screens.sm ? { scroll: { x: 760 } } : {})}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (open, row) => setCollapsed((previous) => {
            const next = new Set(previous);
            if (open) next.delete(row.menuId);
            else next.add(row.menuId);
            return next;
          }),
        }}
        rowClassName={(menu) => (menu.useYn === 'N' ? 'menus-row-off' : '')}
        onRow={(menu) => ({ 'data-testid': `menu-row-${menu.menuId}` } as object)}
        data-testid="menu-table"
        locale={{ emptyText: <Empty description={search ? t('list.noMatch') : t('list.empty')} /> }}
      />
      <MenuDialog target={target} tree={tree} onClose={() => setTarget(undefined)} />
    </div>
  );
}

/** The roles that hold a menu: a few, then "+n" with the rest on hover. */
function RoleTags({ names }: { names: string[] }) {
  const { t } = useMenusT();
  if (!names.length) return <span className="menus-muted">{t('list.noRoles')}</span>;
  const shown = names.slice(0, 3);
  const rest = names.slice(3);
  return (
    <span className="menus-roles">
      {shown.map((name) => <Tag key={name}>{name}</Tag>)}
      {rest.length ? <Tooltip title={rest.join(', ')}><Tag className="catalogue-more">+{rest.length}</Tag></Tooltip> : null}
    </span>
  );
}
