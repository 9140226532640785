// OCR of scanned pages (pages drawn as images with no text layer, PdfTextReader.isScan): which Tesseract language
// data reads a version's language, and reading one page in a PDF helper process (ocr-reader.ts does the work there).
// English and French data come from npm (@tesseract.js-data/eng, -fra: Tesseract's LSTM models, integer "best");
// the other languages' only from a folder the operator fills, Debian's tesseract-ocr-* packages for one
// (docs/operations.md, "Scanned pages and OCR"). Nothing is ever fetched from the network.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LanguageCode } from '@gsis/contract';
import { runPdfTask, type PdfSource } from './pdf-helpers.ts';

/** Tesseract's name for each language GSIS has. */
const TESSERACT_CODES: Record<LanguageCode, string> = {
  en: 'eng', fr: 'fra', 'es-419': 'spa', 'pt-BR': 'por', ru: 'rus', uk: 'ukr', tr: 'tur', id: 'ind', mn: 'mon', ko: 'kor', 'zh-CN': 'chi_sim', th: 'tha', my: 'mya',
};

/** Where a language's trained data is: `<dir>/<code>.traineddata`, or `.traineddata.gz` when `gzip`. */
export interface OcrLanguageData {
  readonly code: string;
  readonly dir: string;
  readonly gzip: boolean;
}

/** The trained data that npm brings, by Tesseract code: the packages keep it gzipped under a folder per model. */
const FROM_NPM: Record<string, string> = { eng: '@tesseract.js-data/eng', fra: '@tesseract.js-data/fra' };
const NPM_MODEL = '4.0.0_best_int';

const packages = createRequire(import.meta.url);

function npmData(code: string): OcrLanguageData | undefined {
  const name = FROM_NPM[code];
  if (!name) return undefined;
  const dir = path.join(path.dirname(packages.resolve(`${name}/package.json`)), NPM_MODEL);
  return existsSync(path.join(dir, `${code}.traineddata.gz`)) ? { code, dir, gzip: true } : undefined;
}

/**
 * The data that reads `language`, or undefined when there is none: npm's for English and French, else
 * `<folder>/<code>.traineddata` when the operator's folder holds it (looked for on each call, so data installed
 * later serves the next version indexed).
 */
export function ocrLanguageData(language: string, folder: string | undefined): OcrLanguageData | undefined {
  const code = TESSERACT_CODES[language as LanguageCode];
  if (!code) return undefined;
  const fromNpm = npmData(code);
  if (fromNpm) return fromNpm;
  if (folder && existsSync(path.join(folder, `${code}.traineddata`))) return { code, dir: path.resolve(folder), gzip: false };
  return undefined;
}

/**
 * The words OCR reads on page `page` (0-based) of a PDF, in a PDF helper process: PDFium draws the page at 300 dpi
 * and Tesseract reads the picture on a thread of that process. One page per call, so that other PDF work (an
 * upload's check, another manual's text) gets a helper between pages.
 */
export async function ocrPage(source: PdfSource, page: number, language: OcrLanguageData, signal?: AbortSignal): Promise<string> {
  const { text } = await runPdfTask({ kind: 'ocr', source, page, language }, signal);
  return text;
}
