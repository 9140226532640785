// The mailbox screens through the real app on an install without SMTP (the local mailbox): a holder of the
// e-mail menu reads what GSIS sent, never the codes, temporary passwords or links it carried, and every read
// is on the audit trail.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser, grantUserMenu } from '../../../test/factories.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';

describe('the local mailbox', () => {
  let t: TestContext;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  const as = (token: string | null) => apiOf(t.app).as(token);
  const list = (token: string, keyword: string) => as(token).send(API.mailbox.list, { keyword });
  const detail = (token: string, id: number) => as(token).send(API.mailbox.detail, { id });
  /** The messages of an address once every one of them is "delivered" into the local mailbox. */
  async function delivered(token: string, address: string, count: number) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = (await list(token, address)).body.items;
      if (found.length === count && found.every((m) => m.status === 'SENT')) return found;
      if (Date.now() > deadline) throw new Error(`mail to ${address} not delivered`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('shows codes and verification links as ••••, and keeps none of them', async () => {
    const user = await createUser(t.database.db);
    const admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    await as(null).send(API.forgot.sendCode, { purpose: 'FIND_PASSWORD', email: user.loginId });
    const [codeMail] = await delivered(admin, user.loginId, 1);
    expect(codeMail).toMatchObject({ kind: 'VERIFICATION_CODE', subject: 'Your GSIS verification code: ••••', transport: 'LOCAL' });
    const shown = (await detail(admin, codeMail!.id)).body;
    expect(shown).toMatchObject({ subject: 'Your GSIS verification code: ••••', secretsWithheld: true });
    expect(shown.textBody).toContain('Your verification code is ••••.');
    expect(shown.htmlBody).toContain('Your verification code is ••••.');
    // No six digits anywhere but in the user's generated name (whose random hex part may hold a run of digits).
    expect(`${shown.textBody}${shown.htmlBody}`.replaceAll(user.name, '')).not.toMatch(/\d{6}/);
    // Delivered into the mailbox: nothing is left to read, by anyone, anywhere.
    const { rows } = await t.database.db.execute<{ secrets: unknown }>(sql`SELECT secrets FROM mail_outbox WHERE id = ${codeMail!.id}`);
    expect(rows).toEqual([{ secrets: null }]);

    const signup = await as(null).send(API.signup.signup, {
      id: `new-${user.loginId}`, name: 'New Technician', company: 'Dealer Co', userType: 'DEALER', mobilePhone: '010-1234-5678',
      password: 'Excavat0r22', passwordConfirm: 'Excavat0r22', agreeTerms: true, agreePrivacy: true, language: 'en',
    });
    expect(signup.status).toBe(200);
    const [verify] = await delivered(admin, `new-${user.loginId}`, 1);
    const verifyShown = (await detail(admin, verify!.id)).body;
    expect(verifyShown.textBody).toMatch(/\/validatemail\/••••/);
    expect(verifyShown.htmlBody).toContain('/validatemail/••••"');
    // A message that carried none is shown whole, and says so.
    const plain = await enqueueMail(t.database.db, {
      to: `plain-${user.loginId}`, language: 'en', kind: 'TEST', subject: 'Plain', text: 'Nothing secret: 123456', html: '<p>Nothing secret: 123456</p>',
    }, { maxAttempts: 3 });
    expect((await detail(admin, plain)).body).toMatchObject({ textBody: 'Nothing secret: 123456', secretsWithheld: false });
  });

  it('writes every list and every message opened to the audit trail, with who read it', async () => {
    const reader = await createUser(t.database.db);
    await grantUserMenu(t.database.db, reader.id, 'MGMT_EMAIL_SEND');
    const token = await login(t.app, reader.loginId, reader.password);
    const listed = await list(token, 'newdealer@');
    expect(listed.status).toBe(200);
    const { rows: [mail] } = await t.database.db.execute<{ id: number }>(sql`SELECT id::int FROM mail_outbox ORDER BY id LIMIT 1`);
    expect((await detail(token, mail!.id)).status).toBe(200);
    expect((await detail(token, 999_999)).status).toBe(404);

    const { rows } = await t.database.db.execute<{ actor_id: number; actor_login_id: string; action: string; target_type: string; target_id: string; after: Record<string, unknown> }>(
      sql`SELECT actor_id, actor_login_id, action, target_type, target_id, after FROM audit_log WHERE actor_id = ${reader.id} AND action LIKE 'MAILBOX%' ORDER BY id`);
    expect(rows.map((r) => [r.actor_login_id, r.action, r.target_type, r.target_id])).toEqual([
      [reader.loginId, 'MAILBOX_LIST', 'MAIL', '*'],
      [reader.loginId, 'MAILBOX_READ', 'MAIL', String(mail!.id)],
    ]);
    expect(rows[0]!.after).toMatchObject({ keyword: 'newdealer@', page: 1, pageSize: 20 });
    expect(rows[1]!.after).toHaveProperty('toAddress');

    // The audit trail's own screen lists them.
    const admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const trail = await as(admin).send(API.users.audit, { targetType: 'MAIL' });
    expect(trail.status).toBe(200);
    expect(trail.body.items.some((e) => e.actor === reader.loginId)).toBe(true);
  });
});
