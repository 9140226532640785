// The real-world PDF corpus (make-corpus.sh, corpus.json) and how GSIS's page text is measured against poppler's
// pdftotext on it, for the test that holds the line (real-pdfs.test.ts) and the benchmark that prints the figures
// (bench/pdf-text.ts). Agreement is per page, as the F1 of two bags, so blocks that two readers order differently
// (running heads first or last, a heading beside its number) count against neither:
//   - words: runs of letters, marks and digits, as search finds them (punctuation is not searched); a word read
//     with a letter of another script, or in two pieces across a line end, is two misses;
//   - characters: grapheme clusters, white space aside.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LanguageCode } from '@gsis/contract';

const HERE = import.meta.dirname;

export interface RealPdf {
  name: string;
  language: LanguageCode;
  source: { package: string; version: string; path: string; pages: string };
  note: string;
}

export async function realPdfs(): Promise<RealPdf[]> {
  return (JSON.parse(await readFile(path.join(HERE, 'corpus.json'), 'utf8')) as { files: RealPdf[] }).files;
}

export const realPdfFile = (pdf: RealPdf) => path.join(HERE, 'files', `${pdf.name}.pdf`);

/** pdftotext's text of each page (form feeds between pages), as make-corpus.sh kept it. */
export async function popplerPages(pdf: RealPdf): Promise<string[]> {
  const pages = (await readFile(path.join(HERE, 'files', `${pdf.name}.txt`), 'utf8')).split('\f');
  if (pages.length > 1 && pages.at(-1)!.trim() === '') pages.pop();
  return pages.map((page) => page.normalize('NFC'));
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
export const clusters = (text: string) => [...graphemes.segment(text.replace(/\s+/gu, ''))].map((s) => s.segment);
export const words = (text: string) => text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** Shared count and total size of two bags, page by page. */
function bagOverlap(reference: readonly string[], pages: readonly string[], split: (text: string) => string[]): { common: number; sizes: number } {
  let common = 0;
  let sizes = 0;
  reference.forEach((text, i) => {
    const count = new Map<string, number>();
    const want = split(text);
    const got = split(pages[i] ?? '');
    for (const item of want) count.set(item, (count.get(item) ?? 0) + 1);
    for (const item of got) {
      const left = count.get(item) ?? 0;
      if (left > 0) {
        common += 1;
        count.set(item, left - 1);
      }
    }
    sizes += want.length + got.length;
  });
  return { common, sizes };
}

/** What two readings of the same pages agree on: 2·common / (size of one + size of the other). */
export function agreement(reference: readonly string[], pages: readonly string[], split: (text: string) => string[]): number {
  const { common, sizes } = bagOverlap(reference, pages, split);
  return sizes === 0 ? 1 : (2 * common) / sizes;
}

export interface LanguageAgreement { language: LanguageCode; files: number; pages: number; words: number; characters: number }

/** Agreement per language over all its files, each file's pages read by `read`. */
export async function agreementByLanguage(read: (pdf: RealPdf) => Promise<string[]>): Promise<LanguageAgreement[]> {
  const totals = new Map<LanguageCode, { files: number; pages: number; words: { common: number; sizes: number }; characters: { common: number; sizes: number } }>();
  for (const pdf of await realPdfs()) {
    const reference = await popplerPages(pdf);
    const pages = await read(pdf);
    const total = totals.get(pdf.language) ?? { files: 0, pages: 0, words: { common: 0, sizes: 0 }, characters: { common: 0, sizes: 0 } };
    const w = bagOverlap(reference, pages, words);
    const c = bagOverlap(reference, pages, clusters);
    total.files += 1;
    total.pages += reference.length;
    total.words.common += w.common;
    total.words.sizes += w.sizes;
    total.characters.common += c.common;
    total.characters.sizes += c.sizes;
    totals.set(pdf.language, total);
  }
  const share = ({ common, sizes }: { common: number; sizes: number }) => (sizes === 0 ? 1 : (2 * common) / sizes);
  return [...totals].map(([language, t]) => ({ language, files: t.files, pages: t.pages, words: share(t.words), characters: share(t.characters) }));
}
