import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked, type Caller } from '../../../test/api.ts';
import { DEMO_PASSWORD, login, rememberedDeviceOf, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser, holdSignIns } from '../../../test/factories.ts';

const TOKEN_HEADER = /^Bearer [A-Za-z0-9_-]{43}$/;
const MINUTE = 60_000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let t: TestContext;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const as = (token: string | null) => apiOf(t.app).as(token);

function postLogin(id: string, password: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return as(null).send(API.login.login, { id, password }, options);
}
type Sent = Awaited<ReturnType<typeof postLogin>>;

const tokenOf = (response: Sent) => String(response.headers.authorization).replace(/^Bearer /, '');

/** What a refusal tells: all of the body but the request's own id. */
function refusal(response: Sent) {
  const { requestId: _requestId, ...told } = response.error;
  return { status: response.status, told, token: response.headers.authorization };
}
const NO_LOGIN_INFO = { status: 401, told: { code: 'NO_LOGIN_INFO', message: "There's no login information" }, token: undefined };
const PASSWORD_LOCKED = { status: 423, told: { code: 'PASSWORD_LOCKED', message: 'You got the password wrong more than 5 times. Please contact the manager.' }, token: undefined };

function checkSession(token: string) {
  return as(token).send(API.login.check);
}

describe('POST /api/login', () => {
  it('signs in the demo dealer and hands back a token and the login info', async () => {
    const response = await postLogin('Dealer@GSIS.local', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.authorization).toMatch(TOKEN_HEADER);
    const body = response.body;
    expect(body.user).toMatchObject({ userId: 'dealer@gsis.local', userName: 'Demo Dealer', userType: 'DEALER', roles: ['USER'] });
    expect(body.loginInfo.currentAddress).toBe('127.0.0.1');
    // The token handed back is a working session.
    const check = await checkSession(tokenOf(response));
    expect(check.status).toBe(200);
    expect(check.body.user.userId).toBe('dealer@gsis.local');
  });

  it('hands out a different token on every sign-in', async () => {
    const first = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const second = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect(first).not.toBe(second);
  });

  it('shows the current address, then the previous address and last sign-in time on the next sign-in', async () => {
    const user = await createUser(t.database.db);
    const before = t.clock.now();
    const first = await postLogin(user.loginId, user.password, { remoteAddress: '198.51.100.7' });
    const after = t.clock.now();
    expect(first.status).toBe(200);
    expect(first.body.loginInfo).toEqual({ currentAddress: '198.51.100.7', previousAddress: null, lastLoginAt: null });

    t.clock.advance(30 * MINUTE);
    const second = await postLogin(user.loginId, user.password, { remoteAddress: '203.0.113.9' });
    expect(second.status).toBe(200);
    const info = second.body.loginInfo;
    expect(info.currentAddress).toBe('203.0.113.9');
    expect(info.previousAddress).toBe('198.51.100.7');
    const lastLoginAt = new Date(info.lastLoginAt!).getTime();
    expect(lastLoginAt).toBeGreaterThanOrEqual(before.getTime());
    expect(lastLoginAt).toBeLessThanOrEqual(after.getTime());

    // The session check of the app's start shows the same login info.
    const check = await as(tokenOf(second)).call(API.login.check, undefined, { remoteAddress: '203.0.113.9' });
    expect(check.loginInfo).toEqual(info);
  });

  it('answers an unknown ID and a wrong password alike, with nothing that tells an account exists, held or not', async () => {
    const user = await createUser(t.database.db);
    const nobody = `nobody-${user.loginId}`;
    // Up to the hold and past it: the ID without an account is held alike, and the answers are the same bytes.
    const bytesBut = (response: Sent) => response.text.replace(String(response.error.requestId), '<id>');
    for (let attempt = 1; attempt <= 8; attempt++) {
      const known = await postLogin(user.loginId, 'wrong-password1');
      const unknown = await postLogin(nobody, 'wrong-password1');
      expect(refusal(known), `attempt ${attempt}`).toEqual(attempt <= 6 ? NO_LOGIN_INFO : PASSWORD_LOCKED);
      expect(bytesBut(unknown), `attempt ${attempt}`).toBe(bytesBut(known));
    }
    expect(refusal(await postLogin('dxp', 'wrong-password1'))).toEqual(NO_LOGIN_INFO);
  });

  it('holds an ID on the 6th wrong password in a row from unfamiliar addresses: its password is not tried, the owner is told once', async () => {
    const user = await createUser(t.database.db, { language: 'ko' });
    for (let i = 0; i < 6; i++) expect(refusal(await postLogin(user.loginId, 'wrong-password1', { remoteAddress: `203.0.113.${i + 1}` }))).toEqual(NO_LOGIN_INFO);
    // The right password from anywhere unfamiliar gets the seed's message, and no session: while held, no password is tried.
    const right = await postLogin(user.loginId, user.password, { remoteAddress: '203.0.113.50' });
    expect(refusal(right)).toEqual(PASSWORD_LOCKED);
    expect(refusal(await postLogin(user.loginId, 'wrong-password2'))).toEqual(PASSWORD_LOCKED);
    const sessions = await t.database.pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.id]);
    expect(sessions.rows[0].n).toBe(0);

    // The owner is told once, in their language; the hold is on the audit trail with when it lifts.
    const mails = await t.database.pool.query("SELECT kind, language, text_body FROM mail_outbox WHERE to_address = $1", [user.loginId]);
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]).toMatchObject({ kind: 'ACCOUNT_LOCKED', language: 'ko' });
    expect(mails.rows[0].text_body).toContain('/forgot/password');
    const audit = await t.database.pool.query("SELECT actor_id, actor_login_id, action, before, after FROM audit_log WHERE target_type = 'USER' AND target_id = $1", [String(user.id)]);
    expect(audit.rows).toEqual([{
      actor_id: null, actor_login_id: 'anonymous', action: 'USER_LOCK',
      before: { status: 'ACTIVE' }, after: { status: 'LOCKED', failedLogins: 6, address: '203.0.113.6', until: expect.any(String) },
    }]);
    const heldFor = Date.parse(audit.rows[0].after.until) - t.clock.now().getTime();
    expect(heldFor).toBeGreaterThan(14 * MINUTE);
    expect(heldFor).toBeLessThanOrEqual(15 * MINUTE);
  });

  it('lifts the hold by itself after 15 minutes, and holds twice as long after each further wrong password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 6; i++) await postLogin(user.loginId, 'wrong-password1');
    t.clock.advance(15 * MINUTE + 1000);
    // The 7th: held 30 minutes from now.
    expect(refusal(await postLogin(user.loginId, 'wrong-password1'))).toEqual(NO_LOGIN_INFO);
    t.clock.advance(29 * MINUTE);
    expect(refusal(await postLogin(user.loginId, user.password))).toEqual(PASSWORD_LOCKED);
    t.clock.advance(MINUTE + 1000);
    expect((await postLogin(user.loginId, user.password)).status).toBe(200);
    // That sign-in ended the streak: five more wrong passwords hold nothing.
    for (let i = 0; i < 5; i++) await postLogin(user.loginId, 'wrong-password1', { remoteAddress: '203.0.113.77' });
    expect((await postLogin(user.loginId, user.password, { remoteAddress: '203.0.113.78' })).status).toBe(200);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1", [user.loginId]);
    expect(rows[0].n).toBe(1);
  });

  it('50 wrong passwords for an administrator from elsewhere do not keep the administrator out of their own address', async () => {
    const admin = await createUser(t.database.db, { roles: ['SYSTEM_ADMIN'] });
    const own = { remoteAddress: '198.51.100.7' };
    // Its first sign-in from its own address sets its app up, with the browser remembered (as a test's sign-in does).
    await login(t.app, admin.loginId, admin.password, own);
    // Only the administrator's own browser has the token that skips the code.
    const postLogin = (id: string, password: string, from: { remoteAddress: string }) =>
      as(null).send(API.login.login, { id, password, ...(from === own ? { rememberedDevice: rememberedDeviceOf(t.app, id)! } : {}) }, from);
    for (let i = 1; i <= 50; i++) await postLogin(admin.loginId, `guess-number-${i}`, { remoteAddress: `203.0.113.${i}` });
    // From an address it never signed in from, the right password is held back...
    expect(refusal(await postLogin(admin.loginId, admin.password, { remoteAddress: '192.0.2.1' }))).toEqual(PASSWORD_LOCKED);
    // ...from its own, the administrator signs in, even after typing it wrong there a few times.
    for (let i = 0; i < 3; i++) expect(refusal(await postLogin(admin.loginId, 'my-own-typo1', own))).toEqual(NO_LOGIN_INFO);
    expect((await postLogin(admin.loginId, admin.password, own)).status).toBe(200);
    // And the strangers' hold stays: the owner's sign-in does not lift it for them.
    expect(refusal(await postLogin(admin.loginId, admin.password, { remoteAddress: '192.0.2.1' }))).toEqual(PASSWORD_LOCKED);
  });

  it('holds once and tells the owner once when the wrong passwords come all at once', async () => {
    const user = await createUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postLogin(user.loginId, 'wrong-password1')));
    // Each is counted under the ID's row; those that found it held already were not tried at all.
    for (const answer of answers) expect([NO_LOGIN_INFO, PASSWORD_LOCKED]).toContainEqual(refusal(answer));
    const { rows } = await t.database.pool.query(
      `SELECT (SELECT count(*)::int FROM mail_outbox WHERE to_address = $2 AND kind = 'ACCOUNT_LOCKED') AS mails,
              (SELECT count(*)::int FROM audit_log WHERE target_id = $1 AND action = 'USER_LOCK') AS locks,
              (SELECT failures FROM sign_in_holds WHERE login_key = lower($2)) AS failures`, [String(user.id), user.loginId]);
    expect(rows[0]).toMatchObject({ mails: 1, locks: 1 });
    expect(rows[0].failures).toBeGreaterThanOrEqual(6);
  });

  it('starts counting again after a successful sign-in before the hold', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) await postLogin(user.loginId, 'wrong-password1');
    expect((await postLogin(user.loginId, user.password)).status).toBe(200);
    // 127.0.0.1 is familiar now: wrong passwords from it are not counted; from elsewhere they start at one.
    for (let i = 0; i < 5; i++) expect(refusal(await postLogin(user.loginId, 'wrong-password1', { remoteAddress: '203.0.113.90' }))).toEqual(NO_LOGIN_INFO);
    expect((await postLogin(user.loginId, user.password, { remoteAddress: '203.0.113.91' })).status).toBe(200);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1", [user.loginId]);
    expect(rows[0].n).toBe(0);
  });

  it('answers an unknown ID with NO_LOGIN_INFO and no attempts count', async () => {
    const response = await postLogin('nobody-here@gsis.local', 'whatever123');
    expect(response.status).toBe(401);
    const body = response.error;
    expect(body).toMatchObject({ code: 'NO_LOGIN_INFO', message: "There's no login information" });
    expect(body.details).toBeUndefined();
  });

  it('never lets the password-less shared partner account sign in with a password', async () => {
    const response = await postLogin('dxp', 'anything123');
    expect(response.status).toBe(401);
    expect(response.error.code).toBe('NO_LOGIN_INFO');
  });

  it.each([
    ['an unapproved', { approvalStatus: 'UNAPPROVED' as const }, 'ACCOUNT_PENDING_APPROVAL', 'Your account is waiting for approval by a manager.'],
    ['a disapproved', { approvalStatus: 'DISAPPROVED' as const }, 'ACCOUNT_DISAPPROVED', 'Your account request was rejected. Please contact the manager.'],
    ['a disabled', { enabled: false }, 'ACCOUNT_DISABLED', 'Your account is disabled. Please contact the manager.'],
  ])('refuses %s account with the right password and says why', async (_what, state, code, message) => {
    const user = await createUser(t.database.db, state);
    const response = await postLogin(user.loginId, user.password);
    expect(response.status).toBe(403);
    expect(response.error).toMatchObject({ code, message });
    expect(response.headers.authorization).toBeUndefined();
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);

    // A wrong password tells nothing about the account's state.
    const wrong = await postLogin(user.loginId, 'wrong-password1');
    expect(wrong.status).toBe(401);
    expect(wrong.error.code).toBe('NO_LOGIN_INFO');
  });
});

