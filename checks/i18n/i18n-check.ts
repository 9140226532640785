// The translation check behind `npm test`: every language has every key of English, keeps its
// {{placeholders}}, and says something of its own (not English left in place) unless allowed.
// A count's wording comes in i18next's plural forms (`key_one`, `key_other`, …): English has the forms
// English needs, and every other language has exactly the forms its own plural rules (CLDR, as
// Intl.PluralRules knows them) ask for — Russian `_one`, `_few`, `_many` and `_other`, Thai `_other` alone.
export type LocaleTree = { [key: string]: string | LocaleTree | LocaleTree[] | string[] };
/** language → namespace → tree */
export type LocaleSet = Record<string, Record<string, LocaleTree>>;
/** language (or "*" for all) → list of "namespace:key.path" that may equal English */
export type IdenticalAllowList = Record<string, string[]>;

function flatten(node: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof node === 'string') {
    out.set(prefix, node);
  } else if (Array.isArray(node)) {
    node.forEach((child, i) => flatten(child, `${prefix}.${i}`, out));
    out.set(`${prefix}.length`, `#${node.length}`);
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

const pluralForm = /^(.*)_(zero|one|two|few|many|other)$/;

/** The English a key translates: its own, or English's "other" for a plural form English lacks (Russian "_few"). */
export function englishSourceKey(english: { has(key: string): boolean }, key: string): string | undefined {
  if (english.has(key)) return key;
  const plural = pluralForm.exec(key);
  return plural && english.has(`${plural[1]}_other`) ? `${plural[1]}_other` : undefined;
}

/** The plural categories a language's counts fall into ("other" for a language without plural forms). */
export function pluralCategories(lang: string): string[] {
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
}

/**
 * English's plural families: base key → its forms. A family is a base with an `_other` form; a key that
 * merely ends in `_one` with no `_other` beside it is an ordinary key.
 */
function pluralFamilies(english: Map<string, string>): Map<string, Map<string, string>> {
  const families = new Map<string, Map<string, string>>();
  for (const key of english.keys()) {
    const match = pluralForm.exec(key);
    if (match && english.has(`${match[1]}_other`)) families.set(match[1]!, new Map());
  }
  for (const [key, value] of english) {
    const match = pluralForm.exec(key);
    if (match && families.has(match[1]!)) families.get(match[1]!)!.set(match[2]!, value);
  }
  return families;
}

export function checkLocales(locales: LocaleSet, allow: IdenticalAllowList, reference = 'en'): string[] {
  const problems: string[] = [];
  const english = new Map<string, string>();
  for (const [ns, tree] of Object.entries(locales[reference] ?? {})) flattenInto(ns, tree, english);
  const families = pluralFamilies(english);
  const referenceForms = pluralCategories(reference);
  for (const [base, forms] of families) {
    for (const form of referenceForms) if (!forms.has(form)) problems.push(`${reference}: missing ${base}_${form}`);
    for (const form of forms.keys()) if (!referenceForms.includes(form)) problems.push(`${reference}: ${base}_${form} is not a plural form of ${reference} (${referenceForms.join(', ')})`);
  }
  const inFamily = (key: string) => {
    const match = pluralForm.exec(key);
    return match && families.has(match[1]!) ? { base: match[1]!, form: match[2]! } : undefined;
  };
  for (const [lang, namespaces] of Object.entries(locales)) {
    if (lang === reference) continue;
    const own = new Map<string, string>();
    for (const [ns, tree] of Object.entries(namespaces)) flattenInto(ns, tree, own);
    const allowed = new Set([...(allow['*'] ?? []), ...(allow[lang] ?? [])]);
    const check = (key: string, value: string | undefined, en: string, countMayGo: boolean) => {
      const names = (text: string) => (countMayGo ? placeholders(text).split(',').filter((n) => n !== 'count').join(',') : placeholders(text));
      if (value === undefined) problems.push(`${lang}: missing ${key}`);
      else if (value.trim() === '') problems.push(`${lang}: empty ${key}`);
      else if (names(value) !== names(en)) problems.push(`${lang}: placeholders of ${key} differ from English`);
      else if (value === en && /\p{L}/u.test(en) && !key.endsWith('.length') && !allowed.has(key)) problems.push(`${lang}: ${key} is left in English`);
    };
    for (const [key, en] of english) if (!inFamily(key)) check(key, own.get(key), en, false);
    // Each plural family in the language's own forms, each form against English's form of the same name or
    // else English's "other"; a form other than "other" may leave the number out ("один документ").
    const forms = pluralCategories(lang);
    for (const [base, englishForms] of families) {
      for (const form of forms) {
        const key = `${base}_${form}`;
        check(key, own.get(key), englishForms.get(form) ?? englishForms.get('other')!, form !== 'other');
      }
    }
    for (const key of own.keys()) {
      const plural = inFamily(key);
      if (plural && !forms.includes(plural.form)) problems.push(`${lang}: ${key} is not a plural form of ${lang} (${forms.join(', ')})`);
      else if (!plural && !english.has(key)) problems.push(`${lang}: ${key} is not in English`);
    }
  }
  return problems;
}

/** Every string of a language, keyed "namespace:key.path" (array lengths left out). */
export function flattenLocale(namespaces: Record<string, LocaleTree>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [ns, tree] of Object.entries(namespaces)) flattenInto(ns, tree, out);
  for (const key of [...out.keys()]) if (key.endsWith('.length')) out.delete(key);
  return out;
}

function flattenInto(ns: string, tree: LocaleTree, out: Map<string, string>): void {
  const flat = new Map<string, string>();
  flatten(tree, '', flat);
  for (const [k, v] of flat) out.set(`${ns}:${k}`, v);
}
