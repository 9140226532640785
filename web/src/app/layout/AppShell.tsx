// The frame of every page: header, the page, footer; scrolls to the top on every navigation and puts the
// keyboard's focus on the new page's heading (route-focus.ts). The header and footer are plain React: Ant Design
// comes with the page, in its frame (PageFrame.tsx), so the header's search box works before it has arrived.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { setSessionLostHandler } from '../../api/client.ts';
import { loginPath } from '../../session/login-path.ts';
import { withChunkTimeout } from '../lazy.ts';
import { MenuAuthorityGate } from '../menu-gate.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LogoutConfirm } from './logout.tsx';
import { useRouteFocus } from './route-focus.ts';
import { takeUpdate } from '../pwa/app-updates.ts';
import { ConnectionNotice } from '../pwa/ConnectionNotice.tsx';
import { deviceHasKits } from '../../features/kits/kit-marker.ts';

const PageFrame = lazy(() => withChunkTimeout(() => import('../PageFrame.tsx')));
// Loaded only on a device that keeps field kits: most never do.
const KitChecks = lazy(() => withChunkTimeout(() => import('../../features/kits/KitChecks.tsx')));

/**
 * While a page (or Ant Design with the first one) is on its way: the shape of a page, as index.html draws it before
 * the app's code arrives (its .boot-block), under the header that stays.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton" role="status" aria-label={t('app.loading')}>
      <div className="boot-block" />
      <div className="boot-block is-short" />
    </div>
  );
}

export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  // Braces matter: newer Chromium returns a promise from scrollTo, and an effect must return nothing.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // A new version of GSIS, announced while the reader was on the last page, is taken on this one.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) takeUpdate();
  }, [pathname]);

  useRouteFocus('content');

  useEffect(() => {
    // Back where they were once signed in again, told why they are asked to.
    setSessionLostHandler(() => {
      void navigate(loginPath(window.location.pathname + window.location.search, 'session'));
    });
  }, [navigate]);

  return (
    <div className="app">
      <a className="skip-link" href="#content">{t('app.skipToContent')}</a>
      <Header />
      <ConnectionNotice />
      {deviceHasKits() ? <Suspense fallback={null}><KitChecks /></Suspense> : null}
      <main id="content" className="app-main">
        {navigation.state === 'loading' ? <div className="route-progress" aria-hidden /> : null}
        <Suspense fallback={<PageSkeleton />}>
          <PageFrame><MenuAuthorityGate pending={<PageSkeleton />}><Outlet /></MenuAuthorityGate></PageFrame>
        </Suspense>
      </main>
      <Footer />
      <LogoutConfirm />
    </div>
  );
}
