// Find ID and find password through the real app, codes read from the local mailbox: expiry, reuse, the
// sixth try, the limits, the same answer whether or not the account exists, and the new password.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { newPassword } from './recovery.service.ts';

interface Reply { status: number; body: { code?: string } & Record<string, unknown> }

describe('find ID and find password', () => {
  let t: TestContext;
  const post = async (url: string, payload: unknown, ip = '198.51.100.7'): Promise<Reply> => {
    const response = await t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });
    return { status: response.statusCode, body: response.json() };
  };
  /** The newest code e-mailed to an address, once the job has sent it. */
  const codeFor = async (email: string, after = 0): Promise<{ code: string; id: number }> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { rows } = await t.database.db.execute<{ id: number; subject: string }>(
        sql`SELECT id::int, subject FROM mail_outbox WHERE to_address = ${email} AND kind = 'VERIFICATION_CODE' AND id > ${after} ORDER BY id DESC LIMIT 1`);
      const code = rows[0] && /(\d{6})/.exec(rows[0].subject)?.[1];
      if (code) return { code, id: rows[0]!.id };
      if (Date.now() > deadline) throw new Error(`no code for ${email}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const lastMailId = async () => (await t.database.db.execute<{ id: number }>(sql`SELECT coalesce(max(id), 0)::int AS id FROM mail_outbox`)).rows[0]!.id;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('makes passwords the rules accept', () => {
    for (let i = 0; i < 200; i++) expect(newPassword()).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
  });

  it("says 'You must first send a verification code to verify' before one was asked for", async () => {
    expect((await post('/api/forgot/code/verify', { purpose: 'FIND_PASSWORD', email: 'dealer@gsis.local', code: '123456' })).body.code).toBe('VERIFICATION_CODE_REQUIRED_FIRST');
  });

  it('resets a password with the e-mailed code, lifts the lockout, ends the sessions and tells the new password by e-mail', async () => {
    const email = 'dealer@gsis.local';
    const token = await login(t.app, email, DEMO_PASSWORD);
    await t.database.db.execute(sql`UPDATE users SET locked_at = now(), failed_login_count = 6 WHERE login_id = ${email}`);
    const before = await lastMailId();
    expect(await post('/api/forgot/code/send', { purpose: 'FIND_PASSWORD', email: 'Dealer@GSIS.local' })).toEqual({ status: 200, body: { sent: true, expiresInMinutes: 10 } });
    const { code } = await codeFor(email, before);

    expect(await post('/api/forgot/code/verify', { purpose: 'FIND_PASSWORD', email, code })).toEqual({ status: 200, body: { purpose: 'FIND_PASSWORD', id: null, passwordReset: true } });
    const { rows: [mail] } = await t.database.db.execute<{ text_body: string }>(sql`SELECT text_body FROM mail_outbox WHERE to_address = ${email} AND kind = 'PASSWORD_RESET' ORDER BY id DESC LIMIT 1`);
    const password = /([A-Za-z\d]{12})\s*$/m.exec(mail!.text_body.split('\n\n')[1]!)?.[1];
    expect(password).toBeDefined();
    await expect(login(t.app, email, DEMO_PASSWORD)).rejects.toThrow();
    await login(t.app, email, password!);
    const old = await t.app.inject({ method: 'GET', url: '/api/check/session', headers: { authorization: `Bearer ${token}` } });
    expect(old.statusCode).toBe(401);
    // Used once.
    expect((await post('/api/forgot/code/verify', { purpose: 'FIND_PASSWORD', email, code })).body.code).toBe('VERIFICATION_CODE_INVALID');
    await t.database.db.execute(sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE login_id = 'newdealer@gsis.local') WHERE login_id = ${email}`);
  });

  it('shows and e-mails the ID for the name and address given at sign-up', async () => {
    const { rows: [user] } = await t.database.db.execute<{ name: string }>(sql`SELECT name FROM users WHERE login_id = 'newdealer@gsis.local'`);
    const before = await lastMailId();
    await post('/api/forgot/code/send', { purpose: 'FIND_ID', email: 'newdealer@gsis.local', name: ` ${user!.name.toUpperCase()} ` });
    const { code } = await codeFor('newdealer@gsis.local', before);
    expect(await post('/api/forgot/code/verify', { purpose: 'FIND_ID', email: 'newdealer@gsis.local', code }))
      .toEqual({ status: 200, body: { purpose: 'FIND_ID', id: 'newdealer@gsis.local', passwordReset: false } });
    const { rows } = await t.database.db.execute(sql`SELECT 1 FROM mail_outbox WHERE to_address = 'newdealer@gsis.local' AND kind = 'FIND_ID'`);
    expect(rows).toHaveLength(1);
    // Find ID needs the name too: 'Please make sure all values are entered'.
    expect((await post('/api/forgot/code/send', { purpose: 'FIND_ID', email: 'newdealer@gsis.local' })).body.code).toBe('REQUIRED_VALUES_MISSING');
  });

  it('spends a code on the sixth try, right or not', async () => {
    const email = 'newdealer@gsis.local';
    const before = await lastMailId();
    await post('/api/forgot/code/send', { purpose: 'FIND_PASSWORD', email }, '198.51.100.8');
    const { code } = await codeFor(email, before);
    for (let i = 0; i < 5; i++) expect((await post('/api/forgot/code/verify', { purpose: 'FIND_PASSWORD', email, code: wrong(code) })).body.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await post('/api/forgot/code/verify', { purpose: 'FIND_PASSWORD', email, code })).body.code).toBe('VERIFICATION_CODE_INVALID');
    await login(t.app, email, DEMO_PASSWORD); // unchanged
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = 'newdealer@gsis.local';
    const before = await lastMailId();
    await post('/api/forgot/code/send', { purpose: 'FIND_PASSWORD', email }, '198.51.100.9');
    const { code } = await codeFor(email, before);
    t.clock.advance(10 * 60_000 + 1000);
    try {
      expect((await post('/api/forgot/code/verify', { purpose: 'FIND_PASSWORD', email, code })).body.code).toBe('VERIFICATION_CODE_INVALID');
    } finally {
      t.clock.advance(-(10 * 60_000 + 1000));
    }
  });

  it('answers the same whether or not an account has the address, and sends nothing to an address without one', async () => {
    const nobody = 'nobody-here@dealer.example';
    const known = await post('/api/forgot/code/send', { purpose: 'FIND_PASSWORD', email: 'admin@gsis.local' }, '198.51.100.10');
    const unknown = await post('/api/forgot/code/send', { purpose: 'FIND_PASSWORD', email: nobody }, '198.51.100.10');
    expect(unknown).toEqual(known);
    // Both were recorded alike; only the known address gets a message, after the answer.
    const { rows } = await t.database.db.execute<{ email: string }>(sql`SELECT email FROM verification_codes WHERE ip = '198.51.100.10' ORDER BY id`);
    expect(rows.map((r) => r.email)).toEqual(['admin@gsis.local', nobody]);
    await codeFor('admin@gsis.local');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await t.database.db.execute(sql`SELECT 1 FROM mail_outbox WHERE to_address = ${nobody}`)).rows).toEqual([]);
    // Guessing a code for it fails like a wrong code for a real account.
    expect((await post('/api/forgot/code/verify', { purpose: 'FIND_PASSWORD', email: nobody, code: '000000' })).body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('limits codes per address and per client address', async () => {
    const email = 'limit@dealer.example';
    for (let i = 0; i < 5; i++) expect((await post('/api/forgot/code/send', { purpose: 'FIND_PASSWORD', email }, `203.0.113.${i}`)).status).toBe(200);
    const sixth = await post('/api/forgot/code/send', { purpose: 'FIND_PASSWORD', email }, '203.0.113.99');
    expect(sixth).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    for (let i = 0; i < 20; i++) await post('/api/forgot/code/send', { purpose: 'FIND_ID', email: `someone${i}@dealer.example`, name: 'X' }, '192.0.2.55');
    expect((await post('/api/forgot/code/send', { purpose: 'FIND_ID', email: 'one-more@dealer.example', name: 'X' }, '192.0.2.55')).status).toBe(429);
  });
});
