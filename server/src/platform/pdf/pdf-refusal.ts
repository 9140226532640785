// Why an uploaded PDF is refused (pdf-check.ts), judged on the calling thread: run in a PDF helper process
// (pdf-helper.ts), so it loads nothing of the contract.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, PDFString, PDFHexString, decodePDFRawStream, type PDFObject } from 'pdf-lib';
import { looksExecutable } from '../files/executables.ts';
import type { FileRefusalReason } from '../files/file-kind.ts';
import { openPdf, PdfOpenError } from './pdfium.ts';

const PDF_SIGNATURE = '%PDF-';
const EOF_MARKER = '%%EOF';
/** A file that ends more than this past its last %%EOF has something else appended (a zip, a page of HTML). */
const TAIL_BYTES = 1024;

/** File names of programs and scripts an embedded file must not have, whatever its bytes say. */
const PROGRAM_NAME = /\.(exe|com|scr|pif|msi|msp|dll|cpl|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|bash|app|apk|dmg|pkg|deb|rpm|lnk|reg|py|pl|rb)$/i;

class Refusal extends Error {
  readonly reason: FileRefusalReason;
  constructor(reason: FileRefusalReason) {
    super(reason);
    this.reason = reason;
  }
}

/** Whether the file starts as a PDF and ends at its last %%EOF (white space aside): not truncated, nothing appended. */
function wholeByItsEnds(bytes: Uint8Array): boolean {
  if (Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).toString('latin1') !== PDF_SIGNATURE) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES))).toString('latin1');
  const at = tail.lastIndexOf(EOF_MARKER);
  return at >= 0 && /^[\s\0]*$/.test(tail.slice(at + EOF_MARKER.length));
}

/** PDFium reads it as a PDF with a sound cross-reference table, unencrypted, and opens every page. */
async function readsToTheEnd(bytes: Uint8Array): Promise<void> {
  let pdf;
  try {
    pdf = await openPdf(bytes);
  } catch (error) {
    if (error instanceof PdfOpenError) throw new Refusal(/password|security/.test(error.message) ? 'PDF_ENCRYPTED' : 'PDF_DAMAGED');
    throw error;
  }
  try {
    const { engine, handle } = pdf;
    // A watermark cannot be stamped into an encrypted file, even one that opens without a password.
    if (engine.FPDF_GetSecurityHandlerRevision(handle) !== -1) throw new Refusal('PDF_ENCRYPTED');
    // PDFium mends a broken table silently for reading; a file that needs it was cut short or damaged.
    if (!engine.FPDF_DocumentHasValidCrossReferenceTable(handle) || pdf.pageCount < 1) throw new Refusal('PDF_DAMAGED');
    for (let index = 0; index < pdf.pageCount; index += 1) {
      const page = engine.FPDF_LoadPage(handle, index);
      if (!page) throw new Refusal('PDF_DAMAGED');
      engine.FPDF_ClosePage(page);
      if (index % 32 === 31) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } finally {
    pdf.close();
  }
}

const name = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);
const text = (value: PDFObject | undefined) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined);

/**
 * Walks every object (object streams included) for actions that run something: /JS anywhere, /S /JavaScript,
 * /S /Launch; and embedded files whose name or first bytes are a program's.
 */
function refuseActiveContent(doc: PDFDocument): void {
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined): void => {
    if (object === undefined || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFRef) return; // every indirect object is visited from the enumeration below
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) visit(item);
      return;
    }
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) return;
    const action = name(dict.get(PDFName.of('S')));
    if (dict.has(PDFName.of('JS')) || action === 'JavaScript') throw new Refusal('PDF_SCRIPT');
    if (action === 'Launch') throw new Refusal('PDF_LAUNCH');
    if (name(dict.get(PDFName.of('Type'))) === 'Filespec' || dict.has(PDFName.of('EF'))) {
      const names = ['F', 'UF'].map((key) => text(dict.get(PDFName.of(key)))).filter((value) => value !== undefined);
      if (names.some((value) => PROGRAM_NAME.test(value))) throw new Refusal('PDF_EMBEDDED_PROGRAM');
    }
    if (object instanceof PDFRawStream && name(dict.get(PDFName.of('Type'))) === 'EmbeddedFile') {
      let head: Uint8Array;
      try {
        head = decodePDFRawStream(object).decode().subarray(0, 64);
      } catch {
        throw new Refusal('PDF_DAMAGED');
      }
      if (looksExecutable(head)) throw new Refusal('PDF_EMBEDDED_PROGRAM');
    }
    for (const [, value] of dict.entries()) visit(value);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
}

/** Why `bytes` is not a PDF GSIS will keep, or null when it is one. */
export async function pdfRefusal(bytes: Uint8Array): Promise<FileRefusalReason | null> {
  try {
    if (!wholeByItsEnds(bytes)) throw new Refusal('PDF_DAMAGED');
    await readsToTheEnd(bytes);
    let doc: PDFDocument;
    try {
      doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    } catch {
      throw new Refusal('PDF_DAMAGED');
    }
    refuseActiveContent(doc);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.reason;
    throw error;
  }
}
