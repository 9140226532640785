// The FAQ through the real app: the public page by classification (a parent stands for its children) and
// keyword, in use only; answers sanitised; a classification with FAQs is not deleted; the managers' list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

type Body = Record<string, unknown> & { code?: string; details?: { fields?: { path: string }[] } };
interface Entry { faqId: number; classId: number; question: string; answerHtml: string; classLabel: string }

describe('FAQ', () => {
  let t: TestContext;
  let admin: string;
  const call = (url: string, payload: unknown, token: string | null = admin) => apiPost<Body>(t.app, url, payload, token);
  const entries = async (query: Record<string, unknown> = {}) => (await call('/service/faq/list', query, null)).body.items as Entry[];
  let parent: number;
  let child: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    parent = (await call('/mgmt/qna/cls/save', { labels: { en: 'Cooling', ko: '냉각' } })).body.id as number;
    child = (await call('/mgmt/qna/cls/save', { parentId: parent, labels: { en: 'Radiator' } })).body.id as number;
  });
  afterAll(async () => { await t.close(); });

  const write = async (values: Record<string, unknown>) => {
    const saved = await call('/mgmt/faq/save', { classId: child, question: 'Q', answerHtml: '<p>A</p>', ...values });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.id as number;
  };

  it('shows FAQs in use by classification (a parent with its children) and keyword, in their order', async () => {
    const second = await write({ question: 'How often is the radiator cleaned?', answerHtml: '<p>Every <strong>250 hours</strong>.</p>', sortOrder: 2 });
    const first = await write({ question: 'Which coolant is used?', answerHtml: '<p>Long-life coolant, mixed 50/50.</p>', sortOrder: 1 });
    const off = await write({ question: 'Old coolant question', useYn: 'N' });
    const cooling = await entries({ classId: parent });
    expect(cooling.map((e) => e.faqId)).toEqual([first, second]);
    expect(cooling[0]!.classLabel).toBe('Radiator');
    expect((await entries({ keyword: '250 hours' })).map((e) => e.faqId)).toEqual([second]);
    expect((await entries()).map((e) => e.faqId)).not.toContain(off);
    const managed = (await call('/mgmt/faq/list', { classId: parent })).body as { items: { faqId: number }[]; total: number };
    expect(managed.total).toBe(3);
    // A classification switched off takes its FAQs off the page.
    await call('/mgmt/qna/cls/save', { classId: parent, labels: { en: 'Cooling' }, useYn: 'N' });
    expect(await entries({ classId: parent })).toEqual([]);
    await call('/mgmt/qna/cls/save', { classId: parent, labels: { en: 'Cooling' }, useYn: 'Y' });
  });

  it('keeps only sanitised answers and refuses one that is only markup, or a classification that is not Q&A', async () => {
    const id = await write({ question: 'Safe?', answerHtml: '<p onmouseover="x()">Yes <a href="javascript:alert(1)">here</a><script>alert(1)</script></p><iframe src="data:text/html,x"></iframe>' });
    const detail = (await call('/mgmt/faq/detail', { faqId: id })).body;
    expect(detail.answerHtml).toBe('<p>Yes <a>here</a></p>');
    expect((await call('/mgmt/faq/save', { classId: child, question: 'Empty', answerHtml: '<p><img src=x onerror=alert(1)></p>' })).body.code).toBe('REQUIRED_VALUES_MISSING');
    const contact = (await call('/mgmt/contact/cls/save', { labels: { en: 'Sales' } })).body.id as number;
    const wrong = await call('/mgmt/faq/save', { classId: contact, question: 'Q', answerHtml: '<p>A</p>' });
    expect(wrong.body.details?.fields?.[0]?.path).toBe('body.classId');
    expect((await call('/mgmt/faq/save', { classId: child, question: ' ', answerHtml: '<p>A</p>' })).status).toBe(400);
  });

  it('keeps a classification with FAQs from being deleted, and deletes a FAQ', async () => {
    const own = (await call('/mgmt/qna/cls/save', { labels: { en: 'Tyres' } })).body.id as number;
    const id = await write({ classId: own, question: 'Tyre pressure?' });
    expect((await call('/mgmt/qna/cls/delete', { classId: own })).body.code).toBe('RELATED_DATA_EXISTS');
    expect((await call('/mgmt/faq/delete', { faqId: id })).body).toEqual({ deleted: true });
    expect((await call('/mgmt/faq/detail', { faqId: id })).status).toBe(404);
    expect((await call('/mgmt/qna/cls/delete', { classId: own })).body).toEqual({ deleted: true });
  });

  it('is managed with the FAQ menu', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await call('/mgmt/faq/save', { classId: child, question: 'Q', answerHtml: '<p>A</p>' }, dealer)).status).toBe(403);
    const support = await login(t.app, 'supportmanager@gsis.local', DEMO_PASSWORD);
    expect((await call('/mgmt/faq/list', {}, support)).status).toBe(200);
  });
});
