import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../../test/search-corpus.ts';
import { makeScriptPdf } from '../../../test/script-pdf.ts';
import { decodePdfTextString, extractPdfText } from './pdf-text.ts';
import { PdfOpenError } from './pdfium.ts';

const DEMO = path.resolve(import.meta.dirname, '../../../demo-content');

interface Manifest {
  documents: {
    key: string;
    versions: { label: string; file: string; publishType: string; language: string; pages?: number }[];
    landmarks?: { page?: number; phrase: string; version?: string }[];
  }[];
}

const manifest = JSON.parse(await readFile(path.join(DEMO, 'manifest.json'), 'utf8')) as Manifest;
const squeeze = (text: string) => text.replace(/\s+/gu, ' ');
/** As search compares: case and line breaks aside (a Thai phrase may wrap where no space stands). */
const loose = (text: string) => text.toLocaleLowerCase().replace(/\s+/gu, '');

/** Chromium-made PDFs of the demo library, with the phrases their pages are known to hold. */
const demoPdfs = manifest.documents.flatMap((document) => document.versions
  .filter((version) => version.publishType === 'PDF')
  .map((version) => ({
    file: version.file,
    language: version.language,
    pages: version.pages,
    landmarks: (document.landmarks ?? []).filter((landmark) => landmark.page !== undefined && (landmark.version ?? document.versions[0]!.label) === version.label),
  })));

describe('the demo library, made by Chromium, in all 13 languages', () => {
  it('covers every language of the product', () => {
    expect([...new Set(demoPdfs.map((pdf) => pdf.language))].sort()).toEqual(['en', 'es-419', 'fr', 'id', 'ko', 'mn', 'my', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'zh-CN']);
  });

  for (const pdf of demoPdfs) {
    it(`${pdf.file}: every known phrase on its page, in reading order`, async () => {
      const pages = await extractPdfText(await readFile(path.join(DEMO, pdf.file)));
      if (pdf.pages !== undefined) expect(pages).toHaveLength(pdf.pages);
      expect(pdf.landmarks.length).toBeGreaterThan(0);
      for (const landmark of pdf.landmarks) {
        const found = pages.flatMap((text, index) => (loose(text).includes(loose(landmark.phrase)) ? [index + 1] : []));
        expect(found, landmark.phrase).toEqual([landmark.page]);
      }
    });
  }

  it('Thai clusters come out whole and once, not repeated around their spans (ค่าแรงบิดบิ)', async () => {
    const pages = await extractPdfText(await readFile(path.join(DEMO, 'dx225lca-om-th.pdf')));
    expect(pages[1]).toContain('คู่มือนี้ให้ข้อมูลที่จำเป็นสำหรับการใช้งานและการบำรุงรักษารถขุดตีนตะขาบ DX225LCA อย่างปลอดภัยและมีประสิทธิภาพ');
    expect(pages[1]).toContain('หมายเลขเครื่องยนต์: อยู่ด้านซ้ายของเสื้อสูบ ใต้ปั๊มเชื้อเพลิงแรงดันสูง');
  });

  it('Burmese vowels drawn before their consonant come out in the order written', async () => {
    const [first] = await extractPdfText(await readFile(path.join(DEMO, 'daily-inspection-my.pdf')));
    expect(first).toContain('လုပ်ငန်းမစမီ နေ့စဉ်စစ်ဆေးရန် စာရွက်');
    expect(first).toContain('သို့မဟုတ်');
    expect(first).not.toContain('\u1031\u1014'); // ေ before န: the glyph order, not the text
  });

  it('reads the 320-page service manual, running headers included', async () => {
    const pages = await extractPdfText(await readFile(path.join(DEMO, 'dx225lca-service-manual-en.pdf')));
    expect(pages).toHaveLength(320);
    expect(pages[44]).toContain('3.5.4 Fuel injectors — Installation');
    expect(pages[44]).toContain('Page 45 of 320');
    expect(pages[216]).toContain('Removal of the batteries');
  });
});

describe('a generated corpus in all 13 languages (subset Noto faces, /ActualText for clusters, gaps for spaces)', () => {
  for (const entry of CORPUS) {
    it(`${entry.language}: every page reads back exactly as written`, async () => {
      const pdf = await makeScriptPdf(entry.language, entry.topics.map((topic) => [topic.title, topic.body]));
      const pages = await extractPdfText(pdf);
      expect(pages.map(squeeze)).toEqual(entry.topics.map((topic) => `${topic.title} ${topic.body}`));
    });
  }
});

describe('files that are not readable PDFs', () => {
  it('refuses a file that is not a PDF, saying so', async () => {
    await expect(extractPdfText(new TextEncoder().encode('%PDF-1.7\nnot really'))).rejects.toThrow(PdfOpenError);
    await expect(extractPdfText(new TextEncoder().encode('hello'))).rejects.toThrow(/not a PDF or it is damaged/);
  });

  it('stops between pages when the job is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const pdf = await makeScriptPdf('en', [['one'], ['two']]);
    await expect(extractPdfText(pdf, controller.signal)).rejects.toThrow();
  });
});

describe('decodePdfTextString', () => {
  it('reads UTF-16BE after its BOM, UTF-8 after its BOM, and plain bytes as PDFDocEncoding', () => {
    expect(decodePdfTextString(new Uint8Array([0xfe, 0xff, 0x10, 0x14, 0x10, 0x31]))).toBe('\u1014\u1031');
    expect(decodePdfTextString(new Uint8Array([0xef, 0xbb, 0xbf, 0xe0, 0xb8, 0x81]))).toBe('ก');
    expect(decodePdfTextString(new Uint8Array([0x66, 0x69]))).toBe('fi');
  });
});
