// Scanned pages (drawn as images, with no text layer): found among a PDF's pages at no cost to pages with text, and
// read by OCR (Tesseract in WebAssembly, in a PDF helper) with data from npm or from the operator's folder.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScannedPdf } from '../../../test/scanned-pdf.ts';
import { ocrLanguageData, ocrPage } from './ocr.ts';
import { lineText, type OcrWord } from './ocr-reader.ts';
import { readPdfPages } from './pdf-text.ts';

const DEMO = path.resolve(import.meta.dirname, '../../../demo-content');
const OCR_TIMEOUT = 90_000;

describe('scanned pages among a PDF\'s pages', () => {
  it('are the pages drawn as images with no text, or with a page number stamped on them; not text pages with a picture, nor blank ones', async () => {
    const pdf = await makeScannedPdf([
      { text: 'Hydraulic oil grade table' },
      { scan: 'Check the accumulator precharge' },
      { text: 'Swing bearing grease points', picture: true },
      { blank: true },
      { scan: 'Fuel filter replacement', stamp: '12' },
    ]);
    const { pages, scans } = await readPdfPages(pdf);
    expect(pages).toHaveLength(5);
    expect(pages[2]).toBe('Swing bearing grease points');
    expect(pages[4]).toBe('12');
    expect(scans).toEqual([1, 4]);
  });

  it('are counted across the helpers that share a long document', async () => {
    const pdf = await makeScannedPdf(Array.from({ length: 30 }, (_, i) => (i % 10 === 9 ? { scan: `Scan ${i}` } : { text: `Page ${i + 1}` })));
    expect((await readPdfPages(pdf)).scans).toEqual([9, 19, 29]);
  });

  it('are none in the demo library, made by Chromium', async () => {
    for (const file of ['dx225lca-service-manual-en.pdf', 'dx140w-hydraulic-schematic-en.pdf', 'dx225lca-om-ko.pdf']) {
      expect((await readPdfPages({ file: path.join(DEMO, file) })).scans, file).toEqual([]);
    }
  });
});

describe('the language data OCR reads with', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'gsis-tessdata-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('is npm\'s for English and French, and the folder\'s <code>.traineddata for the other languages, when it is there', async () => {
    expect(ocrLanguageData('en', folder)).toMatchObject({ code: 'eng', gzip: true });
    expect(ocrLanguageData('fr', undefined)).toMatchObject({ code: 'fra', gzip: true });
    expect(ocrLanguageData('ko', folder)).toBeUndefined();
    expect(ocrLanguageData('zh-CN', undefined)).toBeUndefined();
    await writeFile(path.join(folder, 'kor.traineddata'), 'data');
    expect(ocrLanguageData('ko', folder)).toEqual({ code: 'kor', dir: folder, gzip: false });
    expect(ocrLanguageData('xx', folder)).toBeUndefined();
  });

  it('reads the words of a scanned page, with npm\'s English data', async () => {
    const pdf = await makeScannedPdf([{ text: 'Contents' }, { scan: 'Check the accumulator precharge\nwith dry nitrogen every 500 hours.' }]);
    const text = await ocrPage(pdf, 1, ocrLanguageData('en', undefined)!);
    expect(text).toContain('accumulator precharge');
    expect(text).toContain('nitrogen');
  }, OCR_TIMEOUT);

  it('reads with a folder\'s uncompressed data as Debian installs it (English data standing in for a Debian package)', async () => {
    const npm = ocrLanguageData('en', undefined)!;
    await writeFile(path.join(folder, 'mon.traineddata'), gunzipSync(await readFile(path.join(npm.dir, 'eng.traineddata.gz'))));
    const pdf = await makeScannedPdf([{ scan: 'Hydraulic pump pressure test' }]);
    expect(await ocrPage(pdf, 0, ocrLanguageData('mn', folder)!)).toContain('pump pressure');
  }, OCR_TIMEOUT);
});

describe('a line of the words OCR read', () => {
  /** Words side by side on a line 42 px high: each as [text, confidence, left, right]. */
  const line = (...words: [string, number, number, number][]) => ({
    bbox: { x0: 0, y0: 0, x1: 1000, y1: 42 },
    words: words.map(([text, confidence, x0, x1]): OcrWord => ({ text, confidence, bbox: { x0, y0: 0, x1, y1: 42 } })),
  });

  it('keeps the spaces between words, leaves out the words Tesseract is unsure of, and joins Chinese and Thai', () => {
    expect(lineText(line(['Check', 96, 0, 100], ['~;', 20, 110, 120], ['the', 95, 130, 180], ['valve.', 91, 190, 280]))).toBe('Check the valve.');
    expect(lineText(line(['液压', 90, 0, 80], ['泵', 90, 100, 140], ['压力', 90, 170, 250]))).toBe('液压泵压力');
    expect(lineText(line(['ตรวจสอบ', 90, 0, 80], ['ปั๊ม', 90, 110, 150]))).toBe('ตรวจสอบปั๊ม');
  });

  it('joins Hangul syllables Tesseract cut a word into, and keeps the word spaces (wider than a third of the line)', () => {
    // 엔진을 정지하고, as Tesseract's Korean model cuts it: gaps −75, −1 and 8 px inside words, 29 px between them.
    expect(lineText(line(['엔', 93, 100, 140], ['진', 93, 65, 105], ['을', 93, 104, 140], ['정', 93, 169, 205], ['지', 93, 213, 250], ['하고', 97, 258, 330])))
      .toBe('엔진을 정지하고');
  });
});
