import { randomUUID } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { DXP_AUDIENCE, DXP_ISSUER, DXP_SECRET, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser, holdSignIns } from '../../../test/factories.ts';

const secret = new TextEncoder().encode(DXP_SECRET);

let t: TestContext;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

/** A partner-portal token as DXP signs it; `now` is the app's clock so expiry is judged on one time line. */
function hs256(claims: JWTPayload = {}, options: { issuer?: string; audience?: string | null; expiresAt?: Date; key?: Uint8Array; now?: Date } = {}) {
  const now = options.now ?? t.clock.now();
  const token = new SignJWT({ jti: randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? DXP_ISSUER);
  if (options.audience !== null) token.setAudience(options.audience ?? DXP_AUDIENCE);
  return token
    .setSubject('partner-person-42')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor((options.expiresAt ?? new Date(now.getTime() + 5 * 60_000)).getTime() / 1000))
    .sign(options.key ?? secret);
}

function dxpLogin(app: TestContext['app'], accessToken: string) {
  return apiOf(app).as(null).send(API.login.dxpLogin, { accessToken });
}

async function expectInvalid(app: TestContext['app'], accessToken: string) {
  const response = await dxpLogin(app, accessToken);
  expect(response.status).toBe(401);
  expect(response.error).toMatchObject({ code: 'SSO_TOKEN_INVALID', message: 'The single sign-on token is invalid or has expired.' });
  expect(response.headers.authorization).toBeUndefined();
}

