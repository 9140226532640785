// Where the API is (the seed: "Base URL comes from an environment setting"). By default the origin the app was loaded
// from. Set at build time with VITE_API_BASE_URL, or at run time by the server that serves the app (API_BASE_URL,
// written into the page's <meta name="gsis-api-base">), for an app served from one host and calling GSIS on
// another, or behind a gateway under a path. The run-time setting wins: one build serves every installation.

function configuredBase(): string | undefined {
  const fromPage = document.querySelector<HTMLMetaElement>('meta[name="gsis-api-base"]')?.content.trim();
  const fromBuild = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.trim();
  return fromPage || fromBuild || undefined;
}

/** The API's base, always ending in '/' so that paths are joined below it (https://host/gsis/ + service/...). */
export const API_BASE: string = (() => {
  const base = new URL(configuredBase() ?? '/', window.location.origin);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return base.toString();
})();

/** The absolute address of an API path (`/service/...`, with its query string if any). */
export function apiUrl(path: string): URL {
  return new URL(path.replace(/^\/+/, ''), API_BASE);
}
