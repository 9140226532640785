// Providers around the router: server-state cache, Ant Design in the reader's language and the theme.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ApiError } from '../api/client.ts';
import { antdLocale } from '../i18n/antd-locales.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useFollowOtherTabs } from '../session/useFollowOtherTabs.ts';
import { createRouter } from './router.tsx';

/**
 * Made on first render, not when this module loads: main.tsx renders only after it has checked the saved
 * token, and the router's login guards run as soon as it exists — before the check they would see a token
 * that may be about to be cleared.
 */
let router: ReturnType<typeof createRouter> | undefined;
const routerOnce = () => (router ??= createRouter());
const goToLogin = () => void routerOnce().navigate('/login');

export const THEME = {
  token: {
    colorPrimary: '#0b5cab',
    colorLink: '#0b5cab',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans Thai', 'Noto Sans Myanmar', 'Noto Sans CJK KR', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Menu: { darkItemBg: '#0b3a60', darkSubMenuItemBg: '#0b3a60', darkPopupBg: '#0b3a60', darkItemSelectedBg: '#f5a623', darkItemSelectedColor: '#0b3a60' },
  },
};

export function Providers() {
  useTranslation(); // re-render on language change so antd's locale follows
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // A 4xx will not turn out differently when asked again.
            retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  useFollowOtherTabs(queryClient, goToLogin);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(currentLanguage())} theme={THEME}>
        <AntApp>
          <RouterProvider router={routerOnce()} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
