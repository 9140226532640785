// The top of every My Library page (seed section 2): its heading and the tab bar of its areas, and
// the reader's requests to read documents (beyond the seed).
// Each tab is a real link, so it opens in a new tab, shows its address and works without script state.
// Where the six do not fit (a phone; Burmese or Thai names), the row scrolls sideways: the current tab is
// brought into view, and a fade with an arrow at the edge says there are more tabs that way (UX review m1).
import {
  BookOutlined, CloudDownloadOutlined, CommentOutlined, KeyOutlined, LeftOutlined, QuestionCircleOutlined, QuestionOutlined, RightOutlined, UserOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import './my-library.css';

export const MY_LIBRARY_TABS: { key: string; to: string; icon: ReactNode }[] = [
  { key: 'bookmarks', to: '/mylibrary/bookmarks', icon: <BookOutlined /> },
  { key: 'kits', to: '/mylibrary/kits', icon: <CloudDownloadOutlined /> },
  { key: 'feedback', to: '/mylibrary/feedback', icon: <CommentOutlined /> },
  { key: 'myqna', to: '/mylibrary/myqna', icon: <QuestionOutlined /> },
  { key: 'access', to: '/mylibrary/access', icon: <KeyOutlined /> },
  { key: 'myinfo', to: '/mylibrary/myinfo', icon: <UserOutlined /> },
  { key: 'help', to: '/mylibrary/help', icon: <QuestionCircleOutlined /> },
];

/** What lies past each edge of the row (a pixel of slack: the scroll position is fractional on a zoomed phone). */
function hiddenSides(row: HTMLElement): { before: boolean; after: boolean } {
  const scrolled = Math.abs(row.scrollLeft);
  return { before: scrolled > 1, after: scrolled + row.clientWidth < row.scrollWidth - 1 };
}

/** The My Library heading and tabs; the tab whose address the page is under is the current one. */
export function MyLibraryTabs() {
  // Its words are in the bookmarks namespace, where My Library began.
  const { t, i18n } = useTranslation('bookmarks');
  const { pathname } = useLocation();
  const row = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    if (!row.current) return;
    const next = hiddenSides(row.current);
    setMore((now) => (now.before === next.before && now.after === next.after ? now : next));
  }, []);

  // The current tab fully in view, with a little of its neighbours; the row alone scrolls (scrollIntoView would
  // scroll the page too).
  const reveal = useCallback(() => {
    const nav = row.current;
    const current = nav?.querySelector<HTMLElement>('.mylib-tab.is-active');
    if (nav && current) {
      const start = current.offsetLeft;
      const end = start + current.offsetWidth;
      const peek = Math.min(48, Math.max(0, (nav.clientWidth - current.offsetWidth) / 2));
      if (start - peek < nav.scrollLeft) nav.scrollLeft = Math.max(0, start - peek);
      else if (end + peek > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end + peek - nav.clientWidth;
    }
    measure();
  }, [measure]);
  // Before the page is painted, on every page of My Library and in every language.
  useLayoutEffect(reveal, [pathname, i18n.language, reveal]);

  // Again when the tabs' widths change: the window turns, or the language's font arrives after the first paint.
  useEffect(() => {
    const nav = row.current;
    if (!nav) return undefined;
    const observer = new ResizeObserver(reveal);
    observer.observe(nav);
    for (const tab of nav.children) observer.observe(tab);
    return () => observer.disconnect();
  }, [reveal]);

  /** The edge's arrow turns the row by most of its width (touch readers swipe; a mouse has no sideways wheel). */
  const turn = (direction: -1 | 1) => row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.7, behavior: 'smooth' });

  return (
    <div className="mylib-top">
      <Typography.Title level={1} className="mylib-title">{t('myLibrary.title')}</Typography.Title>
      <div className={`mylib-tabs-frame${more.before ? ' has-more-before' : ''}${more.after ? ' has-more-after' : ''}`}>
        <nav ref={row} className="mylib-tabs" aria-label={t('myLibrary.tabsLabel')} onScroll={measure} data-testid="mylibrary-tabs">
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
        {/* Cues for the eye and the pointer; a keyboard reaches every tab through the links themselves. */}
        <span className="mylib-tabs-more is-before" aria-hidden onClick={() => turn(-1)} data-testid="mylibrary-tabs-more-before"><LeftOutlined /></span>
        <span className="mylib-tabs-more is-after" aria-hidden onClick={() => turn(1)} data-testid="mylibrary-tabs-more-after"><RightOutlined /></span>
      </div>
    </div>
  );
}
