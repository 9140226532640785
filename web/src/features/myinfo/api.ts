// Server calls of My info (/api/myinfo/**): one's details, password, second factor and open sessions. A change refreshes
// them all (the 'myinfo' area of the cache).
import { myInfoApi } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { useSession } from '../../session/session-store.ts';

function useOwner() {
  // Whose details: a different sign-in in the same tab must not see the previous person's.
  const { user } = useSession();
  return user?.userId ?? null;
}

/** Where the owner sits in a key of endpointKey(…, undefined, [owner, …]). */
const OWNER_AT = endpointKey(myInfoApi.get).length;

/**
 * The caller's details. The region comes named in the reader's language, so the language is part of the
 * key; the same person's previous answer stays shown while the new one loads, so the form is not taken down.
 * Details that cannot be loaded are the page failing.
 */
export function useMyInfo() {
  const owner = useOwner();
  const { i18n } = useTranslation();
  return useEndpointQuery(myInfoApi.get, undefined, {
    dependsOn: [owner, i18n.language],
    // Signed out (the session ended elsewhere): nothing to ask; the app is on its way to /login.
    enabled: owner !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[OWNER_AT] === owner ? previous : undefined),
  });
}

export const useSaveMyInfo = () => useEndpointMutation(myInfoApi.save);
export const useChangePassword = () => useEndpointMutation(myInfoApi.changePassword);

/** The caller's open sessions, this one first. A failure shows in its section, not as the page failing. */
export function useMySessions() {
  const owner = useOwner();
  return useEndpointQuery(myInfoApi.sessions, undefined, {
    dependsOn: [owner], select: (data) => data.sessions, enabled: owner !== null, throwOnError: false,
  });
}

/** Ends one other session, or all the others without an id; the list is fetched again either way. */
export const useEndSessions = () =>
  useEndpointMutation(myInfoApi.endSessions, { toInput: (sessionId: string | undefined) => (sessionId ? { sessionId } : {}) });

/** The caller's second factor: on since when, and the recovery codes left. A failure shows in its section. */
export function useSecondFactor() {
  const owner = useOwner();
  return useEndpointQuery(myInfoApi.secondFactor, undefined, { dependsOn: [owner], enabled: owner !== null, throwOnError: false });
}

export const useStartTotp = () => useEndpointMutation(myInfoApi.startTotp);
export const useConfirmTotp = () => useEndpointMutation(myInfoApi.confirmTotp);
export const useRemoveTotp = () => useEndpointMutation(myInfoApi.removeTotp);
export const useRenewRecoveryCodes = () => useEndpointMutation(myInfoApi.renewRecoveryCodes);
export const useForgetDevices = () => useEndpointMutation(myInfoApi.forgetDevices);
export const usePasskeyOptions = () => useEndpointMutation(myInfoApi.passkeyOptions);
export const useAddPasskey = () => useEndpointMutation(myInfoApi.addPasskey);
export const useRemovePasskey = () => useEndpointMutation(myInfoApi.removePasskey);
