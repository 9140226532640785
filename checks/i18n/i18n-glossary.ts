// The terminology check behind `npm test`: each language keeps a glossary of the words a technician
// trusts (web/src/i18n/glossary/<lang>.json), and every string whose English names a glossary term
// must use that language's agreed translation of it, so one thing is called one name on every screen,
// in every e-mail and in the legal texts.
import { englishSourceKey, flattenLocale, type LocaleSet } from './i18n-check.ts';

export interface GlossaryEntry {
  /** The English term, as the English strings write it ("service bulletin"); matched as whole words,
   *  in any letter case, with the English plural and possessive ("service bulletins", "bulletin's"). */
  term: string;
  /** The agreed translation (dictionary form); found anywhere in the translated string, in any letter case. */
  translation: string;
  /** Other forms that count as the translation where the word inflects (cases, plural, suffixes), found the same way. */
  forms?: string[];
  /** Why this translation, for the translators who come next. */
  note: string;
  /** English phrases in which the word means something else ("Legal Notice", "without notice"): those
   *  occurrences are not the term. */
  otherSenses?: string[];
  /** "namespace:key.path" → why that string may say it otherwise. */
  exceptKeys?: Record<string, string>;
}
export type Glossary = GlossaryEntry[];
/** language → its glossary */
export type GlossarySet = Record<string, Glossary>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** {{placeholders}} are names for the code, not words of the sentence. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ');

/** "service bulletin" → whole words, any case, any spacing or hyphen between them, plural or possessive. */
export function glossaryTermPattern(term: string): RegExp {
  const parts = term.trim().split(/\s+/).map(escape).join('[\\s\\u00a0-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts}(?:e?s)?(?:['’]s?)?(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * Problems, one readable line each: a string whose English names a glossary term but whose translation
 * uses none of the term's agreed forms, an exception that names no string of this set or is not needed,
 * and a term that a language's glossary lacks while another language's has it.
 * Strings of keys missing from `locales` (such as the other app's) are not this set's business.
 */
export function checkGlossary(locales: LocaleSet, glossaries: GlossarySet, reference = 'en'): string[] {
  const problems: string[] = [];
  const english = flattenLocale(locales[reference] ?? {});
  const allTerms = new Set(Object.values(glossaries).flatMap((g) => g.map((e) => e.term)));
  /** The English keys that name a term (in its senses), worked out once for all languages. */
  const naming = new Map<string, Set<string>>();
  const keysNaming = (entry: GlossaryEntry): Set<string> => {
    const id = JSON.stringify([entry.term, entry.otherSenses ?? []]);
    let keys = naming.get(id);
    if (!keys) {
      const pattern = glossaryTermPattern(entry.term);
      const others = (entry.otherSenses ?? []).map((phrase) => new RegExp(glossaryTermPattern(phrase).source, 'giu'));
      keys = new Set([...english].filter(([, en]) => pattern.test(others.reduce((text, other) => text.replace(other, ' '), words(en)))).map(([key]) => key));
      naming.set(id, keys);
    }
    return keys;
  };
  for (const [lang, glossary] of Object.entries(glossaries)) {
    const own = locales[lang];
    if (!own) continue;
    const strings = flattenLocale(own);
    const source = (key: string) => englishSourceKey(english, key);
    const lower = (text: string) => text.toLocaleLowerCase(lang);
    const terms = new Set(glossary.map((e) => e.term));
    for (const term of allTerms) if (!terms.has(term)) problems.push(`${lang}: glossary has no entry for "${term}"`);
    for (const entry of glossary) {
      const named = keysNaming(entry);
      const accepted = [entry.translation, ...(entry.forms ?? [])].map(lower);
      const except = entry.exceptKeys ?? {};
      for (const [key, value] of strings) {
        const en = source(key);
        if (en === undefined || !named.has(en)) continue;
        const agrees = accepted.some((form) => lower(words(value)).includes(form));
        if (key in except) {
          if (agrees) problems.push(`${lang}: ${key} — "${entry.term}" is excepted but already says "${entry.translation}"; drop the exception`);
          continue;
        }
        if (!agrees) {
          const expected = [entry.translation, ...(entry.forms ?? [])].map((f) => `"${f}"`).join(' or ');
          problems.push(`${lang}: ${key} — "${entry.term}" should be ${expected}\n    en: ${english.get(en)}\n    ${lang}: ${value}`);
        }
      }
      for (const key of Object.keys(except)) {
        if (strings.has(key) && !named.has(source(key) ?? '')) problems.push(`${lang}: ${key} — excepted for "${entry.term}", but its English no longer names it; drop the exception`);
      }
    }
  }
  return problems;
}
