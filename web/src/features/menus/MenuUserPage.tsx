// /management/menu/user/list: find a user, tick the menus they hold directly (on top of what their roles
// give, which the tree marks), save. The user is kept in the address (?userId=N).
import { Alert, Empty, Select, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '../../api/error-text.ts';
import { idFrom } from '../../ui/address-params.ts';
import { useSearchAsYouType } from '../../ui/search-as-you-type.ts';
import { useSession } from '../../session/session-store.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useManagedMenus, useMenusOfRoles, useRoleOptions, useUserDetail, useUserSearch, type ManagedMenu, type PickedUser } from './api.ts';
import { AuthorityEditor } from './AuthorityEditor.tsx';
import { buildTree, MenuScreensNav, useMenusT } from './shared.tsx';

export default function MenuUserPage() {
  const { t } = useMenusT();
  const { t: te } = useTranslation('errors');
  const [params, setParams] = useSearchParams();
  const userId = idFrom(params.get('userId'));
  const menus = useManagedMenus();
  const roles = useRoleOptions();
  const detail = useUserDetail(userId);
  const tree = useMemo(() => buildTree(menus.data ?? []), [menus.data]);
  const { user: me } = useSession();

  const { typed, setTyped, term } = useSearchAsYouType();
  const search = useUserSearch(term);

  // The menus each of the user's roles gives, to mark them in the tree.
  const roleIds = detail.data?.roleIds ?? [];
  const roleMenus = useMenusOfRoles(roleIds);
  const viaRoles = new Map<string, string[]>();
  roleIds.forEach((roleId, i) => {
    const name = roles.data?.find((r) => r.id === roleId)?.roleName ?? String(roleId);
    for (const menuId of roleMenus[i]?.data ?? []) viaRoles.set(menuId, [...(viaRoles.get(menuId) ?? []), name]);
  });

  const option = (u: PickedUser) => ({
    value: u.id,
    title: `${u.name} (${u.loginId})`,
    label: (
      <span className="menus-option">
        <span className="menus-option-name">{u.name}</span>
        <span className="menus-muted">{u.loginId}{u.company ? ` · ${u.company}` : ''}</span>
      </span>
    ),
  });
  const found = search.data ?? [];
  const picked = detail.data && !found.some((u) => u.id === detail.data.id) ? [detail.data] : [];
  const options = [...picked, ...found].map(option);

  // What the server would refuse outright: one's own menus, and a system administrator's for anyone who is
  // not one (the SYSTEM_ADMIN role is marked grantable only for system administrators).
  const adminRole = roles.data?.find((r) => r.roleKey === 'SYSTEM_ADMIN');
  const readOnly = !detail.data ? undefined
    : detail.data.loginId === me?.userId ? t('authority.selfLocked')
      : adminRole && !adminRole.grantable && detail.data.roleIds.includes(adminRole.id) ? t('authority.adminUserLocked')
        : undefined;

  const viaRole = (menu: ManagedMenu) => {
    const names = viaRoles.get(menu.menuId);
    if (!names) return null;
    return (
      <Tooltip title={t('authority.viaRoleHelp', { roles: names.join(', ') })}>
        <Tag className="menus-via-role" data-testid={`menu-via-role-${menu.menuId}`}>{t('authority.viaRole', { roles: names.join(', ') })}</Tag>
      </Tooltip>
    );
  };

  return (
    <div className="catalogue-page menus-page" data-testid="menu-user-page">
      <MenuScreensNav />
      <PageHeader title={t('authority.userTitle')} help={t('authority.userHelp')} />
      {search.isError ? <Alert type="error" showIcon role="alert" title={te(errorCodeOf(search.error))} /> : null}
      <div className="menus-picker">
        <label htmlFor="authority-user" className="menus-picker-label">{t('authority.user')}</label>
        <Select
          id="authority-user"
          className="menus-picker-select menus-picker-user"
          placeholder={t('authority.searchUser')}
          showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
          loading={search.isFetching}
          value={userId}
          options={options}
          optionLabelProp="title"
          notFoundContent={search.isFetching ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('authority.noUsers')} />}
          onChange={(id: number) => {
            setTyped('');
            setParams({ userId: String(id) });
          }}
          data-testid="authority-user"
        />
      </div>
      {detail.isError ? <Alert type="error" showIcon role="alert" title={te(errorCodeOf(detail.error))} /> : null}
      {userId !== undefined && detail.data && menus.data ? (
        <AuthorityEditor
          key={detail.data.id}
          holder={{ userId: detail.data.id }}
          holderName={detail.data.name}
          tree={tree}
          extra={viaRole}
          readOnly={readOnly}
          note={<Alert type="info" showIcon className="menus-note" title={t('authority.userNote')} />}
        />
      ) : userId === undefined ? (
        <Empty description={t('authority.pickUser')} className="menus-empty" />
      ) : null}
    </div>
  );
}
