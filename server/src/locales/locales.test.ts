import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES, checkGlossary, checkLocales, flattenMenuTree, type IdenticalAllowList } from '@gsis/contract';
import { describe, expect, it } from 'vitest';
import { loadGlossaries, loadLocaleFolder } from '../../test/load-locales.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const locales = loadLocaleFolder(here);
const allow = JSON.parse(readFileSync(path.join(here, '..', 'i18n-identical.json'), 'utf8')) as IdenticalAllowList;

describe('server translations', () => {
  it('exist for all 13 languages', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGE_CODES].sort());
  });
  it('have every English key, keep placeholders, and are translated', () => {
    expect(checkLocales(locales, allow)).toEqual([]);
  });
  it("name every glossary term as the language's glossary translates it (web/src/i18n/glossary)", () => {
    expect(checkGlossary(locales, loadGlossaries())).toEqual([]);
  });
  it('label every menu of the tree', () => {
    expect(Object.keys(locales.en?.menus ?? {}).sort()).toEqual(flattenMenuTree().map((m) => m.menuId).sort());
  });
});
