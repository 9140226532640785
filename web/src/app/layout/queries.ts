// Server data the shell draws: the caller's menus and the footer's links.
import type { MenuUserListResponse, RelatedLinkListResponse } from '@gsis/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session-store.ts';

export function useMenus() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  return useQuery({
    // The menu list depends on who asks, in which language, and (for `authorized`) on which page.
    queryKey: ['menus', i18n.language, user?.userId ?? null, pathname],
    queryFn: async ({ signal }) => (await api<MenuUserListResponse>('/menu/user/list', { query: { requestUrl: pathname }, signal })).data,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

export function useRelatedLinks() {
  return useQuery({
    queryKey: ['relatedLinks'],
    queryFn: async ({ signal }) => (await api<RelatedLinkListResponse>('/relatedlink/list', { signal })).data.linkList,
    staleTime: 10 * 60_000,
  });
}
