// OCR in a PDF helper process (pdf-helper.ts): PDFium draws the scanned page, Tesseract compiled to WebAssembly
// (tesseract.js, Apache-2.0) reads the picture on a worker thread of its own inside the helper. The helper keeps one
// Tesseract per language while it lives, so the pages after a scan's first skip loading the model, and all of it
// goes when the helper exits (pdf-helpers.ts): none of Tesseract's memory ever stays in the server.
import Tesseract from 'tesseract.js';
import type { OcrLanguageData } from './ocr.ts';
import { greyPng, renderPageGrey } from './page-image.ts';
import { UNSPACED_SCRIPT } from './pdf-text.ts';
import { openPdf } from './pdfium.ts';

/** The resolution pages are drawn at: what Tesseract reads best at, for the print sizes of manuals. */
const DPI = 300;
/**
 * Words Tesseract is less sure of than this (0–100) are left out: on a photo or a drawing it "reads" specks and
 * hatching as words, with confidences far below those of printed text (85–96 on a clean scan).
 */
const MIN_WORD_CONFIDENCE = 50;

const readers = new Map<string, Promise<Tesseract.Worker>>();

function readerFor(language: OcrLanguageData): Promise<Tesseract.Worker> {
  const key = `${language.dir}/${language.code}`;
  let reader = readers.get(key);
  if (!reader) {
    reader = (async () => {
      const worker = await Tesseract.createWorker(language.code, Tesseract.OEM.LSTM_ONLY, {
        // The data from the folder named, read as it is: never a download (the default is a CDN), never a copy written.
        langPath: language.dir, gzip: language.gzip, cacheMethod: 'none',
        logger: () => undefined,
        // Without a handler, a failure in the worker is thrown from its message listener and ends the helper.
        errorHandler: () => undefined,
      });
      await worker.setParameters({ user_defined_dpi: String(DPI) });
      return worker;
    })();
    reader.catch(() => readers.delete(key));
    readers.set(key, reader);
  }
  return reader;
}

/** A word as Tesseract reads it: its text, how sure it is (0–100), and its box in the picture's pixels. */
export interface OcrWord {
  readonly text: string;
  readonly confidence: number;
  readonly bbox: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
}

const HANGUL = /\p{scx=Hangul}/u;
/**
 * Tesseract's Korean models cut words into syllables a few pixels apart ("엔 진 을" for 엔진을), which search would
 * never find as the word; a real word space is wider (measured on Debian's kor data: word spaces 16–29 px, the cuts
 * inside words −75 to 15 px, in lines 42 px high).
 */
const HANGUL_CUT = 0.3;

/**
 * A line's words, those Tesseract is less sure of than MIN_WORD_CONFIDENCE left out, a space between them — except
 * between two of a script written without spaces (Tesseract cuts Chinese and Thai into "words" a space apart, which
 * would split the character pairs search indexes them by), and between Hangul syllables closer than a word space.
 */
export function lineText({ words, bbox }: { readonly words: readonly OcrWord[]; readonly bbox: OcrWord['bbox'] }): string {
  const cut = (bbox.y1 - bbox.y0) * HANGUL_CUT;
  let line = '';
  let previous: OcrWord | undefined;
  for (const word of words) {
    const text = word.text.trim();
    if (word.confidence < MIN_WORD_CONFIDENCE || !text) continue;
    if (previous) {
      const last = line.at(-1)!;
      const joined = (UNSPACED_SCRIPT.test(last) && UNSPACED_SCRIPT.test(text[0]!))
        || (HANGUL.test(last) && HANGUL.test(text[0]!) && word.bbox.x0 - previous.bbox.x1 < cut);
      if (!joined) line += ' ';
    }
    line += text;
    previous = word;
  }
  return line;
}

/** The page's words as Tesseract read them, a line of the page to a line of text. */
export async function readPageByOcr(bytes: Uint8Array, page: number, language: OcrLanguageData): Promise<string> {
  const pdf = await openPdf(bytes);
  let picture: Buffer;
  try {
    picture = greyPng(renderPageGrey(pdf, page, { dpi: DPI }));
  } finally {
    pdf.close();
  }
  const reader = await readerFor(language);
  const { data } = await reader.recognize(picture, {}, { text: false, blocks: true });
  const lines: string[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = lineText(line);
        if (text) lines.push(text);
      }
    }
  }
  return lines.join('\n').normalize('NFC');
}
