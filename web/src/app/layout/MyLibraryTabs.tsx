// The top of every My Library page (seed section 2): its heading and the tab bar of its five areas, and
// the reader's requests to read documents (beyond the seed).
// Each tab is a real link, so it opens in a new tab, shows its address and works without script state.
import { BookOutlined, CommentOutlined, KeyOutlined, QuestionCircleOutlined, QuestionOutlined, UserOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './my-library.css';

export const MY_LIBRARY_TABS: { key: string; to: string; icon: ReactNode }[] = [
  { key: 'bookmarks', to: '/mylibrary/bookmarks', icon: <BookOutlined /> },
  { key: 'feedback', to: '/mylibrary/feedback', icon: <CommentOutlined /> },
  { key: 'myqna', to: '/mylibrary/myqna', icon: <QuestionOutlined /> },
  { key: 'access', to: '/mylibrary/access', icon: <KeyOutlined /> },
  { key: 'myinfo', to: '/mylibrary/myinfo', icon: <UserOutlined /> },
  { key: 'help', to: '/mylibrary/help', icon: <QuestionCircleOutlined /> },
];

/** The My Library heading and tabs; the tab whose address the page is under is the current one. */
export function MyLibraryTabs() {
  // Its words are in the bookmarks namespace, where My Library began.
  const { t } = useTranslation('bookmarks');
  return (
    <div className="mylib-top">
      <Typography.Title level={1} className="mylib-title">{t('myLibrary.title')}</Typography.Title>
      <nav className="mylib-tabs" aria-label={t('myLibrary.tabsLabel')} data-testid="mylibrary-tabs">
        {MY_LIBRARY_TABS.map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.to}
            className={({ isActive }) => `mylib-tab${isActive ? ' is-active' : ''}`}
            data-testid={`mylibrary-tab-${tab.key}`}
          >
            <span className="mylib-tab-icon" aria-hidden>{tab.icon}</span>
            {t(`myLibrary.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
