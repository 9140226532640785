import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@gsis/contract';
import { describe, expect, it } from 'vitest';
import { checkLocales, type IdenticalAllowList } from '../../../checks/i18n/i18n-check.ts';
import { checkGlossary } from '../../../checks/i18n/i18n-glossary.ts';
import { loadGlossaries, loadLocaleFolder } from '../../../checks/i18n/load-locales.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const locales = loadLocaleFolder(path.join(here, 'locales'));
const allow = JSON.parse(readFileSync(path.join(here, 'i18n-identical.json'), 'utf8')) as IdenticalAllowList;

describe('web translations', () => {
  it('exist for all 13 languages', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGE_CODES].sort());
  });
  it('have every English key, keep placeholders, and are translated', () => {
    expect(checkLocales(locales, allow)).toEqual([]);
  });
  it("name every glossary term as the language's glossary translates it (web/src/i18n/glossary)", () => {
    expect(checkGlossary(locales, loadGlossaries())).toEqual([]);
  });
  it('have one error message per catalogue code', async () => {
    const { ERROR_CODES } = await import('@gsis/contract');
    expect(Object.keys(locales.en?.errors ?? {}).sort()).toEqual([...ERROR_CODES].sort());
  });
});
