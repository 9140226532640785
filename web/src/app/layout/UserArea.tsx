// The signed-in user's name with My Library and Logout, or the LogIn link. The shared partner account
// 'dxp' shows its name without a dropdown (seed section 2).
import { DownOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { useLogout } from './useLogout.ts';

export const NO_DROPDOWN_USER = 'dxp';

export function UserArea() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) {
    return (
      <Link to="/login" className="header-link" data-testid="login-link">
        <LoginOutlined /> <span>{t('header.login')}</span>
      </Link>
    );
  }
  if (user.userName === NO_DROPDOWN_USER) {
    return <span className="header-user" data-testid="header-user"><UserOutlined /> {user.userName}</span>;
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'mylibrary', label: t('header.myLibrary'), onClick: () => void navigate('/mylibrary/bookmarks') },
          { key: 'logout', label: <span data-testid="logout">{t('header.logout')}</span>, onClick: logout },
        ],
      }}
    >
      <Button type="text" className="header-button" data-testid="header-user">
        <UserOutlined /> <span className="hide-narrow">{user.userName}</span> <DownOutlined />
      </Button>
    </Dropdown>
  );
}
