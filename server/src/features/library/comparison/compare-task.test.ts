// What changed, through the app on PostgreSQL: once a new version's text is indexed, the job worker compares it with
// the version readers had before it and stores the result, which the version list shows administrators before and
// after the new version is distributed. (What the comparison finds is page-comparison.test.ts's.)
import { API, type VersionItem } from '@gsis/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { uniqueId } from '../../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { addVersion, createDocumentWithVersion, loadCatalogue, MAINTENANCE_PROCEDURES as procedures, maintenanceManual as manual } from '../../../../test/library-factories.ts';
import { until } from '../../../../test/until.ts';
import type { PageChange } from './page-comparison.ts';

let t: TestContext;
let admin = '';
let documentId = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  const cat = await loadCatalogue(t.app, admin);
  ({ documentId } = await createDocumentWithVersion(t.app, admin, {
    documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: cat.products.get('CEX_MEDIUM')!, title: uniqueId('Maintenance manual'),
  }, { versionLabel: '1.0', file: await manual(procedures) }));
});
afterAll(async () => {
  await t?.close();
});

/** The version as the administrators' list shows it, once its comparison is in. */
const compared = (versionId: number) => until(`version ${versionId} compared`, async () => {
  const detail = await apiOf(t.app).as(admin).call(API.documents.detail, { id: documentId });
  const version = detail.versions.find((v: VersionItem) => v.id === versionId);
  return version?.changes ? version : undefined;
});
const storedChanges = async (versionId: number) =>
  (await t.database.db.execute<{ changes: PageChange[]; place_map: (number | null)[] }>(sql`SELECT changes, place_map FROM version_comparisons WHERE version_id = ${versionId}`)).rows[0]!;

it('the first version has nothing to be compared with', async () => {
  const detail = await apiOf(t.app).as(admin).call(API.documents.detail, { id: documentId });
  expect(detail.versions.map((v) => v.changes)).toEqual([null]);
});

it('a page inserted at 3 and a torque value changed on the last page: one page added, exactly that page changed, the rest where they went', async () => {
  const next = [...procedures.slice(0, 2), 'Fuel filter\nReplace the element every 500 hours.', ...procedures.slice(2)];
  next[5] = 'Turntable bolts\nTighten to 1 050 Nm in a crosswise sequence.';
  // Not distributed: the administrator sees what it will tell readers before it does.
  const { versionId } = await addVersion(t.app, admin, documentId, { versionLabel: '2.0', isFinal: false, distribute: false, file: await manual(next) });
  const version = await compared(versionId);
  expect(version.changes).toEqual({ previousVersionLabel: '1.0', identical: false, counts: { changed: 1, added: 1, removed: 0, moved: 0 } });
  const { changes, place_map: placeMap } = await storedChanges(versionId);
  expect(changes.map((c) => [c.kind, c.previousPage, c.page])).toEqual([['added', undefined, 3], ['changed', 5, 6]]);
  const [torque] = changes[1]!.changes!;
  expect(torque).toMatchObject({ removed: '980', added: '1 050' });
  expect(placeMap).toEqual([1, 2, 4, 5, 6]);
});

it('a version identical in text (its footer aside) reports no change', async () => {
  const { versionId } = await addVersion(t.app, admin, documentId, { versionLabel: '1.1', isFinal: false, distribute: false, file: await manual(procedures, 'DX225LCA service manual, revision 1.1') });
  const version = await compared(versionId);
  expect(version.changes).toEqual({ previousVersionLabel: '1.0', identical: true, counts: { changed: 0, added: 0, removed: 0, moved: 0 } });
});
