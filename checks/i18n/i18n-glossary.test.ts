import { describe, expect, it } from 'vitest';
import type { LocaleSet } from './i18n-check.ts';
import { checkGlossary, glossaryTermPattern, type GlossarySet } from './i18n-glossary.ts';

const locales: LocaleSet = {
  en: {
    catalogue: { model: { suffix: 'Suffix', suffixesHelp: 'Each suffix belongs to one model.' } },
    common: { searchPlaceholder: 'Suffix or Model', loading: 'Loading…', openCode: 'Open {{suffix}}' },
    legal: { title: 'Legal Notice', news: 'Read the notices.' },
  },
  ko: {
    catalogue: { model: { suffix: '서픽스', suffixesHelp: '각 뒷자리는 하나의 모델에만 속합니다.' } },
    common: { searchPlaceholder: '서픽스 또는 모델명', loading: '불러오는 중…', openCode: '{{suffix}} 열기' },
    legal: { title: '법적 고지', news: '공지사항을 읽으십시오.' },
  },
  ru: {
    catalogue: { model: { suffix: 'Суффикс', suffixesHelp: 'Каждый суффикс относится к одной модели.' } },
    common: { searchPlaceholder: 'Суффикс или модель', loading: 'Загрузка…', openCode: 'Открыть {{suffix}}' },
    legal: { title: 'Правовая информация', news: 'Прочитайте объявления.' },
  },
};

const glossaries: GlossarySet = {
  ko: [
    { term: 'suffix', translation: '서픽스', note: 'A letter code, not the last digits.' },
    { term: 'notice', translation: '공지', note: 'The Notice board.', otherSenses: ['legal notice'] },
  ],
  ru: [
    { term: 'suffix', translation: 'суффикс', note: 'A letter code.' },
    { term: 'notice', translation: 'объявление', forms: ['объявления'], note: 'The Notice board.', otherSenses: ['legal notice'] },
  ],
};

describe('glossary check', () => {
  it('matches the English term as whole words, in any case, plural and possessive included', () => {
    const suffix = glossaryTermPattern('suffix');
    expect(['Suffix', 'two suffixes', "the suffix's range", 'SUFFIX:'].map((t) => suffix.test(t))).toEqual([true, true, true, true]);
    expect(['suffixing', 'prefix'].map((t) => suffix.test(t))).toEqual([false, false]);
    expect(glossaryTermPattern('service bulletin').test('Service-Bulletins of 2024')).toBe(true);
    expect(glossaryTermPattern('My Q&A').test('under My Library › My Q&A.')).toBe(true);
  });

  it('reports a string that translates a glossary term off the glossary: language, file:key, term, expected and actual', () => {
    expect(checkGlossary(locales, glossaries)).toEqual([
      'ko: catalogue:model.suffixesHelp — "suffix" should be "서픽스"\n    en: Each suffix belongs to one model.\n    ko: 각 뒷자리는 하나의 모델에만 속합니다.',
    ]);
  });

  it('accepts the listed inflected forms, in any letter case, and leaves other senses of the word and {{placeholders}} alone', () => {
    const [problem] = checkGlossary(locales, glossaries);
    expect(problem).not.toMatch(/^ru:/);
    expect(problem).not.toMatch(/legal:title|common:openCode/);
  });

  it('takes an excepted key, but asks to drop an exception that is no longer needed or names nothing', () => {
    const excepted: GlossarySet = {
      ...glossaries,
      ko: [{ ...glossaries.ko![0]!, exceptKeys: { 'catalogue:model.suffixesHelp': 'a test' } }, glossaries.ko![1]!],
    };
    expect(checkGlossary(locales, excepted)).toEqual([]);
    const stale: GlossarySet = {
      ...glossaries,
      ko: [{ ...glossaries.ko![0]!, exceptKeys: { 'catalogue:model.suffix': 'already agrees', 'common:loading': 'no suffix in it', 'catalogue:model.suffixesHelp': 'a test' } }, glossaries.ko![1]!],
    };
    expect(checkGlossary(locales, stale)).toEqual([
      'ko: catalogue:model.suffix — "suffix" is excepted but already says "서픽스"; drop the exception',
      'ko: common:loading — excepted for "suffix", but its English no longer names it; drop the exception',
    ]);
  });

  it("checks a language's own plural forms against English's other form", () => {
    const plural: LocaleSet = {
      en: { catalogue: { count_one: '{{count}} suffix', count_other: '{{count}} suffixes' } },
      ru: { catalogue: { count_one: '{{count}} суффикс', count_few: '{{count}} суффикса', count_many: '{{count}} окончаний', count_other: '{{count}} суффикса' } },
    };
    expect(checkGlossary(plural, { ru: [glossaries.ru![0]!] })).toEqual([
      'ru: catalogue:count_many — "suffix" should be "суффикс"\n    en: {{count}} suffixes\n    ru: {{count}} окончаний',
    ]);
  });

  it('asks every language to carry every term of the other glossaries', () => {
    const missing: GlossarySet = { ...glossaries, ru: [glossaries.ru![0]!] };
    expect(checkGlossary(locales, missing)).toContain('ru: glossary has no entry for "notice"');
  });
});
