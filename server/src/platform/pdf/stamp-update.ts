// A reader's part of a stamped copy (see watermark.ts): the watermark forms the pages' part names, drawing
// the reader's text with subset fonts and one opacity, then the update's cross-reference section and trailer.
import { createHash } from 'node:crypto';
import {
  PDFContentStream,
  PDFDocument,
  PDFName,
  PDFRef,
  TextRenderingMode,
  beginText,
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
  type PDFFont,
  type PDFHexString,
  type PDFOperator,
} from 'pdf-lib';
import { updateEnd, writeObjects } from './incremental-update.ts';
import type { PageBox, StampPlan } from './stamp-plan.ts';
import { FaceChooser, type Segment } from './watermark-faces.ts';
import type { WatermarkFace, WatermarkFonts } from './watermark-fonts.ts';
import { stampLines } from './watermark-text.ts';

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

const GREY = 0.5;
const LINE_HEIGHT = 1.4; // × font size (room for Thai/Myanmar marks above and below)
const CAP_CENTRE = 0.35; // baseline-to-middle-of-capitals, × font size (Noto Sans cap height is 0.714 em)
const PAGE_FILL = 0.9; // the rotated text block may use at most this share of the visible width/height

function round(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function clamp(value: number, min: number, max: number, label: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`watermark ${label} must be a finite number`);
  return Math.min(max, Math.max(min, value));
}

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

function watermarkOperators(
  lines: readonly EncodedLine[],
  names: { fonts: readonly PDFName[]; gs: PDFName },
  box: PageBox,
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
  const lines = stampLines(text);
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
