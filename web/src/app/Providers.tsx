// Providers around the router: the server-state cache. Ant Design's (theme, locale, message and modal) wrap the
// page under the header, and load with it (PageFrame.tsx): the header and footer are drawn without it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '../api/client.ts';
import { failsThePage } from '../api/failures.ts';
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

export function Providers() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // A 4xx will not turn out differently when asked again.
            retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
            refetchOnWindowFocus: false,
            throwOnError: failsThePage,
          },
        },
      }),
  );
  useFollowOtherTabs(queryClient, goToLogin);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={routerOnce()} />
    </QueryClientProvider>
  );
}
