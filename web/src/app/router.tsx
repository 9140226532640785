// The route table: it mirrors the seed's routes (section 2). Screens that later work builds are listed
// with their guards and show the error page until they exist.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell } from './layout/AppShell.tsx';
import { RouteErrorPage, NotFoundPage } from './errors/ErrorPages.tsx';
import { accessTokenGuard, dxpGuard, requireLogin } from './guards.ts';
import { withChunkTimeout } from './lazy.ts';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await withChunkTimeout(load)).default }),
});

/** Routes that need a login (seed: "Login required"), whose screens are not built yet. */
const LOGIN_REQUIRED_PENDING = [
  '/symbollibrary', '/tsg', '/product/list', '/document/list', '/support/qna/detail', '/support/qna/form',
  '/mylibrary/*', '/management/*',
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    hydrateFallbackElement: <div className="page-spinner" />,
    loader: accessTokenGuard,
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, loader: () => redirect('/main') },
          { path: 'main', ...page(() => import('../features/home/HomePage.tsx')) },
          { path: 'login', ...page(() => import('../features/login/LoginPage.tsx')) },
          { path: 'footer/privacypolice', ...page(() => import('../features/legal/PrivacyPage.tsx')) },
          { path: 'footer/termsofuse', ...page(() => import('../features/legal/TermsPage.tsx')) },
          { path: 'footer/legalnotice', ...page(() => import('../features/legal/LegalNoticePage.tsx')) },
          { path: 'dxp-tsg', loader: dxpGuard, element: <NotFoundPage /> },
          ...LOGIN_REQUIRED_PENDING.map((path) => ({ path: path.slice(1), loader: requireLogin, element: <NotFoundPage /> })),
          { path: 'errorPage', id: 'errorPage', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
