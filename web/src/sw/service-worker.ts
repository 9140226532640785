// GSIS's service worker: what lets the app start with no network. Online, every request goes where it went
// before (pages and calls to the network first); the worker only keeps copies, and answers from them when the
// network does not. Built by vite-plugin-pwa (injectManifest) from Workbox's modules; web/vite.config.ts lists
// what the build precaches (`self.__WB_MANIFEST`).
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_PATH_PREFIXES } from '../../../contract/src/api-paths.ts';
import { APP_SHELL_KEY, CACHES, SHELL_ADDRESS, SKIP_WAITING } from './names.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The shell the first page needs (entry, shell and ui chunks, their styles, the icons): fetched when the worker
// installs, whatever page the reader opened first.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * The server's answers vary by Accept-Encoding and, with CORS, by Origin (a module script is asked for with one, a
 * copy handed over by the page without): a copy is the same file whichever way it was asked for.
 */
const IGNORE_VARY: CacheQueryOptions = { ignoreVary: true };

/**
 * Every page of the app is the same index.html (history-mode routing), as the server writes it (with the API's base
 * when it has one): one copy, kept under one key, serves any address offline.
 */
const oneShell = { cacheKeyWillBeUsed: async () => APP_SHELL_KEY };

registerRoute(new NavigationRoute(
  // Online, the page comes from the server as it does without a worker; a network that does not answer within
  // 10 s (a quarry's edge of coverage) gets the copy, as no network at all does.
  new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: 10, plugins: [oneShell], matchOptions: IGNORE_VARY }),
  // An API address opened as a page (a download link) is the server's to answer.
  { denylist: API_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)) },
));

// The app's code, styles and fonts are named by their content, so a copy is never stale: the chunks a reader has
// used (pages, translations, the viewer) are kept and served from the copy. Other files of the app (icons,
// manifests) likewise. Manuals, web help and API answers are not here: they are the reader's, behind a session.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: CACHES.assets,
    matchOptions: IGNORE_VARY,
    // A few builds' worth; the oldest go first.
    plugins: [new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('install', (event) => {
  // The page the reader is on was loaded before this worker existed (or by the version it replaces): keep the
  // shell now, so that the first reload without network already works.
  event.waitUntil((async () => {
    const cache = await caches.open(CACHES.pages);
    const page = await fetch(SHELL_ADDRESS, { credentials: 'same-origin', cache: 'no-cache' }).catch(() => undefined);
    if (page?.ok) await cache.put(APP_SHELL_KEY, page);
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// A new version waits until the app says so (app/app-updates.ts): on the reader's next page, never in the middle of one.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
