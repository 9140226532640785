// Minimal typed access to fontkit 2 plus the adapter pdf-lib expects from `registerFontkit()`.
//
// pdf-lib 1.17 was written against its own fontkit fork (@pdf-lib/fontkit), whose CJK (CID-keyed CFF)
// subsets are broken. fontkit 2 subsets them correctly, but its subset API differs: `encode()` returns the
// bytes, while pdf-lib calls `encodeStream()` and listens for 'data'/'end'. fontkit 2 ships no types, so
// the few members used here are declared below (derived from pdf-lib's own fontkit typings where they
// overlap) and the module is loaded through `createRequire` with a runtime shape check: no `any` leaks out.
import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';

/** pdf-lib's view of fontkit (its type is not exported from the package root, so derive it). */
export type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfLibFont = ReturnType<PdfLibFontkit['create']>;
type PdfLibGlyph = ReturnType<PdfLibFont['glyphForCodePoint']>;
type PdfLibGlyphRun = ReturnType<PdfLibFont['layout']>;
type PdfLibSubset = ReturnType<PdfLibFont['createSubset']>;
type PdfLibSubsetStream = ReturnType<PdfLibSubset['encodeStream']>;
type LayoutFeatures = Parameters<PdfLibFont['layout']>[1];

export interface FontkitGlyph extends PdfLibGlyph {
  readonly id: number;
  readonly advanceWidth: number;
}

export interface FontkitGlyphRun extends Omit<PdfLibGlyphRun, 'glyphs'> {
  readonly glyphs: FontkitGlyph[];
}

/** fontkit 2 `Subset` (TTFSubset or CFFSubset). */
export interface FontkitSubset {
  /** Set by CFFSubset only; pdf-lib reads it to pick FontFile3/CIDFontType0 vs FontFile2/CIDFontType2. */
  readonly cff?: unknown;
  /** Original glyph ids in subset order (index = new glyph id). */
  readonly glyphs: readonly number[];
  /** Returns the glyph's id inside the subset (0 is always .notdef). */
  includeGlyph(glyph: number | object): number;
  encode(): Uint8Array;
}

/**
 * The part of fontkit 2's `TTFFont` used here and by pdf-lib: pdf-lib's declaration (metrics, tables, names)
 * with fontkit 2's glyph and subset types.
 */
export interface FontkitFont
  extends Omit<PdfLibFont, 'createSubset' | 'layout' | 'glyphForCodePoint' | 'getGlyph' | 'glyphsForString'> {
  readonly type: string;
  glyphForCodePoint(codePoint: number): FontkitGlyph;
  glyphsForString(text: string): FontkitGlyph[];
  getGlyph(glyphId: number, codePoints?: number[]): FontkitGlyph;
  layout(text: string, features?: LayoutFeatures): FontkitGlyphRun;
  createSubset(): FontkitSubset;
}

interface FontkitCollection {
  readonly type: string;
  getFont(postscriptName: string): FontkitFont | null;
}

interface FontkitModule {
  create(buffer: Uint8Array, postscriptName?: string): FontkitFont | FontkitCollection;
}

function isFontkitModule(value: unknown): value is FontkitModule {
  return typeof value === 'object' && value !== null && 'create' in value && typeof value.create === 'function';
}

function isCollection(value: FontkitFont | FontkitCollection): value is FontkitCollection {
  return value.type === 'TTC' || value.type === 'DFont';
}

function isFont(value: unknown): value is FontkitFont {
  return (
    typeof value === 'object' &&
    value !== null &&
    'unitsPerEm' in value &&
    'layout' in value &&
    typeof value.layout === 'function' &&
    'createSubset' in value &&
    typeof value.createSubset === 'function'
  );
}

let fontkitModule: FontkitModule | undefined;

function fontkit(): FontkitModule {
  if (fontkitModule === undefined) {
    // The CommonJS build (dist/main.cjs) is the one meant for Node; the package is external in the server bundle.
    const loaded: unknown = createRequire(import.meta.url)('fontkit');
    if (!isFontkitModule(loaded)) throw new Error('fontkit: unexpected module shape (expected fontkit 2.x)');
    fontkitModule = loaded;
  }
  return fontkitModule;
}

/**
 * Parses a font file. For collections (.ttc) `postscriptName` selects the face and is required.
 * fontkit parses lazily, so the returned font keeps a reference to `bytes`.
 */
export function openFont(bytes: Uint8Array, postscriptName?: string): FontkitFont {
  const created = fontkit().create(bytes);
  let font: FontkitFont | null;
  if (isCollection(created)) {
    if (postscriptName === undefined) throw new Error('font collection: a PostScript face name is required');
    font = created.getFont(postscriptName);
    if (font === null) throw new Error(`font collection has no face named ${postscriptName}`);
  } else {
    font = created;
    if (postscriptName !== undefined && font.postscriptName !== postscriptName) {
      throw new Error(`font is ${String(font.postscriptName)}, expected ${postscriptName}`);
    }
  }
  if (!isFont(font)) throw new Error('fontkit: unexpected font object');
  return font;
}

