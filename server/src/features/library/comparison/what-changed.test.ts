// What changed, as readers read it through the app on PostgreSQL: the stored comparison of a version they may read,
// the document's version telling there is one, and a bookmark on a changed page pointing at its new place.
import { API, DB_INT_MAX } from '@gsis/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { createUser, uniqueId, USER_PASSWORD } from '../../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import {
  addVersion, createDocumentWithVersion, grantDocuments, loadCatalogue, MAINTENANCE_PROCEDURES as procedures, maintenanceManual as manual, makeZip,
} from '../../../../test/library-factories.ts';
import { until } from '../../../../test/until.ts';

let t: TestContext;
let readerId = 0;
let admin = '';
let dealer = '';
let stranger = '';
let documentId = 0;
let firstId = 0;
let secondId = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  const cat = await loadCatalogue(t.app, admin);
  ({ documentId, versionId: firstId } = await createDocumentWithVersion(t.app, admin, {
    documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: cat.products.get('CEX_MEDIUM')!, title: uniqueId('Maintenance manual'),
  }, { versionLabel: '1.0', file: await manual(procedures) }));
  const reader = await createUser(t.database.db, { userType: 'DEALER', roles: [] });
  readerId = reader.id;
  await grantDocuments(t.database.db, reader.id, 'DOCUMENT', [documentId]);
  dealer = await login(t.app, reader.loginId, USER_PASSWORD);
  const other = await createUser(t.database.db, { userType: 'DEALER', roles: [] });
  stranger = await login(t.app, other.loginId, USER_PASSWORD);
  // Kept on 1.0: the changed page, and one that stays as it was.
  const api = apiOf(t.app).as(dealer);
  const { id: folderId } = await api.call(API.bookmarks.saveFolder, { name: 'DX225LCA' });
  for (const page of [5, 1]) await api.call(API.bookmarks.add, { folderId, documentId, versionId: firstId, page });

  const next = [...procedures.slice(0, 2), 'Fuel filter\nReplace the element every 500 hours.', ...procedures.slice(2)];
  next[5] = 'Turntable bolts\nTighten to 1 050 Nm in a crosswise sequence.';
  ({ versionId: secondId } = await addVersion(t.app, admin, documentId, { versionLabel: '2.0', distribute: false, file: await manual(next) }));
  await until('2.0 compared', async () => (await apiOf(t.app).as(admin).call(API.documents.detail, { id: documentId })).versions.find((v) => v.id === secondId)?.changes ?? undefined);
});
afterAll(async () => {
  await t?.close();
});

const missing = async (token: string, versionId: number) => {
  const { status, body } = await apiOf(t.app).as(token).refusal(API.documents.whatChanged, { versionId });
  return { status, code: body.code, details: body.details };
};

it('a version not distributed yet answers as one that is not there', async () => {
  expect(await missing(dealer, secondId)).toEqual(await missing(dealer, DB_INT_MAX));
  expect((await missing(dealer, DB_INT_MAX)).status).toBe(404);
});

it('once distributed, the reader reads the changed pages with their words, and the document says its final version has changes', async () => {
  await apiOf(t.app).as(admin).call(API.documents.saveVersion, {
    id: secondId, documentId, versionLabel: '2.0', publishType: 'PDF', language: 'en', isFinal: true, distributionStatus: 'DISTRIBUTED', distributedOn: '2026-03-01',
  });
  const changed = await apiOf(t.app).as(dealer).call(API.documents.whatChanged, { versionId: secondId });
  expect(changed).toMatchObject({ documentId, publishType: 'PDF', version: { id: secondId, versionLabel: '2.0' }, previousVersion: { id: firstId, versionLabel: '1.0' }, identical: false });
  expect(changed.counts).toEqual({ changed: 1, added: 1, removed: 0, moved: 0 });
  expect(changed.places.map((p) => [p.kind, p.previousPage, p.page])).toEqual([['added', null, 3], ['changed', 5, 6]]);
  expect(changed.places[1]!.changes).toEqual([expect.objectContaining({ removed: '980', added: '1 050' })]);

  const doc = await apiOf(t.app).as(dealer).call(API.documents.readerDetail, { id: documentId });
  expect(doc.versions.map((v) => [v.versionLabel, v.changes?.counts.changed ?? null])).toEqual([['2.0', 1], ['1.0', null]]);
});

