// Tabs of the portal share one session: what one tab does to it, the others follow at once.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from './session-store.ts';

export function useFollowOtherTabs(queryClient: QueryClient, goToLogin: () => void): void {
  useEffect(
    () =>
      session.onOtherTab((change) => {
        if (change.kind === 'signedOut') {
          // As if signed out here: nothing of the old session stays on screen or in the cache.
          queryClient.clear();
          if (window.location.pathname !== '/login') goToLogin();
          return;
        }
        // Someone else now: pages, forms and caches drawn for the previous user (or for nobody) must not
        // be shown or sent under the new user's token, and the new user's language applies. A reload
        // rebuilds all of it from the shared session, exactly as a new tab would.
        window.location.reload();
      }),
    [queryClient, goToLogin],
  );
}
