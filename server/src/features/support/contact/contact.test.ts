// Contact Us through the real app: a visitor's message is kept with its one attachment and e-mailed to each
// manager of its classification in their language, in one transaction; the hidden field and the limit per
// address keep programs out; managers read what arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo } from '../../../../test/factories.ts';
import { apiPost, makePdf } from '../../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

type Body = Record<string, unknown> & { code?: string; details?: { reason?: string; fields?: { path: string }[] } };

describe('Contact Us', () => {
  let t: TestContext;
  let admin: string;
  let classId: number;
  let korean: { id: number; loginId: string };
  const call = (url: string, payload: unknown, token: string | null = admin, ip = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((r) => ({ status: r.statusCode, body: r.json() as Body }));
  const message = (values: Record<string, unknown> = {}) => ({
    classId, name: 'Hana Park', company: 'Busan Heavy', email: 'Hana.Park@Example.com', country: 'KR',
    title: 'Bucket teeth for DX225LCA', body: 'Which teeth fit the 1.05 m³ bucket?\nWe have six machines.', ...values,
  });
  const mailsOf = (to: string) => mailsTo(t.database.db, to);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    classId = (await apiPost<Body>(t.app, '/mgmt/contact/cls/save', { labels: { en: 'Parts', ko: '부품' } }, admin)).body.id as number;
    korean = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [], language: 'ko' });
    const english = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [] });
    await apiPost(t.app, '/mgmt/contact/cls/manager/save', { classId, userIds: [korean.id, english.id] }, admin);
  });
  afterAll(async () => { await t.close(); });

  it('keeps a visitor\'s message with its attachment and e-mails each manager in their language', async () => {
    const upload = await t.app.inject({
      method: 'POST', url: '/service/contactus/attachment?fileName=teeth.pdf', remoteAddress: '198.51.100.20',
      headers: { 'content-type': 'application/octet-stream' }, payload: await makePdf(1),
    });
    expect(upload.statusCode).toBe(200);
    const { claim } = upload.json() as { claim: string };
    const sent = await call('/service/contactus/send', message({ attachmentClaims: [claim] }), null);
    expect(sent).toEqual({ status: 200, body: { done: true } });

    const list = (await call('/mgmt/contact/list', { keyword: 'bucket teeth' })).body as { items: { messageId: number; email: string; hasAttachment: boolean; classLabel: string }[] };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ email: 'hana.park@example.com', hasAttachment: true, classLabel: 'Parts' });
    const detail = (await call('/mgmt/contact/detail', { messageId: list.items[0]!.messageId })).body as { body: string; attachments: { url: string }[] };
    expect(detail.body).toContain('six machines');
    expect((await t.app.inject({ method: 'GET', url: detail.attachments[0]!.url })).statusCode).toBe(200);

    const [mail] = await mailsOf(korean.loginId);
    expect(mail).toMatchObject({ kind: 'CONTACT_RECEIVED', language: 'ko' });
    expect(mail!.text_body).toContain('부품');
    expect(mail!.text_body).toContain('대한민국');
    expect(mail!.text_body).toContain('Which teeth fit the 1.05 m³ bucket?\nWe have six machines.');
    expect(mail!.html_body).toContain('/management/support/contact?message=');
  });

  it('answers a program that fills the hidden field like anyone, and keeps and sends nothing', async () => {
    const before = (await mailsOf(korean.loginId)).length;
    expect((await call('/service/contactus/send', message({ title: 'Cheap watches', website: 'https://spam.example' }), null, '198.51.100.21')).status).toBe(200);
    expect((await call('/mgmt/contact/list', { keyword: 'Cheap watches' })).body.total).toBe(0);
    expect((await mailsOf(korean.loginId)).length).toBe(before);
  });

  it('refuses a wrong classification, address, country or claim, and a message with a header in its title sends no header', async () => {
    const ip = '198.51.100.22';
    const refusals: [Record<string, unknown>, string][] = [
      [{ classId: 999_999 }, 'body.classId'],
      [{ email: 'not-an-address' }, 'body.email'],
      [{ country: 'XX' }, 'body.country'],
      [{ body: '   ' }, 'body.body'],
      [{ attachmentClaims: ['forged-claim-value.abc'] }, 'body.attachmentClaims'],
    ];
    for (const [values, path] of refusals) {
      const refused = await call('/service/contactus/send', message(values), null, ip);
      expect(refused.status, path).toBe(400);
      expect(refused.body.details?.fields?.map((f) => f.path), path).toContain(path);
    }
    // A Q&A classification is not a contact classification.
    const qna = (await apiPost<Body>(t.app, '/mgmt/qna/cls/save', { labels: { en: 'Q' } }, admin)).body.id as number;
    expect((await call('/service/contactus/send', message({ classId: qna }), null, '198.51.100.23')).status).toBe(400);
  });

  it('limits messages per address', async () => {
    const ip = '198.51.100.30';
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await call('/service/contactus/send', message({ title: `Message ${i}` }), null, ip)).status);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
    // Another address is not held back.
    expect((await call('/service/contactus/send', message(), null, '198.51.100.31')).status).toBe(200);
  });

  it('refuses a program as an attachment, and keeps a classification with messages from being deleted', async () => {
    const refused = await t.app.inject({
      method: 'POST', url: '/service/contactus/attachment?fileName=invoice.pdf', remoteAddress: '198.51.100.40',
      headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('MZ\x90\x00program'),
    });
    expect(refused.statusCode).toBe(415);
    expect((refused.json() as Body).details?.reason).toBe('FILE_TYPE');
    expect((await call('/mgmt/contact/cls/delete', { classId })).body.code).toBe('RELATED_DATA_EXISTS');
  });

  it('shows messages to the contact menu only', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await call('/mgmt/contact/list', {}, dealer)).status).toBe(403);
  });
});
