import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness.ts';

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
