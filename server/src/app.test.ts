import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { bearer, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

describe('the API description', () => {
  it('is served at /api/docs, generated from the route schemas', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of ['/api/login', '/api/logout', '/api/check/session', '/api/login/token', '/api/userdiv', '/api/dxp/login', '/menu/user/list', '/mgmt/menu/list', '/relatedlink/list']) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    const login = spec.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['id', 'password']);
  });
});

describe('security headers', () => {
  it('sends a content security policy and no server fingerprint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/relatedlink/list' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

// ── Configuration that decides what is safe by default ─────────────────────────────────────────────

describe('configuration', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  const invalid = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  };

  it('trusts no proxy unless told which', () => {
    expect(loadConfig(base).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', '::1']);
  });

  it('refuses to trust every proxy, and says what to write instead', () => {
    for (const value of ['true', 'yes', 'TRUE']) {
      const message = invalid({ TRUST_PROXY: value });
      expect(message).toContain('TRUST_PROXY');
      expect(message).toMatch(/number of proxies/);
      expect(message).toMatch(/10\.0\.0\.0\/8/);
    }
  });

  it('refuses addresses that are not IPs or CIDR ranges', () => {
    for (const value of ['10.0.0.0/33', 'proxy.example', '10.0.0.0/8,', '1.2.3', 'fd00::/129', '10.0.0.0/0', '-1']) {
      expect(invalid({ TRUST_PROXY: value }), value).toContain('TRUST_PROXY');
    }
  });

  it('lays down demo data by default only on the embedded database', () => {
    const embedded = loadConfig(base);
    expect(embedded.GSIS_DEMO_DATA).toBe(true);
    expect(embedded.GSIS_DEMO_LIBRARY).toBe(true);
    const server = loadConfig({ ...base, DATABASE_URL: 'postgres://gsis@db.example:5432/gsis' });
    expect(server.GSIS_DEMO_DATA).toBe(false);
    expect(server.GSIS_DEMO_LIBRARY).toBe(false);
    // Said out loud, it wins either way.
    const asked = loadConfig({ ...base, DATABASE_URL: 'postgres://gsis@db.example:5432/gsis', GSIS_DEMO_DATA: 'true', GSIS_DEMO_LIBRARY: 'true' });
    expect([asked.GSIS_DEMO_DATA, asked.GSIS_DEMO_LIBRARY]).toEqual([true, true]);
    const refused = loadConfig({ ...base, GSIS_DEMO_DATA: 'false', GSIS_DEMO_LIBRARY: 'no' });
    expect([refused.GSIS_DEMO_DATA, refused.GSIS_DEMO_LIBRARY]).toEqual([false, false]);
  });

  it('bounds the watermarked copies to 4 GB unless told otherwise', () => {
    expect(loadConfig(base).WATERMARK_CACHE_MB).toBe(4096);
    expect(loadConfig({ ...base, WATERMARK_CACHE_MB: '100' }).WATERMARK_CACHE_MB).toBe(100);
    expect(invalid({ WATERMARK_CACHE_MB: '0' })).toContain('WATERMARK_CACHE_MB');
  });
});

// ── Client addresses behind proxies ───────────────────────────────────────────────────────────────

describe('the client address', () => {
  /** The address the server takes for this request: the login info shows it, as do access events and limits. */
  async function addressSeen(ctx: TestContext, token: string, remoteAddress: string, forwardedFor?: string): Promise<string> {
    const response = await ctx.app.inject({
      method: 'GET', url: '/api/check/session', remoteAddress, headers: { ...bearer(token), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json().loginInfo.currentAddress;
  }

  describe('with TRUST_PROXY unset', () => {
    let limited: TestContext;
    beforeAll(async () => { limited = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' }); });
    afterAll(async () => { await limited?.close(); });

    it('is the socket\'s, whatever X-Forwarded-For says', async () => {
      const login = await limited.app.inject({
        method: 'POST', url: '/api/login', payload: { id: 'dealer@gsis.local', password: DEMO_PASSWORD },
        remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().loginInfo.currentAddress).toBe('198.51.100.7');
      const { rows } = await limited.database.pool.query("SELECT ip FROM access_events WHERE action = 'LOGIN' ORDER BY id DESC LIMIT 1");
      expect(rows[0].ip).toBe('198.51.100.7');
      const token = String(login.headers.authorization).replace(/^Bearer /, '');
      expect(await addressSeen(limited, token, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
      expect(await addressSeen(limited, token, '10.0.0.2', '203.0.113.9, 10.0.0.1')).toBe('10.0.0.2');
    });

    it('keys the sign-in limit on the socket, so a new X-Forwarded-For each time does not get round it', async () => {
      const attempt = (forwardedFor: string, remoteAddress = '198.51.100.20') => limited.app.inject({
        method: 'POST', url: '/api/login', payload: { id: 'dealer@gsis.local', password: 'Wrong1234pass' }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor },
      });
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
      expect((await attempt('203.0.113.2')).statusCode).toBe(401);
      expect((await attempt('203.0.113.3')).statusCode).toBe(401);
      const fourth = await attempt('203.0.113.4');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().code).toBe('TOO_MANY_REQUESTS');
      // Another client is not held up by it.
      expect((await attempt('203.0.113.4', '198.51.100.21')).statusCode).toBe(401);
    });
  });

  describe('with TRUST_PROXY=1', () => {
    let proxied: TestContext;
    let token = '';
    beforeAll(async () => {
      proxied = await startTestApp({ TRUST_PROXY: '1' });
      token = await login(proxied.app, 'dealer@gsis.local', DEMO_PASSWORD);
    });
    afterAll(async () => { await proxied?.close(); });

    it('takes the right-most hop, the one the proxy added, and ignores what the client put before it', async () => {
      expect(await addressSeen(proxied, token, '10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
      expect(await addressSeen(proxied, token, '10.0.0.1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
      expect(await addressSeen(proxied, token, '10.0.0.1', '1.2.3.4, 5.6.7.8,203.0.113.9')).toBe('203.0.113.9');
      // Without the header the socket is the client.
      expect(await addressSeen(proxied, token, '10.0.0.1')).toBe('10.0.0.1');
    });
  });

  describe('with TRUST_PROXY naming the proxies', () => {
    let proxied: TestContext;
    let token = '';
    beforeAll(async () => {
      proxied = await startTestApp({ TRUST_PROXY: '10.0.0.0/8,192.168.1.5' });
      token = await login(proxied.app, 'dealer@gsis.local', DEMO_PASSWORD);
    });
    afterAll(async () => { await proxied?.close(); });

    it('takes X-Forwarded-For from a listed proxy, skipping listed hops', async () => {
      expect(await addressSeen(proxied, token, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
      expect(await addressSeen(proxied, token, '192.168.1.5', '203.0.113.9')).toBe('203.0.113.9');
      // Two listed proxies in a row: the first address that is not a proxy is the client.
      expect(await addressSeen(proxied, token, '192.168.1.5', '1.2.3.4, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
    });

    it('does not trust a socket outside the list', async () => {
      expect(await addressSeen(proxied, token, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
      expect(await addressSeen(proxied, token, '192.168.1.6', '203.0.113.9')).toBe('192.168.1.6');
    });
  });
});

// ── Caching of API answers ────────────────────────────────────────────────────────────────────────

describe('API answers', () => {
  it('carry Cache-Control: no-store, whether they succeed or fail', async () => {
    const token = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/check/session', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/myinfo', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/menu/user/list', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/relatedlink/list' }),
      t.app.inject({ method: 'POST', url: '/service/document/list', headers: bearer(token), payload: {} }),
      t.app.inject({ method: 'POST', url: '/main/search/recent', headers: bearer(token), payload: {} }),
      t.app.inject({ method: 'POST', url: '/mgmt/user/detail', headers: bearer(token), payload: { id: 1 } }),
      t.app.inject({ method: 'POST', url: '/api/login', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ]);
    for (const answer of answers) {
      expect(answer.headers['cache-control'], `${answer.statusCode} ${answer.body.slice(0, 80)}`).toBe('no-store');
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 403, 400, 404]);
  });
});

describe('the web app\'s files', () => {
  let web: TestContext;
  let webDir = '';
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'gsis-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>GSIS</title>');
    await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    web = await startTestApp({ GSIS_WEB_DIR: webDir });
  });
  afterAll(async () => {
    await web?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('keep their own caching: built assets for a year, pages revalidated', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await web.app.inject({ method: 'GET', url: '/library/documents' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await web.app.inject({ method: 'GET', url: '/relatedlink/list' });
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
