// The signed-in user's name with My Library and Logout, or the LogIn link. The shared partner account
// 'dxp' shows its name without a dropdown (seed section 2).
import { DownOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { PopupMenu } from '../../ui/popup-menu.tsx';
import { useLogout } from './logout.tsx';

export const NO_DROPDOWN_USER = 'dxp';

export function UserArea() {
  const { t } = useTranslation();
  const { user } = useSession();
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
    <PopupMenu
      align="end" buttonClassName="header-button" testId="header-user" label={t('header.account', { name: user.userName })}
      items={[
        { key: 'mylibrary', label: t('header.myLibrary'), to: '/mylibrary/bookmarks' },
        { key: 'logout', label: t('header.logout'), onSelect: logout, testId: 'logout' },
      ]}
    >
      <UserOutlined aria-hidden /> <span className="hide-narrow">{user.userName}</span> <DownOutlined aria-hidden />
    </PopupMenu>
  );
}
