// /management/menu/role/list: choose a role, tick the menus it holds, save. The role is kept in the address
// (?roleId=N) so the page can be linked to and reloaded.
import type { RoleItem } from '@gsis/contract';
import { Empty, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useManagedMenus, useRoleOptions } from './api.ts';
import { AuthorityEditor } from './AuthorityEditor.tsx';
import { buildTree, MenuScreensNav, useMenusT } from './shared.tsx';

export default function MenuRolePage() {
  const { t } = useMenusT();
  const [params, setParams] = useSearchParams();
  const roleId = idFrom(params.get('roleId'));
  const menus = useManagedMenus();
  const roles = useRoleOptions();
  const tree = useMemo(() => buildTree(menus.data ?? []), [menus.data]);
  const role = roles.data?.find((r) => r.id === roleId);

  const label = (r: RoleItem) => (
    <span className="menus-option">
      <span>{r.roleName}</span>
      {r.roleKey ? <Tag className="menus-option-tag">{t('authority.builtInRole')}</Tag> : null}
    </span>
  );

  return (
    <div className="catalogue-page menus-page" data-testid="menu-role-page">
      <MenuScreensNav />
      <PageHeader title={t('authority.roleTitle')} help={t('authority.roleHelp')} />
      <div className="menus-picker">
        <label htmlFor="authority-role" className="menus-picker-label">{t('authority.role')}</label>
        <Select
          id="authority-role"
          className="menus-picker-select"
          placeholder={t('authority.chooseRole')}
          loading={roles.isPending}
          value={role?.id}
          showSearch={{ optionFilterProp: 'title' }}
          options={(roles.data ?? []).map((r) => ({ value: r.id, title: r.roleName, label: label(r) }))}
          onChange={(id: number) => setParams({ roleId: String(id) })}
          data-testid="authority-role"
        />
      </div>
      {role && menus.data ? (
        <AuthorityEditor
          key={role.id} holder={{ roleId: role.id }} holderName={role.roleName} tree={tree}
          // The SYSTEM_ADMIN role is marked grantable only for system administrators, who alone may change it.
          readOnly={role.roleKey === 'SYSTEM_ADMIN' && !role.grantable ? t('authority.adminRoleLocked') : undefined}
        />
      ) : roleId !== undefined && roles.data && !role ? (
        <Empty description={t('authority.roleNotFound')} />
      ) : roleId === undefined ? (
        <Empty description={t('authority.pickRole')} className="menus-empty" />
      ) : null}
    </div>
  );
}
