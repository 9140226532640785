import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, ADMIN_PASSWORD, bearer, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../test/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestContext;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

/** Every error leaves as { code, message, details?, requestId } in JSON, and says nothing about the inside. */
function expectCatalogueError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.requestId).toMatch(UUID);
  expect(Object.keys(body).sort()).toEqual(body.details ? ['code', 'details', 'message', 'requestId'] : ['code', 'message', 'requestId']);
  expectNothingInternal(response.body);
  return body;
}

function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/); // stack frames
  expect(text).not.toMatch(/"stack"|node_modules|\.ts:\d+|\/work\//);
  expect(text).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b/i);
  expect(text).not.toMatch(/postgres|drizzle|syntax error|invalid byte sequence|FST_ERR|Unexpected token/i);
}

const postLogin = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': contentType } });

describe('bodies that cannot be read', () => {
  it('answers bad JSON with INPUT_VALUE_ERROR and a request id', async () => {
    const response = await postLogin('{"id": "dealer@gsis.local", "password": ');
    const body = expectCatalogueError(response, 400, 'INPUT_VALUE_ERROR');
    expect(body.message).toBe('Input value error');
    // Each answer has its own request id.
    const again = expectCatalogueError(await postLogin('{not json'), 400, 'INPUT_VALUE_ERROR');
    expect(again.requestId).not.toBe(body.requestId);
  });

  it('answers an empty JSON body with INPUT_VALUE_ERROR', async () => {
    expectCatalogueError(await postLogin(''), 400, 'INPUT_VALUE_ERROR');
  });

  it('answers an unsupported content type with 415', async () => {
    const body = expectCatalogueError(await postLogin('<login><id>x</id></login>', 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(body.message).toBe('The request format is not supported.');
  });
});

describe('oversized bodies', () => {
  let small: TestContext;
  beforeAll(async () => { small = await startTestApp({ BODY_LIMIT_BYTES: '2048' }); });
  afterAll(async () => { await small.close(); });

  it('answers a 10 KB body with 413 PAYLOAD_TOO_LARGE when the limit is 2 KB', async () => {
    const payload = JSON.stringify({ id: 'dealer@gsis.local', password: 'x'.repeat(10 * 1024) });
    const response = await small.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': 'application/json' } });
    const body = expectCatalogueError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(body.message).toBe('The request is too large.');
  });

  it('still takes a body under the limit', async () => {
    const response = await small.app.inject({ method: 'POST', url: '/api/login', payload: { id: 'dealer@gsis.local', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
  });
});

describe('validation', () => {
  it('lists every missing field with REQUIRED_VALUES_MISSING', async () => {
    const body = expectCatalogueError(await postLogin('{}'), 400, 'REQUIRED_VALUES_MISSING');
    expect(body.message).toBe('Please make sure all values are entered');
    expect(body.details.fields).toEqual([
      { path: 'body.id', rule: 'invalid_type' },
      { path: 'body.password', rule: 'invalid_type' },
    ]);
    const one = expectCatalogueError(await postLogin('{"id":"dealer@gsis.local"}'), 400, 'REQUIRED_VALUES_MISSING');
    expect(one.details.fields).toEqual([{ path: 'body.password', rule: 'invalid_type' }]);
  });

  it('lists missing query values the same way', async () => {
    const body = expectCatalogueError(await t.app.inject({ method: 'GET', url: '/api/dxp/login' }), 400, 'REQUIRED_VALUES_MISSING');
    expect(body.details.fields).toEqual([{ path: 'querystring.accessToken', rule: 'invalid_type' }]);
  });

  it('answers values of the wrong type with INPUT_VALUE_ERROR listing each field', async () => {
    const body = expectCatalogueError(await postLogin('{"id": 5, "password": true}'), 400, 'INPUT_VALUE_ERROR');
    expect(body.details.fields).toEqual([
      { path: 'body.id', rule: 'invalid_type' },
      { path: 'body.password', rule: 'invalid_type' },
    ]);
    // One wrong and one missing is not "all missing".
    const mixed = expectCatalogueError(await postLogin('{"id": 5}'), 400, 'INPUT_VALUE_ERROR');
    expect(mixed.details.fields.map((f: { path: string }) => f.path)).toEqual(['body.id', 'body.password']);
  });

  it('names the rule a value broke', async () => {
    const body = expectCatalogueError(await postLogin('{"id": "   ", "password": "x"}'), 400, 'INPUT_VALUE_ERROR');
    expect(body.details.fields).toEqual([{ path: 'body.id', rule: 'too_small' }]);
    const token = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const language = await t.app.inject({ method: 'POST', url: '/api/preferences', headers: bearer(token), payload: { language: 'xx' } });
    expect(expectCatalogueError(language, 400, 'INPUT_VALUE_ERROR').details.fields).toEqual([{ path: 'body.language', rule: 'invalid_value' }]);
  });

  it('answers a body that is not an object with INPUT_VALUE_ERROR', async () => {
    expectCatalogueError(await postLogin('[1, 2]'), 400, 'INPUT_VALUE_ERROR');
    expectCatalogueError(await postLogin('"dealer@gsis.local"'), 400, 'INPUT_VALUE_ERROR');
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['GET', '/mgmt/no-such-thing'],
    ['GET', '/menu/no-such-thing'],
    ['DELETE', '/api/login'],
    ['GET', '/some/page'],
  ] as const)('%s %s → 404 NOT_FOUND in JSON', async (method, url) => {
    const body = expectCatalogueError(await t.app.inject({ method, url }), 404, 'NOT_FOUND');
    expect(body.message).toBe('The requested resource was not found.');
  });
});

describe('what never leaks', () => {
  it('answers text PostgreSQL cannot store as bad input, not as a server fault', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { id: 'dealer\u0000@gsis.local', password: 'x1234567' } });
    expectCatalogueError(response, 400, 'INPUT_VALUE_ERROR');
  });

  it('treats SQL in an ID as an ID', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { id: "' OR 1=1; DROP TABLE users; --", password: 'x1234567' } });
    expectCatalogueError(response, 401, 'NO_LOGIN_INFO');
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM users');
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('keeps internals out of every error answer', async () => {
    const requests = [
      { method: 'POST' as const, url: '/api/login', payload: '{"a":', headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/api/login', payload: { id: 'x'.repeat(300), password: 'p' } },
      { method: 'GET' as const, url: '/api/dxp/login?accessToken=' + 'e'.repeat(9000) },
      { method: 'GET' as const, url: '/api/dxp/login?accessToken=eyJhbGciOiJIUzI1NiJ9.e30.' },
      { method: 'GET' as const, url: '/menu/user/list?requestUrl=' + '/a'.repeat(1100) },
      { method: 'GET' as const, url: '/api/check/session', headers: { authorization: 'Bearer ' + 'A'.repeat(43) } },
      { method: 'POST' as const, url: '/mgmt/menu/list', payload: { useYn: 'maybe' } },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, request.url.slice(0, 40)).toBeLessThan(500);
      expectNothingInternal(response.body);
    }
  });
});

describe('ids past the database\'s integer range', () => {
  const TOO_BIG = 3_000_000_000; // > 2³¹ − 1, the largest value of the int4 id columns
  let dealer = '';
  let admin = '';
  beforeAll(async () => {
    dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  });
  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it.each([
    ['/service/document/detail', 'reader', { id: TOO_BIG }, 'body.id'],
    ['/service/document/list', 'reader', { documentTypeId: TOO_BIG }, 'body.documentTypeId'],
    ['/service/bookmark/delete', 'reader', { id: TOO_BIG }, 'body.id'],
    ['/service/bookmark/add', 'reader', { folderId: 1, documentId: TOO_BIG }, 'body.documentId'],
    ['/service/search/mprods', 'reader', { pclass: TOO_BIG }, 'body.pclass'],
    ['/mgmt/user/detail', 'admin', { id: TOO_BIG }, 'body.id'],
    ['/mgmt/user/role/save', 'admin', { id: 1, roleIds: [1, TOO_BIG] }, 'body.roleIds.1'],
    ['/mgmt/role/user/list', 'admin', { roleId: TOO_BIG }, 'body.roleId'],
    ['/mgmt/menu/role/list', 'admin', { roleId: TOO_BIG }, 'body.roleId'],
  ] as const)('%s answers 400 naming the field', async (url, who, payload, field) => {
    const body = expectCatalogueError(await post(url, who === 'admin' ? admin : dealer, payload), 400, 'INPUT_VALUE_ERROR');
    expect(body.details.fields).toContainEqual({ path: field, rule: 'too_big' });
  });

  it('still takes the largest id there can be (and finds nothing)', async () => {
    expectCatalogueError(await post('/service/document/detail', dealer, { id: 2_147_483_647 }), 404, 'NOT_FOUND');
  });

  it('answers 400, not 500, when such an id reaches PostgreSQL anyway', async () => {
    // The content ticket's schema is the route's own; whatever it lets through, the database's
    // "numeric value out of range" is the caller's bad input.
    expectCatalogueError(await post('/service/document/ticket', dealer, { versionId: TOO_BIG }), 400, 'INPUT_VALUE_ERROR');
    const upload = await t.app.inject({
      method: 'POST', url: `/mgmt/document/version/upload?versionId=${TOO_BIG}&fileName=a.pdf`,
      headers: { ...bearer(admin), 'content-type': 'application/octet-stream' }, payload: Buffer.from('%PDF-1.7\n'),
    });
    expectCatalogueError(upload, 400, 'INPUT_VALUE_ERROR');
  });
});
