// Finds and parses the Noto faces used for watermarks, once at boot.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createPdfLibFontkit, openFont, type FontkitFont, type PdfLibFontkit } from './fontkit-shim.ts';

/** Which writing systems a face is preferred for (also its fallback position: the order of FACE_SPECS). */
export type WatermarkFaceRole = 'latin' | 'cjk' | 'thai' | 'myanmar' | 'mongolian';

export interface WatermarkFace {
  readonly role: WatermarkFaceRole;
  readonly file: string;
  readonly postscriptName: string;
  /** Parsed once, shared by every document (fontkit work is synchronous, so concurrent stamps cannot interleave). */
  readonly font: FontkitFont;
  /** The file's bytes: what is handed to `embedFont()`, and the key the pdf-lib fontkit adapter resolves. */
  readonly bytes: Uint8Array;
}

export interface MissingWatermarkFace {
  readonly role: WatermarkFaceRole;
  /** Debian/Ubuntu package that provides it. */
  readonly package: string;
  readonly files: readonly string[];
}

export interface WatermarkFonts {
  /** Loaded faces in fallback order: Latin/Cyrillic, CJK, Thai, Myanmar, Mongolian. */
  readonly faces: readonly WatermarkFace[];
  /** Faces that were not found; characters only they cover are stamped as '?'. Worth a warning at boot. */
  readonly missing: readonly MissingWatermarkFace[];
  /** Adapter for `pdfDoc.registerFontkit()`; resolves `embedFont(face.bytes)` to the parsed face. */
  readonly fontkit: PdfLibFontkit;
}

export const DEFAULT_FONT_DIRS: readonly string[] = ['/usr/share/fonts', '/usr/local/share/fonts'];

interface FaceCandidate {
  readonly file: string;
  /** Required for collections (.ttc). */
  readonly postscriptName?: string;
}

interface FaceSpec {
  readonly role: WatermarkFaceRole;
  readonly package: string;
  /** A character the face must map (guards against a same-named file that is something else). */
  readonly probe: string;
  /** Laid out and subset once at load so fontkit parses what real watermarks will touch. */
  readonly warmUp: string;
  readonly candidates: readonly FaceCandidate[];
}

// The Korean face of the CJK collection covers Hangul, the CJK ideographs (simplified and traditional), kana,
// Latin and Cyrillic; Han characters get Korean-style glyph variants where regional forms differ.
const FACE_SPECS: readonly FaceSpec[] = [
  {
    role: 'latin',
    package: 'fonts-noto-core',
    probe: 'A',
    warmUp: 'Dealer dealer@example.com 0123456789 Иван Ελληνικά -_.,:;?!()',
    candidates: [{ file: 'NotoSans-Regular.ttf' }, { file: 'NotoSans-Regular.otf' }],
  },
  {
    role: 'cjk',
    package: 'fonts-noto-cjk',
    probe: '한',
    warmUp: '김철수 한국어 王伟 中文 繁體 日本語 ひらがな カタカナ Latin Кирилл 0123',
    candidates: [
      { file: 'NotoSansCJK-Regular.ttc', postscriptName: 'NotoSansCJKkr-Regular' },
      { file: 'NotoSansCJKkr-Regular.otf' },
      { file: 'NotoSansKR-Regular.otf' },
    ],
  },
  {
    role: 'thai',
    package: 'fonts-noto-core',
    probe: 'ก',
    warmUp: 'สมชาย ภาษาไทย ที่นี่ 0123',
    candidates: [{ file: 'NotoSansThai-Regular.ttf' }, { file: 'NotoSansThai-Regular.otf' }],
  },
  {
    role: 'myanmar',
    package: 'fonts-noto-core',
    probe: 'က',
    warmUp: 'ကိုကို မြန်မာ 0123',
    candidates: [{ file: 'NotoSansMyanmar-Regular.ttf' }, { file: 'NotoSansMyanmar-Regular.otf' }],
  },
  {
    role: 'mongolian',
    package: 'fonts-noto-core',
    probe: 'ᠮ',
    warmUp: 'ᠮᠣᠩᠭᠣᠯ ᠪᠢᠴᠢᠭ',
    candidates: [{ file: 'NotoSansMongolian-Regular.ttf' }, { file: 'NotoSansMongolian-Regular.otf' }],
  },
];

