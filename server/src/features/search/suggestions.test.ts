// The header box's suggestions (suggestions.repo.ts) through GET /service/search/suggest: kept in step with
// document publication and the model catalogue, and ordered exact → prefix → word start → infix, most
// searched first among equals.
import { API } from '@gsis/contract';
import type { SuggestResponse, VersionSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { connectDatabase } from '../../platform/db/database.ts';
import { createUser, uniqueId } from '../../../test/factories.ts';
import {
  createDocument, createDocumentWithVersion, loadCatalogue, makePdf, uploadFile, waitForIndexing, type LibraryCatalogue,
} from '../../../test/library-factories.ts';

let t: TestContext;
let admin = '';
let reader = '';
let cat: LibraryCatalogue;
const base = { documentTypeId: 0, productId: 0 };

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  const user = await createUser(t.database.db);
  reader = await login(t.app, user.loginId, user.password);
  cat = await loadCatalogue(t.app, admin);
  base.documentTypeId = cat.documentTypes.get('SERVICE_MANUAL')!;
  base.productId = cat.products.get('CEX_MEDIUM')!;
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string) => apiOf(t.app).as(token);

async function suggest(term: string): Promise<SuggestResponse['suggestItems']> {
  const response = await as(reader).send(API.search.suggest, { term });
  expect(response.status, response.text).toBe(200);
  const body = response.body;
  expect(body.suggestList).toEqual(body.suggestItems.map((i) => i.text));
  return body.suggestItems;
}
const texts = async (term: string) => (await suggest(term)).map((i) => i.text);

const saveModel = (code: string, suffixes: string[] = [], id?: number) =>
  as(admin).call(API.catalogue.saveModel, { ...(id ? { id } : {}), code, productId: base.productId, suffixes: suffixes.map((suffix) => ({ suffix, serialFrom: 1, serialTo: 9999 })) });

/** A code no demo model has, starting with `head`. */
const freshCode = (head: string) => `${head}${uniqueId('').slice(1, 7).toUpperCase()}`;

describe('document titles', () => {
  it('are suggested while the document is in use and has a distributed version', async () => {
    const title = uniqueId('Zephyr valve guide');
    const { id: documentId } = await createDocument(t.app, admin, { ...base, title });
    expect(await texts(title)).toEqual([]);

    const created = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Other') }, { distribute: false });
    expect(await texts(created.title)).toEqual([]);

    // The same document, published: its version is saved, indexed, then distributed.
    const version: VersionSave = { documentId, versionLabel: 'v1', publishType: 'PDF', language: 'en', isFinal: true };
    const { id: versionId } = await as(admin).call(API.documents.saveVersion, version);
    expect(await texts(title)).toEqual([]);
    expect((await uploadFile(t.app, admin, versionId, await makePdf(1), 'v1.pdf')).status).toBe(200);
    await waitForIndexing(t.app, admin, documentId, versionId);
    expect(await texts(title)).toEqual([]);
    const distribute: VersionSave = { ...version, id: versionId, distributionStatus: 'DISTRIBUTED', distributedOn: '2025-01-15' };
    await as(admin).call(API.documents.saveVersion, distribute);
    expect(await suggest(title)).toEqual([{ text: title, kind: 'TITLE' }]);
    expect(await texts(title.slice(0, -3))).toEqual([title]);

    await as(admin).call(API.documents.saveVersion, { ...distribute, distributionStatus: 'NOT_DISTRIBUTED' });
    expect(await texts(title)).toEqual([]);
    await as(admin).call(API.documents.saveVersion, distribute);
    expect(await texts(title)).toEqual([title]);

    // Out of use, back in use, then renamed.
    await as(admin).call(API.documents.save, { ...base, id: documentId, title, useYn: 'N' });
    expect(await texts(title)).toEqual([]);
    await as(admin).call(API.documents.save, { ...base, id: documentId, title, useYn: 'Y' });
    expect(await texts(title)).toEqual([title]);
    const renamed = uniqueId('Zephyr valve handbook');
    await as(admin).call(API.documents.save, { ...base, id: documentId, title: renamed });
    expect(await texts(title)).toEqual([]);
    expect(await texts(renamed)).toEqual([renamed]);

    // Its only version deleted, then the document itself.
    await as(admin).call(API.documents.removeVersion, { id: versionId });
    expect(await texts(renamed)).toEqual([]);
    await as(admin).call(API.documents.remove, { id: documentId });
    expect(await texts(renamed)).toEqual([]);
  });
});

