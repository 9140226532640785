// Reads a locales folder (<lang>/<namespace>.json) for the translation check.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleSet, LocaleTree } from '@gsis/contract';

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
