// A library read by an older text reader is read again in the background with the current one (indexing.ts
// rereadLibraryTask): administrators see how far it has got, readers keep the old text until the new one replaces
// it, and afterwards find what the older reader could not give them. The older reader is played by PDFium's page
// text as it comes, unmended — what GSIS stored before page-text-repair.ts.
import { readFile } from 'node:fs/promises';
import { API, type TextHit } from '@gsis/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { createUser, uniqueId } from '../../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { createDocumentWithVersion, loadCatalogue, setAllowAll } from '../../../../test/library-factories.ts';
import { realPdfFile, realPdfs } from '../../../../test/real-pdfs/corpus.ts';
import { until } from '../../../../test/until.ts';
import { readPageRange } from '../../../platform/pdf/pdf-text.ts';
import { searchVector } from '../../../platform/search-text/vectors.ts';
import { pageHeadings } from './headings.ts';
import { scheduleLibraryReread, TEXT_READER } from './indexing.ts';

let t: TestContext;
let admin = '';
let reader = '';
let manual: { documentId: number; versionId: number; file: Buffer } = { documentId: 0, versionId: 0, file: Buffer.alloc(0) };

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  const cat = await loadCatalogue(t.app, admin);
  const pdf = (await realPdfs()).find((p) => p.name === 'uk-lshort')!;
  manual = await createDocumentWithVersion(t.app, admin, {
    documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: cat.products.get('CEX_MEDIUM')!, title: uniqueId('Ukrainian LaTeX introduction'),
  }, { language: 'uk', file: await readFile(realPdfFile(pdf)) });
  const user = await createUser(t.database.db);
  await setAllowAll(t.database.db, user.id);
  reader = await login(t.app, user.loginId, user.password);
});
afterAll(async () => {
  await t?.close();
});

const reading = () => apiOf(t.app).as(admin).call(API.documents.textReading);
const pagesFound = async (word: string) => {
  const { hits } = await apiOf(t.app).as(reader).call(API.search.pdf, { searchWord: word });
  return hits.filter((h: TextHit) => h.documentId === manual.documentId).map((h) => h.page);
};

it('versions an older reader read are read again in the background, counted for administrators, and found afterwards', async () => {
  expect(await reading()).toMatchObject({ current: (await reading()).versions });

  // The manual as the first reader stored it: Latin i inside Cyrillic words, words in two pieces at line ends.
  const { pages: old } = await readPageRange(manual.file, 0, undefined);
  const headings = pageHeadings(old);
  await t.database.db.transaction(async (tx) => {
    for (const [i, text] of old.entries()) {
      await tx.execute(sql`UPDATE pdf_pages SET text = ${text}, tsv = ${searchVector('uk', text, headings[i])} WHERE version_id = ${manual.versionId} AND page_no = ${i + 1}`);
    }
    await tx.execute(sql`UPDATE document_versions SET text_reader = ${TEXT_READER - 1} WHERE id = ${manual.versionId}`);
  });
  expect(await pagesFound('стовпчиків')).not.toContain(2);
  const before = await reading();
  expect(before.current).toBe(before.versions - 1);

  await scheduleLibraryReread(t.database.db);
  await until('the library read again', async () => {
    const now = await reading();
    return now.current === now.versions ? now : undefined;
  }, 60_000);
  expect(await pagesFound('стовпчиків')).toContain(2);
  const { rows } = await t.database.db.execute<{ index_status: string; page_count: number }>(sql`SELECT index_status, page_count FROM document_versions WHERE id = ${manual.versionId}`);
  expect(rows[0]).toEqual({ index_status: 'INDEXED', page_count: old.length });

  // Nothing left to read: starting again adds no job.
  await scheduleLibraryReread(t.database.db);
  const { rows: jobs } = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs WHERE task = 'reread-library'`);
  expect(jobs[0]!.n).toBe(0);
});