describe('the temporary password find password e-mails', () => {
  const HOUR = 3_600_000;
  /** A user whose password is a temporary one, good for 24 hours from now. */
  async function withTemporaryPassword() {
    const user = await createUser(t.database.db, { language: 'th' });
    await t.database.pool.query("UPDATE users SET password_must_change = true, password_expires_at = $2 WHERE id = $1", [user.id, new Date(t.clock.now().getTime() + 24 * HOUR)]);
    return user;
  }
  const changeAndLogin = (id: string, password: string, newPassword: string, newPasswordConfirm = newPassword) =>
    as(null).send(API.login.loginWithNewPassword, { id, password, newPassword, newPasswordConfirm });

  it('opens no session: the sign-in asks for a new password instead', async () => {
    const user = await withTemporaryPassword();
    const response = await postLogin(user.loginId, user.password);
    expect(response.status).toBe(403);
    expect(response.error).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(response.headers.authorization).toBeUndefined();
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
  });

  it('opens the session with a new password that keeps the rules, once; then only the new one works', async () => {
    const user = await withTemporaryPassword();
    // The rules, the list of common passwords (whatever the case), and not the temporary one again.
    const weak = await changeAndLogin(user.loginId, user.password, 'short1');
    expect(weak.status).toBe(400);
    expect(weak.error.details?.fields?.map((f) => f.path)).toContain('body.newPassword');
    const common = await changeAndLogin(user.loginId, user.password, 'PassWord123');
    expect(common.status).toBe(400);
    expect(common.error).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: { fields: [{ path: 'body.newPassword', rule: 'common' }] } });
    const same = await changeAndLogin(user.loginId, user.password, user.password);
    expect(same.error).toMatchObject({ code: 'PASSWORD_NOT_NEW', details: { fields: [{ path: 'body.newPassword', rule: 'same' }] } });
    const mismatch = await changeAndLogin(user.loginId, user.password, 'Backhoe-Loader-77', 'Backhoe-Loader-78');
    expect(mismatch.error.details?.fields?.map((f) => f.path)).toContain('body.newPasswordConfirm');
    // A wrong temporary password answers as a wrong password does anywhere.
    expect(refusal(await changeAndLogin(user.loginId, 'wrong-password1', 'Backhoe-Loader-77'))).toEqual(NO_LOGIN_INFO);
    expect(refusal(await changeAndLogin(`nobody-${user.loginId}`, 'wrong-password1', 'Backhoe-Loader-77'))).toEqual(NO_LOGIN_INFO);

    // A long passphrase of any characters is welcome.
    const passphrase = 'wheel loader 950 — hydraulic filter ✓';
    const opened = await changeAndLogin(user.loginId, user.password, passphrase);
    expect(opened.status).toBe(200);
    expect(opened.headers.authorization).toMatch(TOKEN_HEADER);
    expect(opened.body.user.userId).toBe(user.loginId);
    expect((await checkSession(tokenOf(opened))).status).toBe(200);

    // The temporary password is gone; the new one signs in as usual.
    expect(refusal(await postLogin(user.loginId, user.password))).toEqual(NO_LOGIN_INFO);
    expect(refusal(await changeAndLogin(user.loginId, user.password, 'Another-Passphrase-9'))).toEqual(NO_LOGIN_INFO);
    expect((await postLogin(user.loginId, passphrase)).status).toBe(200);
    const { rows: [state] } = await t.database.pool.query('SELECT password_must_change, password_expires_at FROM users WHERE id = $1', [user.id]);
    expect(state).toEqual({ password_must_change: false, password_expires_at: null });

    // On the trail, and told to the owner.
    const audit = await t.database.pool.query("SELECT actor_login_id, action, after FROM audit_log WHERE target_type = 'USER' AND target_id = $1", [String(user.id)]);
    expect(audit.rows).toEqual([{ actor_login_id: user.loginId, action: 'PASSWORD_CHANGE', after: { via: 'SIGN_IN', sessionsEnded: 0 } }]);
    const mails = await t.database.pool.query('SELECT kind, language FROM mail_outbox WHERE to_address = $1', [user.loginId]);
    expect(mails.rows).toEqual([{ kind: 'PASSWORD_CHANGED', language: 'th' }]);
  });

  it('works once even when two new passwords are sent with it at the same moment', async () => {
    const user = await withTemporaryPassword();
    const both = await Promise.all([changeAndLogin(user.loginId, user.password, 'Backhoe-Loader-77'), changeAndLogin(user.loginId, user.password, 'Backhoe-Loader-78')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = both.find((r) => r.status === 200) === both[0] ? 'Backhoe-Loader-77' : 'Backhoe-Loader-78';
    expect((await postLogin(user.loginId, winner)).status).toBe(200);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND via = 'PASSWORD'", [user.id]);
    expect(rows[0].n).toBe(2);
  });

  it('expires after 24 hours, and says so to whoever has it', async () => {
    const user = await withTemporaryPassword();
    t.clock.advance(24 * HOUR + MINUTE);
    try {
      for (const response of [await postLogin(user.loginId, user.password), await changeAndLogin(user.loginId, user.password, 'Backhoe-Loader-77')]) {
        expect(response.status).toBe(403);
        expect(response.error).toMatchObject({ code: 'TEMPORARY_PASSWORD_EXPIRED', message: 'The temporary password has expired. Please use Find password to get a new one.' });
        expect(response.headers.authorization).toBeUndefined();
      }
      // Anyone else still learns nothing.
      expect(refusal(await postLogin(user.loginId, 'wrong-password1'))).toEqual(NO_LOGIN_INFO);
    } finally {
      t.clock.advance(-(24 * HOUR + MINUTE));
    }
  });

  it('is refused to a held ID from an unfamiliar address, like any password', async () => {
    const user = await withTemporaryPassword();
    await holdSignIns(t.database.db, user.loginId, t.clock.now());
    const response = await changeAndLogin(user.loginId, user.password, 'Backhoe-Loader-77');
    expect(response.status).toBe(423);
    expect(response.error.code).toBe('PASSWORD_LOCKED');
  });
});

