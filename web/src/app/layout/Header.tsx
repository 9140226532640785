import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SearchBox } from '../../features/search/SearchBox.tsx';
import { InstallButton } from '../pwa/InstallButton.tsx';
import { bootSearch } from './boot-search.ts';
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
  // The search page has a field of its own: on a phone the header's would be a second one right above it.
  const onSearchPage = useLocation().pathname.startsWith('/search');
  const ref = useRef<HTMLElement>(null);
  // The header's height as it is drawn (it wraps on a phone, and drops its search row on the search page), for
  // what must stay clear of it: a form's first invalid field (ui/first-invalid.css). app.css has the defaults.
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const observer = new ResizeObserver(() => document.documentElement.style.setProperty('--app-header-height', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return (
    <header ref={ref} className={`app-header${onSearchPage ? ' on-search-page' : ''}`}>
      <div className="header-bar">
        <MobileMenu />
        <Link to="/main" className="logo" aria-label={t('header.homeLink')} data-testid="logo">
          <Logo />
          <span className="logo-text">{t('app.name')}</span>
        </Link>
        {/* Beside the tools on a wide screen; a row of its own under them on a phone, where it is the main task. */}
        <div className="header-search"><SearchBox takeOver={bootSearch} /></div>
        <div className="header-tools">
          <InstallButton />
          <LanguagePicker />
          <UserArea />
        </div>
      </div>
      <div className="menu-bar desktop-only">
        <div className="menu-bar-inner"><TopMenu /></div>
      </div>
    </header>
  );
}
