// A second factor through the real app: an authenticator app set up in My info and confirmed by its first code, the
// sign-in that then asks for a code, recovery codes that work once, and what is kept of them (sealed, digested).
import { API, type PasskeyAdd, type PasskeyAssertion, type SessionResponse } from '@gsis/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { createUser } from '../../../test/factories.ts';
import { login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { publicUrlOf } from '../mail/mailer.ts';
import { softAuthenticator, type SoftAuthenticator } from './passkey.test-helper.ts';

let t: TestContext;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const as = (token: string | null) => apiOf(t.app).as(token);
const STEP = 30_000;
/** The app's code for the secret at the test's clock (the app and the server read the same time). */
const codeAt = (secret: string, at = t.clock.now()) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
/** Moves the clock to a second into the next 30-second step, so a code made now is checked in the same step. */
const toStepStart = () => t.clock.advance(STEP - (t.clock.now().getTime() % STEP) + 1000);

/** A fresh user with an authenticator app set up and confirmed: who, their token, the secret and the recovery codes. */
async function withApp() {
  const user = await createUser(t.database.db);
  const token = await login(t.app, user.loginId, user.password);
  const { secret, uri } = await as(token).call(API.myInfo.startTotp);
  toStepStart();
  expect(uri).toMatch(new RegExp(`^otpauth://totp/GSIS:${encodeURIComponent(user.loginId)}\\?`));
  const { recoveryCodes } = await as(token).call(API.myInfo.confirmTotp, { code: await codeAt(secret) });
  // The next code is a step later: the confirming one is spent.
  t.clock.advance(STEP);
  return { user, token, secret, recoveryCodes };
}

/** The first step of a sign-in: its challenge, which SECOND_FACTOR_REQUIRED carries. */
async function challengeFor(loginId: string, password: string): Promise<string> {
  const refused = await as(null).refusal(API.login.login, { id: loginId, password });
  expect([refused.status, refused.body.code]).toEqual([401, 'SECOND_FACTOR_REQUIRED']);
  return refused.body.details!.challenge!;
}

describe('an authenticator app', () => {
  it('is set up in My info and confirmed by its first code; only then does sign-in ask for it', async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    expect(await as(token).call(API.myInfo.secondFactor)).toEqual({ totpSince: null, recoveryCodesLeft: 0, rememberedDevices: 0, passkeys: [] });
    const { secret } = await as(token).call(API.myInfo.startTotp);
    toStepStart();
    // Not confirmed yet: sign-in is as before.
    await login(t.app, user.loginId, user.password);
    const wrong = await as(token).refusal(API.myInfo.confirmTotp, { code: '000000' === (await codeAt(secret)) ? '111111' : '000000' });
    expect([wrong.status, wrong.body.code, wrong.body.details?.fields]).toEqual([401, 'SECOND_FACTOR_WRONG', [{ path: 'body.code', rule: 'wrong' }]]);
    const { recoveryCodes } = await as(token).call(API.myInfo.confirmTotp, { code: await codeAt(secret) });
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const state = await as(token).call(API.myInfo.secondFactor);
    expect(state.recoveryCodesLeft).toBe(10);
    expect(Math.abs(Date.parse(state.totpSince!) - t.clock.now().getTime())).toBeLessThan(60_000);
    // A second app is refused while this one is on.
    expect((await as(token).refusal(API.myInfo.startTotp)).body.code).toBe('SECOND_FACTOR_ALREADY_ON');

    // Kept unreadable: the secret sealed, the recovery codes as keyed digests.
    const { rows: [kept] } = await t.database.pool.query('SELECT sealed_secret FROM totp_factors WHERE user_id = $1', [user.id]);
    expect(kept.sealed_secret).toMatch(/^v1\./);
    expect(kept.sealed_secret).not.toContain(secret);
    const { rows: digests } = await t.database.pool.query('SELECT code_digest FROM recovery_codes WHERE user_id = $1', [user.id]);
    expect(digests.map((row) => row.code_digest).join()).not.toMatch(new RegExp(recoveryCodes.map((code) => code.slice(0, 5)).join('|')));
    const { rows: trail } = await t.database.pool.query("SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'SECOND_FACTOR%'", [String(user.id)]);
    expect(trail).toEqual([{ action: 'SECOND_FACTOR_ON' }]);
  });

  it('makes sign-in ask for a code after the password: the right one opens the session, once', async () => {
    const { user, secret } = await withApp();
    const challenge = await challengeFor(user.loginId, user.password);
    const code = await codeAt(secret);
    const opened = await as(null).send(API.login.secondFactor, { challenge, code });
    expect(opened.status).toBe(200);
    expect(opened.headers.authorization).toMatch(/^Bearer /);
    expect((opened.body as SessionResponse).user.userId).toBe(user.loginId);
    // The same code again, even with a new challenge, is refused: each code works once.
    const again = await as(null).refusal(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code });
    expect([again.status, again.body.code]).toEqual([401, 'SECOND_FACTOR_WRONG']);
    // A phone whose clock is a step behind is allowed; two steps is too far.
    toStepStart();
    t.clock.advance(STEP);
    expect((await as(null).send(API.login.secondFactor, { challenge, code: await codeAt(secret, new Date(t.clock.now().getTime() - STEP)) })).status).toBe(200);
    toStepStart();
    t.clock.advance(2 * STEP);
    const late = await as(null).refusal(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code: await codeAt(secret, new Date(t.clock.now().getTime() - 2 * STEP)) });
    expect(late.body.code).toBe('SECOND_FACTOR_WRONG');
  });

  it('refuses a wrong password before any code, a challenge that is altered or too old, and counts wrong codes as wrong passwords', async () => {
    const { user, secret } = await withApp();
    expect((await as(null).refusal(API.login.login, { id: user.loginId, password: 'wrong-password1' })).body.code).toBe('NO_LOGIN_INFO');
    const challenge = await challengeFor(user.loginId, user.password);
    const [payload, signature] = challenge.split('.');
    const forged = `${Buffer.from(Buffer.from(payload!, 'base64url').toString().replace(/"u":\d+/, '"u":1')).toString('base64url')}.${signature}`;
    expect((await as(null).refusal(API.login.secondFactor, { challenge: forged, code: await codeAt(secret) })).body.code).toBe('SECOND_FACTOR_EXPIRED');
    t.clock.advance(5 * 60_000 + 1000);
    expect((await as(null).refusal(API.login.secondFactor, { challenge, code: await codeAt(secret) })).body.code).toBe('SECOND_FACTOR_EXPIRED');

    // Six wrong codes from an unfamiliar address hold the ID, as six wrong passwords would.
    const fresh = await challengeFor(user.loginId, user.password);
    for (let i = 0; i < 6; i++) {
      const refused = await as(null).refusal(API.login.secondFactor, { challenge: fresh, code: '12345' + String(i) }, { remoteAddress: `203.0.113.${i + 1}` });
      expect(refused.body.code).toBe('SECOND_FACTOR_WRONG');
    }
    const held = await as(null).refusal(API.login.secondFactor, { challenge: fresh, code: await codeAt(secret) }, { remoteAddress: '203.0.113.9' });
    expect([held.status, held.body.code]).toEqual([423, 'PASSWORD_LOCKED']);
  });

  it('holds the code step after six wrong codes in a row even from the owner\'s own address: whoever got there has the password', async () => {
    const { user, secret } = await withApp();
    // withApp signed in from 127.0.0.1: it is familiar, so no hold of wrong passwords applies there.
    const challenge = await challengeFor(user.loginId, user.password);
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 6; i++) expect((await as(null).refusal(API.login.secondFactor, { challenge, code: wrong })).body.code).toBe('SECOND_FACTOR_WRONG');
    const held = await as(null).refusal(API.login.secondFactor, { challenge, code: right });
    expect([held.status, held.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(held.body.details?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(held.body.details?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // The owner is told once: someone who knows their password is trying codes.
    const { rows: mails } = await t.database.pool.query("SELECT kind, text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'SECOND_FACTOR_HELD'", [user.loginId]);
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain('/forgot/password');
    const { rows: trail } = await t.database.pool.query("SELECT actor_login_id FROM audit_log WHERE target_id = $1 AND action = 'SECOND_FACTOR_HELD'", [String(user.id)]);
    expect(trail).toEqual([{ actor_login_id: 'anonymous' }]);
    t.clock.advance(15 * 60_000 + 1000);
    toStepStart();
    expect((await as(null).send(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code: await codeAt(secret) })).status).toBe(200);
  });

  it('takes a recovery code in place of the app\'s, once; new ones replace the old, and turning it off needs the password', async () => {
    const { user, token, recoveryCodes } = await withApp();
    const [first, second] = recoveryCodes;
    // As people type it: lower case, spaces around.
    expect((await as(null).send(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code: ` ${first!.toLowerCase()} ` })).status).toBe(200);
    expect((await as(null).refusal(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code: first! })).body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await as(token).call(API.myInfo.secondFactor)).recoveryCodesLeft).toBe(9);

    expect((await as(token).refusal(API.myInfo.renewRecoveryCodes, { password: 'wrong-password1' })).body.code).toBe('CHECK_PASSWORD');
    const renewed = (await as(token).call(API.myInfo.renewRecoveryCodes, { password: user.password })).recoveryCodes;
    expect(renewed).toHaveLength(10);
    expect((await as(null).refusal(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code: second! })).body.code).toBe('SECOND_FACTOR_WRONG');

    expect((await as(token).refusal(API.myInfo.removeTotp, { password: 'wrong-password1' })).body.code).toBe('CHECK_PASSWORD');
    await as(token).call(API.myInfo.removeTotp, { password: user.password });
    expect(await as(token).call(API.myInfo.secondFactor)).toEqual({ totpSince: null, recoveryCodesLeft: 0, rememberedDevices: 0, passkeys: [] });
    await login(t.app, user.loginId, user.password);
    const { rows: trail } = await t.database.pool.query("SELECT action FROM audit_log WHERE target_id = $1 AND action IN ('SECOND_FACTOR_ON', 'SECOND_FACTOR_OFF', 'RECOVERY_CODES_RENEWED') ORDER BY id", [String(user.id)]);
    expect(trail.map((row) => row.action)).toEqual(['SECOND_FACTOR_ON', 'RECOVERY_CODES_RENEWED', 'SECOND_FACTOR_OFF']);
  });

  it('is not skipped by a password reset: the new password is kept, and the code is still asked', async () => {
    const { user, secret } = await withApp();
    await t.database.pool.query("UPDATE users SET password_must_change = true, password_expires_at = $2 WHERE id = $1", [user.id, new Date(t.clock.now().getTime() + 3_600_000)]);
    const refused = await as(null).refusal(API.login.loginWithNewPassword, { id: user.loginId, password: user.password, newPassword: 'Dozer-Track-4411', newPasswordConfirm: 'Dozer-Track-4411' });
    expect(refused.body.code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await as(null).send(API.login.secondFactor, { challenge: refused.body.details!.challenge!, code: await codeAt(secret) })).status).toBe(200);
    await challengeFor(user.loginId, 'Dozer-Track-4411');
  });
});

