// Judges an uploaded PDF before it is kept: it must be a whole, readable, unencrypted PDF, and carry nothing that
// runs — no JavaScript, no launch actions, no embedded programs (pdf-refusal.ts, run in a PDF helper process). A
// refusal names its reason, so an administrator knows what to fix; nothing is left to fail later at indexing or
// at a reader's first open.
import { fileRefused } from '../files/file-kind.ts';
import { runPdfTask, type PdfSource } from './pdf-helpers.ts';

/** Throws FILE_NOT_ALLOWED with the reason when the PDF (its bytes, or a file) is not one GSIS will keep. */
export async function judgePdf(source: PdfSource): Promise<void> {
  const refusal = await runPdfTask({ kind: 'check', source });
  if (refusal !== null) throw fileRefused(refusal);
}
