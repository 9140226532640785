// Stamps a personal watermark on every page of a PDF, as an incremental update of the original (see
// "Stamping" below): the file's bytes stay as they are, each page draws one shared watermark form after its
// own content, every font is embedded once (subset), and one ExtGState carries the opacity.
import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFContentStream,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFStream,
  TextRenderingMode,
  beginText,
  drawObject,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSpacing,
  setFillingGrayscaleColor,
  setFontAndSize,
  setGraphicsState,
  setTextMatrix,
  setTextRenderingMode,
  setWordSpacing,
  showText,
  type PDFContext,
  type PDFFont,
  type PDFHexString,
  type PDFObject,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { readPdfTail, updateEnd, type PdfTail, type TrailerEntries, type WrittenObject } from './incremental-update.ts';
import type { WatermarkFace, WatermarkFaceRole, WatermarkFaceSource, WatermarkFonts } from './watermark-fonts.ts';

export { loadWatermarkFonts } from './watermark-fonts.ts';
export type { WatermarkFace, WatermarkFaceRole, WatermarkFaceSource, WatermarkFonts } from './watermark-fonts.ts';

export interface WatermarkStyle {
  /** Point size, 6–96. Shrunk per page (never below 6) when the text would not fit the page. */
  fontSize: number;
  /** 0.05–1. */
  opacity: number;
  /** Degrees counter-clockwise as the page is displayed, -90..90. */
  angle: number;
}

export const WATERMARK_STYLE_LIMITS = {
  fontSize: { min: 6, max: 96 },
  opacity: { min: 0.05, max: 1 },
  angle: { min: -90, max: 90 },
} as const;

/** Maximum length of a rendered watermark text, in code points. */
export const WATERMARK_TEXT_MAX_LENGTH = 200;
/** Hard cap for text handed to stampWatermark directly (it is laid out once per document, but still). */
const STAMP_TEXT_MAX_LENGTH = 1000;

const GREY = 0.5;
const LINE_HEIGHT = 1.4; // × font size (room for Thai/Myanmar marks above and below)
const CAP_CENTRE = 0.35; // baseline-to-middle-of-capitals, × font size (Noto Sans cap height is 0.714 em)
const PAGE_FILL = 0.9; // the rotated text block may use at most this share of the visible width/height

// ---------------------------------------------------------------------------------------------------------
// Text

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

// ---------------------------------------------------------------------------------------------------------
// Script runs and font choice

