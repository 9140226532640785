// Hostile input for every API route, generated from the routes' own schemas: each field of each body and query in
// turn gets boundary and type-confused values (ids past the database's integer range, negatives, huge and
// control-character strings, wrong types), and whole bodies of the wrong shape or with extra fields. Sent as the
// administrator, who passes every guard, so the values reach validation and the handlers. No answer may be a 5xx.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../test/harness.ts';
import { apiRoutes, placeholderUrl, type ApiRoute, type JsonSchema } from '../test/api-routes.ts';

const HOSTILE: readonly unknown[] = [
  2 ** 31, 2 ** 53, Number.MAX_VALUE, -1, 0, 1.5, -(2 ** 31) - 1,
  '', ' ', 'x'.repeat(100_000), '\u0000\u0007\u001b[2J\u202e\ud800', "'; DROP TABLE users; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '1e309',
  null, true, [], {}, [1, 2, 3], { id: 1 },
];
const HOSTILE_QUERY: readonly string[] = ['2147483648', '9007199254740993', '-1', '', 'x'.repeat(20_000), '\u0000', '%zz', '[object Object]', 'true', '1e309'];

/** A value the schema accepts, chosen not to touch real data (ids no row has, dates far away). */
function plausible(schema: JsonSchema): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausible(variant);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer': case 'number': return Math.min(schema.maximum ?? 2_000_000_000, 2_000_000_000);
    case 'boolean': return false;
    case 'array': return [];
    case 'object': return Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([key]) => schema.required?.includes(key)).map(([key, value]) => [key, plausible(value)]));
    case 'string':
      if (schema.format === 'email') return 'fuzz@fuzz.invalid';
      if (schema.format === 'date') return '2099-01-01';
      if (schema.format === 'date-time') return '2099-01-01T00:00:00Z';
      return 'fuzz'.padEnd(schema.minLength ?? 4, 'z');
    default: return 'fuzz';
  }
}

/** Bodies: the plausible one, then each field (and each field of a nested object) with each hostile value. */
function hostileBodies(schema: JsonSchema): unknown[] {
  const base = plausible(schema);
  const bodies: unknown[] = [base, [], 'fuzz', 42, null, { ...(base as object), unexpected: 'field', constructor: { prototype: 1 } }];
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return bodies;
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    for (const value of HOSTILE) bodies.push({ ...base, [key]: value });
    if (field.type === 'object' && field.properties) {
      for (const [inner] of Object.entries(field.properties)) {
        for (const value of HOSTILE) bodies.push({ ...base, [key]: { ...(plausible(field) as object), [inner]: value } });
      }
    }
    if (field.type === 'array') for (const value of HOSTILE) bodies.push({ ...base, [key]: [value] });
  }
  return bodies;
}

function hostileQueries(route: ApiRoute): Record<string, string>[] {
  const base = Object.fromEntries(route.query.map((q) => [q.name, String(plausible(q.schema))]));
  const queries: Record<string, string>[] = [base, {}];
  for (const q of route.query) for (const value of HOSTILE_QUERY) queries.push({ ...base, [q.name]: value });
  return queries;
}

let t: TestContext;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await startTestApp();
  routes = apiRoutes(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('hostile input to every API route', () => {
  it('covers the routes', () => {
    expect(routes.length).toBeGreaterThan(90);
  });

  it('never answers with a server error', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // A session of its own per route: some calls end the caller's session (logout, token swap).
      const token = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };
      const url = placeholderUrl(route.path);
      const requests: InjectOptions[] = [];
      for (const query of hostileQueries(route)) requests.push({ method: route.method, url, query, headers, ...(route.method === 'POST' && !route.rawBody ? { payload: {} } : {}) });
      if (route.body) for (const body of hostileBodies(route.body)) requests.push({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      if (route.rawBody) {
        for (const query of hostileQueries(route)) {
          requests.push({ method: 'POST', url, query, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: Buffer.from('%PDF-1.7\nnot really a PDF\n%%EOF\n') });
        }
      }
      if (route.method === 'POST') requests.push({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"truncated": ' });
      for (const request of requests) {
        const response = await t.app.inject(request);
        sent += 1;
        if (response.statusCode >= 500) failures.push(`${route.key} ${JSON.stringify(request.query ?? {}).slice(0, 120)} ${String(request.payload ?? '').slice(0, 160)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures, `${failures.length} of ${sent} requests`).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 300_000);
});
