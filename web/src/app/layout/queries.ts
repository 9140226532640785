// Server data the shell draws: the caller's menus and the footer's links.
import { menusApi, relatedLinksApi } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useEndpointQuery } from '../../api/endpoints.ts';
import { useSession } from '../../session/session-store.ts';

export function useMenus() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  // The menu list depends on who asks, in which language, and (for `authorized`) on which page.
  return useEndpointQuery(menusApi.userMenus, { requestUrl: pathname }, {
    dependsOn: [i18n.language, user?.userId ?? null],
    placeholderData: (previous) => previous,
    staleTime: 30_000,
    // The shell is drawn around every page, the error page included: without menus it shows none, and the menu
    // gate (menu-gate.tsx) lets the page's own calls say whether it may be opened.
    throwOnError: false,
  });
}

export function useRelatedLinks() {
  return useEndpointQuery(relatedLinksApi.list, undefined, {
    select: (data) => data.linkList,
    staleTime: 10 * 60_000,
    // A footer without its links is still a footer; the page above it is what failed or not.
    throwOnError: false,
  });
}
