// Loads and parses the Noto faces used for watermarks, from the npm packages the server depends on (SIL Open
// Font License): nothing is looked up on the machine, so every script of the 13 languages stamps the same
// everywhere Node runs. A face is read when a watermark first needs it (the Latin one at boot): the Korean and
// Chinese faces are 4.4 and 8 MB, and most watermarks never touch them.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createPdfLibFontkit, openFont, type FontkitFont, type PdfLibFontkit } from './fontkit-shim.ts';
import { sfntFromWoff } from './woff.ts';

/** Which writing systems a face is preferred for (also its fallback position: the order of FACE_SPECS). */
export type WatermarkFaceRole = 'latin' | 'korean' | 'chinese' | 'thai' | 'myanmar';

/** A face read and parsed. */
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

/** The code points a face maps to a glyph. */
export interface FaceCoverage {
  has(codePoint: number): boolean;
}

/** One face of the set, known by its role, file and name before it is read; read and parsed on first need. */
export interface WatermarkFaceSource {
  readonly role: WatermarkFaceRole;
  readonly file: string;
  readonly postscriptName: string;
  /** The face, once loaded. */
  readonly loaded: WatermarkFace | undefined;
  /** Reads and parses the face once (concurrent callers share the read); a failed read is tried again next time. */
  load(): Promise<WatermarkFace>;
  /**
   * What the face covers: the loaded face's own answer, or, before it is loaded, its character map read once and
   * kept as a bitmap (140 kB) without keeping the face — so a text can be found not to fit a face (a Thai name
   * is tried against the CJK faces when no face has all of it) without holding that face's megabytes.
   */
  coverage(): Promise<FaceCoverage>;
}

export interface WatermarkFonts {
  /** Every face in fallback order (Latin/Cyrillic, Korean, Chinese, Thai, Myanmar), each loaded when first needed. */
  readonly faces: readonly WatermarkFaceSource[];
  /** Adapter for `pdfDoc.registerFontkit()`; resolves `embedFont(face.bytes)` to the parsed face. */
  readonly fontkit: PdfLibFontkit;
}

interface FaceSpec {
  readonly role: WatermarkFaceRole;
  readonly package: string;
  /** Inside the package; a .woff is unpacked to its TrueType tables first. */
  readonly file: string;
  /** The face's PostScript name, known before it is read (and checked when it is). */
  readonly postscriptName: string;
  /** A character the face must map (guards against a package whose file is something else). */
  readonly probe: string;
  /** Laid out and subset once when the face is loaded ahead of need, so the first watermark finds fontkit warm. */
  readonly warmUp: string;
}

// Noto Sans KR covers Hangul, the Hanja of Korean names, Latin and Cyrillic; Noto Sans SC ("Hans") every CJK
// ideograph of the basic block with Chinese glyph forms. The @fontsource faces are the script's own subset of
// the Noto face (Google Fonts' unicode-range split), complete for that script. The traditional Mongolian script
// is left out (Mongolian is written in Cyrillic; fontkit cannot lay out the packaged face): its letters are
// stamped as '?'.
const FACE_SPECS: readonly FaceSpec[] = [
  { role: 'latin', package: '@embedpdf/fonts-latin', file: 'fonts/NotoSans-Regular.ttf', postscriptName: 'NotoSans-Regular', probe: 'AЖ', warmUp: 'Dealer dealer@example.com 0123456789 Иван Ελληνικά -_.,:;?!()' },
  { role: 'korean', package: '@embedpdf/fonts-kr', file: 'fonts/NotoSansKR-Regular.otf', postscriptName: 'NotoSansKR-Regular', probe: '한', warmUp: '김철수 한국어 金 Latin Кирилл 0123' },
  { role: 'chinese', package: '@embedpdf/fonts-sc', file: 'fonts/NotoSansHans-Regular.otf', postscriptName: 'NotoSansHans-Regular', probe: '伟', warmUp: '王伟 中文 简体 繁體 0123' },
  { role: 'thai', package: '@fontsource/noto-sans-thai', file: 'files/noto-sans-thai-thai-400-normal.woff', postscriptName: 'NotoSansThai-Regular', probe: 'ก', warmUp: 'สมชาย ภาษาไทย ที่นี่' },
  { role: 'myanmar', package: '@fontsource/noto-sans-myanmar', file: 'files/noto-sans-myanmar-myanmar-400-normal.woff', postscriptName: 'NotoSansMyanmar-Regular', probe: 'က', warmUp: 'ကိုကို မြန်မာ' },
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
 * fontkit parses tables (cmap, GSUB/GPOS, CFF…) and compiles its layout code on first use; doing that at boot
 * for the face loaded ahead of need takes ~0.1 s off the first download. (A face loaded on demand skips it: the
 * watermark that asked for it does the same work at once.)
 */
function warmUp(font: FontkitFont, text: string): void {
  const subset = font.createSubset();
  for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph);
  subset.encode();
}

