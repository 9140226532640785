// Reads a locales folder (<lang>/<namespace>.json) for the translation check, and the glossaries
// (web/src/i18n/glossary/<lang>.json) for the terminology check.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleSet, LocaleTree } from './i18n-check.ts';
import type { Glossary, GlossarySet } from './i18n-glossary.ts';

/** The glossaries of web and server strings alike, one file per language. */
export const GLOSSARY_DIR = path.resolve(import.meta.dirname, '../../web/src/i18n/glossary');

export function loadLocaleFolder(dir: string): LocaleSet {
  const set: LocaleSet = {};
  for (const lang of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    set[lang] = {};
    for (const file of readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json'))) {
      set[lang][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')) as LocaleTree;
    }
  }
  return set;
}

export function loadGlossaries(dir = GLOSSARY_DIR): GlossarySet {
  const set: GlossarySet = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    set[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Glossary;
  }
  return set;
}
