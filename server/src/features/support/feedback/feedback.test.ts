// Feedback through the real app: a reader rates a document they may read (at a page of a version), the
// feedback managers are e-mailed in their language and the feedback is counted for the statistics; an
// administrator answers and the author is e-mailed once and reads it in their list; a document with
// feedback cannot be deleted; who may do what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo, USER_PASSWORD } from '../../../../test/factories.ts';
import { apiPost, createDocumentWithVersion, grantDocuments, loadCatalogue } from '../../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

type Body = Record<string, unknown> & { code?: string; items?: Record<string, unknown>[]; details?: { fields?: { path: string; rule: string }[] } };

describe('feedback on documents', () => {
  let t: TestContext;
  let admin: string;
  let doc: { documentId: number; versionId: number; title: string };
  let hidden: { documentId: number };
  let reader: { id: number; loginId: string; token: string };
  let manager: { id: number; loginId: string; token: string };
  let other: string;
  const call = (url: string, payload: unknown, token: string | null) => apiPost<Body>(t.app, url, payload, token);
  const mails = (to: string) => mailsTo(t.database.db, to);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const catalogue = await loadCatalogue(t.app, admin);
    const base = { documentTypeId: catalogue.documentTypes.get('SERVICE_MANUAL')!, productId: catalogue.products.get('WL')! };
    doc = await createDocumentWithVersion(t.app, admin, { ...base, title: 'Wheel loader service manual' });
    hidden = await createDocumentWithVersion(t.app, admin, base);
    const r = await createUser(t.database.db, { userType: 'DEALER', roles: [], language: 'th', name: 'Somchai' });
    await grantDocuments(t.database.db, r.id, 'DOCUMENT', [doc.documentId]);
    reader = { ...r, token: await login(t.app, r.loginId, USER_PASSWORD) };
    const m = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: ['SUPPORT_MANAGER'], language: 'ko', name: 'Kim Feedback' });
    manager = { ...m, token: await login(t.app, m.loginId, USER_PASSWORD) };
    other = await login(t.app, (await createUser(t.database.db, { userType: 'DEALER', roles: [] })).loginId, USER_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it('chooses as managers only employees who hold the feedback menu', async () => {
    const found = (await call('/mgmt/feedback/manager/candidates', { keyword: 'Kim Feedback' }, admin)).body.items!;
    expect(found.map((p) => p.userId)).toEqual([manager.id]);
    const refused = await call('/mgmt/feedback/manager/save', { userIds: [manager.id, reader.id] }, admin);
    expect(refused.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.userIds', rule: 'not_a_feedback_administrator' }] } });
    expect((await call('/mgmt/feedback/manager/save', { userIds: [manager.id] }, admin)).status).toBe(200);
    expect((await call('/mgmt/feedback/manager/list', {}, admin)).body.items!.map((p) => p.userId)).toEqual([manager.id]);
  });

  it('takes a rating at a page, e-mails the managers in their language and counts it for the statistics', async () => {
    const saved = await call('/service/feedback/save', { documentId: doc.documentId, versionId: doc.versionId, page: 1, rating: 2, comment: '  Torque for M16 is missing.\nPage 1.  ' }, reader.token);
    expect(saved.body).toMatchObject({ id: expect.any(Number) });
    const id = saved.body.id as number;
    const [mail] = await mails(manager.loginId);
    expect(mail).toMatchObject({ kind: 'FEEDBACK_RECEIVED', language: 'ko' });
    expect(mail!.text_body).toContain('★★☆☆☆');
    expect(mail!.text_body).toContain('Torque for M16 is missing.');
    expect(mail!.text_body).toContain(`/management/support/feedback?id=${id}`);
    const { rows: [event] } = await t.database.db.execute<{ user_id: number; topic: string; details: { documentId: number; rating: number } }>(
      sql`SELECT user_id, topic, details FROM access_events WHERE action = 'FEEDBACK' ORDER BY id DESC LIMIT 1`);
    expect(event).toMatchObject({ user_id: reader.id, topic: doc.title, details: { documentId: doc.documentId, rating: 2 } });

    const mine = (await call('/service/feedback/list', {}, reader.token)).body;
    expect(mine.total).toBe(1);
    expect(mine.items![0]).toMatchObject({
      feedbackId: id, documentTitle: doc.title, versionId: doc.versionId, publishType: 'PDF', page: 1, rating: 2,
      comment: 'Torque for M16 is missing.\nPage 1.', author: 'Somchai', status: 'WAITING', answer: null,
    });
  });

  it('refuses feedback on a document the reader may not read, a version of another document, and bad ratings', async () => {
    expect((await call('/service/feedback/save', { documentId: hidden.documentId, rating: 5 }, reader.token)).body.code).toBe('WRONG_ACCESS');
    expect((await call('/service/feedback/save', { documentId: 999_999, rating: 5 }, reader.token)).status).toBe(404);
    expect((await call('/service/feedback/save', { documentId: doc.documentId, versionId: 999_999, rating: 5 }, reader.token)).status).toBe(404);
    for (const rating of [0, 6, 2.5]) {
      const reply = await call('/service/feedback/save', { documentId: doc.documentId, rating }, reader.token);
      expect(reply.body.code).toBe('INPUT_VALUE_ERROR');
    }
    expect((await call('/service/feedback/save', { documentId: doc.documentId }, reader.token)).body.code).toBe('REQUIRED_VALUES_MISSING');
    expect((await call('/service/feedback/save', { documentId: doc.documentId, rating: 3, comment: 'x'.repeat(2001) }, reader.token)).body.code).toBe('INPUT_VALUE_ERROR');
  });

  it('is answered by an administrator: the author is e-mailed once and reads the answer; the list filters', async () => {
    const id = ((await call('/service/feedback/list', {}, reader.token)).body.items![0]!.feedbackId) as number;
    expect((await call('/mgmt/feedback/list', { status: 'WAITING', rating: 2, keyword: 'M16' }, manager.token)).body.items!.map((f) => f.feedbackId)).toEqual([id]);
    expect((await call('/mgmt/feedback/list', { rating: 5 }, manager.token)).body.total).toBe(0);
    expect((await call('/mgmt/feedback/answer', { feedbackId: id, answer: '   ' }, manager.token)).body.code).toBe('INPUT_VALUE_ERROR');
    expect((await call('/mgmt/feedback/answer', { feedbackId: id, answer: 'Added in revision B: 265 N·m.' }, manager.token)).status).toBe(200);
    expect((await call('/mgmt/feedback/answer', { feedbackId: id, answer: 'Added in revision B: 265 N·m (dry).' }, manager.token)).status).toBe(200);
    const answered = await mails(reader.loginId);
    expect(answered.map((m) => m.kind)).toEqual(['FEEDBACK_ANSWERED']);
    expect(answered[0]!.language).toBe('th');
    expect(answered[0]!.text_body).toContain(`/mylibrary/feedback?id=${id}`);
    expect((await call('/service/feedback/list', {}, reader.token)).body.items![0]).toMatchObject({ status: 'ANSWERED', answer: 'Added in revision B: 265 N·m (dry).', answerer: 'Kim Feedback' });
    expect((await call('/mgmt/feedback/detail', { feedbackId: id }, admin)).body).toMatchObject({ feedbackId: id, status: 'ANSWERED' });
    // Answered, it is no longer the author's to withdraw.
    expect((await call('/service/feedback/delete', { feedbackId: id }, reader.token)).body.code).toBe('ALREADY_DECIDED');
  });

  it('keeps a document with feedback from being deleted, and frees it when the feedback goes', async () => {
    const refused = await call('/mgmt/document/delete', { id: doc.documentId }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('RELATED_DATA_EXISTS');

    const waiting = (await call('/service/feedback/save', { documentId: doc.documentId, rating: 4 }, reader.token)).body.id as number;
    expect((await call('/service/feedback/delete', { feedbackId: waiting }, other)).status).toBe(404);
    expect((await call('/service/feedback/delete', { feedbackId: waiting }, reader.token)).status).toBe(200);
    const answered = ((await call('/service/feedback/list', {}, reader.token)).body.items![0]!.feedbackId) as number;
    expect((await call('/mgmt/feedback/delete', { feedbackId: answered }, manager.token)).status).toBe(200);
    expect((await call('/service/feedback/list', {}, reader.token)).body.total).toBe(0);
    expect((await call('/mgmt/feedback/detail', { feedbackId: answered }, admin)).status).toBe(404);
  });
});