describe('an account that holds a management menu', () => {
  /** The first step of such an account's sign-in while it has no app: the challenge SECOND_FACTOR_ENROLMENT_REQUIRED carries. */
  async function enrolmentChallenge(loginId: string, password: string): Promise<string> {
    const refused = await as(null).refusal(API.login.login, { id: loginId, password });
    expect([refused.status, refused.body.code]).toEqual([401, 'SECOND_FACTOR_ENROLMENT_REQUIRED']);
    expect(refused.headers.authorization).toBeUndefined();
    return refused.body.details!.challenge!;
  }

  it('sets its app up at its next sign-in before anything opens; then the sign-in asks for the code', async () => {
    const admin = await createUser(t.database.db, { roles: ['SYSTEM_ADMIN'] });
    const challenge = await enrolmentChallenge(admin.loginId, admin.password);
    // The set-up's challenge is not a code step's, nor the other way round.
    expect((await as(null).refusal(API.login.secondFactor, { challenge, code: '123456' })).body.code).toBe('SECOND_FACTOR_EXPIRED');
    const { secret, uri } = await as(null).call(API.login.startEnrolment, { challenge });
    expect(uri).toContain(encodeURIComponent(admin.loginId));
    toStepStart();
    const right = await codeAt(secret);
    const wrong = await as(null).refusal(API.login.confirmEnrolment, { challenge, code: right === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.code, wrong.body.details?.fields]).toEqual([401, 'SECOND_FACTOR_WRONG', [{ path: 'body.code', rule: 'wrong' }]]);
    const opened = await as(null).send(API.login.confirmEnrolment, { challenge, code: right });
    expect(opened.status).toBe(200);
    expect(opened.headers.authorization).toMatch(/^Bearer /);
    expect(opened.body.user.userId).toBe(admin.loginId);
    expect(opened.body.recoveryCodes).toHaveLength(10);
    expect(opened.body.rememberedDevice).toBeUndefined();
    // Set up once: the challenge cannot set up another, and the next sign-in asks for the code.
    expect((await as(null).refusal(API.login.startEnrolment, { challenge })).body.code).toBe('SECOND_FACTOR_ALREADY_ON');
    t.clock.advance(STEP);
    expect((await as(null).send(API.login.secondFactor, { challenge: await challengeFor(admin.loginId, admin.password), code: await codeAt(secret) })).status).toBe(200);
    // On the trail and told by e-mail, as when it is set up in My info.
    const { rows: trail } = await t.database.pool.query("SELECT actor_login_id FROM audit_log WHERE target_id = $1 AND action = 'SECOND_FACTOR_ON'", [String(admin.id)]);
    expect(trail).toEqual([{ actor_login_id: admin.loginId }]);
    const { rows: mails } = await t.database.pool.query("SELECT 1 FROM mail_outbox WHERE to_address = $1 AND kind = 'SECOND_FACTOR_ON'", [admin.loginId]);
    expect(mails).toHaveLength(1);
  });

  it('cannot turn its app off; after another administrator resets it, the next sign-in sets one up again', async () => {
    const admin = await createUser(t.database.db, { roles: ['SYSTEM_ADMIN'] });
    const token = await login(t.app, admin.loginId, admin.password);
    const refused = await as(token).refusal(API.myInfo.removeTotp, { password: admin.password });
    expect([refused.status, refused.body.code]).toEqual([409, 'SECOND_FACTOR_MANDATORY']);
    expect((await as(token).call(API.myInfo.secondFactor)).totpSince).not.toBeNull();

    const other = await createUser(t.database.db, { roles: ['SYSTEM_ADMIN'] });
    await as(await login(t.app, other.loginId, other.password)).call(API.users.resetSecondFactor, { id: admin.id });
    await enrolmentChallenge(admin.loginId, admin.password);
  });

  it('sets the app up after a password reset too, keeping the new password', async () => {
    const admin = await createUser(t.database.db, { roles: ['SYSTEM_ADMIN'] });
    await t.database.pool.query('UPDATE users SET password_must_change = true, password_expires_at = $2 WHERE id = $1', [admin.id, new Date(t.clock.now().getTime() + 3_600_000)]);
    const refused = await as(null).refusal(API.login.loginWithNewPassword, { id: admin.loginId, password: admin.password, newPassword: 'Grader-Blade-7730', newPasswordConfirm: 'Grader-Blade-7730' });
    expect(refused.body.code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    await enrolmentChallenge(admin.loginId, 'Grader-Blade-7730');
  });

  it('is not asked of an account without a management menu', async () => {
    const dealer = await createUser(t.database.db);
    expect((await as(null).send(API.login.login, { id: dealer.loginId, password: dealer.password })).status).toBe(200);
  });
});

describe('a remembered browser', () => {
  it('skips the code for 30 days, for its own account only, until the factor is reset or the browsers are forgotten', async () => {
    const { user, token, secret } = await withApp();
    const opened = await as(null).send(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code: await codeAt(secret), rememberDevice: true });
    const device = opened.body.rememberedDevice!;
    expect(device).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const withDevice = (rememberedDevice: string, password = user.password, id = user.loginId) => as(null).send(API.login.login, { id, password, rememberedDevice });
    expect((await withDevice(device)).status).toBe(200);
    // Kept hashed; it does not stand in for the password, nor for another account's code.
    const { rows: [kept] } = await t.database.pool.query('SELECT token_hash FROM remembered_devices WHERE user_id = $1', [user.id]);
    expect(kept.token_hash).not.toContain(device);
    expect((await withDevice(device, 'wrong-password1')).error.code).toBe('NO_LOGIN_INFO');
    const other = await withApp();
    expect((await withDevice(device, other.user.password, other.user.loginId)).error.code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await withDevice('not-a-token-at-all')).error.code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await as(token).call(API.myInfo.secondFactor)).rememberedDevices).toBe(1);

    // Forgotten from My info: the code is asked again.
    expect(await as(token).call(API.myInfo.forgetDevices)).toEqual({ forgotten: 1 });
    expect((await withDevice(device)).error.code).toBe('SECOND_FACTOR_REQUIRED');

    // Remembered again; 30 days later it is stale.
    t.clock.advance(STEP);
    const again = (await as(null).send(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code: await codeAt(secret), rememberDevice: true })).body.rememberedDevice!;
    t.clock.advance(29 * 86_400_000);
    expect((await withDevice(again)).status).toBe(200);
    t.clock.advance(86_400_000);
    expect((await withDevice(again)).error.code).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('ends with the factor an administrator resets', async () => {
    const { user, secret } = await withApp();
    const device = (await as(null).send(API.login.secondFactor, { challenge: await challengeFor(user.loginId, user.password), code: await codeAt(secret), rememberDevice: true })).body.rememberedDevice!;
    const admin = await createUser(t.database.db, { roles: ['SYSTEM_ADMIN'] });
    await as(await login(t.app, admin.loginId, admin.password)).call(API.users.resetSecondFactor, { id: user.id });
    const { rows } = await t.database.pool.query('SELECT 1 FROM remembered_devices WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
    // No factor now: a dealer signs in with the password alone, the token or not.
    expect((await as(null).send(API.login.login, { id: user.loginId, password: user.password, rememberedDevice: device })).status).toBe(200);
  });
});

