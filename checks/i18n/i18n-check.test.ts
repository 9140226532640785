import { describe, expect, it } from 'vitest';
import { checkLocales, pluralCategories } from './i18n-check.ts';

const en = { list: { total_one: '{{count}} document', total_other: '{{count}} documents', title: 'Documents' } };

describe('checkLocales and plural forms', () => {
  it('knows each language\'s plural categories', () => {
    expect(pluralCategories('en').sort()).toEqual(['one', 'other']);
    expect(pluralCategories('th')).toEqual(['other']);
    expect(pluralCategories('ru').sort()).toEqual(['few', 'many', 'one', 'other']);
  });

  it('asks each language for the forms of its own plural rules, no more and no fewer', () => {
    const locales = {
      en: { reading: en },
      th: { reading: { list: { total_other: 'เอกสาร {{count}} รายการ', title: 'เอกสาร' } } },
      ru: { reading: { list: { total_one: '{{count}} документ', total_few: '{{count}} документа', total_many: '{{count}} документов', total_other: '{{count}} документа', title: 'Документы' } } },
    };
    expect(checkLocales(locales, {})).toEqual([]);
  });

  it('reports a missing form, a form the language does not have, and lost placeholders', () => {
    const locales = {
      en: { reading: en },
      th: { reading: { list: { total_one: 'เอกสาร 1 รายการ', total_other: 'เอกสาร {{count}} รายการ', title: 'เอกสาร' } } },
      ru: { reading: { list: { total_one: 'один документ', total_few: '{{count}} документа', total_other: 'документы', title: 'Документы' } } },
    };
    expect(checkLocales(locales, {}).sort()).toEqual([
      'ru: missing reading:list.total_many',
      'ru: placeholders of reading:list.total_other differ from English',
      'th: reading:list.total_one is not a plural form of th (other)',
    ]);
  });

  it('asks English for every form English has', () => {
    expect(checkLocales({ en: { reading: { list: { total_other: '{{count}} documents' } } } }, {})).toEqual(['en: missing reading:list.total_one']);
  });
});
