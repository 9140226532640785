// Contact Us through the real app: a visitor's message is kept with its one attachment and e-mailed to each
// manager of its classification in their language, in one transaction; the hidden field and the limit per
// address keep programs out; managers read what arrived.
import { API, type ContactSend } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { createUser, mailsTo } from '../../../../test/factories.ts';
import { makePdf } from '../../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

describe('Contact Us', () => {
  let t: TestContext;
  let admin: string;
  let classId: number;
  let korean: { id: number; loginId: string };
  const as = (token: string | null) => apiOf(t.app).as(token);
  /** Every call of the test comes from this address unless it says another. */
  const from = (ip = '198.51.100.20') => ({ remoteAddress: ip });
  const send = (values: Partial<ContactSend>, ip?: string) => as(null).send(API.contact.send, message(values), from(ip));
  const message = (values: Partial<ContactSend> = {}): ContactSend => ({
    classId, name: 'Hana Park', company: 'Busan Heavy', email: 'Hana.Park@Example.com', country: 'KR',
    title: 'Bucket teeth for DX225LCA', body: 'Which teeth fit the 1.05 m³ bucket?\nWe have six machines.', ...values,
  });
  const mailsOf = (to: string) => mailsTo(t.database.db, to);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    classId = (await as(admin).call(API.contactClasses.save, { labels: { en: 'Parts', ko: '부품' } })).id;
    korean = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [], language: 'ko' });
    const english = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [] });
    await as(admin).call(API.contactClasses.saveManagers, { classId, userIds: [korean.id, english.id] });
  });
  afterAll(async () => { await t.close(); });

  it('keeps a visitor\'s message with its attachment and e-mails each manager in their language', async () => {
    const upload = await as(null).send(API.contact.upload, { fileName: 'teeth.pdf' }, { ...from(), file: await makePdf(1) });
    expect(upload.status).toBe(200);
    const { claim } = upload.body;
    const sent = await send({ attachmentClaims: [claim] });
    expect({ status: sent.status, body: sent.body }).toEqual({ status: 200, body: { done: true } });

    const list = await as(admin).call(API.contact.messages, { keyword: 'bucket teeth' }, from());
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ email: 'hana.park@example.com', hasAttachment: true, classLabel: 'Parts' });
    const detail = await as(admin).call(API.contact.message, { messageId: list.items[0]!.messageId }, from());
    expect(detail.body).toContain('six machines');
    expect((await as(null).follow(detail.attachments[0]!.url)).status).toBe(200);

    const [mail] = await mailsOf(korean.loginId);
    expect(mail).toMatchObject({ kind: 'CONTACT_RECEIVED', language: 'ko' });
    expect(mail!.text_body).toContain('부품');
    expect(mail!.text_body).toContain('대한민국');
    expect(mail!.text_body).toContain('Which teeth fit the 1.05 m³ bucket?\nWe have six machines.');
    expect(mail!.html_body).toContain('/management/support/contact?message=');
  });

  it('answers a program that fills the hidden field like anyone, and keeps and sends nothing', async () => {
    const before = (await mailsOf(korean.loginId)).length;
    expect((await send({ title: 'Cheap watches', website: 'https://spam.example' }, '198.51.100.21')).status).toBe(200);
    expect((await as(admin).call(API.contact.messages, { keyword: 'Cheap watches' }, from())).total).toBe(0);
    expect((await mailsOf(korean.loginId)).length).toBe(before);
  });

  it('refuses a wrong classification, address, country or claim, and a message with a header in its title sends no header', async () => {
    const ip = '198.51.100.22';
    const refusals: [Partial<ContactSend>, string][] = [
      [{ classId: 999_999 }, 'body.classId'],
      [{ email: 'not-an-address' }, 'body.email'],
      [{ country: 'XX' }, 'body.country'],
      [{ body: '   ' }, 'body.body'],
      [{ attachmentClaims: ['forged-claim-value.abc'] }, 'body.attachmentClaims'],
    ];
    for (const [values, path] of refusals) {
      const refused = await send(values, ip);
      expect(refused.status, path).toBe(400);
      expect(refused.error.details?.fields?.map((f) => f.path), path).toContain(path);
    }
    // A Q&A classification is not a contact classification.
    const qna = (await as(admin).call(API.qnaClasses.save, { labels: { en: 'Q' } })).id;
    expect((await send({ classId: qna }, '198.51.100.23')).status).toBe(400);
  });

  it('limits messages per address', async () => {
    const ip = '198.51.100.30';
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await send({ title: `Message ${i}` }, ip)).status);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
    // Another address is not held back.
    expect((await send({}, '198.51.100.31')).status).toBe(200);
  });

  it('refuses a program as an attachment, and keeps a classification with messages from being deleted', async () => {
    const refused = await as(null).send(API.contact.upload, { fileName: 'invoice.pdf' }, { ...from('198.51.100.40'), file: Buffer.from('MZ\x90\x00program') });
    expect(refused.status).toBe(415);
    expect(refused.error.details?.reason).toBe('FILE_TYPE');
    expect((await as(admin).refusal(API.contactClasses.delete, { classId }, from())).body.code).toBe('RELATED_DATA_EXISTS');
  });

  it('shows messages to the contact menu only', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await as(dealer).send(API.contact.messages, {}, from())).status).toBe(403);
  });
});