describe('sessions', () => {
  it('logout revokes the token, and only that one', async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    const other = await login(t.app, user.loginId, user.password);

    const logout = await as(token).send(API.login.logout);
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ loggedOut: true });
    // The ended session's token is not handed back.
    expect(logout.headers.authorization).toBeUndefined();

    const after = await checkSession(token);
    expect(after.status).toBe(401);
    expect(after.error.code).toBe('SESSION_EXPIRED');
    const again = await as(token).send(API.login.logout);
    expect(again.status).toBe(401);
    expect(again.error.code).toBe('SESSION_EXPIRED');

    expect((await checkSession(other)).status).toBe(200);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM access_events WHERE user_id = $1 AND action = 'LOGOUT'", [user.id]);
    expect(rows[0].n).toBe(1);
  });

  it('POST /api/login/token exchanges a token for a new one with the same absolute end', async () => {
    const user = await createUser(t.database.db);
    const old = await login(t.app, user.loginId, user.password);

    const response = await as(old).send(API.login.refresh);
    expect(response.status).toBe(200);
    expect(response.headers.authorization).toMatch(TOKEN_HEADER);
    const fresh = tokenOf(response);
    expect(fresh).not.toBe(old);
    expect(response.body.user).toMatchObject({ userId: user.loginId, userName: user.name, roles: ['USER'] });

    const oldCheck = await checkSession(old);
    expect(oldCheck.status).toBe(401);
    expect(oldCheck.error.code).toBe('SESSION_EXPIRED');
    const freshCheck = await checkSession(fresh);
    expect(freshCheck.status).toBe(200);
    expect(freshCheck.headers.authorization).toBe(`Bearer ${fresh}`);

    // The old token cannot be exchanged a second time.
    const replay = await as(old).send(API.login.refresh);
    expect(replay.status).toBe(401);

    const { rows } = await t.database.pool.query('SELECT via, expires_at, revoked_at FROM sessions WHERE user_id = $1 ORDER BY created_at, via', [user.id]);
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first.via).toBe('PASSWORD');
    expect(first.revoked_at).toBeInstanceOf(Date);
    expect(second.via).toBe('TOKEN_REFRESH');
    expect(second.revoked_at).toBeNull();
    expect(second.expires_at.getTime()).toBe(first.expires_at.getTime());
  });

  it('keeps one token through any number of checks made at once (tabs opening together, page loads cut short)', async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);

    const checks = await Promise.all(Array.from({ length: 8 }, () => checkSession(token)));
    for (const check of checks) {
      expect(check.status).toBe(200);
      expect(check.headers.authorization).toBe(`Bearer ${token}`);
      expect(check.body.user.userId).toBe(user.loginId);
    }
    // Nothing was exchanged: the one session the sign-in opened is still the only one, and still open.
    expect((await checkSession(token)).status).toBe(200);
    const { rows } = await t.database.pool.query('SELECT via, revoked_at FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ via: 'PASSWORD', revoked_at: null }]);
  });

  it('lets only one of two exchanges of one token made at once succeed', async () => {
    const user = await createUser(t.database.db);
    const old = await login(t.app, user.loginId, user.password);

    const both = await Promise.all([0, 1].map(() => as(old).send(API.login.refresh)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = both.find((r) => r.status === 200)!;
    expect((await checkSession(tokenOf(winner))).status).toBe(200);
    expect((await checkSession(old)).status).toBe(401);
  });

  it('ends a session left idle longer than SESSION_IDLE_MINUTES, and not before', async () => {
    const idle = t.config.SESSION_IDLE_MINUTES * MINUTE;
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);

    // Each call keeps the session alive: twice almost the idle limit in total, still open.
    t.clock.advance(idle - MINUTE);
    expect((await checkSession(token)).status).toBe(200);
    t.clock.advance(idle - MINUTE);
    expect((await checkSession(token)).status).toBe(200);

    t.clock.advance(idle + MINUTE);
    const expired = await checkSession(token);
    expect(expired.status).toBe(401);
    expect(expired.error).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has ended. Please log in again.' });
    expect(expired.headers.authorization).toBeUndefined();
    // Refreshing cannot revive it.
    const refresh = await as(token).send(API.login.refresh);
    expect(refresh.status).toBe(401);
    expect(refresh.error.code).toBe('SESSION_EXPIRED');
  });

  /** Keeps a session busy (a call every `step`) until just before the absolute end; returns the minutes left. */
  async function keepBusyUntilNearTheEnd(token: string): Promise<number> {
    const idleMin = t.config.SESSION_IDLE_MINUTES;
    const absoluteMin = t.config.SESSION_ABSOLUTE_HOURS * 60;
    const step = idleMin - 20;
    let elapsed = 0;
    while (elapsed + step < absoluteMin) {
      t.clock.advance(step * MINUTE);
      elapsed += step;
      const response = await checkSession(token);
      expect(response.status).toBe(200);
    }
    const left = absoluteMin - elapsed;
    // What follows must stay inside the idle limit, so only the absolute end can close the session.
    expect(left + 1).toBeLessThan(idleMin);
    return left;
  }

  it('ends a busy session after SESSION_ABSOLUTE_HOURS', async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    const left = await keepBusyUntilNearTheEnd(token);

    t.clock.advance((left + 1) * MINUTE);
    const expired = await checkSession(token);
    expect(expired.status).toBe(401);
    expect(expired.error.code).toBe('SESSION_EXPIRED');
  });

  it('does not stretch the absolute end by exchanging the token', async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    const left = await keepBusyUntilNearTheEnd(token);

    const refreshed = await as(token).send(API.login.refresh);
    expect(refreshed.status).toBe(200);
    const fresh = tokenOf(refreshed);
    expect((await checkSession(fresh)).status).toBe(200);

    t.clock.advance((left + 1) * MINUTE);
    const expired = await checkSession(fresh);
    expect(expired.status).toBe(401);
    expect(expired.error.code).toBe('SESSION_EXPIRED');
  });

  it("stops a disabled user's open session at once", async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    expect((await checkSession(token)).status).toBe(200);

    await t.database.pool.query('UPDATE users SET enabled = false WHERE id = $1', [user.id]);
    const refused = await checkSession(token);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'Your account is disabled. Please contact the manager.' });
    expect(refused.headers.authorization).toBeUndefined();
    // The refusal ended the session for good: the token cannot be exchanged either.
    const refresh = await as(token).send(API.login.refresh);
    expect(refresh.status).toBe(401);
    expect(refresh.error.code).toBe('SESSION_EXPIRED');
    // On a public page the token counts for nothing: the visitor is anonymous.
    const menus = await as(token).send(API.menus.userMenus, {});
    expect(menus.status).toBe(200);
    expect(menus.body.user).toBeNull();
    expect(menus.headers.authorization).toBeUndefined();
  });

  it("ends a session whose account is disapproved after it was opened", async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    await t.database.pool.query("UPDATE users SET approval_status = 'DISAPPROVED' WHERE id = $1", [user.id]);
    const refused = await checkSession(token);
    expect(refused.status).toBe(401);
    expect(refused.error.code).toBe('SESSION_EXPIRED');
  });
});

