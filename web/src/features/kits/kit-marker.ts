// Whether this device keeps field kits, and whose, without opening IndexedDB: the shell asks at every start (are
// there kits to check?) and when a reader signs out (keep or delete theirs?), and most devices hold none, so neither
// question may cost the kits' code. kit-store.ts keeps the marker true to what it holds.
const MARKER_KEY = 'gsis.kitReaders';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(MARKER_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the device keeps kits of anyone (`userId` undefined) or of this reader. */
export function deviceHasKits(userId?: string): boolean {
  const readers = read();
  return userId === undefined ? readers.length > 0 : readers.includes(userId);
}

/** The readers whose kits the device keeps now. */
export function markKitReaders(userIds: Iterable<string>): void {
  const readers = [...new Set(userIds)].sort();
  try {
    if (readers.length) localStorage.setItem(MARKER_KEY, JSON.stringify(readers));
    else localStorage.removeItem(MARKER_KEY);
  } catch {
    // Storage refused (some private modes): the shell then does not know of kits, and checks them when a kit page opens.
  }
}

/**
 * Said on window when a kit has been taken or checked on this device: the app keeps what the kit's pages need offline
 * (app/pwa/kit-pages.ts), which the kits feature cannot name itself (the viewer and the guide are other features').
 */
export const KIT_READY_EVENT = 'gsis:kit-ready';
export interface KitReadyDetail { languages: string[] }

export function announceKitReady(languages: string[]): void {
  window.dispatchEvent(new CustomEvent<KitReadyDetail>(KIT_READY_EVENT, { detail: { languages } }));
}
