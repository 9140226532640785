import { it } from 'vitest';
import { startTestApp } from '../test/harness.ts';
it('x', async () => {
  const t = await startTestApp();
  for (const r of [
    { method: 'GET' as const, url: '/api/dxp/login' },
    { method: 'POST' as const, url: '/api/login', payload: {} },
    { method: 'POST' as const, url: '/api/login', payload: { id: 5, password: true } },
    { method: 'POST' as const, url: '/api/login', payload: { id: 'a@b.c' } },
    { method: 'POST' as const, url: '/api/login', payload: '{"id":', headers: { 'content-type': 'application/json' } },
    { method: 'POST' as const, url: '/api/login', payload: 'hi', headers: { 'content-type': 'text/plain' } },
    { method: 'POST' as const, url: '/api/login', headers: { 'content-type': 'application/json' } },
    { method: 'POST' as const, url: '/api/login', payload: { id: 'a\u0000b', password: 'xxxxxxxx1' } },
    { method: 'GET' as const, url: '/api/nope' },
    { method: 'GET' as const, url: '/some/page' },
    { method: 'GET' as const, url: '/api/login' },
  ]) {
    const res = await t.app.inject(r);
    console.log(r.url, res.statusCode, res.headers['content-type'], res.body);
  }
  await t.close();
});