describe('a passkey', () => {
  /** The site's own origin, which a browser on GSIS names (Origin) on its calls. */
  const site = () => ({ headers: { origin: new URL(publicUrlOf(t.config)).origin } });

  /** A fresh user who added a passkey in My info: who, their token, the authenticator and the recovery codes. */
  async function withPasskey(options: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.database.db, options);
    const token = await login(t.app, user.loginId, user.password);
    const device = softAuthenticator();
    const { options: creation } = (await as(token).send(API.myInfo.passkeyOptions, undefined, site())).body;
    const added = await as(token).send(API.myInfo.addPasskey, { name: 'Work phone', credential: device.register(creation, site().headers.origin) as PasskeyAdd['credential'] }, site());
    expect(added.status, added.text).toBe(200);
    return { user, token, device, recoveryCodes: added.body.recoveryCodes, id: added.body.id };
  }

  /** The passkey's answer to the options of the sign-in's second step. */
  async function signature(challenge: string, device: SoftAuthenticator, origin = site().headers.origin) {
    const { options } = (await as(null).send(API.login.passkeyOptions, { challenge }, { headers: { origin } })).body;
    return device.assert(options, origin) as PasskeyAssertion;
  }

  it('is added in My info and signs in once per challenge; the sign-in offers it', async () => {
    const { user, token, device, recoveryCodes } = await withPasskey();
    // The account's first factor: the recovery codes come with it; My info lists it.
    expect(recoveryCodes).toHaveLength(10);
    const state = await as(token).call(API.myInfo.secondFactor);
    expect(state.passkeys.map((p) => p.name)).toEqual(['Work phone']);
    expect(state.totpSince).toBeNull();

    const refused = await as(null).refusal(API.login.login, { id: user.loginId, password: user.password });
    expect([refused.body.code, refused.body.details?.factors]).toEqual(['SECOND_FACTOR_REQUIRED', ['PASSKEY']]);
    const challenge = refused.body.details!.challenge!;
    const credential = await signature(challenge, device);
    const opened = await as(null).send(API.login.passkey, { challenge, credential }, site());
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.user.userId).toBe(user.loginId);
    // The same signature again: its challenge was taken.
    expect((await as(null).refusal(API.login.passkey, { challenge, credential }, site())).body.code).toBe('PASSKEY_FAILED');
    expect((await as(token).call(API.myInfo.secondFactor)).passkeys[0]!.lastUsedAt).not.toBeNull();
    // A recovery code stands in for it, as for an app.
    const withCode = await as(null).send(API.login.secondFactor, { challenge: (await as(null).refusal(API.login.login, { id: user.loginId, password: user.password })).body.details!.challenge!, code: recoveryCodes[0]! });
    expect(withCode.status).toBe(200);
  });

  it('refuses another site, another key, and a cloned authenticator whose counter goes back', async () => {
    const { user, device } = await withPasskey();
    const challengeOf = async () => (await as(null).refusal(API.login.login, { id: user.loginId, password: user.password })).body.details!.challenge!;
    // Options asked from a site that is not GSIS's.
    expect((await as(null).refusal(API.login.passkeyOptions, { challenge: await challengeOf() }, { headers: { origin: 'https://phishing.example' } })).body.code).toBe('PASSKEY_WRONG_SITE');
    // A signature made on GSIS's options but sent from elsewhere.
    const elsewhere = await signature(await challengeOf(), device);
    expect((await as(null).refusal(API.login.passkey, { challenge: await challengeOf(), credential: elsewhere }, { headers: { origin: 'https://phishing.example' } })).body.code).toBe('PASSKEY_WRONG_SITE');
    // Another authenticator answering with this passkey's id.
    const challenge = await challengeOf();
    const stranger = softAuthenticator();
    const forged = { ...(await signature(challenge, stranger)), id: (await signature(await challengeOf(), device)).id };
    forged.rawId = forged.id;
    expect((await as(null).refusal(API.login.passkey, { challenge, credential: forged }, site())).body.code).toBe('PASSKEY_FAILED');
    // The counter must grow: a copy of the key that signs with an older count is refused.
    const fresh = await challengeOf();
    expect((await as(null).send(API.login.passkey, { challenge: fresh, credential: await signature(fresh, device) }, site())).status).toBe(200);
    device.counter = 0;
    const cloned = await challengeOf();
    expect((await as(null).refusal(API.login.passkey, { challenge: cloned, credential: await signature(cloned, device) }, site())).body.code).toBe('PASSKEY_FAILED');
  });

  it("is an administrator's factor too: the last one cannot be removed, and a reset removes them all", async () => {
    const admin = await createUser(t.database.db, { roles: ['SYSTEM_ADMIN'] });
    // The harness set an app up at the first sign-in; a passkey is added beside it.
    const token = await login(t.app, admin.loginId, admin.password);
    const device = softAuthenticator();
    const { options } = (await as(token).send(API.myInfo.passkeyOptions, undefined, site())).body;
    const { id, recoveryCodes } = (await as(token).send(API.myInfo.addPasskey, { name: 'YubiKey', credential: device.register(options, site().headers.origin) as PasskeyAdd['credential'] }, site())).body;
    expect(recoveryCodes).toEqual([]);
    // With the passkey there, the app may go; then the passkey is the last factor and stays.
    await as(token).call(API.myInfo.removeTotp, { password: admin.password });
    expect((await as(token).refusal(API.myInfo.removePasskey, { id, password: admin.password })).body.code).toBe('SECOND_FACTOR_MANDATORY');
    const { rows: trail } = await t.database.pool.query("SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'PASSKEY%'", [String(admin.id)]);
    expect(trail).toEqual([{ action: 'PASSKEY_ADDED' }]);

    const other = await createUser(t.database.db, { roles: ['SYSTEM_ADMIN'] });
    await as(await login(t.app, other.loginId, other.password)).call(API.users.resetSecondFactor, { id: admin.id });
    const { rows } = await t.database.pool.query('SELECT 1 FROM passkeys WHERE user_id = $1', [admin.id]);
    expect(rows).toHaveLength(0);
  });

  it('is removed by a reader with the password; with the last factor, sign-in asks for none', async () => {
    const { user, token, id } = await withPasskey();
    expect((await as(token).refusal(API.myInfo.removePasskey, { id, password: 'wrong-password1' })).body.code).toBe('CHECK_PASSWORD');
    await as(token).call(API.myInfo.removePasskey, { id, password: user.password });
    expect(await as(token).call(API.myInfo.secondFactor)).toEqual({ totpSince: null, recoveryCodesLeft: 0, rememberedDevices: 0, passkeys: [] });
    expect((await as(null).send(API.login.login, { id: user.loginId, password: user.password })).status).toBe(200);
  });
});
