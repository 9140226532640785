// The FAQ through the real app: the public page by classification (a parent stands for its children) and
// keyword, in use only; each reader gets the version in their language, else English; answers sanitised; a
// classification with FAQs is not deleted; the managers' list.
import { API, type EndpointInput } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

describe('FAQ', () => {
  let t: TestContext;
  let admin: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const entries = async (query: EndpointInput<typeof API.faq.list> = {}) => (await as(null).call(API.faq.list, query)).items;
  let parent: number;
  let child: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    parent = (await as(admin).call(API.qnaClasses.save, { labels: { en: 'Cooling', ko: '냉각' } })).id;
    child = (await as(admin).call(API.qnaClasses.save, { parentId: parent, labels: { en: 'Radiator' } })).id;
  });
  afterAll(async () => { await t.close(); });

  const write = async (values: Partial<EndpointInput<typeof API.faq.save>>) =>
    (await as(admin).call(API.faq.save, { classId: child, question: 'Q', answerHtml: '<p>A</p>', ...values })).id;

  it('shows FAQs in use by classification (a parent with its children) and keyword, in their order', async () => {
    const second = await write({ question: 'How often is the radiator cleaned?', answerHtml: '<p>Every <strong>250 hours</strong>.</p>', sortOrder: 2 });
    const first = await write({ question: 'Which coolant is used?', answerHtml: '<p>Long-life coolant, mixed 50/50.</p>', sortOrder: 1 });
    const off = await write({ question: 'Old coolant question', useYn: 'N' });
    const cooling = await entries({ classId: parent });
    expect(cooling.map((e) => e.faqId)).toEqual([first, second]);
    expect(cooling[0]!.classLabel).toBe('Radiator');
    expect((await entries({ keyword: '250 hours' })).map((e) => e.faqId)).toEqual([second]);
    expect((await entries()).map((e) => e.faqId)).not.toContain(off);
    const managed = await as(admin).call(API.faq.managedList, { classId: parent });
    expect(managed.total).toBe(3);
    // A classification switched off takes its FAQs off the page.
    await as(admin).call(API.qnaClasses.save, { classId: parent, labels: { en: 'Cooling' }, useYn: 'N' });
    expect(await entries({ classId: parent })).toEqual([]);
    await as(admin).call(API.qnaClasses.save, { classId: parent, labels: { en: 'Cooling' }, useYn: 'Y' });
  });

  it('gives each reader the version in their language, else English, on the page, in the search and in the managers\' list', async () => {
    const id = await write({
      question: 'How is the radiator fin cleaned?', answerHtml: '<p>Blow <strong>compressed air</strong> from the engine side.</p>', sortOrder: 0,
      translations: [{ language: 'th', question: 'ทำความสะอาดครีบหม้อน้ำอย่างไร', answerHtml: '<p>เป่า<strong>ลมอัด</strong>จากด้านเครื่องยนต์</p>' }],
    });
    const thai = { headers: { 'accept-language': 'th' } };
    const korean = { headers: { 'accept-language': 'ko' } };
    const entry = async (options: typeof thai, keyword?: string) =>
      (await as(null).call(API.faq.list, keyword ? { classId: parent, keyword } : { classId: parent }, options)).items.find((e) => e.faqId === id);

    expect(await entry(thai)).toMatchObject({ question: 'ทำความสะอาดครีบหม้อน้ำอย่างไร', answerHtml: '<p>เป่า<strong>ลมอัด</strong>จากด้านเครื่องยนต์</p>', language: 'th' });
    // Korean has no version: English, said so; the classification still in Korean.
    expect(await entry(korean)).toMatchObject({ question: 'How is the radiator fin cleaned?', language: 'en', classLabel: 'Radiator' });
    expect(await entry(thai, 'ลมอัด')).toBeDefined();
    expect(await entry(korean, 'ลมอัด')).toBeUndefined();
    expect(await entry(korean, 'compressed air')).toBeDefined();
    expect(await entry(thai, 'compressed air')).toBeUndefined();

    const managed = await as(admin).call(API.faq.managedList, { keyword: 'radiator fin' });
    expect(managed.items.find((i) => i.faqId === id)).toMatchObject({ language: 'en', languages: ['en', 'th'] });
    const detail = await as(admin).call(API.faq.detail, { faqId: id }, thai);
    expect(detail).toMatchObject({ question: 'ทำความสะอาดครีบหม้อน้ำอย่างไร', language: 'th' });
    expect(detail.versions.map((v) => [v.language, v.question])).toEqual([['en', 'How is the radiator fin cleaned?'], ['th', 'ทำความสะอาดครีบหม้อน้ำอย่างไร']]);
  });

  it('keeps the versions a manager saves: a second language added, one taken away, each sanitised', async () => {
    const id = await write({ question: 'Grease interval?', answerHtml: '<p>Every 10 hours.</p>' });
    const versions = async () => (await as(admin).call(API.faq.detail, { faqId: id })).versions;
    await write({
      faqId: id, question: 'Grease interval?', answerHtml: '<p>Every 10 hours.</p>',
      translations: [{ language: 'ko', question: '그리스 주입 주기는?', answerHtml: '<p onclick="x()">10시간마다 주입하십시오.</p>' }],
    });
    expect(await versions()).toEqual([
      { language: 'en', question: 'Grease interval?', answerHtml: '<p>Every 10 hours.</p>' },
      { language: 'ko', question: '그리스 주입 주기는?', answerHtml: '<p>10시간마다 주입하십시오.</p>' },
    ]);
    await write({ faqId: id, question: 'Grease interval?', answerHtml: '<p>Every 10 hours.</p>' });
    expect((await versions()).map((v) => v.language)).toEqual(['en']);
    const empty = await as(admin).refusal(API.faq.save, {
      classId: child, question: 'Q', answerHtml: '<p>A</p>', translations: [{ language: 'ko', question: '질문', answerHtml: '<p><script>x</script></p>' }],
    });
    expect(empty.body).toMatchObject({ code: 'REQUIRED_VALUES_MISSING' });
    expect(empty.body.details?.fields?.map((f) => f.path)).toEqual(['body.translations.0.answerHtml']);
  });

  it('keeps only sanitised answers and refuses one that is only markup, or a classification that is not Q&A', async () => {
    const id = await write({ question: 'Safe?', answerHtml: '<p onmouseover="x()">Yes <a href="javascript:alert(1)">here</a><script>alert(1)</script></p><iframe src="data:text/html,x"></iframe>' });
    const detail = await as(admin).call(API.faq.detail, { faqId: id });
    expect(detail.answerHtml).toBe('<p>Yes <a>here</a></p>');
    expect((await as(admin).refusal(API.faq.save, { classId: child, question: 'Empty', answerHtml: '<p><img src=x onerror=alert(1)></p>' })).body.code).toBe('REQUIRED_VALUES_MISSING');
    const contact = (await as(admin).call(API.contactClasses.save, { labels: { en: 'Sales' } })).id;
    const wrong = await as(admin).refusal(API.faq.save, { classId: contact, question: 'Q', answerHtml: '<p>A</p>' });
    expect(wrong.body.details?.fields?.[0]?.path).toBe('body.classId');
    expect((await as(admin).send(API.faq.save, { classId: child, question: ' ', answerHtml: '<p>A</p>' })).status).toBe(400);
  });

  it('keeps a classification with FAQs from being deleted, and deletes a FAQ', async () => {
    const own = (await as(admin).call(API.qnaClasses.save, { labels: { en: 'Tyres' } })).id;
    const id = await write({ classId: own, question: 'Tyre pressure?' });
    expect((await as(admin).refusal(API.qnaClasses.delete, { classId: own })).body.code).toBe('RELATED_DATA_EXISTS');
    expect(await as(admin).call(API.faq.delete, { faqId: id })).toEqual({ deleted: true });
    expect((await as(admin).send(API.faq.detail, { faqId: id })).status).toBe(404);
    expect(await as(admin).call(API.qnaClasses.delete, { classId: own })).toEqual({ deleted: true });
  });

  it('is managed with the FAQ menu', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await as(dealer).send(API.faq.save, { classId: child, question: 'Q', answerHtml: '<p>A</p>' })).status).toBe(403);
    const support = await login(t.app, 'supportmanager@gsis.local', DEMO_PASSWORD);
    expect((await as(support).send(API.faq.managedList, {})).status).toBe(200);
  });
});
