// My info through the real app: one's own details, what one may and may not change, the password with the
// current one and an e-mail, and ending one's other sessions.
import { sql } from 'drizzle-orm';
import { API, type MyInfoSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser } from '../../../test/factories.ts';
import { describeDevice } from './myinfo.service.ts';

const AGENTS = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
};

describe('a session\'s device', () => {
  it.each([
    ['Chrome on Windows', AGENTS.windows, { browser: 'Chrome', os: 'Windows', model: null, deviceType: 'desktop' }],
    ['Safari on an iPhone', AGENTS.iphone, { browser: 'Safari', os: 'iOS', model: 'iPhone', deviceType: 'mobile' }],
    ['a headless Chrome as the Chrome on Linux it is', AGENTS.headless, { browser: 'Chrome', os: 'Linux', model: null, deviceType: 'desktop' }],
    ['Edge on Windows', `${AGENTS.windows} Edg/140.0.0.0`, { browser: 'Microsoft Edge', os: 'Windows', deviceType: 'desktop' }],
    ['Samsung Internet on an Android phone, without "for Android"',
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android', deviceType: 'mobile' }],
    ['Chrome on an Android tablet', 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      { browser: 'Chrome', os: 'Android', deviceType: 'tablet' }],
    ['Chrome on a Chromebook as a computer', 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      { browser: 'Chrome', os: 'Chrome OS', deviceType: 'desktop' }],
    ['a program by its own name', 'curl/8.5.0', { browser: 'curl', os: null, model: null, deviceType: 'unknown' }],
    ['words that name nothing as unknown', 'lightMyRequest', { browser: null, os: null, model: null, deviceType: 'unknown' }],
    ['no user agent as unknown', null, { browser: null, os: null, model: null, deviceType: 'unknown' }],
  ] as const)('names %s', (_what, userAgent, expected) => {
    expect(describeDevice(userAgent)).toMatchObject(expected);
  });
});

describe('my info', () => {
  let t: TestContext;
  const ID = 'newdealer@gsis.local';
  const as = (token: string | null) => apiOf(t.app).as(token);
  /** A reply's status and answer, to be compared whole. */
  const statusAndBody = async <T>(reply: Promise<{ status: number; readonly body: T }>) => {
    const { status, body } = await reply;
    return { status, body };
  };
  const details: MyInfoSave = {
    name: 'Nguyen Van An', company: 'Saigon Machinery', department: 'Service', position: 'Technician', companyPhone: '+84 28 1234 5678', phone: '',
    mobilePhone: '090-123-4567', countryCode: 'VN', language: 'ko', timeZone: 'Asia/Ho_Chi_Minh', notifyNewVersions: true,
  };

  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('shows and saves one\'s own details and preferences, but not the region, type or approval', async () => {
    const token = await login(t.app, ID, DEMO_PASSWORD);
    const { rows: [before] } = await t.database.db.execute<{ region_id: number | null }>(sql`SELECT region_id FROM users WHERE login_id = ${ID}`);
    // Fields My info does not take, sent anyway.
    const saved = await statusAndBody(as(token).send(API.myInfo.save, unchecked({ ...details, regionId: 999, userType: 'EMPLOYEES', approvalStatus: 'APPROVED', allowAllDocuments: true })));
    expect(saved).toEqual({ status: 200, body: { done: true } });
    const shown = await as(token).call(API.myInfo.get);
    expect(shown).toMatchObject({ id: ID, name: 'Nguyen Van An', company: 'Saigon Machinery', phone: null, mobilePhone: '090-123-4567', countryCode: 'VN', language: 'ko', timeZone: 'Asia/Ho_Chi_Minh', notifyNewVersions: true, userType: 'DEALER' });
    const { rows: [after] } = await t.database.db.execute<{ region_id: number | null; allow_all_documents: boolean }>(sql`SELECT region_id, allow_all_documents FROM users WHERE login_id = ${ID}`);
    expect(after).toEqual({ region_id: before!.region_id, allow_all_documents: false });
    // A save that does not name the e-mail preference leaves it as it was.
    const { notifyNewVersions: _left, ...withoutPreference } = details;
    expect((await as(token).send(API.myInfo.save, { ...withoutPreference, position: 'Lead technician' })).status).toBe(200);
    expect(await as(token).call(API.myInfo.get)).toMatchObject({ position: 'Lead technician', notifyNewVersions: true });
  });

  it.each([
    ['a name', { name: '' }, 'body.name'],
    ['a mobile phone number in the right format', { mobilePhone: 'none' }, 'body.mobilePhone'],
    ['a time zone that exists', { timeZone: 'Mars/Olympus' }, 'body.timeZone'],
    ['a language GSIS speaks', { language: 'de' }, 'body.language'],
  ])('needs %s', async (_rule, change, path) => {
    const token = await login(t.app, ID, DEMO_PASSWORD);
    const reply = await as(token).send(API.myInfo.save, unchecked({ ...details, ...change }));
    expect(reply.status).toBe(400);
    expect(reply.error.details?.fields?.map((f) => f.path)).toContain(path);
  });

  it('changes the password only with the current one, and tells the owner by e-mail', async () => {
    const token = await login(t.app, ID, DEMO_PASSWORD);
    const wrong = await as(token).refusal(API.myInfo.changePassword, { currentPassword: 'not-it-1', newPassword: 'Bucket2026', newPasswordConfirm: 'Bucket2026' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CHECK_PASSWORD' } });
    const weak = await as(token).refusal(API.myInfo.changePassword, { currentPassword: DEMO_PASSWORD, newPassword: 'bucket', newPasswordConfirm: 'bucket' });
    expect(weak.body.details?.fields?.map((f) => f.path)).toContain('body.newPassword');
    const mismatch = await as(token).refusal(API.myInfo.changePassword, { currentPassword: DEMO_PASSWORD, newPassword: 'Bucket2026', newPasswordConfirm: 'Bucket2027' });
    expect(mismatch.body.details?.fields?.map((f) => f.path)).toContain('body.newPasswordConfirm');

    expect(await statusAndBody(as(token).send(API.myInfo.changePassword, { currentPassword: DEMO_PASSWORD, newPassword: 'Bucket2026', newPasswordConfirm: 'Bucket2026' })))
      .toEqual({ status: 200, body: { done: true } });
    await login(t.app, ID, 'Bucket2026');
    await expect(login(t.app, ID, DEMO_PASSWORD)).rejects.toThrow();
    const { rows: mails } = await t.database.db.execute<{ kind: string; language: string }>(sql`SELECT kind, language FROM mail_outbox WHERE to_address = ${ID}`);
    expect(mails).toEqual([{ kind: 'PASSWORD_CHANGED', language: 'ko' }]);
    // Back as it was, for the other tests.
    const again = await login(t.app, ID, 'Bucket2026');
    await as(again).call(API.myInfo.changePassword, { currentPassword: 'Bucket2026', newPassword: DEMO_PASSWORD, newPasswordConfirm: DEMO_PASSWORD });
  });

  it('ends the other sessions on a password change, keeps this one, and writes it to the audit trail', async () => {
    const user = await createUser(t.database.db);
    const here = await login(t.app, user.loginId, user.password);
    const stolen = await login(t.app, user.loginId, user.password);
    const passphrase = 'my excavator is yellow and 23 tonnes, the boom is 6 m';
    expect(await statusAndBody(as(here).send(API.myInfo.changePassword, { currentPassword: user.password, newPassword: passphrase, newPasswordConfirm: passphrase })))
      .toEqual({ status: 200, body: { done: true } });
    expect((await as(stolen).send(API.myInfo.get)).status).toBe(401);
    expect((await as(here).send(API.myInfo.get)).status).toBe(200);
    await login(t.app, user.loginId, passphrase);
    const { rows } = await t.database.db.execute<{ actor_login_id: string; action: string; after: unknown }>(
      sql`SELECT actor_login_id, action, after FROM audit_log WHERE target_type = 'USER' AND target_id = ${String(user.id)}`);
    expect(rows).toEqual([{ actor_login_id: user.loginId, action: 'PASSWORD_CHANGE', after: { via: 'MY_INFO', sessionsEnded: 1 } }]);
  });

  it('takes up to 64 characters of any kind, and refuses common passwords and the current one', async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    const change = (newPassword: string) => as(token).send(API.myInfo.changePassword, { currentPassword: user.password, newPassword, newPasswordConfirm: newPassword });
    const common = await change('Qwerty123456');
    expect(common).toMatchObject({ status: 400, error: { code: 'PASSWORD_TOO_COMMON', details: { fields: [{ path: 'body.newPassword', rule: 'common' }] } } });
    expect((await change(user.password)).error).toMatchObject({ code: 'PASSWORD_NOT_NEW', details: { fields: [{ path: 'body.newPassword', rule: 'same' }] } });
    // Still the seed's floor: letters and digits, at least 8.
    expect((await change('only letters here')).error.details?.fields?.map((f) => f.path)).toContain('body.newPassword');
    // 65 characters are too many; 64 of them, Thai and symbols among them, are fine (counted as characters).
    expect((await change(`${'รถขุด-'.repeat(10)}12345`)).error.details?.fields?.map((f) => f.path)).toContain('body.newPassword');
    expect((await change(`${'รถขุด-'.repeat(10)}1234`)).status).toBe(200);
  });

  it('lists open sessions, this one first, and ends the others at once', async () => {
    const phone = await login(t.app, ID, DEMO_PASSWORD);
    const laptop = await login(t.app, ID, DEMO_PASSWORD);
    const listed = await as(laptop).call(API.myInfo.sessions);
    const sessions = listed.sessions;
    expect(sessions[0]!.current).toBe(true);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(2);

    const ended = await as(laptop).call(API.myInfo.endSessions, {});
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    expect((await as(phone).send(API.myInfo.get)).status).toBe(401);
    expect((await as(laptop).send(API.myInfo.get)).status).toBe(200);
    expect((await as(laptop).call(API.myInfo.sessions)).sessions).toHaveLength(1);

    // Someone else's session cannot be ended from here.
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const { rows: [dealerSession] } = await t.database.db.execute<{ id: string }>(sql`SELECT s.id::text FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.login_id = 'dealer@gsis.local' AND s.revoked_at IS NULL LIMIT 1`);
    expect(await as(laptop).call(API.myInfo.endSessions, { sessionId: dealerSession!.id })).toEqual({ ended: 0 });
    expect((await as(dealer).send(API.myInfo.get)).status).toBe(200);
  });

  it('names each session\'s device, this one first and the others by last activity, newest first', async () => {
    const user = await createUser(t.database.db);
    const signIn = async (userAgent: string) => {
      const reply = await as(null).send(API.login.login, { id: user.loginId, password: user.password }, { headers: { 'user-agent': userAgent } });
      const header = reply.headers.authorization;
      if (typeof header !== 'string') throw new Error(`no Authorization header on login: ${reply.status} ${reply.text}`);
      return header.replace(/^Bearer /, '');
    };
    const phone = await signIn(AGENTS.iphone);
    t.clock.advance(60_000);
    await signIn(AGENTS.windows);
    t.clock.advance(60_000);
    const here = await signIn(AGENTS.headless);
    t.clock.advance(60_000);
    // The phone, signed in first, was used last.
    expect((await as(phone).send(API.myInfo.get)).status).toBe(200);

    const { sessions } = await as(here).call(API.myInfo.sessions);
    expect(sessions.map(({ current, browser, os, model, deviceType }) => ({ current, browser, os, model, deviceType }))).toEqual([
      { current: true, browser: 'Chrome', os: 'Linux', model: null, deviceType: 'desktop' },
      { current: false, browser: 'Safari', os: 'iOS', model: 'iPhone', deviceType: 'mobile' },
      { current: false, browser: 'Chrome', os: 'Windows', model: null, deviceType: 'desktop' },
    ]);
    // The raw user agent stays, for whoever wants the detail; nothing else leaves the server.
    expect(Object.keys(sessions[0]!).sort()).toEqual(['browser', 'createdAt', 'current', 'deviceType', 'ip', 'lastSeenAt', 'model', 'os', 'sessionId', 'userAgent', 'via']);
    expect(sessions[0]!.userAgent).toBe(AGENTS.headless);
  });

  it('needs a signed-in caller', async () => {
    expect((await as(null).send(API.myInfo.get)).status).toBe(401);
  });
});
