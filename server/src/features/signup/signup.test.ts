// Sign-up through the real app: the ID duplicate check, every validation rule with its message, the
// verification e-mail in the new user's language, the single-use expiring link, and approval waiting.
import { sql } from 'drizzle-orm';
import { API, type SignupRequest } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { mailsTo } from '../../../test/factories.ts';
import { login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';

const valid = (id: string): SignupRequest => ({
  id, name: 'สมชาย ใจดี', company: 'Siam Heavy Equipment', userType: 'DEALER', mobilePhone: '081-234-5678',
  password: 'Excavat0r22', passwordConfirm: 'Excavat0r22', agreeTerms: true, agreePrivacy: true, language: 'th',
});

describe('sign-up', () => {
  let t: TestContext;
  let peer: SmtpPeer;
  const visitor = () => apiOf(t.app).as(null);
  const outbox = (to: string) => mailsTo(t.database.db, to);
  const linkIn = (text: string) => /\/validatemail\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  /** The verification link as its owner reads it: from the message the SMTP server received. */
  const linkMailedTo = async (to: string): Promise<string> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = peer.received.find((m) => m.to.includes(to.toLowerCase()) && /validatemail/.test(m.text));
      if (mail) return linkIn(mail.text)!;
      if (Date.now() > deadline) throw new Error(`no verification mail for ${to}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await startTestApp({ PUBLIC_URL: 'https://gsis.example.com/', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(peer.port) });
  });
  afterAll(async () => {
    await t.close();
    await peer.stop();
  });

  it('checks the ID for duplicates, whatever its case', async () => {
    expect(await visitor().call(API.signup.checkId, { id: 'new.tech@dealer.example' })).toEqual({ available: true });
    const taken = await visitor().refusal(API.signup.checkId, { id: 'Dealer@GSIS.local' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'ALREADY_EXISTS' } });
    expect((await visitor().refusal(API.signup.checkId, { id: 'not an address' })).body.code).toBe('INPUT_VALUE_ERROR');
  });

  it.each([
    ['an e-mail address as the ID', { id: 'somchai' }, 'body.id'],
    ['a password of at least 8 characters', { password: 'Ab1', passwordConfirm: 'Ab1' }, 'body.password'],
    ['a password of at most 64 characters', { password: `${'Excavat0r-'.repeat(6)}12345`, passwordConfirm: `${'Excavat0r-'.repeat(6)}12345` }, 'body.password'],
    ['a password with a digit', { password: 'Excavators', passwordConfirm: 'Excavators' }, 'body.password'],
    ['a password with a letter', { password: '1234567890', passwordConfirm: '1234567890' }, 'body.password'],
    ['the same password twice', { passwordConfirm: 'Excavat0r23' }, 'body.passwordConfirm'],
    ['a mobile phone number', { mobilePhone: 'call me' }, 'body.mobilePhone'],
    ['the terms agreed', { agreeTerms: false }, 'body.agreeTerms'],
    ['the privacy policy agreed', { agreePrivacy: false }, 'body.agreePrivacy'],
    ['a member classification a person may choose', { userType: 'APP' }, 'body.userType'],
  ])('needs %s', async (_rule, change, path) => {
    const reply = await visitor().send(API.signup.signup, unchecked({ ...valid('rule.check@dealer.example'), ...change }));
    expect(reply.status).toBe(400);
    expect(reply.error.code).toBe('INPUT_VALUE_ERROR');
    expect(reply.error.details?.fields?.map((f) => f.path)).toContain(path);
    expect(await outbox('rule.check@dealer.example')).toEqual([]);
  });

  it('takes a long passphrase, and refuses a common password on its field', async () => {
    const common = await visitor().refusal(API.signup.signup, { ...valid('common.password@dealer.example'), password: 'Password123', passwordConfirm: 'Password123' });
    expect(common).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_COMMON', details: { fields: [{ path: 'body.password', rule: 'common' }] } } });
    expect(await outbox('common.password@dealer.example')).toEqual([]);
    const passphrase = `${'Excavat0r-'.repeat(6)}1234`;
    expect(await visitor().call(API.signup.signup, { ...valid('passphrase@dealer.example'), password: passphrase, passwordConfirm: passphrase })).toEqual({ sent: true });
  });

  it("answers 'Please make sure all values are entered' when nothing is filled in", async () => {
    expect((await visitor().refusal(API.signup.signup, unchecked({}))).body.code).toBe('REQUIRED_VALUES_MISSING');
  });

  it('creates an account that waits, e-mails a link in the new user\'s language, and refuses the same ID again', async () => {
    const id = 'Somchai@Siam-Heavy.example';
    expect(await visitor().call(API.signup.signup, valid(id))).toEqual({ sent: true });
    const [mail, ...others] = await outbox(id);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'SIGNUP_VERIFY', language: 'th' });
    expect(mail!.text_body).toContain('https://gsis.example.com/validatemail/');
    expect(mail!.html_body).toContain('lang="th"');
    // The link works for its owner alone: the stored message never holds it, and it is gone from the outbox once delivered.
    const param = await linkMailedTo(id);
    expect(param).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const part of [mail!.subject, mail!.text_body, mail!.html_body]) expect(part).not.toContain(param);
    await expect.poll(async () => (await t.database.db.execute<{ secrets: unknown; status: string }>(
      sql`SELECT secrets, status FROM mail_outbox WHERE lower(to_address) = lower(${id})`)).rows, { timeout: 15_000 }).toEqual([{ secrets: null, status: 'SENT' }]);
    const { rows: [user] } = await t.database.db.execute<{ login_id: string; approval_status: string; email_verified_at: string | null; password_hash: string }>(
      sql`SELECT login_id, approval_status, email_verified_at, password_hash FROM users WHERE login_id = 'somchai@siam-heavy.example'`);
    expect(user).toMatchObject({ approval_status: 'UNAPPROVED', email_verified_at: null });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);

    const again = await visitor().refusal(API.signup.signup, valid('somchai@siam-heavy.example'));
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_EXISTS' } });
    const loginAttempt = await visitor().send(API.login.login, { id, password: 'Excavat0r22' });
    expect(loginAttempt.error).toMatchObject({ code: 'ACCOUNT_PENDING_APPROVAL' });

    const { rows: events } = await t.database.db.execute(sql`SELECT action, login_id FROM access_events WHERE action = 'SIGNUP' AND login_id LIKE '%@siam-heavy.example'`);
    expect(events).toEqual([{ action: 'SIGNUP', login_id: 'somchai@siam-heavy.example' }]);
  });

  it('confirms the address once through the link, tells the approvers, and still waits for approval', async () => {
    const id = 'kanya@siam-heavy.example';
    await visitor().send(API.signup.signup, valid(id));
    const param = await linkMailedTo(id);
    expect(await visitor().refusal(API.signup.validateMail, { param: `${param.slice(0, -4)}AAAA` })).toMatchObject({ status: 400, body: { code: 'VERIFICATION_CODE_INVALID' } });

    expect(await visitor().call(API.signup.validateMail, { param })).toEqual({ verified: true, id });
    const { rows: [user] } = await t.database.db.execute<{ email_verified_at: string | null; approval_status: string }>(
      sql`SELECT email_verified_at, approval_status FROM users WHERE login_id = ${id}`);
    expect(user!.email_verified_at).not.toBeNull();
    expect(user!.approval_status).toBe('UNAPPROVED');

    // The administrator holds the user-management menu: told in their own language, with a link to the account.
    const told = (await outbox('admin@gsis.local')).filter((m) => m.kind === 'SIGNUP_PENDING_APPROVAL' && m.text_body.includes(id));
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toMatch(/https:\/\/gsis\.example\.com\/management\/user\/detail\?id=\d+/);
    expect((await outbox('dealer@gsis.local')).filter((m) => m.kind === 'SIGNUP_PENDING_APPROVAL')).toEqual([]);

    expect(await visitor().refusal(API.signup.validateMail, { param })).toMatchObject({ status: 400, body: { code: 'VERIFICATION_CODE_INVALID' } });
    await expect(login(t.app, id, 'Excavat0r22')).rejects.toThrow(/ACCOUNT_PENDING_APPROVAL/);
  });

  it('lets a link expire after 48 hours', async () => {
    const id = 'late@siam-heavy.example';
    await visitor().send(API.signup.signup, valid(id));
    const param = await linkMailedTo(id);
    t.clock.advance(48 * 3_600_000 + 1000);
    try {
      expect(await visitor().refusal(API.signup.validateMail, { param })).toMatchObject({ status: 400, body: { code: 'VERIFICATION_CODE_INVALID' } });
    } finally {
      t.clock.advance(-(48 * 3_600_000 + 1000));
    }
  });
});
