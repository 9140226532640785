// A light stemmer for Ukrainian, which PostgreSQL cannot stem: pages and queries in Ukrainian are stemmed here,
// word by word, before PostgreSQL reads them in its 'simple' configuration (server/src/platform/search-text), and
// by the field kit's offline search in the browser alike (docs/search.md).
//
// Written for GSIS in the manner of the Snowball stemmers for Russian and other Slavic languages (Porter's
// approach): endings are only removed from the part of the word after its first vowel ("RV"), one inflectional
// ending at most, the longest that fits; then the soft sign, the vowel of -ок/-ець/-ень that comes and goes,
// and a doubled н. The stemmer and its list of endings are GSIS's own. The endings are those of
// Ukrainian grammar: noun and adjective cases (hard and soft), the -ість nouns, and the verb forms a service
// manual uses — infinitive, imperative (замініть, перевірте, злийте), present tense, reflexive and adverbial
// participle. Past tense forms (-в, -ла, -ли) are left alone: they would cut the -ал/-ав of nouns such as
// інтервал or рукав, and manuals hardly use them. Vowel alternations (ківш/ковша, ремінь/ременя) are not
// undone. Measured in server/src/platform/search-text/ukrainian.test.ts (on PostgreSQL, as search uses it).
//
// Changing what this returns changes the lexemes of indexed Ukrainian pages: it needs a migration that queues
// the Ukrainian versions for indexing again (as drizzle/0023_ukrainian_stemming.sql does).

const VOWELS = new Set('аеєиіїоуюяыэё');

/** Inflectional endings, removed wherever they stand after RV. */
const ENDINGS: string[] = [
  // Nouns in -ість: потужність, потужності, потужністю, потужностей (the і/о alternation is the ending's).
  'ість', 'ості', 'істю', 'остей', 'остям', 'остями', 'остях',
  // Adjectives and participles, hard and soft: гідравлічний/-ого/-ому/-им/-ій/-ої/-ою/-их/-ими, передній/-ього/-ьої.
  'ий', 'ій', 'ого', 'ому', 'им', 'ім', 'ої', 'ою', 'их', 'іх', 'ими', 'іми', 'ього', 'ьому', 'ьої', 'ьою',
  // Nouns: cases of the three declensions, and -ія/-ея nouns (інструкція, батарея) whose і or е belongs to the ending.
  'а', 'я', 'о', 'е', 'є', 'у', 'ю', 'і', 'ї', 'и', 'й',
  'ам', 'ям', 'ами', 'ями', 'ах', 'ях', 'ом', 'єм', 'ею', 'єю', 'ів', 'їв', 'ей', 'ові', 'еві', 'єві',
  'ія', 'ії', 'ію', 'ією', 'іям', 'іями', 'іях', 'ея', 'еї', 'еєю', 'еям', 'еями', 'еях',
  // Verbs: infinitive, present tense (3rd person), imperative.
  'ати', 'яти', 'ити', 'іти', 'їти', 'ути', 'увати', 'ювати',
  'ить', 'уть', 'ють', 'ає', 'яє', 'ають', 'яють', 'ує', 'ює', 'ують', 'юють',
  // The same, reflexive, once -ся is gone: перевіряється, регулюється.
  'аєть', 'яєть', 'уєть', 'юєть',
  'іть', 'їть', 'йте', 'айте', 'яйте', 'уйте', 'юйте', 'ийте', 'ійте', 'ьте',
  // Adverbial participles: працюючи, тримаючи, замінивши.
  'учи', 'ючи', 'ачи', 'ячи', 'вши', 'ивши',
];
/** Endings that are only endings after certain letters. */
const AFTER: Record<string, RegExp> = {
  // The instrumental of soft and sibilant stems: ковшем, кабелем, ременем (not систем).
  'ем': /[жчшщцлнрй]$/,
  // The plural imperative of stems ending in a consonant: перевірте, поставте (not відкрите, a participle).
  'те': /[бвгґджзклмнпрстфхцчшщ]$/,
};
/** Words that look inflected and are not: режим would lose -им. */
const UNCHANGED = new Set(['режим']);
const BY_LENGTH = [...ENDINGS, ...Object.keys(AFTER)].sort((a, b) => b.length - a.length);
const REFLEXIVE = ['ся', 'сь'];
/** A stem keeps at least this many letters (three when it was a reflexive verb: not вісь). */
const MIN_STEM = 2;
const MIN_REFLEXIVE_STEM = 3;
/** The vowel of -ок, -ець, -ень that comes and goes: замок/замка, палець/пальця, поршень/поршня, гайка/гайок. */
const FLEETING = /[ое](?=[кцн]$)/;

/** Where RV starts: after the first vowel (the whole word's length if it has none). */
function rvOf(word: string): number {
  for (let i = 0; i < word.length; i++) if (VOWELS.has(word[i]!)) return i + 1;
  return word.length;
}

function removable(word: string, ending: string, rv: number, minStem = MIN_STEM): boolean {
  if (!word.endsWith(ending)) return false;
  const stem = word.length - ending.length;
  if (stem < rv || stem < minStem) return false;
  const after = AFTER[ending];
  return !after || after.test(word.slice(0, stem));
}

const CYRILLIC_WORD = /^[\p{Script=Cyrillic}\u02bc]+$/u;

/**
 * The stem of a folded (lower-case) Ukrainian word; anything that is not a word of Cyrillic letters (a code,
 * a number, a Latin word) is returned as it is.
 */
export function stemUkrainian(word: string): string {
  if (!CYRILLIC_WORD.test(word) || UNCHANGED.has(word)) return word;
  const rv = rvOf(word);
  let w = word;
  const reflexive = REFLEXIVE.find((r) => removable(w, r, rv, MIN_REFLEXIVE_STEM));
  if (reflexive) w = w.slice(0, -reflexive.length);
  const ending = BY_LENGTH.find((e) => removable(w, e, rv));
  if (ending) w = w.slice(0, -ending.length);
  // The soft sign comes and goes too (палець/пальця, кільце/кілець): it is dropped wherever it stands after RV.
  w = w.slice(0, rv) + w.slice(rv).replaceAll('ь', '');
  const fleeting = FLEETING.exec(w);
  if (fleeting && fleeting.index >= rv) w = w.slice(0, fleeting.index) + w.slice(fleeting.index + 1);
  // A doubled н (обладнання, встановлення) is the participle's single one (встановлений).
  return w.endsWith('нн') ? w.slice(0, -1) : w;
}
