// Scanned manuals (issue 32): pages drawn as images with no text layer are counted on the version for its
// administrators, and read by OCR after the text, so that their words are found on their page, marked as OCR's; with
// OCR off, or without data for the version's language, they are counted and the reason is given.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, type TextHit, type VersionItem } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { uniqueId } from '../../../../test/factories.ts';
import { createDocumentWithVersion, loadCatalogue, type NewDocument } from '../../../../test/library-factories.ts';
import { makeScannedPdf } from '../../../../test/scanned-pdf.ts';
import { until } from '../../../../test/until.ts';

const OCR_TIMEOUT = 120_000;
/** A scanned page, and a word on it alone. */
const SCANNED_WORD = 'accumulator';
const SCANNED_PAGE = 'Check the accumulator precharge\nwith dry nitrogen every 500 hours.';

async function libraryOf(t: TestContext) {
  const admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  const cat = await loadCatalogue(t.app, admin);
  const document = (title: string): NewDocument => ({
    title: uniqueId(title), documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: cat.products.get('CEX_MEDIUM')!,
  });
  const detail = async (documentId: number, versionId: number): Promise<VersionItem> =>
    (await apiOf(t.app).as(admin).call(API.documents.detail, { id: documentId })).versions.find((v) => v.id === versionId)!;
  const hitsFor = async (searchWord: string, documentId: number): Promise<TextHit[]> =>
    (await apiOf(t.app).as(admin).call(API.search.pdf, { searchWord, pageSize: 50 })).hits.filter((hit) => hit.documentId === documentId);
  return { admin, document, detail, hitsFor };
}

describe('with OCR on (the default)', () => {
  let t: TestContext;
  let lib: Awaited<ReturnType<typeof libraryOf>>;
  let emptyFolder = '';

  beforeAll(async () => {
    // No folder of extra language data: English and French are read with npm's data, the others not at all.
    emptyFolder = await mkdtemp(path.join(tmpdir(), 'gsis-tessdata-'));
    t = await startTestApp({ OCR_LANGUAGE_DATA_DIR: emptyFolder });
    lib = await libraryOf(t);
  });
  afterAll(async () => {
    await t?.close();
    await rm(emptyFolder, { recursive: true, force: true });
  });

  it('counts the scanned page, reads it by OCR after the text, and finds its English word on its page, marked as OCR', async () => {
    const file = await makeScannedPdf([
      { text: 'Hydraulic oil grade table' },
      { scan: SCANNED_PAGE },
      { text: 'Swing bearing grease points', picture: true },
    ]);
    const { documentId, versionId, version } = await createDocumentWithVersion(t.app, lib.admin, lib.document('Scanned manual'), { file });
    // Indexed with its text first: the scan is counted, the picture beside text is not.
    expect(version).toMatchObject({ indexStatus: 'INDEXED', pageCount: 3, scannedPages: 1 });
    expect(['READING', 'DONE']).toContain(version.ocrStatus);
    expect((await lib.hitsFor('hydraulic oil', documentId)).map((hit) => [hit.page, hit.ocr])).toEqual([[1, false]]);

    const read = await until('OCR of the scanned page', async () => {
      const v = await lib.detail(documentId, versionId);
      return v.ocrStatus === 'READING' ? undefined : v;
    }, OCR_TIMEOUT);
    expect(read).toMatchObject({ scannedPages: 1, ocrStatus: 'DONE', ocrPages: 1 });
    const hits = await lib.hitsFor(SCANNED_WORD, documentId);
    expect(hits.map((hit) => [hit.page, hit.ocr])).toEqual([[2, true]]);
    expect(hits[0]!.snippet?.filter((part) => part.hit).map((part) => part.text.toLowerCase())).toContain('accumulator');
    expect((await lib.hitsFor('nitrogen', documentId)).map((hit) => hit.page)).toEqual([2]);
  }, OCR_TIMEOUT);

  it('counts a scan in a language it has no data for, and says so', async () => {
    const file = await makeScannedPdf([{ scan: SCANNED_PAGE }, { text: 'Page two' }]);
    const { version } = await createDocumentWithVersion(t.app, lib.admin, lib.document('Korean scan'), { file, language: 'ko' });
    expect(version).toMatchObject({ pageCount: 2, scannedPages: 1, ocrStatus: 'NO_LANGUAGE_DATA', ocrPages: 0 });
  });

  it('leaves a PDF whose every page has text as it was: nothing scanned, nothing for OCR', async () => {
    const file = await makeScannedPdf([{ text: 'Boom cylinder' }, { text: 'Arm cylinder', picture: true }]);
    const { version } = await createDocumentWithVersion(t.app, lib.admin, lib.document('Text manual'), { file });
    expect(version).toMatchObject({ pageCount: 2, scannedPages: 0, ocrStatus: null, ocrPages: 0 });
  });
});

describe('with OCR off', () => {
  let t: TestContext;
  let lib: Awaited<ReturnType<typeof libraryOf>>;

  beforeAll(async () => {
    t = await startTestApp({ OCR_ENABLED: 'false' });
    lib = await libraryOf(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the scanned pages, says OCR is off, and their words are not found', async () => {
    const file = await makeScannedPdf([{ scan: SCANNED_PAGE }, { text: 'Hydraulic oil grade table' }, { scan: 'Fuel filter', stamp: '3' }]);
    const { documentId, version } = await createDocumentWithVersion(t.app, lib.admin, lib.document('Scan without OCR'), { file });
    expect(version).toMatchObject({ pageCount: 3, scannedPages: 2, ocrStatus: 'OFF', ocrPages: 0 });
    expect(await lib.hitsFor(SCANNED_WORD, documentId)).toEqual([]);
  });
});