describe('the Authorization header', () => {
  it('carries the current token on every authenticated response', async () => {
    const token = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const calls = [
      { url: API.login.check.path, send: (caller: Caller) => caller.send(API.login.check) },
      { url: API.menus.userMenus.path, send: (caller: Caller) => caller.send(API.menus.userMenus, {}) },
      { url: `${API.menus.userMenus.path}?requestUrl=/product/list`, send: (caller: Caller) => caller.send(API.menus.userMenus, { requestUrl: '/product/list' }) },
      { url: API.relatedLinks.list.path, send: (caller: Caller) => caller.send(API.relatedLinks.list) },
      { url: API.login.userDivs.path, send: (caller: Caller) => caller.send(API.login.userDivs) },
      { url: API.login.savePreferences.path, send: (caller: Caller) => caller.send(API.login.savePreferences, { language: 'ko' }) },
    ];
    for (const call of calls) {
      const response = await call.send(as(token));
      expect(response.status, call.url).toBe(200);
      expect(response.headers.authorization, call.url).toBe(`Bearer ${token}`);
    }
    // A refusal to a signed-in user still hands the token back: the session goes on.
    const refused = await as(token).send(API.menus.list, {});
    expect(refused.status).toBe(403);
    expect(refused.headers.authorization).toBe(`Bearer ${token}`);
    const invalid = await as(token).send(API.login.savePreferences, unchecked({ language: 'xx' }));
    expect(invalid.status).toBe(400);
    expect(invalid.headers.authorization).toBe(`Bearer ${token}`);

    const admin = await login(t.app, 'admin@gsis.local', 'Admin1234pass');
    const managed = await as(admin).send(API.menus.list, {});
    expect(managed.status).toBe(200);
    expect(managed.headers.authorization).toBe(`Bearer ${admin}`);
  });

  it('is absent on anonymous responses and on responses to a dead token', async () => {
    const calls = [
      { url: API.menus.userMenus.path, send: (caller: Caller) => caller.send(API.menus.userMenus, {}) },
      { url: API.relatedLinks.list.path, send: (caller: Caller) => caller.send(API.relatedLinks.list) },
      { url: API.login.userDivs.path, send: (caller: Caller) => caller.send(API.login.userDivs) },
    ];
    for (const call of calls) {
      const response = await call.send(as(null));
      expect(response.status, call.url).toBe(200);
      expect(response.headers.authorization, call.url).toBeUndefined();
    }
    const refused = await as(null).send(API.login.check);
    expect(refused.status).toBe(401);
    expect(refused.error.code).toBe('LOGIN_REQUIRED');
    expect(refused.headers.authorization).toBeUndefined();

    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    await as(token).send(API.login.logout);
    for (const call of calls) {
      const response = await call.send(as(token));
      expect(response.status, call.url).toBe(200);
      expect(response.headers.authorization, call.url).toBeUndefined();
    }
  });
});

