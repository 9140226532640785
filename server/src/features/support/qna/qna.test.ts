// Q&A through the real app: asking in a classification e-mails its managers (and those above) in their
// language; the asker edits until it is answered; a manager answers, the status moves and the asker is
// e-mailed; the lists; deleting takes the answer with it; who may do what.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import type { EndpointResponse } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { createUser, mailsTo, USER_PASSWORD } from '../../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

describe('Q&A', () => {
  let t: TestContext;
  let admin: string;
  let parent: number;
  let child: number;
  let asker: { id: number; loginId: string; token: string };
  let manager: { id: number; loginId: string; token: string };
  let stranger: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const mails = (to: string) => mailsTo(t.database.db, to);
  const ids = (list: EndpointResponse<typeof API.qna.list>) => list.items.map((q) => q.questionId);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    parent = (await as(admin).call(API.qnaClasses.save, { labels: { en: 'Engines', ko: '엔진' } })).id;
    child = (await as(admin).call(API.qnaClasses.save, { parentId: parent, labels: { en: 'Fuel', ko: '연료' } })).id;
    const a = await createUser(t.database.db, { userType: 'DEALER', roles: [], language: 'th', name: 'Somchai' });
    const m = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [], language: 'ko', name: 'Kim Manager' });
    await as(admin).call(API.qnaClasses.saveManagers, { classId: parent, userIds: [m.id] });
    asker = { ...a, token: await login(t.app, a.loginId, USER_PASSWORD) };
    manager = { ...m, token: await login(t.app, m.loginId, USER_PASSWORD) };
    const s = await createUser(t.database.db, { userType: 'DEALER', roles: [] });
    stranger = await login(t.app, s.loginId, USER_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it('asks in a child classification, e-mails the parent\'s manager in Korean, and lets only the asker edit while it waits', async () => {
    const asked = await as(asker.token).send(API.qna.save, { classId: child, title: 'Injector knocking', bodyHtml: '<p>Knocks at <strong>idle</strong>.</p><script>x()</script>' });
    expect(asked.status).toBe(200);
    const id = asked.body.id;
    const [mail] = await mails(manager.loginId);
    expect(mail).toMatchObject({ kind: 'QNA_ASKED', language: 'ko' });
    expect(mail!.subject).toContain('연료');
    expect(mail!.text_body).toContain(`/support/qna/detail?id=${id}`);

    const mine = await as(asker.token).call(API.qna.detail, { questionId: id });
    expect(mine).toMatchObject({ status: 'ANSWERING', mayEdit: true, mayAnswer: false, mayDelete: true, answer: null, asker: 'Somchai' });
    expect(mine.bodyHtml).toBe('<p>Knocks at <strong>idle</strong>.</p>');
    expect(await as(manager.token).call(API.qna.detail, { questionId: id })).toMatchObject({ mayEdit: false, mayAnswer: true, mayDelete: true });
    expect(await as(stranger).call(API.qna.detail, { questionId: id })).toMatchObject({ mayEdit: false, mayAnswer: false, mayDelete: false });

    expect((await as(asker.token).send(API.qna.save, { questionId: id, classId: child, title: 'Injector knocking at idle', bodyHtml: '<p>Knocks.</p>' })).status).toBe(200);
    expect((await as(stranger).refusal(API.qna.save, { questionId: id, classId: child, title: 'Mine now', bodyHtml: '<p>x</p>' })).body.code).toBe('WRONG_ACCESS');
    expect((await as(stranger).refusal(API.qna.answer, { questionId: id, answerHtml: '<p>I know</p>' })).body.code).toBe('WRONG_ACCESS');
    // Lists: waiting for its answer, among those the manager will answer, and the asker's own.
    expect(ids(await as(null).call(API.qna.list, { tab: 'ANSWERING' }))).toContain(id);
    expect(ids(await as(manager.token).call(API.qna.list, { tab: 'TO_ANSWER' }))).toEqual([id]);
    expect(ids(await as(stranger).call(API.qna.list, { tab: 'TO_ANSWER' }))).toEqual([]);
    expect(ids(await as(asker.token).call(API.qna.list, { tab: 'MINE' }))).toEqual([id]);
    expect((await as(null).refusal(API.qna.list, { tab: 'MINE' })).body).toMatchObject({ code: 'LOGIN_REQUIRED', message: 'Please log in' });
  });

  it('tells a manager of a Q&A classification, and no one else, that they have questions to answer', async () => {
    const answers = async (token: string | null) => (await as(token).call(API.qna.list, { tab: 'ANSWERED' })).answersQuestions;
    expect(await answers(manager.token)).toBe(true);
    expect(await answers(asker.token)).toBe(false);
    expect(await answers(null)).toBe(false);
    // Managing a Contact Us classification answers no questions; the administrators' list says the same.
    const contact = (await as(admin).call(API.contactClasses.save, { labels: { en: 'Parts orders' } })).id;
    const s = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [] });
    await as(admin).call(API.contactClasses.saveManagers, { classId: contact, userIds: [s.id] });
    expect(await answers(await login(t.app, s.loginId, USER_PASSWORD))).toBe(false);
    expect((await as(admin).call(API.qna.managedList, { tab: 'TO_ANSWER' })).answersQuestions).toBe(false);
  });

  it('answers: answering → answered, the asker e-mailed once in Thai; the question can no longer be edited', async () => {
    const id = (await as(asker.token).call(API.qna.save, { classId: child, title: 'Fuel filter interval', bodyHtml: '<p>How often?</p>' })).id;
    const answered = await as(manager.token).send(API.qna.answer, { questionId: id, answerHtml: '<p>Every <strong>500 hours</strong>.</p>' });
    expect(answered.status).toBe(200);
    const detail = await as(asker.token).call(API.qna.detail, { questionId: id });
    expect(detail).toMatchObject({ status: 'ANSWERED', mayEdit: false, answer: { html: '<p>Every <strong>500 hours</strong>.</p>', answerer: 'Kim Manager' } });
    expect(detail.answeredAt).not.toBeNull();
    const toAsker = (await mails(asker.loginId)).filter((m) => m.kind === 'QNA_ANSWERED');
    expect(toAsker).toHaveLength(1);
    expect(toAsker[0]!.language).toBe('th');
    expect(toAsker[0]!.text_body).toContain(`/mylibrary/myqna/detail?id=${id}`);
    // A corrected answer tells no one again.
    await as(manager.token).call(API.qna.answer, { questionId: id, answerHtml: '<p>Every 500 hours, or sooner in dust.</p>' });
    expect((await mails(asker.loginId)).filter((m) => m.kind === 'QNA_ANSWERED')).toHaveLength(1);
    expect((await as(asker.token).refusal(API.qna.save, { questionId: id, classId: child, title: 'x', bodyHtml: '<p>x</p>' })).body.code).toBe('WRONG_ACCESS');
    expect(ids(await as(null).call(API.qna.list, { tab: 'ANSWERED', keyword: 'filter interval' }))).toEqual([id]);
    // The Q&A administrator answers any question.
    const other = (await as(asker.token).call(API.qna.save, { classId: child, title: 'Another', bodyHtml: '<p>?</p>' })).id;
    expect((await as(admin).send(API.qna.answer, { questionId: other, answerHtml: '<p>Yes.</p>' })).status).toBe(200);
  });

  it('deletes a question with its answer, for its asker, its managers or an administrator only', async () => {
    const id = (await as(asker.token).call(API.qna.save, { classId: child, title: 'To delete', bodyHtml: '<p>?</p>' })).id;
    await as(manager.token).call(API.qna.answer, { questionId: id, answerHtml: '<p>!</p>' });
    expect((await as(stranger).refusal(API.qna.delete, { questionId: id })).body.code).toBe('WRONG_ACCESS');
    expect(await as(asker.token).call(API.qna.delete, { questionId: id })).toEqual({ deleted: true });
    expect((await as(asker.token).send(API.qna.detail, { questionId: id })).status).toBe(404);
    const { rows } = await t.database.db.execute(sql`SELECT 1 FROM qna_questions WHERE id = ${id}`);
    expect(rows).toHaveLength(0);
    // A classification with questions is not deleted.
    expect((await as(admin).refusal(API.qnaClasses.delete, { classId: child })).body.code).toBe('RELATED_DATA_EXISTS');
  });

  it('refuses a question in no Q&A classification, and values not entered', async () => {
    const contact = (await as(admin).call(API.contactClasses.save, { labels: { en: 'Sales' } })).id;
    expect((await as(asker.token).refusal(API.qna.save, { classId: contact, title: 'x', bodyHtml: '<p>x</p>' })).body.details?.fields?.[0]?.path).toBe('body.classId');
    expect((await as(asker.token).refusal(API.qna.save, { classId: child, title: 'x', bodyHtml: '<p> </p>' })).body).toMatchObject({ code: 'REQUIRED_VALUES_MISSING', message: 'Please make sure all values are entered' });
    expect((await as(asker.token).send(API.qna.save, { classId: child, title: '', bodyHtml: '<p>x</p>' })).status).toBe(400);
    expect((await as(null).send(API.qna.save, { classId: child, title: 'x', bodyHtml: '<p>x</p>' })).status).toBe(401);
  });
});
