// Letters of one script drawn with another's look-alike glyph. TeX's T2A fonts have no Ukrainian і of their own:
// they draw it with the Latin i, so a PDF's text says "змiните" with a Latin i inside a Cyrillic word, and a
// reader's Cyrillic query never matches it (poppler happens to read those glyphs as Cyrillic everywhere, Latin
// words included: "ASCІІ"). A word is read in its own script: the letters that only one script has decide it,
// and the look-alikes of the other script inside it take its letters. One pair for one pair, so a folded text
// keeps every offset (snippets and highlights are cut by offsets). Used on PDF page text when it is read
// (server/src/platform/pdf/page-text-repair.ts, which also settles words made of look-alikes alone by their
// neighbours) and on every token that search indexes or looks for (search-text.ts fold), so an index made before
// this folding and a query typed either way agree once the library is read again.

/** Latin letters and the Cyrillic letters drawn the same. */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  a: 'а', c: 'с', e: 'е', i: 'і', o: 'о', p: 'р', x: 'х', y: 'у', ï: 'ї', ë: 'ё',
  A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', I: 'І', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х', Ï: 'Ї', Ë: 'Ё',
};
const CYRILLIC_TO_LATIN: Record<string, string> = Object.fromEntries(Object.entries(LATIN_TO_CYRILLIC).map(([latin, cyrillic]) => [cyrillic, latin]));
/** Every letter, of either script, that has a look-alike in the other (for a character class). */
export const LOOK_ALIKE_LETTERS = Object.keys(LATIN_TO_CYRILLIC).join('') + Object.values(LATIN_TO_CYRILLIC).join('');

/** A letter of each script (a text with both may mix them inside a word). */
export const CYRILLIC = /\p{Script=Cyrillic}/u;
export const LATIN = /\p{Script=Latin}/u;

export type WordScript = 'cyrillic' | 'latin' | undefined;

/**
 * The script that a word's letters without a look-alike belong to: Cyrillic for "змiните" (з, м, н, т), Latin for
 * "ASCІІ" (S); undefined when it has no such letter ("i", "Ко") or has them in both scripts ("Lб").
 */
export function wordScript(word: string): WordScript {
  let cyrillic = false;
  let latin = false;
  for (const char of word) {
    if (CYRILLIC.test(char)) cyrillic ||= !(char in CYRILLIC_TO_LATIN);
    else if (LATIN.test(char)) latin ||= !(char in LATIN_TO_CYRILLIC);
  }
  return cyrillic === latin ? undefined : cyrillic ? 'cyrillic' : 'latin';
}

/** The script most of a word's letters are written in, look-alikes counted ("усi": two Cyrillic, one Latin). */
function mostLetters(word: string): WordScript {
  let balance = 0;
  for (const char of word) balance += CYRILLIC.test(char) ? 1 : LATIN.test(char) ? -1 : 0;
  return balance > 0 ? 'cyrillic' : balance < 0 ? 'latin' : undefined;
}

/** The word with every look-alike written in `script`'s letter. */
export function writeIn(word: string, script: 'cyrillic' | 'latin'): string {
  const map = script === 'cyrillic' ? LATIN_TO_CYRILLIC : CYRILLIC_TO_LATIN;
  let out = '';
  for (const char of word) out += map[char] ?? char;
  return out;
}

/** Whether every letter of the word has a look-alike in the other script (so only its neighbours can tell). */
export const onlyLookAlikes = (word: string): boolean => [...word].every((char) => char in LATIN_TO_CYRILLIC || char in CYRILLIC_TO_LATIN);

/**
 * One word (a run of letters) in its own script, where its letters mix Latin and Cyrillic: the script of its
 * letters without a look-alike, or, when all are look-alikes ("усi"), the script most of them are written in.
 */
export function foldHomoglyphs(word: string): string {
  // Two plain tests: every token indexed or searched comes here, and most have one script or none.
  if (!CYRILLIC.test(word) || !LATIN.test(word)) return word;
  const script = wordScript(word) ?? (onlyLookAlikes(word) ? mostLetters(word) : undefined);
  return script ? writeIn(word, script) : word;
}
