// The text of a watermark: the template filled for one reader, and any text made safe to stamp (invisible
// characters dropped, lines tidied, length capped without splitting a character from its marks).

/** Maximum length of a rendered watermark text, in code points. */
export const WATERMARK_TEXT_MAX_LENGTH = 200;
/** Hard cap for text handed to the stamp directly (it is laid out once per document, but still). */
const STAMP_TEXT_MAX_LENGTH = 1000;

export interface WatermarkVars {
  id: string;
  name: string;
  company: string;
  date: string;
  address: string;
}

const PLACEHOLDER = /\{(id|name|company|date|address)\}/g;
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
// Control, format and other default-ignorable characters (bidi overrides, zero-width joiners, variation
// selectors, BOM, soft hyphen…) and lone surrogates: invisible at best, misleading at worst.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;

function isVarName(key: string): key is keyof WatermarkVars {
  return key === 'id' || key === 'name' || key === 'company' || key === 'date' || key === 'address';
}

/** Drops invisible characters; keeps '\n' (after normalising other line breaks), turns tabs into spaces. */
function stripInvisible(text: string): string {
  return text
    .normalize('NFC')
    .replace(LINE_BREAKS, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, (char) => (char === '\n' ? char : ''));
}

/** Trims every line, collapses runs of whitespace to one space and drops empty lines. */
function tidyLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '');
}

/** Cuts at `max` code points without splitting a grapheme cluster (a base character and its marks). */
function capLength(text: string, max: number): string {
  if (text.length <= max) return text; // UTF-16 length >= code point count
  let out = '';
  let used = 0;
  for (const { segment } of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)) {
    const size = [...segment].length;
    if (used + size > max) break;
    out += segment;
    used += size;
  }
  return out;
}

/**
 * Fills {id} {name} {company} {date} {address} (in one pass: values are never re-expanded; unknown
 * placeholders stay as typed). Values are flattened to one line. Line breaks typed in the template are kept,
 * everything else is trimmed and whitespace-collapsed; the result is capped at 200 code points.
 */
export function renderWatermarkText(template: string, vars: WatermarkVars): string {
  const filled = template.replace(PLACEHOLDER, (match: string, key: string) =>
    isVarName(key) ? stripInvisible(vars[key]).replace(/\s+/gu, ' ') : match,
  );
  const text = tidyLines(stripInvisible(filled)).join('\n');
  return tidyLines(capLength(text, WATERMARK_TEXT_MAX_LENGTH)).join('\n');
}

/** The lines a text handed to the stamp is drawn as: invisible characters dropped, tidied, capped. */
export function stampLines(text: string): string[] {
  return tidyLines(capLength(stripInvisible(text), STAMP_TEXT_MAX_LENGTH));
}