interface Segment {
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
class FaceChooser {
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

// ---------------------------------------------------------------------------------------------------------
// Page geometry

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const US_LETTER: Box = { x: 0, y: 0, width: 612, height: 792 };

function normaliseBox(box: Box): Box {
  const x1 = Math.min(box.x, box.x + box.width);
  const y1 = Math.min(box.y, box.y + box.height);
  return { x: x1, y: y1, width: Math.abs(box.width), height: Math.abs(box.height) };
}

/** The displayed area: the CropBox clipped to the MediaBox (both inheritable; MediaBox defaults to Letter). */
function visibleBox(page: PDFPage): Box {
  let media: Box;
  try {
    media = normaliseBox(page.getMediaBox());
  } catch {
    media = US_LETTER;
  }
  let crop: Box;
  try {
    crop = normaliseBox(page.getCropBox());
  } catch {
    crop = media;
  }
  const x1 = Math.max(media.x, crop.x);
  const y1 = Math.max(media.y, crop.y);
  const x2 = Math.min(media.x + media.width, crop.x + crop.width);
  const y2 = Math.min(media.y + media.height, crop.y + crop.height);
  if (x2 - x1 < 1 || y2 - y1 < 1) return media;
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/** /Rotate as 0, 90, 180 or 270 (clockwise, as the viewer turns the page). */
function pageRotation(page: PDFPage): number {
  let angle = 0;
  try {
    angle = page.getRotation().angle;
  } catch {
    angle = 0;
  }
  if (!Number.isFinite(angle)) return 0;
  return (((Math.round(angle / 90) * 90) % 360) + 360) % 360;
}

function round(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function clamp(value: number, min: number, max: number, label: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`watermark ${label} must be a finite number`);
  return Math.min(max, Math.max(min, value));
}

// ---------------------------------------------------------------------------------------------------------
// Stamping, by incremental update
//
// A reader's copy is the original file, unchanged, followed by an update (incremental-update.ts) in two parts:
//  - the pages' part, the same for every reader of a file and made once per file (`prepareStamp`: a full parse,
//    a second or two for a long manual): each page's dictionary again, its /Contents now
//    [q-stream, …original streams…, Q-stream, do-stream], and its resources (extended in place where they are
//    shared or inherited, so nothing is copied per page) naming /GsisWm<n>, the watermark form of the page's
//    geometry (visible box and rotation), by an object number the part reserves for it;
//  - the reader's part (`stampUpdate`: milliseconds, a few kilobytes): those forms, each drawing the text laid
//    out for its geometry with resources of its own (the subset fonts, the opacity), then the cross-reference
//    section and trailer of the whole update.
// The original content streams are kept byte for byte and cannot leak their graphics state into the mark.

interface EncodedRun {
  /** Index into the embedded watermark fonts (and so into the form's resource names). */
  readonly fontIndex: number;
  readonly hex: PDFHexString;
  /** Advance width at font size 1. */
  readonly width: number;
}

interface EncodedLine {
  readonly runs: readonly EncodedRun[];
  readonly width: number;
}

/**
 * The six-capital-letter subset tag (PDF 32000 9.6.4) that marks an embedded font as a subset ("ABCDEF+Name");
 * derived from the face and the text, so the same input always gives the same output bytes.
 */
function subsetTag(face: WatermarkFace, texts: readonly string[]): string {
  const digest = createHash('sha256').update(face.postscriptName).update('\0').update(texts.join('\0')).digest();
  let tag = '';
  for (let i = 0; i < 6; i++) tag += String.fromCharCode(65 + ((digest[i] ?? 0) % 26));
  return tag;
}

/** A dictionary, and the indirect object that has to be written again when it changes (the one it lives in). */
interface HeldDict { dict: PDFDict; owner: PDFRef }

/** `parent`'s entry `key` as a dictionary, made (direct, in `parent`) when missing or not a dictionary. */
function heldEntry(context: PDFContext, parent: HeldDict, key: PDFName): HeldDict {
  const entry = parent.dict.get(key);
  if (entry instanceof PDFRef) {
    const dict = context.lookup(entry);
    if (dict instanceof PDFDict) return { dict, owner: entry };
  } else if (entry instanceof PDFDict) {
    return { dict: entry, owner: parent.owner };
  }
  const dict = context.obj({});
  parent.dict.set(key, dict);
  return { dict, owner: parent.owner };
}

/** The page's /Resources, or the page tree node's it inherits (7.7.3.4); a new one on the page when none. */
function pageResources(context: PDFContext, page: PDFPage): HeldDict {
  const key = PDFName.of('Resources');
  let node: HeldDict = { dict: page.node, owner: page.ref };
  for (let depth = 0; depth < 64 && !node.dict.has(key); depth++) {
    const parent = node.dict.get(PDFName.of('Parent'));
    const parentNode = parent instanceof PDFRef ? context.lookup(parent) : undefined;
    if (!(parent instanceof PDFRef) || !(parentNode instanceof PDFDict)) {
      node = { dict: page.node, owner: page.ref };
      break;
    }
    node = { dict: parentNode, owner: parent };
  }
  return heldEntry(context, node.dict.has(key) ? node : { dict: page.node, owner: page.ref }, key);
}

/** Binds `ref` in a resource dictionary under `base`, or `base_1`, `base_2`… if that name is taken. */
function bindName(dict: PDFDict, base: string, ref: PDFRef): PDFName {
  for (let suffix = 0; ; suffix++) {
    const name = PDFName.of(suffix === 0 ? base : `${base}_${suffix}`);
    const existing = dict.get(name);
    if (existing === undefined) {
      dict.set(name, ref);
      return name;
    }
    if (existing === ref) return name; // PDFRef instances are interned
  }
}

/** Wraps the existing content in q … Q (so its graphics state cannot leak) and appends the watermark's. */
function appendContent(context: PDFContext, page: PDFPage, watermarkRef: PDFRef): void {
  const key = PDFName.of('Contents');
  const current = page.node.get(key);
  const resolved = current === undefined ? undefined : context.lookup(current);
  const existing: PDFObject[] = [];
  if (resolved instanceof PDFArray) {
    existing.push(...resolved.asArray());
  } else if (resolved instanceof PDFStream && current !== undefined) {
    existing.push(current instanceof PDFRef ? current : context.register(resolved));
  }
  // Always a new direct array: an indirect /Contents array shared with another page stays as it was.
  const contents =
    existing.length === 0
      ? [watermarkRef]
      : [context.getPushGraphicsStateContentStream(), ...existing, context.getPopGraphicsStateContentStream(), watermarkRef];
  page.node.set(key, context.obj(contents));
}

/** Objects as `n g obj … endobj`, one after the other from `offset` (their place in the whole file). */
function writeObjects(objects: readonly (readonly [PDFRef, PDFObject])[], offset: number): { bytes: Buffer; written: WrittenObject[] } {
  const chunks: Buffer[] = [];
  const written: WrittenObject[] = [];
  let at = offset;
  for (const [ref, object] of objects) {
    const body = Buffer.alloc(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    const chunk = Buffer.concat([Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    written.push({ num: ref.objectNumber, gen: ref.generationNumber, offset: at });
    chunks.push(chunk);
    at += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), written };
}

/** The visible box of a page geometry. */
export interface PageBox { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/**
 * What stamping a file needs to know of it, made once per file by `prepareStamp` and kept (plain JSON) beside
 * the pages' part; every reader's part is made from it without reading the file again.
 */
export interface StampPlan {
  /** Bumped when the shape of a plan or of the pages' part changes: plans of another format are made again. */
  format: typeof STAMP_PLAN_FORMAT;
  /** The file the update follows: the original, or when `rewritten` a rewrite of it made once. */
  base: PdfTail;
  rewritten: boolean;
  trailer: TrailerEntries;
  /** The pages' part: its objects (offsets in the whole file) and its length. */
  pageObjects: WrittenObject[];
  pagesPartSize: number;
  /** One watermark form per page geometry, under the object number the pages' part names it by. */
  forms: { num: number; box: PageBox; rotation: number }[];
  /** Object numbers from here on are the reader's part's. */
  firstReaderNumber: number;
  pages: number;
}

export const STAMP_PLAN_FORMAT = 1;

export interface PreparedStamp {
  plan: StampPlan;
  /** The pages' part, to be sent right after the base file. */
  pagesPart: Buffer;
  /** The rewrite the update follows, when the original's end could not be read (else the original is the base). */
  rewrite?: Uint8Array;
}

export interface PrepareOptions {
  /** pdf-lib yields to the event loop every this many objects while parsing (default 2000). */
  objectsPerTick?: number;
}

/**
 * Reads a PDF once and makes the part of its stamped copies that is the same for every reader (see above).
 * Throws when pdf-lib cannot load the file or it is encrypted (uploads are refused then: pdf-check.ts).
 */
export async function prepareStamp(source: Uint8Array, options: PrepareOptions = {}): Promise<PreparedStamp> {
  const objectsPerTick = options.objectsPerTick ?? 2000;
  const doc = await PDFDocument.load(source, { updateMetadata: false, parseSpeed: objectsPerTick });
  const context = doc.context;
  const { Root: root, Info: info, ID: id, Encrypt: encrypt } = context.trailerInfo;
  if (encrypt !== undefined) throw new Error('watermark: the PDF is encrypted');
  if (root === undefined) throw new Error('watermark: the PDF has no catalogue');
  let base = readPdfTail(source);
  let rewrite: Uint8Array | undefined;
  if (base === undefined) {
    rewrite = await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false, objectsPerTick });
    base = readPdfTail(rewrite);
    if (base === undefined) throw new Error('watermark: the rewritten PDF has no readable end');
  }

  // New objects take numbers past every one the file has used or declared.
  context.largestObjectNumber = Math.max(context.largestObjectNumber, base.objectCount - 1);
  const firstNew = context.largestObjectNumber + 1;
  const changed = new Set<PDFRef>();
  const forms = new Map<string, { num: number; box: PageBox; rotation: number; index: number }>();
  const drawForm = new Map<string, PDFRef>();
  const pages = doc.getPages();
  for (const page of pages) {
    const box = visibleBox(page);
    const rotation = pageRotation(page);
    const geometry = [box.x, box.y, box.width, box.height, rotation].join('|');
    let form = forms.get(geometry);
    if (form === undefined) {
      form = { num: context.nextRef().objectNumber, box, rotation, index: forms.size };
      forms.set(geometry, form);
    }
    const resources = pageResources(context, page);
    const xobjects = heldEntry(context, resources, PDFName.of('XObject'));
    const name = bindName(xobjects.dict, `GsisWm${form.index}`, PDFRef.of(form.num));
    changed.add(page.ref).add(resources.owner).add(xobjects.owner);
    const key = `${form.num}|${name.asString()}`;
    let draw = drawForm.get(key);
    if (draw === undefined) {
      draw = context.register(PDFContentStream.of(context.obj({}), [drawObject(name)]));
      drawForm.set(key, draw);
    }
    appendContent(context, page, draw);
  }

  const start = base.size + (base.endsWithEol ? 0 : 1);
  const objects = context.enumerateIndirectObjects().filter(([ref]) => ref.objectNumber >= firstNew || changed.has(ref));
  const { bytes, written } = writeObjects(objects, start);
  const pagesPart = base.endsWithEol ? bytes : Buffer.concat([Buffer.from('\n'), bytes]);
  const plan: StampPlan = {
    format: STAMP_PLAN_FORMAT,
    base,
    rewritten: rewrite !== undefined,
    trailer: { root: root.toString(), ...(info ? { info: info.toString() } : {}), ...(id ? { id: id.toString() } : {}) },
    pageObjects: written,
    pagesPartSize: pagesPart.length,
    forms: [...forms.values()].map(({ num, box: b, rotation }) => ({ num, box: { x: b.x, y: b.y, width: b.width, height: b.height }, rotation })),
    firstReaderNumber: context.largestObjectNumber + 1,
    pages: pages.length,
  };
  return { plan, pagesPart, ...(rewrite ? { rewrite } : {}) };
}

function watermarkOperators(
  lines: readonly EncodedLine[],
  names: { fonts: readonly PDFName[]; gs: PDFName },
  box: Box,
  rotation: number,
  style: WatermarkStyle,
): PDFOperator[] {
  const theta = (style.angle * Math.PI) / 180;
  // The viewer turns the page clockwise by /Rotate, so draw at angle + rotation to appear at `angle`.
  const phi = ((style.angle + rotation) * Math.PI) / 180;
  const viewWidth = rotation % 180 === 0 ? box.width : box.height;
  const viewHeight = rotation % 180 === 0 ? box.height : box.width;

  // Shrink to fit: the rotated block's bounding box must stay within PAGE_FILL of the visible page.
  const blockWidth = Math.max(...lines.map((line) => line.width));
  const blockHeight = lines.length * LINE_HEIGHT;
  const extentX = blockWidth * Math.abs(Math.cos(theta)) + blockHeight * Math.abs(Math.sin(theta));
  const extentY = blockWidth * Math.abs(Math.sin(theta)) + blockHeight * Math.abs(Math.cos(theta));
  const fit = Math.min((PAGE_FILL * viewWidth) / extentX, (PAGE_FILL * viewHeight) / extentY);
  const size = round(Math.max(WATERMARK_STYLE_LIMITS.fontSize.min, Math.min(style.fontSize, fit)));

  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);

  const ops: PDFOperator[] = [
    pushGraphicsState(),
    setGraphicsState(names.gs),
    setFillingGrayscaleColor(GREY),
    beginText(),
    setTextRenderingMode(TextRenderingMode.Fill),
    setCharacterSpacing(0),
    setWordSpacing(0),
  ];
  let currentFont = -1;
  lines.forEach((line, index) => {
    const baseline = ((lines.length - 1) / 2 - index) * LINE_HEIGHT * size - CAP_CENTRE * size;
    let x = (-line.width * size) / 2;
    for (const run of line.runs) {
      if (run.fontIndex !== currentFont) {
        const name = names.fonts[run.fontIndex];
        if (name === undefined) throw new Error('watermark: font resource missing');
        ops.push(setFontAndSize(name, size));
        currentFont = run.fontIndex;
      }
      const tx = cx + x * cos - baseline * sin;
      const ty = cy + x * sin + baseline * cos;
      ops.push(setTextMatrix(round(cos), round(sin), round(-sin), round(cos), round(tx), round(ty)), showText(run.hex));
      x += run.width * size;
    }
  });
  ops.push(endText(), popGraphicsState());
  return ops;
}


/**
 * The reader's part of a stamped copy of the file `plan` was made from: `text` (lines split on '\n') on every
 * page, centred on the visible box, rotated by `style.angle` as displayed (page /Rotate compensated), grey with
 * `style.opacity`, over the content; then the update's cross-reference section and trailer. Sent after the base
 * file and the pages' part. Throws when the text has nothing printable.
 */
export async function stampUpdate(plan: StampPlan, text: string, style: WatermarkStyle, fonts: WatermarkFonts): Promise<Buffer> {
  const limits = WATERMARK_STYLE_LIMITS;
  const fixedStyle: WatermarkStyle = {
    fontSize: clamp(style.fontSize, limits.fontSize.min, limits.fontSize.max, 'fontSize'),
    opacity: clamp(style.opacity, limits.opacity.min, limits.opacity.max, 'opacity'),
    angle: clamp(style.angle, limits.angle.min, limits.angle.max, 'angle'),
  };
  const lines = tidyLines(capLength(stripInvisible(text), STAMP_TEXT_MAX_LENGTH));
  if (lines.length === 0) throw new Error('watermark text is empty');
  if (fonts.faces.length === 0) throw new Error('watermark: no fonts loaded');

  // A scratch document whose new objects are numbered where the reader's part starts. Its own catalogue and
  // page tree (numbered low) are never written.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fonts.fontkit);
  const context = doc.context;
  context.largestObjectNumber = Math.max(context.largestObjectNumber, plan.firstReaderNumber - 1);

  // Lay the text out once: one embedded (subset) font per face actually used.
  const chooser = new FaceChooser(fonts.faces);
  const segmentLines: Segment[][] = [];
  for (const line of lines) {
    const segments = await chooser.segments(line);
    if (segments.length > 0) segmentLines.push(segments);
  }
  const embedded = new Map<WatermarkFace, { font: PDFFont; index: number }>();
  for (const segment of segmentLines.flat()) {
    if (embedded.has(segment.face)) continue;
    const usedText = segmentLines.flat().filter((s) => s.face === segment.face).map((s) => s.text);
    const customName = `${subsetTag(segment.face, usedText)}+${segment.face.postscriptName}`;
    const font = await doc.embedFont(segment.face.bytes, { subset: true, customName });
    embedded.set(segment.face, { font, index: embedded.size });
  }
  const encoded: EncodedLine[] = segmentLines.map((segments) => {
    const runs = segments.map((segment): EncodedRun => {
      const entry = embedded.get(segment.face);
      if (entry === undefined) throw new Error('watermark: face not embedded');
      return {
        fontIndex: entry.index,
        hex: entry.font.encodeText(segment.text),
        width: entry.font.widthOfTextAtSize(segment.text, 1),
      };
    });
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  });
  if (encoded.length === 0) throw new Error('watermark text is empty');
  await doc.flush(); // writes the subset fonts' objects

  const fontRefs = [...embedded.values()].sort((a, b) => a.index - b.index).map((entry) => entry.font.ref);
  const gsRef = context.register(context.obj({ Type: 'ExtGState', ca: fixedStyle.opacity, CA: fixedStyle.opacity }));
  const names = { fonts: fontRefs.map((_, index) => PDFName.of(`GsisWmF${index}`)), gs: PDFName.of('GsisWmGS') };
  const resources = context.obj({
    Font: context.obj(Object.fromEntries(names.fonts.map((name, index) => [name.decodeText(), fontRefs[index]!]))),
    ExtGState: context.obj({ [names.gs.decodeText()]: gsRef }),
  });
  const formRefs = new Set<PDFRef>();
  for (const form of plan.forms) {
    const { x, y, width, height } = form.box;
    const dict = context.obj({ Type: 'XObject', Subtype: 'Form', BBox: [x, y, x + width, y + height], Resources: resources });
    const ref = PDFRef.of(form.num);
    context.assign(ref, PDFContentStream.of(dict, watermarkOperators(encoded, names, form.box, form.rotation, fixedStyle)));
    formRefs.add(ref);
  }

  const start = plan.base.size + plan.pagesPartSize;
  const objects = context.enumerateIndirectObjects().filter(([ref]) => ref.objectNumber >= plan.firstReaderNumber || formRefs.has(ref));
  const { bytes, written } = writeObjects(objects, start);
  const end = updateEnd(plan.base, plan.trailer, [...plan.pageObjects, ...written], start + bytes.length, context.largestObjectNumber + 1);
  return Buffer.concat([bytes, end]);
}

/** The whole stamped copy at once (the server sends the parts from disk instead: watermarked-copies.ts). */
export async function stampWatermark(source: Uint8Array, text: string, style: WatermarkStyle, fonts: WatermarkFonts): Promise<Buffer> {
  const { plan, pagesPart, rewrite } = await prepareStamp(source);
  const update = await stampUpdate(plan, text, style, fonts);
  return Buffer.concat([rewrite ?? source, pagesPart, update]);
}
