// Q&A through the real app: asking in a classification e-mails its managers (and those above) in their
// language; the asker edits until it is answered; a manager answers, the status moves and the asker is
// e-mailed; the lists; deleting takes the answer with it; who may do what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo, USER_PASSWORD } from '../../../../test/factories.ts';
import { apiPost } from '../../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

type Body = Record<string, unknown> & { code?: string; message?: string; details?: { fields?: { path: string }[] } };

describe('Q&A', () => {
  let t: TestContext;
  let admin: string;
  let parent: number;
  let child: number;
  let asker: { id: number; loginId: string; token: string };
  let manager: { id: number; loginId: string; token: string };
  let stranger: string;
  const call = (url: string, payload: unknown, token: string | null) => apiPost<Body>(t.app, url, payload, token);
  const mails = (to: string) => mailsTo(t.database.db, to);
  const ids = (body: Body) => (body.items as { questionId: number }[]).map((q) => q.questionId);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    parent = (await call('/mgmt/qna/cls/save', { labels: { en: 'Engines', ko: '엔진' } }, admin)).body.id as number;
    child = (await call('/mgmt/qna/cls/save', { parentId: parent, labels: { en: 'Fuel', ko: '연료' } }, admin)).body.id as number;
    const a = await createUser(t.database.db, { userType: 'DEALER', roles: [], language: 'th', name: 'Somchai' });
    const m = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [], language: 'ko', name: 'Kim Manager' });
    await call('/mgmt/qna/cls/manager/save', { classId: parent, userIds: [m.id] }, admin);
    asker = { ...a, token: await login(t.app, a.loginId, USER_PASSWORD) };
    manager = { ...m, token: await login(t.app, m.loginId, USER_PASSWORD) };
    const s = await createUser(t.database.db, { userType: 'DEALER', roles: [] });
    stranger = await login(t.app, s.loginId, USER_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it('asks in a child classification, e-mails the parent\'s manager in Korean, and lets only the asker edit while it waits', async () => {
    const asked = await call('/service/qna/save', { classId: child, title: 'Injector knocking', bodyHtml: '<p>Knocks at <strong>idle</strong>.</p><script>x()</script>' }, asker.token);
    expect(asked.status).toBe(200);
    const id = asked.body.id as number;
    const [mail] = await mails(manager.loginId);
    expect(mail).toMatchObject({ kind: 'QNA_ASKED', language: 'ko' });
    expect(mail!.subject).toContain('연료');
    expect(mail!.text_body).toContain(`/support/qna/detail?id=${id}`);

    const mine = (await call('/service/qna/detail', { questionId: id }, asker.token)).body;
    expect(mine).toMatchObject({ status: 'ANSWERING', mayEdit: true, mayAnswer: false, mayDelete: true, answer: null, asker: 'Somchai' });
    expect(mine.bodyHtml).toBe('<p>Knocks at <strong>idle</strong>.</p>');
    expect((await call('/service/qna/detail', { questionId: id }, manager.token)).body).toMatchObject({ mayEdit: false, mayAnswer: true, mayDelete: true });
    expect((await call('/service/qna/detail', { questionId: id }, stranger)).body).toMatchObject({ mayEdit: false, mayAnswer: false, mayDelete: false });

    expect((await call('/service/qna/save', { questionId: id, classId: child, title: 'Injector knocking at idle', bodyHtml: '<p>Knocks.</p>' }, asker.token)).status).toBe(200);
    expect((await call('/service/qna/save', { questionId: id, classId: child, title: 'Mine now', bodyHtml: '<p>x</p>' }, stranger)).body.code).toBe('WRONG_ACCESS');
    expect((await call('/service/qna/answer', { questionId: id, answerHtml: '<p>I know</p>' }, stranger)).body.code).toBe('WRONG_ACCESS');
    // Lists: waiting for its answer, among those the manager will answer, and the asker's own.
    expect(ids((await call('/service/qna/list', { tab: 'ANSWERING' }, null)).body)).toContain(id);
    expect(ids((await call('/service/qna/list', { tab: 'TO_ANSWER' }, manager.token)).body)).toEqual([id]);
    expect(ids((await call('/service/qna/list', { tab: 'TO_ANSWER' }, stranger)).body)).toEqual([]);
    expect(ids((await call('/service/qna/list', { tab: 'MINE' }, asker.token)).body)).toEqual([id]);
    expect((await call('/service/qna/list', { tab: 'MINE' }, null)).body).toMatchObject({ code: 'LOGIN_REQUIRED', message: 'Please log in' });
  });

  it('answers: answering → answered, the asker e-mailed once in Thai; the question can no longer be edited', async () => {
    const id = (await call('/service/qna/save', { classId: child, title: 'Fuel filter interval', bodyHtml: '<p>How often?</p>' }, asker.token)).body.id as number;
    const answered = await call('/service/qna/answer', { questionId: id, answerHtml: '<p>Every <strong>500 hours</strong>.</p>' }, manager.token);
    expect(answered.status).toBe(200);
    const detail = (await call('/service/qna/detail', { questionId: id }, asker.token)).body as { status: string; answer: { html: string; answerer: string }; answeredAt: string | null; mayEdit: boolean };
    expect(detail).toMatchObject({ status: 'ANSWERED', mayEdit: false, answer: { html: '<p>Every <strong>500 hours</strong>.</p>', answerer: 'Kim Manager' } });
    expect(detail.answeredAt).not.toBeNull();
    const toAsker = (await mails(asker.loginId)).filter((m) => m.kind === 'QNA_ANSWERED');
    expect(toAsker).toHaveLength(1);
    expect(toAsker[0]!.language).toBe('th');
    expect(toAsker[0]!.text_body).toContain(`/mylibrary/myqna/detail?id=${id}`);
    // A corrected answer tells no one again.
    await call('/service/qna/answer', { questionId: id, answerHtml: '<p>Every 500 hours, or sooner in dust.</p>' }, manager.token);
    expect((await mails(asker.loginId)).filter((m) => m.kind === 'QNA_ANSWERED')).toHaveLength(1);
    expect((await call('/service/qna/save', { questionId: id, classId: child, title: 'x', bodyHtml: '<p>x</p>' }, asker.token)).body.code).toBe('WRONG_ACCESS');
    expect(ids((await call('/service/qna/list', { tab: 'ANSWERED', keyword: 'filter interval' }, null)).body)).toEqual([id]);
    // The Q&A administrator answers any question.
    const other = (await call('/service/qna/save', { classId: child, title: 'Another', bodyHtml: '<p>?</p>' }, asker.token)).body.id as number;
    expect((await call('/service/qna/answer', { questionId: other, answerHtml: '<p>Yes.</p>' }, admin)).status).toBe(200);
  });

  it('deletes a question with its answer, for its asker, its managers or an administrator only', async () => {
    const id = (await call('/service/qna/save', { classId: child, title: 'To delete', bodyHtml: '<p>?</p>' }, asker.token)).body.id as number;
    await call('/service/qna/answer', { questionId: id, answerHtml: '<p>!</p>' }, manager.token);
    expect((await call('/service/qna/delete', { questionId: id }, stranger)).body.code).toBe('WRONG_ACCESS');
    expect((await call('/service/qna/delete', { questionId: id }, asker.token)).body).toEqual({ deleted: true });
    expect((await call('/service/qna/detail', { questionId: id }, asker.token)).status).toBe(404);
    const { rows } = await t.database.db.execute(sql`SELECT 1 FROM qna_questions WHERE id = ${id}`);
    expect(rows).toHaveLength(0);
    // A classification with questions is not deleted.
    expect((await call('/mgmt/qna/cls/delete', { classId: child }, admin)).body.code).toBe('RELATED_DATA_EXISTS');
  });

  it('refuses a question in no Q&A classification, and values not entered', async () => {
    const contact = (await call('/mgmt/contact/cls/save', { labels: { en: 'Sales' } }, admin)).body.id as number;
    expect((await call('/service/qna/save', { classId: contact, title: 'x', bodyHtml: '<p>x</p>' }, asker.token)).body.details?.fields?.[0]?.path).toBe('body.classId');
    expect((await call('/service/qna/save', { classId: child, title: 'x', bodyHtml: '<p> </p>' }, asker.token)).body).toMatchObject({ code: 'REQUIRED_VALUES_MISSING', message: 'Please make sure all values are entered' });
    expect((await call('/service/qna/save', { classId: child, title: '', bodyHtml: '<p>x</p>' }, asker.token)).status).toBe(400);
    expect((await call('/service/qna/save', { classId: child, title: 'x', bodyHtml: '<p>x</p>' }, null)).status).toBe(401);
  });
});
