import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchBox } from '../../features/search/SearchBox.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { TopMenu } from './TopMenu.tsx';
import { UserArea } from './UserArea.tsx';

export function Logo() {
  return (
    <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden>
      <rect width="40" height="40" rx="8" fill="#f5a623" />
      <path d="M8 27h24l-4-7h-9l-3-6H8z" fill="#0b3a60" />
      <circle cx="13" cy="30" r="3" fill="#0b3a60" />
      <circle cx="27" cy="30" r="3" fill="#0b3a60" />
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <div className="header-bar">
        <MobileMenu />
        <Link to="/main" className="logo" aria-label={t('header.homeLink')} data-testid="logo">
          <Logo />
          <span className="logo-text">{t('app.name')}</span>
        </Link>
        <div className="header-tools">
          <div className="desktop-only"><SearchBox /></div>
          <LanguagePicker />
          <UserArea />
        </div>
      </div>
      <nav className="menu-bar desktop-only">
        <div className="menu-bar-inner"><TopMenu /></div>
      </nav>
    </header>
  );
}
