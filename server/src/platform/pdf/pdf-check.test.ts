import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { judgePdf } from './pdf-check.ts';

const DEMO = path.resolve(import.meta.dirname, '../../../demo-content');

async function simplePdf(change?: (doc: PDFDocument) => void | Promise<void>, useObjectStreams = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText('Hydraulic pump', { x: 20, y: 200, size: 12 });
  await change?.(doc);
  return doc.save({ useObjectStreams });
}

/** The reason a refusal carries, or 'ACCEPTED'. */
async function verdict(bytes: Uint8Array): Promise<string> {
  try {
    await judgePdf(bytes);
    return 'ACCEPTED';
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_NOT_ALLOWED') return String((error.details as { reason?: string }).reason);
    throw error;
  }
}

describe('judgePdf', () => {
  it('accepts an ordinary PDF, and the Chromium-made demo manuals', async () => {
    expect(await verdict(await simplePdf())).toBe('ACCEPTED');
    expect(await verdict(await simplePdf(undefined, false))).toBe('ACCEPTED');
    for (const file of ['dx225lca-service-manual-en.pdf', 'dx225lca-om-th.pdf', 'daily-inspection-my.pdf']) {
      expect(await verdict(await readFile(path.join(DEMO, file))), file).toBe('ACCEPTED');
    }
  });

  it('refuses a PDF cut short, whatever point it was cut at', async () => {
    const whole = await readFile(path.join(DEMO, 'sb-2026-014-v1.pdf'));
    for (const share of [0.1, 0.5, 0.9, 0.999]) {
      expect(await verdict(whole.subarray(0, Math.floor(whole.length * share))), String(share)).toBe('PDF_DAMAGED');
    }
  });

  it('refuses a PDF with something appended after its end (a polyglot), and one that only looks like a PDF', async () => {
    const pdf = await simplePdf();
    const zipTail = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 0x41), Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]);
    expect(await verdict(Buffer.concat([pdf, zipTail]))).toBe('PDF_DAMAGED');
    expect(await verdict(Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n'))).toBe('PDF_DAMAGED');
  });

  it('refuses JavaScript: an OpenAction script, hidden in an object stream or not, and a script on a link', async () => {
    const openAction = (doc: PDFDocument) => {
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hi")') }));
    };
    expect(await verdict(await simplePdf(openAction))).toBe('PDF_SCRIPT');
    expect(await verdict(await simplePdf(openAction, false))).toBe('PDF_SCRIPT');
    const scriptedLink = (doc: PDFDocument) => {
      const page = doc.getPage(0);
      const link = doc.context.register(doc.context.obj({
        Type: 'Annot', Subtype: 'Link', Rect: [10, 10, 100, 30], A: { S: 'JavaScript', JS: PDFString.of('this.print()') },
      }));
      page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
    };
    expect(await verdict(await simplePdf(scriptedLink))).toBe('PDF_SCRIPT');
  });

  it('refuses a launch action', async () => {
    const launch = (doc: PDFDocument) => {
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }));
    };
    expect(await verdict(await simplePdf(launch))).toBe('PDF_LAUNCH');
  });

  it('refuses an embedded program, by its bytes or by its name, and keeps an embedded text file', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    expect(await verdict(await simplePdf((doc) => doc.attach(program, 'readme.txt', { mimeType: 'text/plain' })))).toBe('PDF_EMBEDDED_PROGRAM');
    expect(await verdict(await simplePdf((doc) => doc.attach(Buffer.from('echo hi'), 'setup.bat', { mimeType: 'text/plain' })))).toBe('PDF_EMBEDDED_PROGRAM');
    expect(await verdict(await simplePdf((doc) => doc.attach(Buffer.from('torque table'), 'notes.txt', { mimeType: 'text/plain' })))).toBe('ACCEPTED');
  });

  it('refuses an encrypted PDF, which cannot be read or watermarked', async () => {
    const encrypted = (doc: PDFDocument) => {
      const key = PDFString.of('0123456789abcdef0123456789abcdef');
      doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, O: key, U: key, P: -44 }));
    };
    expect(await verdict(await simplePdf(encrypted, false))).toBe('PDF_ENCRYPTED');
  });
});
