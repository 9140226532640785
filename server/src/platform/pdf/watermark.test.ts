import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, StandardFonts, degrees } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfPageCount, pdfPageText, pdfWords, type WordBox } from '../../../test/pdf-inspect.ts';
import { qpdfCheck } from '../../../test/qpdf-check.ts';
import { prepareStamp } from './stamp-plan.ts';
import { stampUpdate, type WatermarkStyle } from './stamp-update.ts';
import { stampWatermark } from './watermark.ts';
import { loadWatermarkFonts, type WatermarkFonts } from './watermark-fonts.ts';
import { renderWatermarkText } from './watermark-text.ts';

const MIXED = 'dealer@gsis.local 김철수 王伟 Иван สมชาย 2026-11-21';
const DIAGONAL: WatermarkStyle = { fontSize: 28, opacity: 0.3, angle: 45 };
const LEVEL: WatermarkStyle = { fontSize: 20, opacity: 0.3, angle: 0 };

let fonts: WatermarkFonts;
let dir: string;
let fileCount = 0;

beforeAll(async () => {
  fonts = await loadWatermarkFonts();
  dir = await mkdtemp(path.join(os.tmpdir(), 'gsis-watermark-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function save(bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, `doc-${++fileCount}.pdf`);
  await writeFile(file, bytes);
  return file;
}

/** Pages of a saved file, read back with the helpers below. */
const bytesOf = (file: string) => readFile(file);
const pageCount = async (file: string) => pdfPageCount(await bytesOf(file));
/** Text of one page in content order (copes with diagonal text), whitespace removed. */
const pageText = async (file: string, page: number) => pdfPageText(await bytesOf(file), page);
const embeddedFonts = async (file: string) => pdfFonts(await bytesOf(file));
/** Word boxes of one page, in displayed-page coordinates (origin at the MediaBox's top left). */
const words = async (file: string, page: number) => pdfWords(await bytesOf(file), page);

function centreOf(boxes: readonly WordBox[]): { x: number; y: number } {
  const xMin = Math.min(...boxes.map((b) => b.xMin));
  const xMax = Math.max(...boxes.map((b) => b.xMax));
  const yMin = Math.min(...boxes.map((b) => b.yMin));
  const yMax = Math.max(...boxes.map((b) => b.yMax));
  return { x: (xMin + xMax) / 2, y: (yMin + yMax) / 2 };
}

/** A text-only manual made with pdf-lib, `pages` pages long. */
async function manual(pages: number, size: [number, number] = [595, 842]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage(size);
    page.setFont(helvetica);
    page.drawText(`Service manual page ${i}`, { x: 40, y: size[1] - 50, size: 14 });
    for (let line = 0; line < 30; line++) {
      page.drawText(`${i}.${line} Tighten to 25 Nm and check the valve clearance.`, { x: 40, y: size[1] - 80 - line * 12, size: 9 });
    }
  }
  return doc.save();
}

/** Raw (still encoded) bytes of each content stream of a page, by object reference. */
function contentStreams(doc: PDFDocument, pageIndex: number): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  const contents = doc.getPage(pageIndex).node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFRef ? [contents] : contents instanceof PDFArray ? contents.asArray() : [];
  for (const ref of refs) {
    const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
    if (ref instanceof PDFRef && stream instanceof PDFRawStream) out.set(ref.toString(), stream.contents);
  }
  return out;
}

describe('stampWatermark', () => {
  it('stamps mixed-script text on every page with subset, embedded, extractable fonts', async () => {
    const source = await manual(3);
    const stamped = await stampWatermark(source, MIXED, DIAGONAL, fonts);
    const file = await save(stamped);

    expect(await pageCount(file)).toBe(3);
    for (let page = 1; page <= 3; page++) {
      const text = await pageText(file, page);
      expect(text).toContain(`Servicemanualpage${page}`); // the original content is still there
      for (const part of ['dealer@gsis.local', '김철수', '王伟', 'Иван', '2026-11-21']) expect(text).toContain(part);
      // Thai is drawn unshaped, but สมชาย has no combining marks, so it extracts verbatim.
      expect(text).toContain('สมชาย');
    }

    const rows = await embeddedFonts(file);
    const noto = rows.filter((row) => row.name.includes('Noto'));
    // One font per script family, each embedded once for the whole document, as a tagged subset.
    expect(noto.map((row) => row.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSans-Regular',
      'NotoSansHans-Regular',
      'NotoSansKR-Regular',
      'NotoSansThai-Regular',
    ]);
    for (const row of noto) {
      expect(row).toMatchObject({ embedded: true, subset: true, toUnicode: true });
      expect(row.name).toMatch(/^[A-Z]{6}\+/);
    }
    // The CJK faces are CFF-based OpenType: embedded as CID-keyed CFF (FontFile3), which fontkit 2 subsets right.
    expect(noto.find((row) => row.name.endsWith('KR-Regular'))?.type).toBe('Type0/CIDFontType0');
    expect(noto.find((row) => row.name.endsWith('Hans-Regular'))?.type).toBe('Type0/CIDFontType0');
  });

  it('keeps the original content streams byte for byte and wraps them in q … Q', async () => {
    const source = await manual(2);
    const stamped = await stampWatermark(source, MIXED, DIAGONAL, fonts);
    const before = await PDFDocument.load(source);
    const after = await PDFDocument.load(stamped);
    for (let page = 0; page < 2; page++) {
      const original = contentStreams(before, page);
      const now = contentStreams(after, page);
      expect(original.size).toBeGreaterThan(0);
      for (const [ref, bytes] of original) expect(Buffer.from(now.get(ref) ?? [])).toEqual(Buffer.from(bytes));
      expect(now.size).toBe(original.size + 3); // q, original…, Q, the watermark form drawn
    }
    // Every page shares the one watermark form (same geometry), drawn by one shared stream.
    const last = (doc: PDFDocument, index: number) => {
      const contents = doc.getPage(index).node.get(PDFName.of('Contents'));
      return contents instanceof PDFArray ? contents.get(contents.size() - 1) : undefined;
    };
    expect(last(after, 0)).toBe(last(after, 1));
  });

  it('centres the text on rotated pages and on pages whose boxes do not start at 0,0, level as displayed', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([600, 400]);
    doc.addPage([600, 400]).setRotation(degrees(90));
    doc.addPage([600, 400]).setRotation(degrees(270));
    const offset = doc.addPage([600, 400]);
    offset.setMediaBox(1000, -500, 600, 400);
    offset.setCropBox(1100, -450, 300, 300);
    const upsideDown = doc.addPage([600, 400]);
    upsideDown.setRotation(degrees(180));
    upsideDown.setMediaBox(-300, 200, 600, 400);
    const file = await save(await stampWatermark(await doc.save(), 'dealer@gsis.local 김철수', LEVEL, fonts));

    expect(await pageCount(file)).toBe(5);
    // Expected centre in poppler's -bbox coordinates: displayed page, origin at the MediaBox's top left corner.
    const expected = [
      { x: 300, y: 200 },
      { x: 200, y: 300 },
      { x: 200, y: 300 },
      { x: 250, y: 200 }, // CropBox 1100..1400 × -450..-150 inside MediaBox 1000..1600 × -500..-100
      { x: 300, y: 200 },
    ];
    for (const [index, centre] of expected.entries()) {
      const boxes = await words(file, index + 1);
      expect(boxes.map((box) => box.text)).toEqual(['dealer@gsis.local', '김철수']);
      const actual = centreOf(boxes);
      expect(Math.abs(actual.x - centre.x)).toBeLessThan(5);
      expect(Math.abs(actual.y - centre.y)).toBeLessThan(5);
      // Level as displayed, whatever the /Rotate: a horizontal line of text is wider than it is tall.
      for (const box of boxes) expect(box.xMax - box.xMin).toBeGreaterThan(box.yMax - box.yMin);
    }
  });

  it('extends inherited, shared resources in place and copes with a single content stream', async () => {
    const doc = await PDFDocument.create();
    const helvetica = await doc.embedFont(StandardFonts.Helvetica);
    const resources = doc.context.register(doc.context.obj({ Font: { F1: helvetica.ref } }));
    doc.catalog.Pages().set(PDFName.of('Resources'), resources);
    for (const label of ['one', 'two']) {
      const page = doc.addPage([400, 400]);
      page.node.delete(PDFName.of('Resources'));
      const content = doc.context.flateStream(`BT /F1 12 Tf 40 40 Td (Inherited ${label}) Tj ET`);
      page.node.set(PDFName.of('Contents'), doc.context.register(content));
    }
    const stamped = await stampWatermark(await doc.save(), 'dealer@gsis.local', LEVEL, fonts);
    const file = await save(stamped);
    expect(await pageText(file, 1)).toBe('Inheritedonedealer@gsis.local');
    expect(await pageText(file, 2)).toBe('Inheritedtwodealer@gsis.local');

    const after = await PDFDocument.load(stamped);
    for (const page of after.getPages()) expect(page.node.get(PDFName.of('Resources'))).toBeUndefined();
    const shared = after.context.lookup(resources, PDFDict);
    expect(shared.lookup(PDFName.of('Font'), PDFDict).keys().map((key) => key.asString())).toEqual(['/F1']);
    expect(shared.lookup(PDFName.of('XObject'), PDFDict).keys().map((key) => key.asString())).toEqual(['/GsisWm0']);
  });

  it('can stamp a stamped file again without disturbing the first mark', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([500, 300]);
    const once = await stampWatermark(await doc.save(), 'first@gsis.local', LEVEL, fonts);
    const twice = await stampWatermark(once, '두번째 second@gsis.local', { ...LEVEL, angle: 30 }, fonts);
    const text = await pageText(await save(twice), 1);
    expect(text).toContain('first@gsis.local');
    expect(text).toContain('두번째second@gsis.local');
  });

  it('shrinks text that would not fit the page and splits lines on \\n', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 300]);
    const long = `${'dealer@gsis.local '.repeat(3)}end\nsecond line`;
    const file = await save(await stampWatermark(await doc.save(), long, { fontSize: 96, opacity: 0.5, angle: 0 }, fonts));
    const boxes = await words(file, 1);
    expect(boxes.map((box) => box.text)).toContain('second');
    for (const box of boxes) {
      expect(box.xMin).toBeGreaterThanOrEqual(0);
      expect(box.xMax).toBeLessThanOrEqual(300);
      expect(box.yMax - box.yMin).toBeLessThan(30); // far below the 96 pt asked for
    }
    const first = boxes.find((box) => box.text === 'end');
    const second = boxes.find((box) => box.text === 'second');
    if (first === undefined || second === undefined) throw new Error('words missing');
    expect(second.yMin).toBeGreaterThan(first.yMin + (first.yMax - first.yMin) * 0.9); // next line, below
  });

  it('replaces characters no font covers with ? and drops control characters', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([600, 300]);
    const file = await save(await stampWatermark(await doc.save(), 'AB\u0007C\u202E 👍 ok', LEVEL, fonts));
    expect(await pageText(file, 1)).toBe('ABC?ok');
  });

  it('drops no character of the scripts drawn without shaping (Thai, Myanmar)', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([600, 300]);
    const text = 'สมชาย ที่นี่ ကိုကို မြန်မာ';
    const file = await save(await stampWatermark(await doc.save(), text, LEVEL, fonts));
    const rows = await embeddedFonts(file);
    expect(rows.map((row) => row.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSansMyanmar-Regular',
      'NotoSansThai-Regular',
    ]);
    const sorted = (value: string) => [...value.replace(/\s+/gu, '')].sort().join('');
    expect(sorted(await pageText(file, 1))).toBe(sorted(text));
  });

  it('stamps the traditional Mongolian script, which no shipped face lays out, as ?', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([600, 300]);
    const file = await save(await stampWatermark(await doc.save(), 'Бат ᠮᠣᠩ', LEVEL, fonts));
    expect(await pageText(file, 1)).toBe('Бат???');
  });

  it('rejects text with nothing printable', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    await expect(stampWatermark(await doc.save(), ' \u0000\n\t ', LEVEL, fonts)).rejects.toThrow(/empty/);
  });

  it('stamps a 300-page manual down to the last page', async () => {
    const source = await manual(300);
    const file = await save(await stampWatermark(source, MIXED, DIAGONAL, fonts));
    expect(await pageCount(file)).toBe(300);
    const last = await pageText(file, 300);
    expect(last).toContain('Servicemanualpage300');
    expect(last).toContain('dealer@gsis.local');
    expect(last).toContain('김철수');
  }, 60_000);
});

