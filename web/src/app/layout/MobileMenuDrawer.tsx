// The drawer of the side menu (MobileMenu.tsx): loaded the first time it opens, so the first download
// carries neither Ant Design's Drawer nor the inline menu. It is drawn beside the page, outside its
// frame, so it brings Ant Design's theme and locale itself (AntdFrame).
import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import type { MenuItem } from '@gsis/contract';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { AntdFrame } from '../PageFrame.tsx';
import { useLogout } from './logout.tsx';
import { buildMenuModel, groupLocked, lockOf, menuTarget, selectedMenuKeys, type MenuNode } from './menu-model.ts';
import { useMenus } from './queries.ts';
import { MenuLabel } from './TopMenu.tsx';

type Items = NonNullable<MenuProps['items']>;

function link(item: MenuItem, lockTitle: string) {
  return (
    <Link to={menuTarget(item)} {...lockOf(item, lockTitle)}>
      <MenuLabel item={item} />
    </Link>
  );
}

/** The same menus as the top menu's, as an accordion: a section per menu with children. */
function menuItems(nodes: MenuNode[], lockTitle: string): Items {
  return nodes.map((node) => (node.children.length
    ? {
        key: node.item.menuId,
        label: <span className={groupLocked(node) ? 'menu-locked' : undefined}>{node.item.label}</span>,
        children: node.children.map((child) => ({ key: child.menuId, label: link(child, lockTitle) })),
      }
    : { key: node.item.menuId, label: link(node.item, lockTitle) }));
}

export default function MobileMenuDrawer({ open, close }: { open: boolean; close: () => void }) {
  const { t } = useTranslation();
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const { data } = useMenus();
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const model = buildMenuModel(data);
  const nodes = [...model.main, ...model.management];
  return (
    <AntdFrame inline>
      <Drawer open={open} onClose={close} placement="left" title={t('app.name')} size="default" className="mobile-menu">
        <Menu
          mode="inline"
          items={menuItems(nodes, t('header.loginRequired'))}
          selectedKeys={selectedMenuKeys(data, pathname)}
          openKeys={openKeys}
          // An accordion: opening one section closes the other.
          onOpenChange={(keys) => setOpenKeys(keys.slice(-1))}
          onClick={close}
        />
        <div className="mobile-menu-footer">
          {user ? (
            <Button block icon={<LogoutOutlined />} onClick={() => { close(); logout(); }}>{t('header.logout')}</Button>
          ) : (
            <Button block type="primary" icon={<LoginOutlined />} onClick={() => { close(); void navigate('/login'); }}>{t('header.login')}</Button>
          )}
        </div>
      </Drawer>
    </AntdFrame>
  );
}