/** Reads and parses one face; `warm` also lays out and subsets its warm-up text on a throw-away instance. */
async function readFace(spec: FaceSpec, path: string, warm: boolean): Promise<WatermarkFace> {
  const raw = new Uint8Array(await readFile(path));
  const bytes = spec.file.endsWith('.woff') ? sfntFromWoff(raw) : raw;
  const font = openFont(bytes);
  if (!coversAll(font, spec.probe)) throw new Error(`${spec.package}/${spec.file} does not cover ${spec.probe}`);
  if (spec.role === 'latin' && !coversAll(font, LATIN_PROBE)) throw new Error(`${spec.package}/${spec.file} does not cover Latin text`);
  if (font.postscriptName !== spec.postscriptName) throw new Error(`${spec.package}/${spec.file} is ${font.postscriptName ?? 'unnamed'}, not ${spec.postscriptName}`);
  // On a throw-away instance: encoding caches composite glyphs without their code points, which
  // would leave those letters out of every later watermark's text layer.
  if (warm) warmUp(openFont(bytes), spec.warmUp);
  return { role: spec.role, file: `${spec.package}/${spec.file}`, postscriptName: spec.postscriptName, font, bytes };
}

/** A face's character map as a bitmap over every code point: exactly the code points it maps to a glyph other than .notdef. */
function coverageOf(font: FontkitFont): FaceCoverage {
  const bits = new Uint8Array(0x110000 >> 3);
  // The map's ranges, less what they send to .notdef: what hasGlyphForCodePoint() answers, code point by code point.
  for (const codePoint of font.characterSet) {
    if (font.hasGlyphForCodePoint(codePoint)) bits[codePoint >> 3]! |= 1 << (codePoint & 7);
  }
  return { has: (codePoint) => codePoint >= 0 && codePoint < 0x110000 && (bits[codePoint >> 3]! & (1 << (codePoint & 7))) !== 0 };
}

async function readCoverage(spec: FaceSpec, path: string): Promise<FaceCoverage> {
  const raw = new Uint8Array(await readFile(path));
  return coverageOf(openFont(spec.file.endsWith('.woff') ? sfntFromWoff(raw) : raw));
}

const failure = (spec: FaceSpec, error: unknown) =>
  new Error(`Watermark fonts: ${spec.package} could not be loaded (run npm install): ${error instanceof Error ? error.message : String(error)}`);

export interface LoadOptions {
  /** Faces read at once (and warmed up); the others are read when a watermark first needs them. Default: Latin. */
  preload?: readonly WatermarkFaceRole[];
}

/**
 * The watermark faces: every package's file is found now (a missing one means a broken install, and the error
 * says which package to reinstall), the `preload` faces are read now, the others on first need.
 */
export async function loadWatermarkFonts({ preload = ['latin'] }: LoadOptions = {}): Promise<WatermarkFonts> {
  const parsed = new Map<Uint8Array, FontkitFont>();
  const sources = FACE_SPECS.map((spec) => {
    let path: string;
    try {
      path = join(packageDir(spec.package), spec.file);
      if (!existsSync(path)) throw new Error(`${spec.file} is missing`);
    } catch (error) {
      throw failure(spec, error);
    }
    let loaded: WatermarkFace | undefined;
    let loading: Promise<WatermarkFace> | undefined;
    let mapped: Promise<FaceCoverage> | undefined;
    const load = (warm: boolean): Promise<WatermarkFace> => {
      loading ??= readFace(spec, path, warm).then(
        (face) => {
          parsed.set(face.bytes, face.font);
          loaded = face;
          return face;
        },
        (error: unknown) => {
          loading = undefined;
          throw failure(spec, error);
        },
      );
      return loading;
    };
    const source: WatermarkFaceSource = {
      role: spec.role,
      file: `${spec.package}/${spec.file}`,
      postscriptName: spec.postscriptName,
      get loaded() { return loaded; },
      load: () => load(false),
      coverage() {
        const font = loaded?.font;
        if (font) return Promise.resolve({ has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) });
        mapped ??= readCoverage(spec, path).catch((error: unknown) => {
          mapped = undefined;
          throw failure(spec, error);
        });
        return mapped;
      },
    };
    return { source, preload: () => load(true) };
  });
  await Promise.all(sources.filter(({ source }) => preload.includes(source.role)).map((face) => face.preload()));
  return { faces: sources.map(({ source }) => source), fontkit: createPdfLibFontkit(parsed) };
}
