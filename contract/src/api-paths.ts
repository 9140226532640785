/** Path prefixes of the HTTP API; every other path is a page of the web app (history-mode routing). */
export const API_PATH_PREFIXES = ['/api/', '/mgmt/', '/menu/', '/service/', '/main/search/', '/relatedlink/'] as const;

export function isApiPath(path: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
