import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from './config.ts';
import { apiOf, unchecked } from '../test/api.ts';
import { DEMO_PASSWORD, login, startTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

describe('the API description', () => {
  /** What this test reads of the OpenAPI document: it describes the answers, it is none of them. */
  const OpenApi = z.object({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), z.unknown())) });
  const JsonBodyOperation = z.object({
    requestBody: z.object({ content: z.object({ 'application/json': z.object({ schema: z.object({ required: z.array(z.string()).optional() }) }) }) }),
  });

  it('is served at /api/docs, generated from the route schemas', async () => {
    const page = await apiOf(t.app).as(null).follow('/api/docs');
    expect([200, 302]).toContain(page.status);
    const spec = OpenApi.parse((await apiOf(t.app).as(null).follow('/api/docs/json')).body);
    expect(spec.openapi).toMatch(/^3\./);
    const listed = [API.login.login, API.login.logout, API.login.check, API.login.refresh, API.login.userDivs, API.login.dxpLogin];
    for (const path of [...listed, API.menus.userMenus, API.menus.list, API.relatedLinks.list].map((e) => e.path)) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    const login = JsonBodyOperation.parse(spec.paths[API.login.login.path]?.post);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['id', 'password']);
  });
});

describe('security headers', () => {
  it('sends a content security policy and no server fingerprint', async () => {
    const response = await apiOf(t.app).as(null).send(API.relatedLinks.list);
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
  async function addressSeen(ctx: TestContext, token: string, remoteAddress: string, forwardedFor?: string): Promise<string | null> {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const response = await apiOf(ctx.app).as(token).send(API.login.check, undefined, { remoteAddress, headers });
    expect(response.status).toBe(200);
    return response.body.loginInfo.currentAddress;
  }

  describe('with TRUST_PROXY unset', () => {
    let limited: TestContext;
    beforeAll(async () => { limited = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' }); });
    afterAll(async () => { await limited?.close(); });

    it('is the socket\'s, whatever X-Forwarded-For says', async () => {
      const login = await apiOf(limited.app).as(null).send(API.login.login, { id: 'dealer@gsis.local', password: DEMO_PASSWORD }, {
        remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(login.status).toBe(200);
      expect(login.body.loginInfo.currentAddress).toBe('198.51.100.7');
      const { rows } = await limited.database.pool.query("SELECT ip FROM access_events WHERE action = 'LOGIN' ORDER BY id DESC LIMIT 1");
      expect(rows[0].ip).toBe('198.51.100.7');
      const token = String(login.headers.authorization).replace(/^Bearer /, '');
      expect(await addressSeen(limited, token, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
      expect(await addressSeen(limited, token, '10.0.0.2', '203.0.113.9, 10.0.0.1')).toBe('10.0.0.2');
    });

    it('keys the sign-in limit on the socket, so a new X-Forwarded-For each time does not get round it', async () => {
      const attempt = (forwardedFor: string, remoteAddress = '198.51.100.20') => apiOf(limited.app).as(null).send(
        API.login.login, { id: 'dealer@gsis.local', password: 'Wrong1234pass' }, { remoteAddress, headers: { 'x-forwarded-for': forwardedFor } },
      );
      expect((await attempt('203.0.113.1')).status).toBe(401);
      expect((await attempt('203.0.113.2')).status).toBe(401);
      expect((await attempt('203.0.113.3')).status).toBe(401);
      const fourth = await attempt('203.0.113.4');
      expect(fourth.status).toBe(429);
      expect(fourth.error.code).toBe('TOO_MANY_REQUESTS');
      // Another client is not held up by it.
      expect((await attempt('203.0.113.4', '198.51.100.21')).status).toBe(401);
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
    const [dealer, visitor] = [apiOf(t.app).as(token), apiOf(t.app).as(null)];
    const answers = await Promise.all([
      dealer.send(API.login.check),
      dealer.send(API.myInfo.get),
      dealer.send(API.menus.userMenus, {}),
      visitor.send(API.relatedLinks.list),
      dealer.send(API.documents.list, {}),
      dealer.send(API.search.recent),
      dealer.send(API.users.detail, { id: 1 }),
      visitor.send(API.login.login, unchecked({})),
      visitor.follow('/api/no-such-thing'),
    ]);
    for (const answer of answers) {
      expect(answer.headers['cache-control'], `${answer.status} ${answer.text.slice(0, 80)}`).toBe('no-store');
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 403, 400, 404]);
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
    const visitor = apiOf(web.app).as(null);
    const asset = await visitor.follow('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await visitor.follow('/library/documents');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await visitor.send(API.relatedLinks.list);
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