it('a reader who may not read the document gets the answer a missing version gets, and a visitor is asked to sign in', async () => {
  expect(await missing(stranger, secondId)).toEqual(await missing(stranger, DB_INT_MAX));
  const doc = await apiOf(t.app).as(stranger).call(API.documents.readerDetail, { id: documentId });
  expect(doc.versions.map((v) => v.changes)).toEqual([null, null]);
  expect((await apiOf(t.app).as(null).send(API.documents.whatChanged, { versionId: secondId })).status).toBe(401);
});

it('a bookmark on 1.0 tells where its page is in 2.0 and whether it changed', async () => {
  const { bookmarks } = await apiOf(t.app).as(dealer).call(API.bookmarks.list);
  const byPage = new Map(bookmarks.map((b) => [b.page, b.inFinalVersion]));
  expect(byPage.get(5)).toEqual({ versionId: secondId, versionLabel: '2.0', page: 6, topicPath: null, removed: false, changed: true });
  expect(byPage.get(1)).toEqual({ versionId: secondId, versionLabel: '2.0', page: 1, topicPath: null, removed: false, changed: false });
  // Seen or not, the bookmark still points at the old page.
  await apiOf(t.app).as(dealer).call(API.bookmarks.seen, { id: bookmarks[0]!.id });
  const again = await apiOf(t.app).as(dealer).call(API.bookmarks.list);
  expect(again.bookmarks.find((b) => b.page === 5)?.inFinalVersion?.page).toBe(6);
});

it('a web help tells its topics the same way: changed with their words, removed, and a bookmark on each says so', async () => {
  const cat = await loadCatalogue(t.app, admin);
  const help = (torque: string, withFilters: boolean) => makeZip([
    { name: 'index.html', data: '<title>Help</title><a href="bolts.html">Bolts</a> <a href="filters.html">Filters</a>' },
    { name: 'bolts.html', data: `<title>Turntable bolts</title><h1>Turntable bolts</h1><p>Tighten to ${torque} Nm in a crosswise sequence.</p>` },
    ...(withFilters ? [{ name: 'filters.html', data: '<title>Fuel filters</title><h1>Fuel filters</h1><p>Replace both elements every 500 hours of work.</p>' }] : []),
  ]);
  const { documentId: helpId, versionId: oldId } = await createDocumentWithVersion(t.app, admin, {
    documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: cat.products.get('CEX_MEDIUM')!, title: uniqueId('Maintenance help'),
  }, { versionLabel: 'h1', publishType: 'WEBHELP', file: await help('980', true), fileName: 'help.zip' });
  await grantDocuments(t.database.db, readerId, 'DOCUMENT', [helpId]);
  const api = apiOf(t.app).as(dealer);
  const { id: folderId } = await api.call(API.bookmarks.saveFolder, { name: uniqueId('Help') });
  for (const topicPath of ['bolts.html', 'filters.html']) await api.call(API.bookmarks.add, { folderId, documentId: helpId, versionId: oldId, topicPath });
  const { versionId: newId } = await addVersion(t.app, admin, helpId, { versionLabel: 'h2', publishType: 'WEBHELP', file: await help('1 050', false), fileName: 'help.zip', distributedOn: '2026-03-01' });
  const changed = await until('h2 compared', async () => (await api.send(API.documents.whatChanged, { versionId: newId })).status === 200
    ? api.call(API.documents.whatChanged, { versionId: newId }) : undefined);
  expect(changed).toMatchObject({ publishType: 'WEBHELP', previousVersion: { id: oldId, versionLabel: 'h1' } });
  const byPath = new Map(changed.places.map((p) => [p.path ?? p.previousPath, p]));
  expect(byPath.get('bolts.html')).toMatchObject({ kind: 'changed', path: 'bolts.html', title: 'Turntable bolts', page: null, changes: [expect.objectContaining({ removed: '980', added: '1 050' })] });
  expect(byPath.get('filters.html')).toMatchObject({ kind: 'removed', path: null, previousPath: 'filters.html', title: 'Fuel filters' });

  const { bookmarks } = await api.call(API.bookmarks.list);
  const byTopic = new Map(bookmarks.filter((b) => b.documentId === helpId).map((b) => [b.topicPath, b.inFinalVersion]));
  expect(byTopic.get('bolts.html')).toEqual({ versionId: newId, versionLabel: 'h2', page: null, topicPath: 'bolts.html', removed: false, changed: true });
  expect(byTopic.get('filters.html')).toEqual({ versionId: newId, versionLabel: 'h2', page: null, topicPath: null, removed: true, changed: false });
});
