// The top menu and its submenus, from the server's menu list.
import { LockOutlined, SettingOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buildMenuModel, menuTarget, selectedMenuKeys, type MenuNode } from './menu-model.ts';
import { useMenus } from './queries.ts';

type Items = NonNullable<MenuProps['items']>;

export function menuLabel(item: MenuNode['item'], lockTitle: string) {
  return (
    <Link to={menuTarget(item)} className={item.loginRequired ? 'menu-locked' : undefined} title={item.loginRequired ? lockTitle : undefined}>
      {item.label}
      {item.loginRequired ? <LockOutlined className="menu-lock-icon" aria-hidden /> : null}
    </Link>
  );
}

export function menuItems(nodes: MenuNode[], lockTitle: string): Items {
  return nodes.map(({ item, children }) =>
    children.length
      ? {
          key: item.menuId,
          label: <span className={item.loginRequired && children.every((c) => c.loginRequired) ? 'menu-locked' : undefined}>{item.label}</span>,
          children: children.map((child) => ({ key: child.menuId, label: menuLabel(child, lockTitle) })),
        }
      : { key: item.menuId, label: menuLabel(item, lockTitle) },
  );
}

export function TopMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useMenus();
  const model = buildMenuModel(data);
  const lockTitle = t('header.loginRequired');
  const items: Items = [...menuItems(model.main, lockTitle)];
  if (model.management.length) {
    items.push({
      key: 'MANAGEMENT',
      icon: <SettingOutlined />,
      label: t('header.management'),
      popupClassName: 'management-popup',
      children: model.management.map(({ item, children }) => ({
        type: 'group' as const,
        key: item.menuId,
        label: item.label,
        children: children.map((child) => ({ key: child.menuId, label: menuLabel(child, lockTitle) })),
      })),
    });
  }
  const selected = selectedMenuKeys(data, pathname);
  if (selected.some((key) => model.management.some((n) => n.item.menuId === key))) selected.push('MANAGEMENT');
  return (
    <Menu
      mode="horizontal"
      theme="dark"
      className="top-menu"
      items={items}
      selectedKeys={selected}
      disabledOverflow={false}
      aria-label="main"
    />
  );
}
