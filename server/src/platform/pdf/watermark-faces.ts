// Which face draws which character of a watermark: a line split into runs by script, each run drawn by the
// first loaded face that covers it and lays it out without .notdef.
import type { WatermarkFace, WatermarkFaceRole, WatermarkFaceSource } from './watermark-fonts.ts';

export interface Segment {
  readonly face: WatermarkFace;
  readonly text: string;
}

type ScriptGroup = 'latin' | 'hangul' | 'han' | 'thai' | 'myanmar';

const HANGUL_SCRIPT = /\p{scx=Hangul}/u;
const HAN_SCRIPT = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Bopomofo}]/u;
const THAI_SCRIPT = /\p{scx=Thai}/u;
const MYANMAR_SCRIPT = /\p{scx=Myanmar}/u;
const INHERITED_SCRIPT = /\p{sc=Inherited}/u;
const COMMON_SCRIPT = /\p{sc=Common}/u;

/** Faces to try for each group, best first; every other loaded face follows as a fallback. */
const PREFERRED: Record<ScriptGroup, readonly WatermarkFaceRole[]> = {
  latin: ['latin', 'korean'], // Latin, Cyrillic, Greek… (the Korean face also has Latin and Cyrillic)
  hangul: ['korean'],
  han: ['chinese', 'korean'], // Chinese glyph forms first; the Korean face has the Hanja of Korean names
  thai: ['thai'],
  myanmar: ['myanmar'],
};

function scriptGroup(char: string): ScriptGroup | 'common' | 'inherited' {
  if (HANGUL_SCRIPT.test(char)) return 'hangul';
  if (HAN_SCRIPT.test(char)) return 'han';
  if (THAI_SCRIPT.test(char)) return 'thai';
  if (MYANMAR_SCRIPT.test(char)) return 'myanmar';
  if (INHERITED_SCRIPT.test(char)) return 'inherited';
  if (COMMON_SCRIPT.test(char)) return 'common';
  return 'latin';
}

function covers(face: WatermarkFace, char: string): boolean {
  const codePoint = char.codePointAt(0);
  return codePoint !== undefined && face.font.hasGlyphForCodePoint(codePoint);
}

/**
 * Picks the faces of one text. Faces are tried in the same order whether or not they are loaded yet: a face is
 * asked whether it covers the characters through its coverage (its character map alone, until it is loaded),
 * and loaded only when it does — to check its layout, or to be used. A Latin or Cyrillic text never reads the
 * CJK, Thai or Myanmar faces, and a Thai one reads the CJK faces' maps at most, once.
 */
export class FaceChooser {
  private readonly candidates = new Map<ScriptGroup, readonly WatermarkFaceSource[]>();
  private readonly faces: readonly WatermarkFaceSource[];

  constructor(faces: readonly WatermarkFaceSource[]) {
    this.faces = faces;
  }

  candidatesFor(group: ScriptGroup): readonly WatermarkFaceSource[] {
    let list = this.candidates.get(group);
    if (list === undefined) {
      const preferred = PREFERRED[group].flatMap((role) => this.faces.filter((face) => face.role === role));
      list = [...preferred, ...this.faces.filter((face) => !preferred.includes(face))];
      this.candidates.set(group, list);
    }
    return list;
  }

  /** Whether the face covers every character of `chars` (as covers() would on the loaded face). */
  private async coversAll(source: WatermarkFaceSource, chars: readonly string[]): Promise<boolean> {
    const face = source.loaded;
    if (face !== undefined) return chars.every((char) => covers(face, char));
    const coverage = await source.coverage();
    return chars.every((char) => {
      const codePoint = char.codePointAt(0);
      return codePoint !== undefined && coverage.has(codePoint);
    });
  }

  /** The first face, in `candidates` order, that covers `chars` and passes `fits` (loaded to be asked). */
  private async first(candidates: readonly WatermarkFaceSource[], chars: readonly string[], fits?: (face: WatermarkFace) => boolean): Promise<WatermarkFace | undefined> {
    for (const candidate of candidates) {
      if (!(await this.coversAll(candidate, chars))) continue;
      const face = candidate.loaded ?? (await candidate.load());
      if (fits === undefined || fits(face)) return face;
    }
    return undefined;
  }

  async primaryCovers(group: ScriptGroup, char: string): Promise<boolean> {
    const primary = this.candidatesFor(group)[0];
    return primary !== undefined && PREFERRED[group].includes(primary.role) && (await this.coversAll(primary, [char]));
  }

  /**
   * Splits one line into runs by script (spaces, digits and punctuation join a neighbouring run whose font
   * has them; combining marks stay with their base), then picks per run the first face that covers every
   * character and has no .notdef after fontkit's layout. Runs no single face covers are split per character;
   * characters no face covers become '?'. Adjacent segments with the same face are merged.
   */
  async segments(line: string): Promise<Segment[]> {
    const chars = [...line];
    const raw = chars.map(scriptGroup);
    const groups: ScriptGroup[] = [];
    for (let i = 0; i < chars.length; i++) {
      const char = chars[i] ?? '';
      const group = raw[i] ?? 'common';
      const previous = groups[i - 1];
      if (group !== 'common' && group !== 'inherited') {
        groups.push(group);
      } else if (group === 'inherited' && previous !== undefined) {
        groups.push(previous);
      } else {
        let next: ScriptGroup | undefined;
        for (let j = i + 1; j < chars.length && next === undefined; j++) {
          const candidate = raw[j];
          if (candidate !== undefined && candidate !== 'common' && candidate !== 'inherited') next = candidate;
        }
        if (previous !== undefined && (await this.primaryCovers(previous, char))) groups.push(previous);
        else if (next !== undefined && (await this.primaryCovers(next, char))) groups.push(next);
        else groups.push(previous ?? next ?? 'latin');
      }
    }

    const segments: Segment[] = [];
    const push = (face: WatermarkFace, text: string): void => {
      const last = segments[segments.length - 1];
      if (last !== undefined && last.face === face) segments[segments.length - 1] = { face, text: last.text + text };
      else segments.push({ face, text });
    };

    let start = 0;
    while (start < chars.length) {
      const group = groups[start] ?? 'latin';
      let end = start + 1;
      while (end < chars.length && groups[end] === group) end++;
      const run = chars.slice(start, end);
      const candidates = this.candidatesFor(group);
      const whole = await this.first(candidates, run, (face) => laysOutCleanly(face, run.join('')));
      if (whole !== undefined) {
        push(whole, run.join(''));
      } else {
        for (const char of run) {
          const face = await this.first(candidates, [char]);
          if (face !== undefined) {
            push(face, char);
            continue;
          }
          // No face has it: the first face with a '?' stands in.
          const questionMark = await this.first(this.faces, ['?']);
          if (questionMark !== undefined) push(questionMark, '?');
        }
      }
      start = end;
    }
    return segments;
  }
}

/** fontkit's layout applies GSUB; make sure it did not produce .notdef (glyph 0) for anything. */
function laysOutCleanly(face: WatermarkFace, text: string): boolean {
  return face.font.layout(text).glyphs.every((glyph) => glyph.id !== 0);
}