describe('access events', () => {
  it('records every sign-in with user, address, language, time zone and device', async () => {
    const user = await createUser(t.database.db);
    const first = await postLogin(user.loginId, user.password, {
      remoteAddress: '192.0.2.44',
      headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8', 'x-time-zone': 'Asia/Seoul', 'user-agent': IPHONE },
    });
    expect(first.status).toBe(200);
    const second = await postLogin(user.loginId, user.password, {
      remoteAddress: '192.0.2.45',
      headers: { 'accept-language': 'th', 'x-time-zone': 'America/Argentina/Buenos_Aires', 'user-agent': DESKTOP_CHROME },
    });
    expect(second.status).toBe(200);

    const { rows } = await t.database.pool.query(
      `SELECT action, user_id, login_id, ip, country_code, language, time_zone, device, browser, os, occurred_at
         FROM access_events WHERE user_id = $1 ORDER BY id`, [user.id]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'LOGIN', user_id: user.id, login_id: user.loginId, ip: '192.0.2.44', country_code: 'KR',
      language: 'ko', time_zone: 'Asia/Seoul', device: 'mobile', browser: 'Safari', os: 'iOS',
    });
    expect(rows[1]).toMatchObject({
      action: 'LOGIN', user_id: user.id, ip: '192.0.2.45', language: 'th', time_zone: 'America/Argentina/Buenos_Aires',
      device: 'desktop', browser: 'Chrome', os: 'Windows',
    });
    expect(rows[0].occurred_at).toBeInstanceOf(Date);
  });

  it('falls back to the account language and time zone when the request gives none or a bad one', async () => {
    const user = await createUser(t.database.db, { language: 'fr', timeZone: 'Europe/Paris' });
    const response = await postLogin(user.loginId, user.password, { headers: { 'x-time-zone': '<script>alert(1)</script>' } });
    expect(response.status).toBe(200);
    const { rows } = await t.database.pool.query("SELECT language, time_zone FROM access_events WHERE user_id = $1 AND action = 'LOGIN'", [user.id]);
    expect(rows).toEqual([{ language: 'fr', time_zone: 'Europe/Paris' }]);
  });

  it('records failed sign-ins too, without a user for an unknown ID', async () => {
    const user = await createUser(t.database.db);
    await postLogin(user.loginId, 'wrong-password1');
    const unknown = `${user.loginId}.unknown`;
    await postLogin(unknown, 'wrong-password1');
    const { rows } = await t.database.pool.query(
      "SELECT user_id, login_id, details FROM access_events WHERE action = 'LOGIN_FAILED' AND login_id IN ($1, $2) ORDER BY id", [user.loginId, unknown]);
    expect(rows).toEqual([
      { user_id: user.id, login_id: user.loginId, details: { reason: 'wrong_password', familiar: false } },
      { user_id: null, login_id: unknown, details: { reason: 'unknown_id', familiar: false } },
    ]);
    // One held: its attempts are recorded as such, tried or not.
    for (let i = 0; i < 6; i++) await postLogin(unknown, 'wrong-password1');
    await postLogin(unknown, 'wrong-password1');
    const { rows: [last] } = await t.database.pool.query("SELECT details FROM access_events WHERE action = 'LOGIN_FAILED' AND login_id = $1 ORDER BY id DESC LIMIT 1", [unknown]);
    expect(last.details).toEqual({ reason: 'held' });
  });
});

