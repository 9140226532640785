// The pages' part of a file's stamped copies, the same for every reader and made once per file (see
// watermark.ts): each page's content wrapped and ending with a watermark form of its geometry, and the plan
// the readers' parts are made from.
import { PDFArray, PDFContentStream, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, drawObject, type PDFContext, type PDFObject, type PDFPage } from 'pdf-lib';
import { readPdfTail, writeObjects, type PdfTail, type TrailerEntries, type WrittenObject } from './incremental-update.ts';

/** The visible box of a page geometry. */
export interface PageBox { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

const US_LETTER: PageBox = { x: 0, y: 0, width: 612, height: 792 };

function normaliseBox(box: PageBox): PageBox {
  const x1 = Math.min(box.x, box.x + box.width);
  const y1 = Math.min(box.y, box.y + box.height);
  return { x: x1, y: y1, width: Math.abs(box.width), height: Math.abs(box.height) };
}

/** The displayed area: the CropBox clipped to the MediaBox (both inheritable; MediaBox defaults to Letter). */
function visibleBox(page: PDFPage): PageBox {
  let media: PageBox;
  try {
    media = normaliseBox(page.getMediaBox());
  } catch {
    media = US_LETTER;
  }
  let crop: PageBox;
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
