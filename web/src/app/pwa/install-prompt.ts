// The browser's offer to install GSIS as an app (Chromium's `beforeinstallprompt`), kept from the moment the page
// starts (main.tsx: it can come before React has drawn anything) until the reader takes it up from the header
// (InstallButton.tsx). Browsers that install from their own menu (Safari, Firefox) never make the offer: nothing shows.
import { useSyncExternalStore } from 'react';

/** Chromium's event; not in TypeScript's DOM types. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (next: InstallPromptEvent | null) => {
  offer = next;
  for (const listener of listeners) listener();
};

export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own mini-bar: the header offers it where the reader can find it again.
    event.preventDefault();
    changed(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => changed(null));
}

/** Whether the browser offers to install GSIS now. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, () => offer !== null);
}

/** Shows the browser's install question; an offer can be used once, whatever the answer. */
export async function install(): Promise<void> {
  const taken = offer;
  if (!taken) return;
  changed(null);
  await taken.prompt();
  await taken.userChoice;
}
