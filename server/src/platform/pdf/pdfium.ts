// PDFium — the PDF engine of Chromium — compiled to WebAssembly and shipped in npm (@embedpdf/pdfium, MIT;
// PDFium itself BSD-3/Apache-2.0): the server reads PDFs with nothing installed on the machine, in its PDF
// helper processes (pdf-helpers.ts). The engine is loaded on first use and shared; its calls are synchronous, so
// callers that yield between pages can interleave without sharing state.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { WrappedPdfiumModule } from '@embedpdf/pdfium';

export type Pdfium = WrappedPdfiumModule;

/**
 * The engine's exports called once per glyph, taken raw: the typed wrappers convert their arguments on every
 * call, and a string argument ('ActualText') is copied into the engine each time — a third of a 320-page
 * manual's reading time went there.
 */
export interface HotExports {
  FPDFText_CountChars(textPage: number): number;
  FPDFText_GetTextObject(textPage: number, index: number): number;
  FPDFText_GetUnicode(textPage: number, index: number): number;
  FPDFText_GetLooseCharBox(textPage: number, index: number, rect: number): number;
  FPDFText_GetText(textPage: number, start: number, count: number, buffer: number): number;
  FPDFPageObj_CountMarks(object: number): number;
  FPDFPageObj_GetMark(object: number, index: number): number;
  FPDFPageObjMark_GetParamBlobValue(mark: number, key: number, buffer: number, length: number, outLength: number): number;
  FPDFPageObj_GetType(object: number): number;
  FPDFPageObj_GetBounds(object: number, left: number, bottom: number, right: number, top: number): number;
  FPDFPageObj_GetMatrix(object: number, matrix: number): number;
  FPDFTextObj_GetFontSize(object: number, size: number): number;
}

const HOT_EXPORTS: readonly (keyof HotExports)[] = [
  'FPDFText_CountChars', 'FPDFText_GetTextObject', 'FPDFText_GetUnicode', 'FPDFText_GetLooseCharBox', 'FPDFText_GetText',
  'FPDFPageObj_CountMarks', 'FPDFPageObj_GetMark', 'FPDFPageObjMark_GetParamBlobValue', 'FPDFPageObj_GetType', 'FPDFPageObj_GetBounds',
  'FPDFPageObj_GetMatrix', 'FPDFTextObj_GetFontSize',
];

function hotExports(engine: Pdfium): HotExports {
  const exports: Record<string, unknown> = engine.pdfium.wasmExports as unknown as Record<string, unknown>;
  for (const name of HOT_EXPORTS) if (typeof exports[name] !== 'function') throw new Error(`PDFium: ${name} is not exported`);
  return exports as unknown as HotExports;
}

export interface LoadedPdfium {
  readonly engine: Pdfium;
  readonly hot: HotExports;
  readonly scratch: Scratch;
  /** "ActualText" as a C string inside the engine, for the raw mark look-up. */
  readonly actualTextKey: number;
}

let loading: Promise<LoadedPdfium> | undefined;

/** The engine, instantiated once per process (about 5 MB of WebAssembly), with its scratch block. */
export function loadPdfium(): Promise<LoadedPdfium> {
  loading ??= (async () => {
    // Imported here: a process that only names PdfOpenError (the server's own) never loads the engine's glue.
    const { init } = await import('@embedpdf/pdfium');
    const wasmBinary = await readFile(createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm'));
    const engine = await init({ wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength) });
    engine.PDFiumExt_Init();
    const actualTextKey = engine.pdfium.wasmExports.malloc(16);
    engine.pdfium.stringToUTF8('ActualText', actualTextKey, 16);
    return { engine, hot: hotExports(engine), scratch: new Scratch(engine), actualTextKey };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Why PDFium could not open a file (FPDF_GetLastError), in words an administrator can act on. */
const LOAD_ERRORS: Record<number, string> = {
  2: 'the file could not be read',
  3: 'it is not a PDF or it is damaged',
  4: 'it is protected by a password',
  5: 'it uses an unsupported security handler',
  6: 'a page of it is damaged',
};

export class PdfOpenError extends Error {}

/** Bytes of scratch memory: room for an /ActualText string and a few out-parameters. */
export const SCRATCH_BYTES = 64 * 1024 + 64;

/**
 * Scratch memory inside the engine for out-parameters. Every use is synchronous (no await between writing
 * and reading it), so one block serves every caller.
 */
export class Scratch {
  readonly ptr: number;
  private readonly engine: Pdfium;
  constructor(engine: Pdfium) {
    this.engine = engine;
    this.ptr = engine.pdfium.wasmExports.malloc(SCRATCH_BYTES);
  }
  private heap: ArrayBufferLike | undefined;
  private floatView: Float32Array<ArrayBufferLike> = new Float32Array(0);

  /**
   * The first floats of the block. The view is kept while the engine's heap stays the same buffer (it is
   * replaced when the engine's memory grows); read it before the next call into the engine.
   */
  floats(): Float32Array {
    const buffer = this.engine.pdfium.HEAPU8.buffer;
    if (buffer !== this.heap) {
      this.heap = buffer;
      this.floatView = new Float32Array(buffer, this.ptr, 8);
    }
    return this.floatView;
  }
  bytes(length: number, offset = 0): Uint8Array {
    return this.engine.pdfium.HEAPU8.slice(this.ptr + offset, this.ptr + offset + length);
  }
  int32(offset = 0): number {
    return new Int32Array(this.engine.pdfium.HEAPU8.buffer, this.ptr + offset, 1)[0]!;
  }
}

/** A document open in the engine; `close()` frees the engine's copy of the file. */
export interface OpenPdf extends LoadedPdfium {
  readonly handle: number;
  readonly pageCount: number;
  close(): void;
}

export async function openPdf(bytes: Uint8Array): Promise<OpenPdf> {
  const loaded = await loadPdfium();
  const { engine } = loaded;
  const { malloc, free } = engine.pdfium.wasmExports;
  const data = malloc(bytes.length);
  engine.pdfium.HEAPU8.set(bytes, data);
  const handle = engine.FPDF_LoadMemDocument(data, bytes.length, '');
  if (!handle) {
    const reason = LOAD_ERRORS[engine.FPDF_GetLastError()] ?? 'PDFium could not open it';
    free(data);
    throw new PdfOpenError(`The PDF could not be read: ${reason}`);
  }
  let open = true;
  return {
    ...loaded,
    handle,
    pageCount: engine.FPDF_GetPageCount(handle),
    close() {
      if (!open) return;
      open = false;
      engine.FPDF_CloseDocument(handle);
      free(data);
    },
  };
}
