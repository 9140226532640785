// The server's own translations (menu labels, catalogue names, later e-mails), per language and namespace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '@gsis/contract';
import { SERVER_ROOT } from './paths.ts';

export const SERVER_LOCALES_DIR = path.join(SERVER_ROOT, 'src', 'locales');

type Tree = { [key: string]: string | Tree };

export function loadNamespace(namespace: string): Record<LanguageCode, Tree> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [lang, JSON.parse(readFileSync(path.join(SERVER_LOCALES_DIR, lang, `${namespace}.json`), 'utf8')) as Tree]),
  ) as Record<LanguageCode, Tree>;
}

/** One key in every language, e.g. labelsOf(menus, 'SUPPORT') → { en: 'Support', ko: '고객지원', … }. */
export function labelsOf(translations: Record<LanguageCode, Tree>, key: string): Partial<Record<LanguageCode, string>> {
  const labels: Partial<Record<LanguageCode, string>> = {};
  for (const lang of LANGUAGE_CODES) {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), translations[lang]);
    if (typeof value === 'string') labels[lang] = value;
  }
  return labels;
}