describe('stamping by incremental update', () => {
  const startsWith = (whole: Uint8Array, part: Uint8Array) => Buffer.from(whole.subarray(0, part.length)).equals(Buffer.from(part));

  it.each([
    ['a cross-reference table', false],
    ['a cross-reference stream', true],
  ])('appends to a file with %s, leaving its bytes as they are, and the copy passes qpdf --check', async (_, useObjectStreams) => {
    const doc = await PDFDocument.load(await manual(3));
    const source = await doc.save({ useObjectStreams });
    const { plan, pagesPart, rewrite } = await prepareStamp(source);
    expect(rewrite).toBeUndefined();
    expect(plan.base.xrefStream).toBe(useObjectStreams);
    const update = await stampUpdate(plan, MIXED, DIAGONAL, fonts);
    const stamped = Buffer.concat([source, pagesPart, update]);
    expect(startsWith(stamped, source)).toBe(true);
    expect(await qpdfCheck(stamped)).toMatchObject({ status: 0 });
    const file = await save(stamped);
    for (const page of [1, 2, 3]) expect(await pageText(file, page)).toContain('dealer@gsis.local');
  });

  it('makes the reader\'s part from the kept plan alone, in kilobytes, for the demo\'s 320-page manual made by Chromium', async () => {
    const source = await readFile(path.join(import.meta.dirname, '../../../demo-content/dx225lca-service-manual-en.pdf'));
    const prepared = await prepareStamp(source);
    const plan = JSON.parse(JSON.stringify(prepared.plan)) as typeof prepared.plan; // as kept on disk
    const update = await stampUpdate(plan, 'dealer@gsis.local Dealer One 2026-11-27', DIAGONAL, fonts);
    expect(update.length).toBeLessThan(64 * 1024);
    expect(prepared.pagesPart.length).toBeLessThan(source.length / 4);
    const stamped = Buffer.concat([source, prepared.pagesPart, update]);
    expect(await qpdfCheck(stamped)).toMatchObject({ status: 0 });
    const file = await save(stamped);
    expect(await pageCount(file)).toBe(320);
    for (const page of [1, 320]) expect(await pageText(file, page)).toContain('dealer@gsis.local');
  }, 60_000);

  it('rewrites once a file whose end does not lead to its cross-reference section, and stamps the rewrite', async () => {
    const source = Buffer.from(await manual(2));
    const at = source.lastIndexOf('startxref');
    const damaged = Buffer.concat([source.subarray(0, at), Buffer.from('startxref\n17\n%%EOF\n')]);
    const { plan, pagesPart, rewrite } = await prepareStamp(damaged);
    expect(plan.rewritten).toBe(true);
    const stamped = Buffer.concat([rewrite ?? damaged, pagesPart, await stampUpdate(plan, 'dealer@gsis.local', LEVEL, fonts)]);
    expect(await qpdfCheck(stamped)).toMatchObject({ status: 0 });
    expect(await pageText(await save(stamped), 2)).toContain('dealer@gsis.local');
  });

  it('gives a stamped copy that passes qpdf --check when stamped again', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([500, 300]);
    const once = await stampWatermark(await doc.save(), 'first@gsis.local', LEVEL, fonts);
    const twice = await stampWatermark(once, '두번째 second@gsis.local', { ...LEVEL, angle: 30 }, fonts);
    expect(startsWith(twice, once)).toBe(true);
    expect(await qpdfCheck(twice)).toMatchObject({ status: 0 });
  });

  it('fails qpdf --check on a damaged copy (the check can fail)', async () => {
    const stamped = Buffer.from(await stampWatermark(await manual(2), 'dealer@gsis.local', LEVEL, fonts));
    const xref = stamped.lastIndexOf('startxref');
    stamped.write('99999', xref + 'startxref\n'.length, 'latin1');
    expect((await qpdfCheck(stamped)).status).not.toBe(0);
  });
});

