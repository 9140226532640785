// The web app manifests that make GSIS installable, one per language (`/manifest/<lang>.webmanifest`): the name, a
// description and the shortcuts in the reader's words, read from the web app's own translations. Written by the
// build (vite.config.ts); the page links the reader's language (i18n/i18n.ts follows a change of language).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '../contract/src/languages.ts';
import { manifestPath } from './src/i18n/manifest-path.ts';

interface Texts { app: { name: string; fullName: string }; install: { description: string; shortcuts: Record<'documents' | 'troubleshooting' | 'bookmarks', string> } }

/** The manifest of one language, as JSON. */
export function webManifest(lang: string, localesDir: string): string {
  const texts = JSON.parse(readFileSync(path.join(localesDir, lang, 'common.json'), 'utf8')) as Texts;
  const icon = (size: number, purpose: 'any' | 'maskable') =>
    ({ src: `/icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose });
  const shortcut = (key: keyof Texts['install']['shortcuts'], url: string) => ({ name: texts.install.shortcuts[key], url });
  return JSON.stringify({
    // One identity whatever the language: installing again in another language is the same app.
    id: '/main',
    name: `${texts.app.name} — ${texts.app.fullName}`,
    short_name: texts.app.name,
    description: texts.install.description,
    lang,
    dir: 'ltr',
    start_url: '/main',
    scope: '/',
    display: 'standalone',
    background_color: '#f4f6f9',
    theme_color: '#0b3a60',
    icons: [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')],
    shortcuts: [shortcut('documents', '/document/list'), shortcut('troubleshooting', '/tsg'), shortcut('bookmarks', '/mylibrary/bookmarks')],
  }, null, 2);
}

/** Every language's manifest: the file's name in the build, and its text. */
export function webManifests(localesDir: string): { fileName: string; source: string }[] {
  return LANGUAGE_CODES.map((lang) => ({ fileName: manifestPath(lang).slice(1), source: webManifest(lang, localesDir) }));
}
