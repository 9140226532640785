// Server calls of My info (/api/myinfo/**): one's details, password and open sessions.
import type { MyInfo, MyInfoSave, MySessions, PasswordChange } from '@gsis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session-store.ts';

const ROOT = ['myinfo'] as const;

function useOwner() {
  // Whose details: a different sign-in in the same tab must not see the previous person's.
  const { user } = useSession();
  return user?.userId ?? null;
}

/**
 * The caller's details. The region comes named in the reader's language, so the language is part of the
 * key; the same person's previous answer stays shown while the new one loads, so the form is not taken down.
 * Details that cannot be loaded are the page failing.
 */
export function useMyInfo() {
  const owner = useOwner();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ROOT, owner, 'details', i18n.language],
    queryFn: async ({ signal }) => (await api<MyInfo>('/api/myinfo', { signal })).data,
    // Signed out (the session ended elsewhere): nothing to ask; the app is on its way to /login.
    enabled: owner !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === owner ? previous : undefined),
    throwOnError: true,
  });
}

export function useSaveMyInfo() {
  const queryClient = useQueryClient();
  const owner = useOwner();
  return useMutation({
    mutationFn: async (body: MyInfoSave) => (await api<{ done: true }>('/api/myinfo/save', { method: 'POST', body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, owner, 'details'] }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: PasswordChange) => (await api<{ done: true }>('/api/myinfo/password', { method: 'POST', body })).data,
  });
}

/** The caller's open sessions, this one first. A failure shows in its section, not as the page failing. */
export function useMySessions() {
  const owner = useOwner();
  return useQuery({
    queryKey: [...ROOT, owner, 'sessions'],
    queryFn: async ({ signal }) => (await api<MySessions>('/api/myinfo/sessions', { signal })).data.sessions,
    enabled: owner !== null,
  });
}

/** Ends one other session, or all the others without an id; the list is fetched again either way. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const owner = useOwner();
  return useMutation({
    mutationFn: async (sessionId?: string) =>
      (await api<{ ended: number }>('/api/myinfo/sessions/end', { method: 'POST', body: sessionId ? { sessionId } : {} })).data.ended,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, owner, 'sessions'] }),
  });
}
