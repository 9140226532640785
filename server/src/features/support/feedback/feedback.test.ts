// Feedback through the real app: a reader rates a document they may read (at a page of a version), the
// feedback managers are e-mailed in their language and the feedback is counted for the statistics; an
// administrator answers and the author is e-mailed once and reads it in their list; a document with
// feedback cannot be deleted; who may do what.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../../test/api.ts';
import { createUser, mailsTo, USER_PASSWORD } from '../../../../test/factories.ts';
import { createDocumentWithVersion, grantDocuments, loadCatalogue } from '../../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

describe('feedback on documents', () => {
  let t: TestContext;
  let admin: string;
  let doc: { documentId: number; versionId: number; title: string };
  let hidden: { documentId: number };
  let reader: { id: number; loginId: string; token: string };
  let manager: { id: number; loginId: string; token: string };
  let other: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
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
    const found = (await as(admin).call(API.feedback.candidates, { keyword: 'Kim Feedback' })).items;
    expect(found.map((p) => p.userId)).toEqual([manager.id]);
    const refused = await as(admin).refusal(API.feedback.saveManagers, { userIds: [manager.id, reader.id] });
    expect(refused.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.userIds', rule: 'not_a_feedback_administrator' }] } });
    expect((await as(admin).send(API.feedback.saveManagers, { userIds: [manager.id] })).status).toBe(200);
    expect((await as(admin).call(API.feedback.managers)).items.map((p) => p.userId)).toEqual([manager.id]);
  });

  it('takes a rating at a page, e-mails the managers in their language and counts it for the statistics', async () => {
    const saved = await as(reader.token).call(API.feedback.save, { documentId: doc.documentId, versionId: doc.versionId, page: 1, rating: 2, comment: '  Torque for M16 is missing.\nPage 1.  ' });
    expect(saved).toMatchObject({ id: expect.any(Number) });
    const id = saved.id;
    const [mail] = await mails(manager.loginId);
    expect(mail).toMatchObject({ kind: 'FEEDBACK_RECEIVED', language: 'ko' });
    expect(mail!.text_body).toContain('★★☆☆☆');
    expect(mail!.text_body).toContain('Torque for M16 is missing.');
    expect(mail!.text_body).toContain(`/management/support/feedback?id=${id}`);
    const { rows: [event] } = await t.database.db.execute<{ user_id: number; topic: string; details: { documentId: number; rating: number } }>(
      sql`SELECT user_id, topic, details FROM access_events WHERE action = 'FEEDBACK' ORDER BY id DESC LIMIT 1`);
    expect(event).toMatchObject({ user_id: reader.id, topic: doc.title, details: { documentId: doc.documentId, rating: 2 } });

    const mine = await as(reader.token).call(API.feedback.mine, {});
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      feedbackId: id, documentTitle: doc.title, versionId: doc.versionId, publishType: 'PDF', page: 1, rating: 2,
      comment: 'Torque for M16 is missing.\nPage 1.', author: 'Somchai', status: 'WAITING', answer: null,
    });
  });

  it('refuses feedback on a document the reader may not read, a version of another document, and bad ratings', async () => {
    expect((await as(reader.token).refusal(API.feedback.save, { documentId: hidden.documentId, rating: 5 })).body.code).toBe('WRONG_ACCESS');
    expect((await as(reader.token).send(API.feedback.save, { documentId: 999_999, rating: 5 })).status).toBe(404);
    expect((await as(reader.token).send(API.feedback.save, { documentId: doc.documentId, versionId: 999_999, rating: 5 })).status).toBe(404);
    for (const rating of [0, 6, 2.5]) {
      const reply = await as(reader.token).refusal(API.feedback.save, { documentId: doc.documentId, rating });
      expect(reply.body.code).toBe('INPUT_VALUE_ERROR');
    }
    expect((await as(reader.token).refusal(API.feedback.save, unchecked({ documentId: doc.documentId }))).body.code).toBe('REQUIRED_VALUES_MISSING');
    expect((await as(reader.token).refusal(API.feedback.save, { documentId: doc.documentId, rating: 3, comment: 'x'.repeat(2001) })).body.code).toBe('INPUT_VALUE_ERROR');
  });

  it('is answered by an administrator: the author is e-mailed once and reads the answer; the list filters', async () => {
    const id = (await as(reader.token).call(API.feedback.mine, {})).items[0]!.feedbackId;
    expect((await as(manager.token).call(API.feedback.list, { status: 'WAITING', rating: 2, keyword: 'M16' })).items.map((f) => f.feedbackId)).toEqual([id]);
    expect((await as(manager.token).call(API.feedback.list, { rating: 5 })).total).toBe(0);
    expect((await as(manager.token).refusal(API.feedback.answer, { feedbackId: id, answer: '   ' })).body.code).toBe('INPUT_VALUE_ERROR');
    expect((await as(manager.token).send(API.feedback.answer, { feedbackId: id, answer: 'Added in revision B: 265 N·m.' })).status).toBe(200);
    expect((await as(manager.token).send(API.feedback.answer, { feedbackId: id, answer: 'Added in revision B: 265 N·m (dry).' })).status).toBe(200);
    const answered = await mails(reader.loginId);
    expect(answered.map((m) => m.kind)).toEqual(['FEEDBACK_ANSWERED']);
    expect(answered[0]!.language).toBe('th');
    expect(answered[0]!.text_body).toContain(`/mylibrary/feedback?id=${id}`);
    expect((await as(reader.token).call(API.feedback.mine, {})).items[0]).toMatchObject({ status: 'ANSWERED', answer: 'Added in revision B: 265 N·m (dry).', answerer: 'Kim Feedback' });
    expect(await as(admin).call(API.feedback.detail, { feedbackId: id })).toMatchObject({ feedbackId: id, status: 'ANSWERED' });
    // Answered, it is no longer the author's to withdraw.
    expect((await as(reader.token).refusal(API.feedback.deleteMine, { feedbackId: id })).body.code).toBe('ALREADY_DECIDED');
  });

  it('keeps a document with feedback from being deleted, and frees it when the feedback goes', async () => {
    const refused = await as(admin).refusal(API.documents.remove, { id: doc.documentId });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('RELATED_DATA_EXISTS');

    const waiting = (await as(reader.token).call(API.feedback.save, { documentId: doc.documentId, rating: 4 })).id;
    expect((await as(other).send(API.feedback.deleteMine, { feedbackId: waiting })).status).toBe(404);
    expect((await as(reader.token).send(API.feedback.deleteMine, { feedbackId: waiting })).status).toBe(200);
    const answered = (await as(reader.token).call(API.feedback.mine, {})).items[0]!.feedbackId;
    expect((await as(manager.token).send(API.feedback.delete, { feedbackId: answered })).status).toBe(200);
    expect((await as(reader.token).call(API.feedback.mine, {})).total).toBe(0);
    expect((await as(admin).send(API.feedback.detail, { feedbackId: answered })).status).toBe(404);
  });
});
