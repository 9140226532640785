import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { judgePdf } from './pdf-check.ts';
import { extractPdfText } from './pdf-text.ts';
import { PdfOpenError } from './pdfium.ts';

const DEMO = path.resolve(import.meta.dirname, '../../../demo-content');

describe('PDF work in helper processes', () => {
  it('reads a file itself when given its path, so the server never holds the bytes', async () => {
    await expect(judgePdf({ file: path.join(DEMO, 'sb-2026-014-v1.pdf') })).resolves.toBeUndefined();
    const pages = await extractPdfText({ file: path.join(DEMO, 'dx225lca-service-manual-en.pdf') });
    expect(pages).toHaveLength(320);
    expect(pages[44]).toContain('Page 45 of 320');
  });

  it('refuses a path that is no PDF the way it refuses bytes', async () => {
    await expect(judgePdf({ file: path.join(DEMO, 'manifest.json') })).rejects.toBeInstanceOf(AppError);
    await expect(extractPdfText({ file: path.join(DEMO, 'manifest.json') })).rejects.toThrow(PdfOpenError);
  });

  it('stops a reading when it is cancelled, and reads the next document in a fresh helper', async () => {
    const controller = new AbortController();
    const reading = extractPdfText({ file: path.join(DEMO, 'dx225lca-service-manual-en.pdf') }, controller.signal);
    setTimeout(() => controller.abort(new Error('cancelled')), 20);
    await expect(reading).rejects.toThrow('cancelled');
    expect(await extractPdfText({ file: path.join(DEMO, 'sb-2026-014-v2.pdf') })).toHaveLength(3);
  });

  it('shares out many documents at once among its helpers', async () => {
    const files = ['daily-inspection-fr.pdf', 'daily-inspection-my.pdf', 'dl250-om-ru.pdf', 'dx225lca-om-th.pdf', 'sb-2026-014-v1.pdf', 'sb-2026-014-v2.pdf'];
    const pages = await Promise.all(files.map((file) => extractPdfText({ file: path.join(DEMO, file) })));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 11, 16, 3, 3]);
  });
});