describe('loadWatermarkFonts', () => {
  it('loads every Noto face from the npm packages, none from the machine', () => {
    expect(fonts.faces.map((face) => face.role)).toEqual(['latin', 'korean', 'chinese', 'thai', 'myanmar']);
    expect(fonts.faces.map((face) => face.postscriptName)).toEqual([
      'NotoSans-Regular', 'NotoSansKR-Regular', 'NotoSansHans-Regular', 'NotoSansThai-Regular', 'NotoSansMyanmar-Regular',
    ]);
    for (const face of fonts.faces) expect(face.file).toMatch(/^@(embedpdf|fontsource)\//);
  });
});

describe('renderWatermarkText', () => {
  const vars = { id: 'dealer@gsis.local', name: 'Kim Chul-soo', company: 'ACME Motors', date: '2026-11-21', address: 'Seoul' };

  it('fills the placeholders and leaves unknown ones as typed', () => {
    expect(renderWatermarkText('{name} ({company}) {id} {date} {address} {unknown} {NAME}', vars)).toBe(
      'Kim Chul-soo (ACME Motors) dealer@gsis.local 2026-11-21 Seoul {unknown} {NAME}',
    );
  });

  it('does not expand placeholders inside values', () => {
    expect(renderWatermarkText('{name}/{id}', { ...vars, name: '{id}' })).toBe('{id}/dealer@gsis.local');
  });

  it('trims, collapses whitespace, flattens values and drops control characters', () => {
    expect(renderWatermarkText('  {name}\t\t {company}  ', { ...vars, name: ' Kim \n Chul\u0000-soo ', company: 'A\u202EB' })).toBe(
      'Kim Chul-soo AB',
    );
  });

  it('keeps line breaks typed in the template', () => {
    expect(renderWatermarkText('{name}\r\n\n  {date} ', vars)).toBe('Kim Chul-soo\n2026-11-21');
  });

  it('caps the result at 200 characters without splitting a character', () => {
    expect(renderWatermarkText('{name}', { ...vars, name: 'x'.repeat(500) })).toBe('x'.repeat(200));
    const astral = renderWatermarkText('{name}', { ...vars, name: '𠀀'.repeat(300) }); // surrogate pairs
    expect([...astral]).toHaveLength(200);
    expect(astral).not.toMatch(/\p{Cs}/u); // no lone surrogate
    const spaced = renderWatermarkText('{name}', { ...vars, name: `${'a'.repeat(199)} b` });
    expect(spaced).toBe('a'.repeat(199)); // cut after the space, then trimmed
  });
});
