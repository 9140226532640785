// The side menu of small screens: an accordion of the same menus, with login or logout at the bottom.
import { LoginOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SearchBox } from '../../features/search/SearchBox.tsx';
import { useSession } from '../../session/session-store.ts';
import { buildMenuModel, selectedMenuKeys } from './menu-model.ts';
import { useMenus } from './queries.ts';
import { menuItems } from './TopMenu.tsx';
import { useLogout } from './useLogout.ts';

export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const { data } = useMenus();
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const model = buildMenuModel(data);
  const nodes = [...model.main, ...model.management];
  const close = () => setOpen(false);
  return (
    <>
      <Button type="text" className="header-button mobile-only" icon={<MenuOutlined />} aria-label={t('header.openMenu')} onClick={() => setOpen(true)} data-testid="mobile-menu-button" />
      <Drawer open={open} onClose={close} placement="left" title={t('app.name')} size="default" className="mobile-menu">
        <SearchBox onSearched={close} />
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
    </>
  );
}
