// Whether the device says it has a network, followed as it changes. The browser can only be sure there is none
// (navigator.onLine false); "online" means a network, not one that reaches GSIS.
import { useSyncExternalStore } from 'react';

function subscribeToConnection(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
}
