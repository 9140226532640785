// The kits' calls to the server that screens make (the plan before a download; the administrators' list, revoke and
// setting), and the hooks that read the kits this device keeps for the reader signed in.
import { kitsApi, type EndpointInput, type KitPlanBody } from '@gsis/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { useSession } from '../../session/session-store.ts';
import { kitChanges, kitOf, kitsOf, type StoredKit } from './kit-store.ts';

/** The plan is written in the reader's language (titles, the languages it holds), so the language is part of the key. */
export function useKitPlan(body: KitPlanBody) {
  const { i18n } = useTranslation();
  return useEndpointQuery(kitsApi.plan, body, { dependsOn: [i18n.language], retry: false });
}

export const useManagedKits = (query: EndpointInput<typeof kitsApi.managedList>) => useEndpointQuery(kitsApi.managedList, query);
export const useRevokeKits = () => useEndpointMutation(kitsApi.revoke);
export const useKitSettings = () => useEndpointQuery(kitsApi.settings, undefined);
export const useSaveKitSettings = () => useEndpointMutation(kitsApi.saveSettings);

/** Re-reads `load` whenever the kits on the device change; undefined until the first read. */
export function useDeviceRead<T>(load: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const changed = useSyncExternalStore(kitChanges.subscribe, kitChanges.version);
  const [value, setValue] = useState<{ at: number; value: T }>();
  useEffect(() => {
    let live = true;
    void load().then((next) => live && setValue({ at: changed, value: next }));
    return () => void (live = false);
  }, [changed, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps
  return value?.value;
}

/** The kits this device keeps for the reader signed in, newest first. */
export function useDeviceKits(): StoredKit[] | undefined {
  const userId = useSession().user?.userId;
  return useDeviceRead(() => (userId ? kitsOf(userId) : Promise.resolve([])), [userId]);
}

/** One kit of the reader signed in; null when the device has no such kit of theirs. */
export function useDeviceKit(kitId: number): StoredKit | null | undefined {
  const userId = useSession().user?.userId;
  return useDeviceRead(async () => (userId ? (await kitOf(userId, kitId)) ?? null : null), [userId, kitId]);
}

