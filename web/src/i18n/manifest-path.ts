/** Where the web app manifest of a language is (written by the build: web/web-manifests.ts). */
export const manifestPath = (lang: string): string => `/manifest/${lang}.webmanifest`;
