// The app's side of the service worker (sw/service-worker.ts): registering it once the page has loaded, handing it
// the files this page loaded before it was there, and new versions. A new version of GSIS is announced as soon as
// its worker has installed, and taken on at the reader's next page (ConnectionNotice.tsx, AppShell.tsx), never in
// the middle of one: the page they are on keeps the code it was built with.
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { CACHE_URLS, SKIP_WAITING } from '../../sw/names.ts';

/** How often a page left open asks whether GSIS has a new version. */
const CHECK_EVERY_MS = 60 * 60_000;

let registration: ServiceWorkerRegistration | undefined;
let updateReady = false;
const listeners = new Set<() => void>();

function announce(): void {
  updateReady = true;
  for (const listener of listeners) listener();
}

/** Whether an address is a file of the app (scripts, styles, fonts), which the worker keeps. */
function isAppFile(address: string): boolean {
  const url = new URL(address);
  return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
}

/** The files of the app this page has loaded so far, by address. */
function loadedAppFiles(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name).filter(isAppFile);
}

/**
 * Hands the worker every file of the app this page has loaded, again: one whose download began before the worker took
 * the page and ended after the first handover went through neither (a field kit's pages need all of them offline).
 * The worker keeps those it has not kept yet.
 */
export function keepLoadedAppFiles(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: CACHE_URLS, payload: { urlsToCache: loadedAppFiles() } });
}

/** How long after the first worker takes the page the files still arriving are handed to it. */
const HAND_OVER_LATE_FILES_MS = 60_000;

/**
 * Hands the worker the files this page loaded before it took the page, and, for a while, those whose download began
 * before and ended after: the worker never saw their requests, and they are missing from the first handover (on a
 * busy phone the home page's later chunks — the field kits' card, the notices — were in flight at that moment).
 */
function handOverLoadedFiles(workbox: Workbox): void {
  const post = (urlsToCache: string[]) => void workbox.messageSW({ type: CACHE_URLS, payload: { urlsToCache } });
  post(loadedAppFiles());
  if (typeof PerformanceObserver === 'undefined') return;
  let late: string[] = [];
  let timer: number | undefined;
  const observer = new PerformanceObserver((entries) => {
    late.push(...entries.getEntries().map((entry) => entry.name).filter(isAppFile));
    if (late.length === 0 || timer !== undefined) return;
    timer = window.setTimeout(() => {
      post(late);
      late = [];
      timer = undefined;
    }, 500);
  });
  observer.observe({ type: 'resource' });
  window.setTimeout(() => observer.disconnect(), HAND_OVER_LATE_FILES_MS);
}

/** Registers the worker; a browser without service workers (or a page not served over HTTPS or from localhost) goes without. */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workbox = new Workbox('/service-worker.js');
  // A new version installed while this page is open: it waits for the reader's next page.
  workbox.addEventListener('waiting', announce);
  workbox.addEventListener('controlling', (event) => {
    // The first worker of this browser takes the page at once (clients.claim): what the page loaded before is
    // handed to it, so that a reload with no network finds the page's code.
    if (!event.isUpdate) handOverLoadedFiles(workbox);
    // Another tab took a new version: this one takes it at its next page too.
    else if (event.isExternal) announce();
  });
  void workbox.register().then((registered) => {
    if (!registered) return;
    registration = registered;
    const check = () => void registered.update().catch(() => undefined);
    window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  }).catch(() => undefined);
}

/** Whether a new version of GSIS is waiting for the reader's next page. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, () => updateReady);
}

/**
 * Takes the new version now: its worker takes over, and the page at the current address loads again with the new
 * code. Called when the reader goes to another page, or asks for it.
 */
export function takeUpdate(): void {
  if (!updateReady) return;
  updateReady = false;
  const waiting = registration?.waiting;
  // Already taken by another tab: the page only needs loading again.
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
}
