// What the service worker (service-worker.ts) and the app that talks to it (app/app-updates.ts) both name.

/** The caches the worker keeps: the one page every address is, and the app's built files. */
export const CACHES = { pages: 'gsis-pages', assets: 'gsis-assets' } as const;

/** The key under which the one copy of the app's page is kept, whatever address it was loaded for. */
export const APP_SHELL_KEY = '/__gsis-app-shell';

/** The address fetched for that copy when the worker installs: the home page, which every reader may open. */
export const SHELL_ADDRESS = '/main';

/** The message by which the app lets a waiting new version take over (on the reader's next page). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The message by which the app hands over the files its page loaded before the worker was there to keep them. */
export const CACHE_URLS = 'CACHE_URLS';