describe('models and suffixes', () => {
  it('appear when a model is saved, follow a rename and a change of suffixes, and go when it is deleted', async () => {
    const code = freshCode('ZX');
    const [suffixA, suffixB] = [freshCode('ZSA'), freshCode('ZSB')];
    const { id } = await saveModel(code, [suffixA]);
    expect(await suggest(code.toLowerCase())).toEqual([{ text: code, kind: 'MODEL' }]);
    expect(await suggest(suffixA)).toEqual([{ text: suffixA, kind: 'SUFFIX' }]);

    const renamed = freshCode('ZY');
    await saveModel(renamed, [suffixB], id);
    expect(await texts(code)).toEqual([]);
    expect(await texts(renamed)).toEqual([renamed]);
    expect(await texts(suffixA)).toEqual([]);
    expect(await suggest(suffixB)).toEqual([{ text: suffixB, kind: 'SUFFIX' }]);

    await as(admin).call(API.catalogue.deleteModel, { id });
    expect(await texts(renamed)).toEqual([]);
    expect(await texts(suffixB)).toEqual([]);
  });

  it('include the demo catalogue’s models and suffixes', async () => {
    expect(await suggest('DX225LCA')).toEqual(expect.arrayContaining([{ text: 'DX225LCA', kind: 'MODEL' }]));
    expect(await suggest('ehfbf')).toEqual([{ text: 'EHFBF', kind: 'SUFFIX' }]);
  });
});

describe('order and limits', () => {
  it('puts the label itself first, then labels that start with the term, then words inside labels, then labels that hold it', async () => {
    const head = freshCode('ZK');
    await saveModel(`${head}5`);
    await saveModel(`${head}55`);
    const title = `Valve ${head}5 service ${uniqueId('kit')}`;
    await createDocumentWithVersion(t.app, admin, { ...base, title });
    await saveModel(`A${head}5`);
    expect(await texts(`${head}5`.toLowerCase())).toEqual([`${head}5`, `${head}55`, title, `A${head}5`]);
  });

  it('looks inside labels only from three characters on', async () => {
    const head = freshCode('ZI').slice(0, 4);
    await saveModel(`${head}77`);
    await saveModel(`Q${head}88`);
    // Two characters: only labels and words that start with them.
    expect(await texts(head.slice(0, 2))).not.toContain(`Q${head}88`);
    expect(await texts(head.slice(0, 3))).toContain(`Q${head}88`);
    expect(await texts(head)).toEqual([`${head}77`, `Q${head}88`]);
  });

  it('gives at most 10', async () => {
    const head = freshCode('ZM');
    for (let i = 10; i < 22; i++) await saveModel(`${head}${i}`);
    const found = await texts(head);
    expect(found).toHaveLength(10);
    // Among equals: the shorter, then in order.
    expect(found).toEqual(Array.from({ length: 10 }, (_, i) => `${head}${i + 10}`));
  });

  it('answers from the first character, in any script, and folds accents and case as search does', async () => {
    await saveModel('QW77');
    expect(await texts('q')).toContain('QW77');
    const chinese = `液压系统维修手册 ${uniqueId('')}`;
    const korean = `유압 펌프 정비 지침 ${uniqueId('')}`;
    const french = `Sécurité du godet ${uniqueId('')}`;
    for (const title of [chinese, korean, french]) await createDocumentWithVersion(t.app, admin, { ...base, title });
    expect(await texts('液')).toContain(chinese);
    expect(await texts('系统')).toContain(chinese);
    expect(await texts('유')).toContain(korean);
    expect(await texts('펌프')).toContain(korean);
    expect(await texts('SECU')).toContain(french);
    expect(await texts('godet')).toContain(french);
    expect(await texts('')).toEqual([]);
    // LIKE's wildcards are characters like any other.
    expect(await texts('%%%')).toEqual([]);
    expect(await texts('___')).toEqual([]);
  });

  it('moves a model up among equals when people search for its exact code', async () => {
    const head = freshCode('ZP');
    await saveModel(`${head}A`);
    await saveModel(`${head}B`);
    expect(await texts(head)).toEqual([`${head}A`, `${head}B`]);
    for (let i = 0; i < 2; i++) {
      const reply = await as(reader).send(API.search.index, { searchWord: `${head}b`.toLowerCase() });
      expect(reply.status).toBe(200);
    }
    await t.app.afterAnswer.settled();
    expect(await texts(head)).toEqual([`${head}B`, `${head}A`]);
    // A count for the tab headers is no search: it moves nothing.
    for (let i = 0; i < 5; i++) await as(reader).send(API.search.index, { searchWord: `${head}A`, countOnly: true });
    await t.app.afterAnswer.settled();
    expect(await texts(head)).toEqual([`${head}B`, `${head}A`]);
  });
});

describe('suggestions kept in memory', () => {
  it('are asked again on another instance of the same database as soon as a model changes there', async () => {
    const database = connectDatabase(t.databaseUrl, 2);
    const other = await buildApp({ config: t.config, database, clock: t.clock.now, logger: false });
    await other.ready();
    try {
      const askOther = async (term: string) => {
        const response = await apiOf(other).as(reader).send(API.search.suggest, { term });
        expect(response.status).toBe(200);
        return response.body.suggestItems.map((i) => i.text);
      };
      const code = freshCode('QK');
      const head = code.slice(0, 6);
      expect(await askOther(head)).toEqual([]); // kept on the other instance now
      const { id } = await saveModel(code); // on this one
      await expect.poll(() => askOther(head), { timeout: 5_000 }).toEqual([code]);
      await saveModel(`${code}X`, [], id);
      await expect.poll(() => askOther(head), { timeout: 5_000 }).toEqual([`${code}X`]);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
