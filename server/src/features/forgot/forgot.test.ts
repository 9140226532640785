// Find ID and find password through the real app, codes and temporary passwords read as their owner reads
// them, from a real SMTP server: expiry, reuse, the sixth try, the limits, the same answer whether or not the
// account exists, the temporary password that only lets its owner choose a new one — and no code or password
// left readable anywhere GSIS keeps data.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, type Input } from '../../../test/api.ts';
import { DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser, holdSignIns } from '../../../test/factories.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { newPassword } from './forgot.service.ts';

describe('find ID and find password', () => {
  let t: TestContext;
  let peer: SmtpPeer;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const sendCode = (input: Input<typeof API.forgot.sendCode>, ip = '198.51.100.7') => as(null).send(API.forgot.sendCode, input, { remoteAddress: ip });
  const verify = (input: Input<typeof API.forgot.verifyCode>, ip = '198.51.100.7') => as(null).send(API.forgot.verifyCode, input, { remoteAddress: ip });
  /** The next message of a kind (by its subject) the SMTP server received for an address, after `after` messages. */
  const mailTo = async (email: string, subject: RegExp, after: number): Promise<ReceivedMail> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = peer.received.slice(after).find((m) => m.to.includes(email) && subject.test(m.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail ${subject} for ${email}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const codeFor = async (email: string, after: number): Promise<string> =>
    /(\d{6})/.exec((await mailTo(email, /verification code: \d{6}$/, after)).subject)![1]!;
  const passwordIn = (mail: ReceivedMail) => /: ([A-Za-z\d]{12})\s*$/m.exec(mail.text)?.[1];
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Every message of an address as the outbox keeps it, once all of them are delivered. */
  const storedMails = async (email: string) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { rows } = await t.database.db.execute<{ kind: string; status: string; subject: string; text_body: string; html_body: string; secrets: unknown }>(
        sql`SELECT kind, status, subject, text_body, html_body, secrets FROM mail_outbox WHERE to_address = ${email} ORDER BY id`);
      if (rows.every((r) => r.status === 'SENT')) return rows;
      if (Date.now() > deadline) throw new Error(`mail to ${email} still waiting`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await startTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(peer.port) });
  });
  afterAll(async () => {
    await t.close();
    await peer.stop();
  });

  it('makes passwords the rules accept', () => {
    for (let i = 0; i < 200; i++) expect(newPassword()).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
  });

  it("says 'You must first send a verification code to verify' before one was asked for", async () => {
    expect((await verify({ purpose: 'FIND_PASSWORD', email: 'dealer@gsis.local', code: '123456' })).error.code).toBe('VERIFICATION_CODE_REQUIRED_FIRST');
  });

  it('e-mails a temporary password that lifts the lock and ends the sessions, and only lets its owner choose a new one', async () => {
    const user = await createUser(t.database.db);
    const email = user.loginId;
    const token = await login(t.app, email, user.password);
    await holdSignIns(t.database.db, email, t.clock.now());
    const before = peer.received.length;
    expect((await sendCode({ purpose: 'FIND_PASSWORD', email: email.toUpperCase() })).body).toEqual({ sent: true, expiresInMinutes: 10 });
    const code = await codeFor(email, before);

    expect((await verify({ purpose: 'FIND_PASSWORD', email, code })).body).toEqual({ purpose: 'FIND_PASSWORD', id: null, passwordReset: true });
    const reset = await mailTo(email, /^Your temporary GSIS password$/, before);
    const password = passwordIn(reset)!;
    expect(password, reset.text).toBeDefined();
    expect(reset.text).toContain('within 24 hours');
    // Used once.
    expect((await verify({ purpose: 'FIND_PASSWORD', email, code })).error.code).toBe('VERIFICATION_CODE_INVALID');

    // The old password is gone, and so are the sessions it opened; the lock is lifted.
    await expect(login(t.app, email, user.password)).rejects.toThrow(/NO_LOGIN_INFO/);
    expect((await as(token).send(API.login.check)).status).toBe(401);
    // The temporary password opens no session: it asks for a new password.
    const asked = await as(null).send(API.login.login, { id: email, password });
    expect(asked.status).toBe(403);
    expect(asked.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const chosen = await as(null).send(API.login.loginWithNewPassword, { id: email, password, newPassword: 'Grader-Blade-2031', newPasswordConfirm: 'Grader-Blade-2031' });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.authorization).toMatch(/^Bearer /);
    // Once only.
    expect((await as(null).send(API.login.login, { id: email, password })).error.code).toBe('NO_LOGIN_INFO');
    await login(t.app, email, 'Grader-Blade-2031');

    // The trail: the owner lifted the lock by resetting, then chose a password.
    const { rows: trail } = await t.database.db.execute<{ actor_login_id: string; action: string; before: unknown; after: Record<string, unknown> }>(
      sql`SELECT actor_login_id, action, before, after FROM audit_log WHERE target_type = 'USER' AND target_id = ${String(user.id)} ORDER BY id`);
    expect(trail.map((e) => [e.actor_login_id, e.action])).toEqual([[email, 'USER_UNLOCK'], [email, 'PASSWORD_RESET'], [email, 'PASSWORD_CHANGE']]);
    expect(trail[0]).toMatchObject({ before: { status: 'LOCKED' }, after: { status: 'ACTIVE', via: 'PASSWORD_RESET' } });
  });

  it('keeps no code or temporary password readable at rest: not in the outbox, the codes or the jobs', async () => {
    const user = await createUser(t.database.db);
    const before = peer.received.length;
    await sendCode({ purpose: 'FIND_PASSWORD', email: user.loginId }, '198.51.100.11');
    const code = await codeFor(user.loginId, before);
    await verify({ purpose: 'FIND_PASSWORD', email: user.loginId, code }, '198.51.100.11');
    const password = passwordIn(await mailTo(user.loginId, /^Your temporary GSIS password$/, before))!;

    // The recipient got both; the outbox keeps the messages without them, and their secrets are erased.
    const stored = await storedMails(user.loginId);
    expect(stored.map((m) => m.kind)).toEqual(['VERIFICATION_CODE', 'PASSWORD_RESET']);
    for (const mail of stored) {
      expect(mail.secrets).toBeNull();
      for (const part of [mail.subject, mail.text_body, mail.html_body]) {
        expect(part).not.toContain(code);
        expect(part).not.toContain(password);
      }
    }
    expect(stored[0]!.subject).toBe('Your GSIS verification code: ⟦secret:code⟧');
    const { rows: anywhere } = await t.database.db.execute(sql`
      SELECT 'outbox' FROM mail_outbox WHERE concat(subject, text_body, html_body, secrets::text) LIKE ${`%${password}%`} OR concat(subject, text_body, html_body, secrets::text) LIKE ${`%${code}%`}
      UNION ALL SELECT 'jobs' FROM jobs WHERE payload::text LIKE ${`%${code}%`} OR payload::text LIKE ${`%${password}%`}`);
    expect(anywhere).toEqual([]);
  });

  it('shows and e-mails the ID for the name and address given at sign-up', async () => {
    const { rows: [user] } = await t.database.db.execute<{ name: string }>(sql`SELECT name FROM users WHERE login_id = 'newdealer@gsis.local'`);
    const before = peer.received.length;
    await sendCode({ purpose: 'FIND_ID', email: 'newdealer@gsis.local', name: ` ${user!.name.toUpperCase()} ` });
    const code = await codeFor('newdealer@gsis.local', before);
    expect((await verify({ purpose: 'FIND_ID', email: 'newdealer@gsis.local', code })).body)
      .toEqual({ purpose: 'FIND_ID', id: 'newdealer@gsis.local', passwordReset: false });
    expect((await mailTo('newdealer@gsis.local', /^Your GSIS ID$/, before)).text).toContain('newdealer@gsis.local');
    // Find ID needs the name too: 'Please make sure all values are entered'.
    expect((await sendCode({ purpose: 'FIND_ID', email: 'newdealer@gsis.local' })).error.code).toBe('REQUIRED_VALUES_MISSING');
  });

  it('spends a code on the sixth try, right or not', async () => {
    const email = 'newdealer@gsis.local';
    const before = peer.received.length;
    await sendCode({ purpose: 'FIND_PASSWORD', email }, '198.51.100.8');
    const code = await codeFor(email, before);
    for (let i = 0; i < 5; i++) expect((await verify({ purpose: 'FIND_PASSWORD', email, code: wrong(code) })).error.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await verify({ purpose: 'FIND_PASSWORD', email, code })).error.code).toBe('VERIFICATION_CODE_INVALID');
    await login(t.app, email, DEMO_PASSWORD); // unchanged
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = 'newdealer@gsis.local';
    const before = peer.received.length;
    await sendCode({ purpose: 'FIND_PASSWORD', email }, '198.51.100.9');
    const code = await codeFor(email, before);
    t.clock.advance(10 * 60_000 + 1000);
    try {
      expect((await verify({ purpose: 'FIND_PASSWORD', email, code })).error.code).toBe('VERIFICATION_CODE_INVALID');
    } finally {
      t.clock.advance(-(10 * 60_000 + 1000));
    }
  });

  it('answers the same whether or not an account has the address, and sends nothing to an address without one', async () => {
    const nobody = 'nobody-here@dealer.example';
    const before = peer.received.length;
    const known = await sendCode({ purpose: 'FIND_PASSWORD', email: 'admin@gsis.local' }, '198.51.100.10');
    const unknown = await sendCode({ purpose: 'FIND_PASSWORD', email: nobody }, '198.51.100.10');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    // Both were recorded alike; only the known address gets a message, after the answer.
    const { rows } = await t.database.db.execute<{ email: string }>(sql`SELECT email FROM verification_codes WHERE ip = '198.51.100.10' ORDER BY id`);
    expect(rows.map((r) => r.email)).toEqual(['admin@gsis.local', nobody]);
    await codeFor('admin@gsis.local', before);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await t.database.db.execute(sql`SELECT 1 FROM mail_outbox WHERE to_address = ${nobody}`)).rows).toEqual([]);
    // Guessing a code for it fails like a wrong code for a real account.
    expect((await verify({ purpose: 'FIND_PASSWORD', email: nobody, code: '000000' })).error.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('limits codes per address and per client address', async () => {
    const email = 'limit@dealer.example';
    for (let i = 0; i < 5; i++) expect((await sendCode({ purpose: 'FIND_PASSWORD', email }, `203.0.113.${i}`)).status).toBe(200);
    const sixth = await as(null).refusal(API.forgot.sendCode, { purpose: 'FIND_PASSWORD', email }, { remoteAddress: '203.0.113.99' });
    expect(sixth).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    for (let i = 0; i < 20; i++) await sendCode({ purpose: 'FIND_ID', email: `someone${i}@dealer.example`, name: 'X' }, '192.0.2.55');
    expect((await sendCode({ purpose: 'FIND_ID', email: 'one-more@dealer.example', name: 'X' }, '192.0.2.55')).status).toBe(429);
  });
});

