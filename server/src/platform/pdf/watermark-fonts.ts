// Loads and parses the Noto faces used for watermarks, from the npm packages the server depends on (SIL Open
// Font License): nothing is looked up on the machine, so every script of the 13 languages stamps the same
// everywhere Node runs.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createPdfLibFontkit, openFont, type FontkitFont, type PdfLibFontkit } from './fontkit-shim.ts';
import { sfntFromWoff } from './woff.ts';

/** Which writing systems a face is preferred for (also its fallback position: the order of FACE_SPECS). */
export type WatermarkFaceRole = 'latin' | 'korean' | 'chinese' | 'thai' | 'myanmar';

export interface WatermarkFace {
  readonly role: WatermarkFaceRole;
  /** Where the face came from: package and file. */
  readonly file: string;
  readonly postscriptName: string;
  /** Parsed once, shared by every document (fontkit work is synchronous, so concurrent stamps cannot interleave). */
  readonly font: FontkitFont;
  /** The face as TrueType/OpenType bytes: what is handed to `embedFont()`, and the key the pdf-lib fontkit adapter resolves. */
  readonly bytes: Uint8Array;
}

export interface WatermarkFonts {
  /** Loaded faces in fallback order: Latin/Cyrillic, Korean, Chinese, Thai, Myanmar. */
  readonly faces: readonly WatermarkFace[];
  /** Adapter for `pdfDoc.registerFontkit()`; resolves `embedFont(face.bytes)` to the parsed face. */
  readonly fontkit: PdfLibFontkit;
}

interface FaceSpec {
  readonly role: WatermarkFaceRole;
  readonly package: string;
  /** Inside the package; a .woff is unpacked to its TrueType tables first. */
  readonly file: string;
  /** A character the face must map (guards against a package whose file is something else). */
  readonly probe: string;
  /** Laid out and subset once at load so fontkit parses what real watermarks will touch. */
  readonly warmUp: string;
}

// Noto Sans KR covers Hangul, the Hanja of Korean names, Latin and Cyrillic; Noto Sans SC ("Hans") every CJK
// ideograph of the basic block with Chinese glyph forms. The @fontsource faces are the script's own subset of
// the Noto face (Google Fonts' unicode-range split), complete for that script. The traditional Mongolian script
// is left out (Mongolian is written in Cyrillic; fontkit cannot lay out the packaged face): its letters are
// stamped as '?'.
const FACE_SPECS: readonly FaceSpec[] = [
  { role: 'latin', package: '@embedpdf/fonts-latin', file: 'fonts/NotoSans-Regular.ttf', probe: 'AЖ', warmUp: 'Dealer dealer@example.com 0123456789 Иван Ελληνικά -_.,:;?!()' },
  { role: 'korean', package: '@embedpdf/fonts-kr', file: 'fonts/NotoSansKR-Regular.otf', probe: '한', warmUp: '김철수 한국어 金 Latin Кирилл 0123' },
  { role: 'chinese', package: '@embedpdf/fonts-sc', file: 'fonts/NotoSansHans-Regular.otf', probe: '伟', warmUp: '王伟 中文 简体 繁體 0123' },
  { role: 'thai', package: '@fontsource/noto-sans-thai', file: 'files/noto-sans-thai-thai-400-normal.woff', probe: 'ก', warmUp: 'สมชาย ภาษาไทย ที่นี่' },
  { role: 'myanmar', package: '@fontsource/noto-sans-myanmar', file: 'files/noto-sans-myanmar-myanmar-400-normal.woff', probe: 'က', warmUp: 'ကိုကို မြန်မာ' },
];

const require = createRequire(import.meta.url);

/**
 * The folder of an installed package. Font packages export only their CSS or JavaScript, so the entry point
 * is resolved and the folder found by walking up to the package's own package.json.
 */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === name) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${name}: package folder not found`);
    dir = parent;
  }
}

const LATIN_PROBE = 'AZaz09@.-?';

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

async function loadFace(spec: FaceSpec): Promise<WatermarkFace> {
  const file = join(packageDir(spec.package), spec.file);
  const raw = new Uint8Array(await readFile(file));
  const bytes = spec.file.endsWith('.woff') ? sfntFromWoff(raw) : raw;
  const font = openFont(bytes);
  if (!coversAll(font, spec.probe)) throw new Error(`${spec.package}/${spec.file} does not cover ${spec.probe}`);
  // On a throw-away instance: encoding caches composite glyphs without their code points, which
  // would leave those letters out of every later watermark's text layer.
  warmUp(openFont(bytes), spec.warmUp);
  return { role: spec.role, file: `${spec.package}/${spec.file}`, postscriptName: font.postscriptName ?? spec.file, font, bytes };
}

/** Loads every face; a face that cannot be loaded means a broken install, and says which package to reinstall. */
export async function loadWatermarkFonts(): Promise<WatermarkFonts> {
  const faces = await Promise.all(FACE_SPECS.map(async (spec) => {
    try {
      return await loadFace(spec);
    } catch (error) {
      throw new Error(`Watermark fonts: ${spec.package} could not be loaded (run npm install): ${error instanceof Error ? error.message : String(error)}`);
    }
  }));
  if (!faces.some((face) => coversAll(face.font, LATIN_PROBE))) throw new Error('Watermark fonts: no face covers Latin text');
  return { faces, fontkit: createPdfLibFontkit(new Map(faces.map((face) => [face.bytes, face.font]))) };
}