describe('GET /api/dxp/login with HS256', () => {
  it("opens a session as the shared 'dxp' account for a partner without a GSIS account", async () => {
    const response = await dxpLogin(t.app, await hs256());
    expect(response.status).toBe(200);
    expect(response.headers.authorization).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(response.body.user).toMatchObject({ userId: 'dxp', userName: 'dxp', userType: 'APP', roles: [] });

    const token = String(response.headers.authorization).replace(/^Bearer /, '');
    const check = await apiOf(t.app).as(token).send(API.login.check);
    expect(check.status).toBe(200);
    expect(check.body.user.userName).toBe('dxp');

    // The shared account sees troubleshooting and nothing to manage.
    const menus = await apiOf(t.app).as(token).call(API.menus.userMenus, {});
    expect(menus.user).toEqual({ userId: 'dxp', userName: 'dxp' });
    expect(menus.parentMenu.map((m) => m.menuId)).toEqual(['TSG']);

    const { rows } = await t.database.pool.query(
      "SELECT e.action FROM access_events e JOIN users u ON u.id = e.user_id WHERE u.login_id = 'dxp' ORDER BY e.id DESC LIMIT 1");
    expect(rows).toEqual([{ action: 'LOGIN_SSO' }]);
  });

  it('opens a session as the GSIS user whose e-mail the token carries', async () => {
    const response = await dxpLogin(t.app, await hs256({ email: 'Dealer@GSIS.local' }));
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ userId: 'dealer@gsis.local', userName: 'Demo Dealer', roles: ['USER'] });
  });

  it("falls back to the shared account when the e-mail is no GSIS account's", async () => {
    const response = await dxpLogin(t.app, await hs256({ email: 'stranger@partner.example' }));
    expect(response.status).toBe(200);
    expect(response.body.user.userId).toBe('dxp');
  });

  it('refuses an unapproved or disabled account as sign-in does, and writes the refusal to the audit trail', async () => {
    const unapproved = await createUser(t.database.db, { approvalStatus: 'UNAPPROVED' });
    const disabled = await createUser(t.database.db, { enabled: false });
    for (const [user, code] of [[unapproved, 'ACCOUNT_PENDING_APPROVAL'], [disabled, 'ACCOUNT_DISABLED']] as const) {
      const response = await dxpLogin(t.app, await hs256({ email: user.loginId }));
      expect(response.error.code, user.loginId).toBe(code);
      expect(response.headers.authorization).toBeUndefined();
      const { rows } = await t.database.pool.query("SELECT action, after->>'reason' AS reason FROM audit_log WHERE target_id = $1", [user.loginId]);
      expect(rows).toEqual([{ action: 'SSO_REFUSED', reason: 'account_state' }]);
    }
  });

  it('lets in an account wrong passwords hold: the hold stops password guessing, not the portal', async () => {
    const held = await createUser(t.database.db);
    await holdSignIns(t.database.db, held.loginId, t.clock.now(), 60);
    const response = await dxpLogin(t.app, await hs256({ email: held.loginId }));
    expect(response.status).toBe(200);
    expect(response.body.user.userId).toBe(held.loginId);
  });

  it('accepts a token once: the same token again is refused', async () => {
    const token = await hs256({ email: 'dealer@gsis.local' });
    expect((await dxpLogin(t.app, token)).status).toBe(200);
    await expectInvalid(t.app, token);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'SSO_REFUSED' AND after->>'reason' = 'replay'");
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it('refuses a token without an audience, for another audience, or without a jti', async () => {
    await expectInvalid(t.app, await hs256({}, { audience: null }));
    await expectInvalid(t.app, await hs256({}, { audience: 'another-portal-app' }));
    const now = t.clock.now();
    const noJti = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setSubject('p')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 300).sign(secret);
    await expectInvalid(t.app, noJti);
  });

  it('never enters an account that holds a management menu, unless the installation allows it', async () => {
    for (const email of ['admin@gsis.local', 'docmanager@gsis.local']) {
      await expectInvalid(t.app, await hs256({ email }));
    }
    const allowing = await startTestApp({ DXP_ALLOW_MANAGEMENT_ACCOUNTS: 'true' });
    try {
      const now = allowing.clock.now();
      const token = await new SignJWT({ email: 'docmanager@gsis.local', jti: randomUUID() }).setProtectedHeader({ alg: 'HS256' })
        .setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setSubject('p').setExpirationTime(Math.floor(now.getTime() / 1000) + 300).sign(secret);
      const response = await dxpLogin(allowing.app, token);
      expect(response.status).toBe(200);
      expect(response.body.user.userId).toBe('docmanager@gsis.local');
    } finally {
      await allowing.close();
    }
  });

  it('refuses an expired token', async () => {
    const now = t.clock.now();
    await expectInvalid(t.app, await hs256({}, { now: new Date(now.getTime() - 3_600_000), expiresAt: new Date(now.getTime() - 60_000) }));
    // A token valid when issued stops working when the app's time passes its expiry.
    const token = await hs256({}, { expiresAt: new Date(now.getTime() + 2 * 60_000) });
    expect((await dxpLogin(t.app, token)).status).toBe(200);
    t.clock.advance(5 * 60_000);
    await expectInvalid(t.app, token);
  });

  it('refuses a token from another issuer', async () => {
    await expectInvalid(t.app, await hs256({}, { issuer: 'https://evil.example' }));
  });

  it('refuses a token signed with another key', async () => {
    await expectInvalid(t.app, await hs256({}, { key: new TextEncoder().encode('another-secret-that-is-also-long-enough!!') }));
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const unsigned = new UnsecuredJWT({ email: 'admin@gsis.local' })
      .setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setSubject('partner-person-42').setExpirationTime('5m').encode();
    expect(unsigned.split('.')[2]).toBe('');
    await expectInvalid(t.app, unsigned);
  });

  it('refuses another HMAC algorithm than the configured HS256, even with the right secret', async () => {
    const hs512 = await new SignJWT({ jti: randomUUID() }).setProtectedHeader({ alg: 'HS512' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setSubject('p').setExpirationTime('5m').sign(secret);
    await expectInvalid(t.app, hs512);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await hs256({ email: 'dealer@gsis.local' })).split('.');
    const forged = Buffer.from(JSON.stringify({ iss: DXP_ISSUER, sub: 'x', exp: Math.floor(Date.now() / 1000) + 600, email: 'admin@gsis.local' })).toString('base64url');
    await expectInvalid(t.app, `${header}.${forged}.${signature}`);
  });

  it('refuses a token without sub or exp', async () => {
    const noSub = await new SignJWT({ jti: randomUUID() }).setProtectedHeader({ alg: 'HS256' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setExpirationTime('5m').sign(secret);
    await expectInvalid(t.app, noSub);
    const noExp = await new SignJWT({ jti: randomUUID() }).setProtectedHeader({ alg: 'HS256' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setSubject('p').sign(secret);
    await expectInvalid(t.app, noExp);
  });

  it('refuses garbage', async () => {
    await expectInvalid(t.app, 'garbage');
    await expectInvalid(t.app, 'a.b.c');
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM access_events WHERE action = 'LOGIN_FAILED' AND details->>'reason' = 'sso_token'");
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('asks for the token when it is missing', async () => {
    const response = await apiOf(t.app).as(null).send(API.login.dxpLogin, unchecked({}));
    expect(response.status).toBe(400);
    expect(response.error.code).toBe('REQUIRED_VALUES_MISSING');
  });
});

describe('GET /api/dxp/login with RS256', () => {
  let rs: TestContext;
  let privateKey: CryptoKey;
  let publicPem: string;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    publicPem = await exportSPKI(pair.publicKey);
    // An empty value is no value: this app has the public key and no shared secret.
    rs = await startTestApp({ DXP_JWT_PUBLIC_KEY: publicPem, DXP_JWT_SECRET: '' });
  });
  afterAll(async () => { await rs?.close(); });

  const rs256 = (claims: JWTPayload = {}) =>
    new SignJWT({ jti: randomUUID(), ...claims }).setProtectedHeader({ alg: 'RS256' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE)
      .setSubject('partner-person-7').setExpirationTime('5m').sign(privateKey);

  it('is configured without a secret', () => {
    expect(rs.config.DXP_JWT_SECRET).toBeUndefined();
    expect(rs.config.DXP_JWT_PUBLIC_KEY).toBe(publicPem);
  });

  it('accepts a token signed with the private key', async () => {
    const response = await dxpLogin(rs.app, await rs256({ email: 'dealer@gsis.local' }));
    expect(response.status).toBe(200);
    expect(response.body.user.userId).toBe('dealer@gsis.local');
    const shared = await dxpLogin(rs.app, await rs256());
    expect(shared.status).toBe(200);
    expect(shared.body.user.userName).toBe('dxp');
  });

  it('refuses an HS256 token, including one keyed with the public key itself', async () => {
    await expectInvalid(rs.app, await new SignJWT({ jti: randomUUID() }).setProtectedHeader({ alg: 'HS256' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setSubject('p').setExpirationTime('5m').sign(secret));
    const confused = await new SignJWT({ email: 'admin@gsis.local', jti: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setSubject('p').setExpirationTime('5m')
      .sign(new TextEncoder().encode(publicPem));
    await expectInvalid(rs.app, confused);
  });

  it('refuses a token signed with another RSA key', async () => {
    const other = await generateKeyPair('RS256');
    const token = await new SignJWT({ jti: randomUUID() }).setProtectedHeader({ alg: 'RS256' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE).setSubject('p').setExpirationTime('5m').sign(other.privateKey);
    await expectInvalid(rs.app, token);
  });
});