describe('a code waiting for its job', () => {
  let t: TestContext;
  beforeAll(async () => { t = await startTestApp({ RUN_JOBS: 'false' }); });
  afterAll(async () => { await t.close(); });

  it('exists nowhere yet: the job that will e-mail it carries only the request, and makes the code itself', async () => {
    const api = apiOf(t.app).as(null);
    const response = await api.send(API.forgot.sendCode, { purpose: 'FIND_PASSWORD', email: 'dealer@gsis.local' });
    expect(response.status).toBe(200);
    const { rows: jobs } = await t.database.db.execute<{ payload: Record<string, unknown> }>(sql`SELECT payload FROM jobs WHERE task = 'send-verification-code'`);
    expect(jobs).toHaveLength(1);
    expect(Object.keys(jobs[0]!.payload)).toEqual(['codeId']);
    const { rows: codes } = await t.database.db.execute<{ code_hash: Buffer | null }>(sql`SELECT code_hash FROM verification_codes WHERE email = 'dealer@gsis.local'`);
    expect(codes).toEqual([{ code_hash: null }]);
    // Until then every guess is wrong, and counts as a try.
    const guess = await api.send(API.forgot.verifyCode, { purpose: 'FIND_PASSWORD', email: 'dealer@gsis.local', code: '123456' });
    expect(guess.error.code).toBe('VERIFICATION_CODE_INVALID');
  });
});
