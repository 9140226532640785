// The demo library as a fresh install publishes it: 16 Chromium-made PDFs in all 13 languages (one of 320
// pages) and a web-help bundle, stored, indexed by the background job with nothing on the machine but Node,
// and found by a phrase of each language on its page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { DEMO_CONTENT_DIR } from './demo-library.seed.ts';

interface Manifest {
  documents: { title: string; versions: { label: string; publishType: string; language: string; final: boolean }[]; landmarks?: { page?: number; phrase: string; version?: string }[] }[];
}

let t: TestContext;
let admin: string;
const manifest = JSON.parse(await readFile(path.join(DEMO_CONTENT_DIR, 'manifest.json'), 'utf8')) as Manifest;

async function indexed(): Promise<{ status: string; count: number }[]> {
  const { rows } = await t.database.pool.query<{ status: string; count: number }>(
    "SELECT index_status AS status, count(*)::int AS count FROM document_versions GROUP BY index_status ORDER BY 1");
  return rows;
}

beforeAll(async () => {
  t = await startTestApp({ GSIS_DEMO_LIBRARY: 'true' });
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  const versions = manifest.documents.reduce((sum, document) => sum + document.versions.length, 0);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const statuses = await indexed();
    if (statuses.length === 1 && statuses[0]!.status === 'INDEXED' && statuses[0]!.count === versions) break;
    if (statuses.some((row) => row.status === 'FAILED') || Date.now() > deadline) throw new Error(`demo library: ${JSON.stringify(statuses)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 150_000);
afterAll(async () => {
  await t?.close();
});

describe('the demo library, indexed in-process', () => {
  it('reads all 320 pages of the service manual', async () => {
    const { rows } = await t.database.pool.query<{ page_count: number; pages: number }>(`
      SELECT v.page_count, (SELECT count(*)::int FROM pdf_pages p WHERE p.version_id = v.id) AS pages
      FROM document_versions v JOIN documents d ON d.id = v.document_id WHERE d.title = 'DX225LCA Crawler Excavator Service Manual'`);
    expect(rows).toEqual([{ page_count: 320, pages: 320 }]);
  });

  it('finds demo documents by the product number and equipment code on their plates', async () => {
    const titlesFor = async (searchWord: string) => {
      const reply = await apiOf(t.app).as(admin).send(API.search.index, { searchWord });
      expect(reply.status, reply.text).toBe(200);
      return { codeMatches: reply.body.codeMatches, titles: reply.body.items.map((item) => item.title).sort() };
    };
    expect(await titlesFor('k1053421')).toEqual({
      codeMatches: ['productNumber'], titles: ['DX225LCA Crawler Excavator Service Manual', 'DX225LCA Troubleshooting Guide'],
    });
    expect(await titlesFor('SWM 225.1')).toEqual({ codeMatches: ['equipmentCode'], titles: ['SB-2026-014 Swing motor relief valve adjustment'] });
  });

  const pdfs = manifest.documents.filter((document) => document.versions.some((version) => version.publishType === 'PDF'));
  it('has PDFs in all 13 languages', () => {
    const languages = new Set(pdfs.flatMap((document) => document.versions.map((version) => version.language)));
    expect([...languages].sort()).toEqual(['en', 'es-419', 'fr', 'id', 'ko', 'mn', 'my', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'zh-CN']);
  });

  for (const document of pdfs) {
    // Search reads a document's final version.
    const final = document.versions.find((version) => version.final) ?? document.versions[0]!;
    const language = final.language;
    for (const landmark of (document.landmarks ?? []).filter((l) => l.page !== undefined && (l.version ?? final.label) === final.label)) {
      it(`${language}: "${landmark.phrase}" is found on page ${landmark.page} of ${document.title}`, async () => {
        const reply = await apiOf(t.app).as(admin).send(API.search.pdf, { searchWord: landmark.phrase, pageSize: 50 });
        expect(reply.status, reply.text).toBe(200);
        const { hits } = reply.body;
        expect(hits.filter((hit) => hit.title === document.title).map((hit) => hit.page), reply.text).toContain(landmark.page);
      });
    }
  }
});