const LATIN_PROBE = 'AZaz09@.-?';

/** Maps each wanted file name to the paths where it was found, in directory order. */
async function findFiles(dirs: readonly string[], names: ReadonlySet<string>): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = await readdir(dir, { recursive: true });
    } catch {
      continue; // missing or unreadable directory: just not a source of fonts
    }
    entries.sort();
    for (const entry of entries) {
      const name = basename(entry);
      if (!names.has(name)) continue;
      const paths = found.get(name) ?? [];
      paths.push(join(dir, entry));
      found.set(name, paths);
    }
  }
  return found;
}

function coversAll(font: FontkitFont, text: string): boolean {
  for (const char of text) {
    const codePoint = char.codePointAt(0);
    if (codePoint === undefined || !font.hasGlyphForCodePoint(codePoint)) return false;
  }
  return true;
}

/**
 * fontkit parses tables (cmap, GSUB/GPOS, CFF…) on first use; doing that here moves ~0.3 s of one-off work from
 * the first download to boot.
 */
function warmUp(font: FontkitFont, text: string): void {
  const subset = font.createSubset();
  for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph);
  subset.encode();
}

async function loadFace(spec: FaceSpec, found: ReadonlyMap<string, readonly string[]>): Promise<WatermarkFace | undefined> {
  for (const candidate of spec.candidates) {
    for (const file of found.get(candidate.file) ?? []) {
      try {
        const bytes = new Uint8Array(await readFile(file));
        const font = openFont(bytes, candidate.postscriptName);
        if (!coversAll(font, spec.probe)) continue;
        // On a throw-away instance: encoding caches composite glyphs without their code points, which
        // would leave those letters out of every later watermark's text layer.
        warmUp(openFont(bytes, candidate.postscriptName), spec.warmUp);
        return { role: spec.role, file, postscriptName: font.postscriptName ?? candidate.file, font, bytes };
      } catch {
        continue; // unreadable or not the font it claims to be: try the next candidate
      }
    }
  }
  return undefined;
}

/**
 * Searches `fontDirs` (recursively, by file name) for the Noto faces. Throws when no loaded face covers
 * Latin, because then not even an e-mail address or date could be stamped.
 */
export async function loadWatermarkFonts(fontDirs: readonly string[] = DEFAULT_FONT_DIRS): Promise<WatermarkFonts> {
  const names = new Set(FACE_SPECS.flatMap((spec) => spec.candidates.map((candidate) => candidate.file)));
  const found = await findFiles(fontDirs, names);
  const loaded = await Promise.all(FACE_SPECS.map((spec) => loadFace(spec, found)));

  const faces: WatermarkFace[] = [];
  const missing: MissingWatermarkFace[] = [];
  FACE_SPECS.forEach((spec, index) => {
    const face = loaded[index];
    if (face !== undefined) faces.push(face);
    else missing.push({ role: spec.role, package: spec.package, files: spec.candidates.map((c) => c.file) });
  });

  if (!faces.some((face) => coversAll(face.font, LATIN_PROBE))) {
    throw new Error(
      `Watermark fonts: no font covering Latin text was found under ${fontDirs.join(', ') || '(no directories)'}. ` +
        'Install the Debian/Ubuntu package fonts-noto-core (NotoSans-Regular.ttf, plus the Thai, Myanmar and ' +
        'Mongolian faces) and fonts-noto-cjk (NotoSansCJK-Regular.ttc, for Korean/Chinese/Japanese).',
    );
  }

  return {
    faces,
    missing,
    fontkit: createPdfLibFontkit(new Map(faces.map((face) => [face.bytes, face.font]))),
  };
}