/**
 * pdf-lib drives the subset as `encodeStream().on('data', …).on('end', …).on('error', …)`. fontkit 2 encodes
 * synchronously, so the bytes are produced up front (an exception then rejects pdf-lib's promise through its
 * executor) and delivered on a microtask, after all listeners are attached.
 */
function streamOf(bytes: Uint8Array): PdfLibSubsetStream {
  const dataListeners: Array<(data: Uint8Array) => unknown> = [];
  const endListeners: Array<(data: Uint8Array) => unknown> = [];
  let scheduled = false;
  const stream: PdfLibSubsetStream = {
    on(eventType, callback) {
      // pdf-lib also registers 'error' (not in its own type); nothing can fail after encode() returned.
      if (eventType === 'data') dataListeners.push(callback);
      else if (eventType === 'end') endListeners.push(callback);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(() => {
          for (const listener of dataListeners) listener(bytes);
          for (const listener of endListeners) listener(new Uint8Array(0));
        });
      }
      return stream;
    },
  };
  return stream;
}

/**
 * Encoded subsets by glyph list, most recently used last. Encoding is deterministic, and a dealer's watermark is
 * the same for every manual downloaded that day, while a CJK subset costs ~40-60 ms to encode (the Noto CJK CFF
 * keeps stubs for tens of thousands of local subroutines).
 */
class SubsetCache {
  private readonly entries = new Map<string, Uint8Array>();
  private readonly maxEntries: number;

  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  encode(subset: FontkitSubset): Uint8Array {
    const key = subset.glyphs.join(',');
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const bytes = subset.encode();
    this.entries.set(key, bytes);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    return bytes;
  }
}

const SUBSET_CACHE_ENTRIES = 32;

function adaptSubset(subset: FontkitSubset, cache: SubsetCache): PdfLibSubset & { readonly cff: unknown } {
  return {
    cff: subset.cff,
    includeGlyph: (glyph) => subset.includeGlyph(glyph),
    // pdf-lib only reads the bytes (it deflates them into a new stream), so a cached array can be shared.
    encodeStream: () => streamOf(cache.encode(subset)),
  };
}

/**
 * A delegating view of a fontkit 2 font in the shape pdf-lib expects. Getters run against the real font, so
 * fontkit's lazily parsed tables and glyph caches stay on the one shared font object.
 */
function pdfLibView(font: FontkitFont): PdfLibFont {
  const subsets = new SubsetCache(SUBSET_CACHE_ENTRIES);
  return {
    get postscriptName() { return font.postscriptName; },
    get fullName() { return font.fullName; },
    get familyName() { return font.familyName; },
    get subfamilyName() { return font.subfamilyName; },
    get copyright() { return font.copyright; },
    get version() { return font.version; },
    get cff(): unknown { return font.cff; },
    get 'OS/2'() { return font['OS/2']; },
    get head() { return font.head; },
    get post() { return font.post; },
    get unitsPerEm() { return font.unitsPerEm; },
    get ascent() { return font.ascent; },
    get descent() { return font.descent; },
    get capHeight() { return font.capHeight; },
    get xHeight() { return font.xHeight; },
    get lineGap() { return font.lineGap; },
    get underlinePosition() { return font.underlinePosition; },
    get underlineThickness() { return font.underlineThickness; },
    get italicAngle() { return font.italicAngle; },
    get bbox() { return font.bbox; },
    get numGlyphs() { return font.numGlyphs; },
    get characterSet() { return font.characterSet; },
    get availableFeatures() { return font.availableFeatures; },
    glyphForCodePoint: (codePoint) => font.glyphForCodePoint(codePoint),
    hasGlyphForCodePoint: (codePoint) => font.hasGlyphForCodePoint(codePoint),
    glyphsForString: (text) => font.glyphsForString(text),
    widthOfGlyph: (glyphId) => font.widthOfGlyph(glyphId),
    layout: (text, features) => font.layout(text, features),
    getGlyph: (glyphId, codePoints) => font.getGlyph(glyphId, codePoints),
    createSubset: () => adaptSubset(font.createSubset(), subsets),
  };
}

/**
 * The object to pass to `pdfDoc.registerFontkit()`. pdf-lib calls `create(bytes)` with exactly the bytes given
 * to `embedFont()`, so the fonts are looked up by identity instead of being parsed again for every document
 * (a .ttc face cannot be selected through pdf-lib's `create(bytes)` call anyway). `fonts` may grow after the
 * adapter is made (faces loaded on first need).
 */
export function createPdfLibFontkit(fonts: ReadonlyMap<Uint8Array, FontkitFont>): PdfLibFontkit {
  const views = new Map<Uint8Array, PdfLibFont>();
  return {
    create(buffer) {
      let view = views.get(buffer);
      if (view === undefined) {
        const font = fonts.get(buffer);
        if (font === undefined) throw new Error('fontkit adapter: font bytes were not loaded by loadWatermarkFonts()');
        view = pdfLibView(font);
        views.set(buffer, view);
      }
      return view;
    },
  };
}