describe('POST /api/userdiv', () => {
  it('offers EMPLOYEES, DEALER and USER, never APP', async () => {
    const response = await as(null).send(API.login.userDivs);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userDivList: [{ userDiv: 'EMPLOYEES' }, { userDiv: 'DEALER' }, { userDiv: 'USER' }] });
  });
});

describe('the per-address rate limit on /api/login', () => {
  let limited: TestContext;
  beforeAll(async () => { limited = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' }); });
  afterAll(async () => { await limited.close(); });

  it('refuses the 4th sign-in in a minute from one address with 429 and retry-after, other addresses go on', async () => {
    const from = (remoteAddress: string, password: string) =>
      apiOf(limited.app).as(null).send(API.login.login, { id: 'dealer@gsis.local', password }, { remoteAddress });
    expect((await from('10.9.8.7', DEMO_PASSWORD)).status).toBe(200);
    expect((await from('10.9.8.7', 'wrong-password1')).status).toBe(401);
    expect((await from('10.9.8.7', DEMO_PASSWORD)).status).toBe(200);

    const fourth = await from('10.9.8.7', DEMO_PASSWORD);
    expect(fourth.status).toBe(429);
    const body = fourth.error;
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toBe('Too many requests. Please wait a moment and try again.');
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.details?.retryAfterSeconds).toBe(retryAfter);
    expect(fourth.headers.authorization).toBeUndefined();

    expect((await from('10.9.8.6', DEMO_PASSWORD)).status).toBe(200);
  });
});
