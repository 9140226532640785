// A PDF helper process (started by pdf-helpers.ts): does one task at a time as the server asks, with its own
// PDFium and pdf-lib, and exits when the server lets it go (or is gone). Each kind of task loads its modules on
// first use, so a helper that only reads text never loads pdf-lib.
import { readFile } from 'node:fs/promises';
import type { PdfReply, PdfSource, PdfTask } from './pdf-helpers.ts';

const bytesOf = async (source: PdfSource): Promise<Uint8Array> =>
  source instanceof Uint8Array ? source : new Uint8Array(await readFile(source.file));

async function perform(task: PdfTask): Promise<unknown> {
  const bytes = await bytesOf(task.source);
  switch (task.kind) {
    case 'check': {
      const { pdfRefusal } = await import('./pdf-refusal.ts');
      return pdfRefusal(bytes);
    }
    case 'text': {
      const [{ readPageRange }, { openPdf }] = await Promise.all([import('./pdf-text.ts'), import('./pdfium.ts')]);
      if (task.to === undefined && task.countFrom !== undefined) {
        const pdf = await openPdf(bytes);
        const pageCount = pdf.pageCount;
        pdf.close();
        if (pageCount >= task.countFrom) return { pageCount };
      }
      return readPageRange(bytes, task.from, task.to);
    }
    case 'ocr': {
      const { readPageByOcr } = await import('./ocr-reader.ts');
      return { text: await readPageByOcr(bytes, task.page, task.language) };
    }
    case 'stamp-plan': {
      const { prepareStamp } = await import('./stamp-plan.ts');
      return prepareStamp(bytes);
    }
  }
}

async function answer(task: PdfTask): Promise<PdfReply> {
  try {
    return { ok: true, result: await perform(task) };
  } catch (error) {
    const { PdfOpenError } = await import('./pdfium.ts');
    return { ok: false, error: error instanceof Error ? error.message : String(error), unreadable: error instanceof PdfOpenError };
  }
}

process.on('message', (task: PdfTask) => {
  void answer(task).then((reply) => process.send?.(reply));
});
// The server let this helper go, or is gone.
process.on('disconnect', () => process.exit(0));
