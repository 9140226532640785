// Requests to read a document through the real app: a reader asks for a document they see but may not read,
// the user managers are e-mailed, an administrator grants it (the document joins the reader's grants, under
// user management's rules and trail) or declines it with a note, and the reader is told either way.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { createRole, createUser, mailsTo, USER_PASSWORD } from '../../../test/factories.ts';
import { createDocumentWithVersion, loadCatalogue, setRegion } from '../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';

describe('access requests', () => {
  let t: TestContext;
  let admin: string;
  let manual: { documentId: number; title: string };
  let regional: { documentId: number; title: string };
  let reader: { id: number; loginId: string; token: string };
  const as = (token: string | null) => apiOf(t.app).as(token);
  const mails = (to: string) => mailsTo(t.database.db, to);
  const mine = (documentId?: number) => as(reader.token).call(API.accessRequests.mine, documentId ? { documentId } : {});

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const catalogue = await loadCatalogue(t.app, admin);
    const base = { documentTypeId: catalogue.documentTypes.get('SERVICE_MANUAL')!, productId: catalogue.products.get('WL')! };
    manual = await createDocumentWithVersion(t.app, admin, { ...base, title: 'Wheel loader drive axle manual' });
    regional = await createDocumentWithVersion(t.app, admin, { ...base, title: 'Wheel loader emissions supplement', regionIds: [catalogue.regions.get('EUROPE')!] });
    const r = await createUser(t.database.db, { userType: 'DEALER', roles: [], language: 'tr', name: 'Ayşe Bayi' });
    await setRegion(t.database.db, r.id, 'KOREA');
    reader = { ...r, token: await login(t.app, r.loginId, USER_PASSWORD) };
  });
  afterAll(async () => { await t.close(); });

  it('takes a request with a reason, once, and e-mails the holders of user management', async () => {
    const asked = await as(reader.token).send(API.accessRequests.request, { documentId: manual.documentId, reason: 'I service the DL420 of a customer in Izmir.' });
    expect(asked.status).toBe(200);
    const id = asked.body.id;
    const [mail] = await mails(ADMIN_ID);
    expect(mail).toMatchObject({ kind: 'ACCESS_REQUESTED' });
    expect(mail!.text_body).toContain(manual.title);
    expect(mail!.text_body).toContain('I service the DL420');
    expect(mail!.text_body).toContain(`/management/user/access?id=${id}`);
    expect((await as(reader.token).refusal(API.accessRequests.request, { documentId: manual.documentId, reason: 'Again' })).body.code).toBe('ACCESS_ALREADY_REQUESTED');
    expect((await mine(manual.documentId)).items).toMatchObject([{ requestId: id, status: 'PENDING', documentTitle: manual.title, authorised: false }]);
  });

  it('refuses requests for a document the reader can already read, one not in the library, and without a reason', async () => {
    expect((await as(admin).refusal(API.accessRequests.request, { documentId: manual.documentId, reason: 'x' })).body.code).toBe('ALREADY_READABLE');
    expect((await as(reader.token).send(API.accessRequests.request, { documentId: 999_999, reason: 'x' })).status).toBe(404);
    expect((await as(reader.token).refusal(API.accessRequests.request, unchecked({ documentId: manual.documentId }))).body.code).toBe('REQUIRED_VALUES_MISSING');
    expect((await as(reader.token).refusal(API.accessRequests.request, { documentId: manual.documentId, reason: '   ' })).body.code).toBe('INPUT_VALUE_ERROR');
  });

  it('grants: the document joins the reader\'s grants, the trail says so, the reader is e-mailed and can read it', async () => {
    const [request] = (await as(admin).call(API.accessRequests.list, { status: 'PENDING', keyword: 'Ayşe' })).items;
    expect(request).toMatchObject({ documentId: manual.documentId, requester: { userId: reader.id, name: 'Ayşe Bayi' } });
    expect((await as(admin).send(API.accessRequests.decide, { requestId: request!.requestId, grant: true })).status).toBe(200);
    expect((await as(admin).call(API.users.detail, { id: reader.id })).grants).toMatchObject({ DOCUMENT: [manual.documentId] });
    const { rows: [audit] } = await t.database.db.execute<{ action: string }>(sql`SELECT action FROM audit_log WHERE target_type = 'USER' AND target_id = ${String(reader.id)} ORDER BY id DESC LIMIT 1`);
    expect(audit!.action).toBe('USER_AUTHORITY');
    const told = await mails(reader.loginId);
    expect(told.map((m) => [m.kind, m.language])).toEqual([['ACCESS_GRANTED', 'tr']]);
    expect(told[0]!.text_body).toContain(`/document/view/${manual.documentId}`);
    expect((await mine(manual.documentId)).items[0]).toMatchObject({ status: 'GRANTED', authorised: true, decider: 'GSIS Administrator' });
    expect((await as(reader.token).call(API.documents.readerDetail, { id: manual.documentId })).authorised).toBe(true);
    // Decided once.
    expect((await as(admin).refusal(API.accessRequests.decide, { requestId: request!.requestId, grant: false })).body.code).toBe('ALREADY_DECIDED');
  });

  it('refuses to grant what the document\'s regions would still keep from the reader, and declines with a note', async () => {
    const id = (await as(reader.token).call(API.accessRequests.request, { documentId: regional.documentId, reason: 'Export machine.' })).id;
    expect((await as(admin).refusal(API.accessRequests.decide, { requestId: id, grant: true })).body.code).toBe('OUTSIDE_DOCUMENT_REGION');
    expect((await as(admin).call(API.users.detail, { id: reader.id })).grants).toMatchObject({ DOCUMENT: [manual.documentId] });
    expect((await as(admin).send(API.accessRequests.decide, { requestId: id, grant: false, note: 'Only for European dealers.' })).status).toBe(200);
    const told = (await mails(reader.loginId)).at(-1)!;
    expect(told.kind).toBe('ACCESS_DECLINED');
    expect(told.text_body).toContain('Only for European dealers.');
    expect((await mine(regional.documentId)).items[0]).toMatchObject({ status: 'DECLINED', note: 'Only for European dealers.' });
    // Declined, it may be asked for again.
    expect((await as(reader.token).send(API.accessRequests.request, { documentId: regional.documentId, reason: 'The customer moved to Germany.' })).status).toBe(200);
    expect((await mine()).total).toBe(3);
  });

  it('keeps user management\'s rules: a user manager cannot grant a request of their own account', async () => {
    const role = await createRole(t.database.db, ['MGMT_USER']);
    const manager = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [role] });
    const token = await login(t.app, manager.loginId, USER_PASSWORD);
    const id = (await as(token).call(API.accessRequests.request, { documentId: manual.documentId, reason: 'For my own account.' })).id;
    expect((await as(token).refusal(API.accessRequests.decide, { requestId: id, grant: true })).body.code).toBe('OWN_ACCESS_CHANGE');
    expect((await as(token).call(API.accessRequests.list, { keyword: manager.loginId })).items).toMatchObject([{ requestId: id, status: 'PENDING' }]);
  });
});
