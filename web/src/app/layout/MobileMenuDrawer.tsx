// The drawer of the side menu (MobileMenu.tsx): loaded the first time it opens, so the first download
// carries neither Ant Design's Drawer nor the inline menu.
import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { buildMenuModel, selectedMenuKeys } from './menu-model.ts';
import { useMenus } from './queries.ts';
import { menuItems } from './TopMenu.tsx';
import { useLogout } from './useLogout.ts';

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
  );
}
