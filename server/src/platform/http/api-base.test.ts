// The web app served by one host and calling GSIS's API on another (API_BASE_URL on the server that serves the
// page, CORS_ORIGINS on the one that answers the API): the page says where the API is, its security policy lets
// it talk there, and the API lets that page's origin call it with the session's header, and no other origin.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchApi, siteApi } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { addressOf, apiOf } from '../../../test/api.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';

const WEB_ORIGIN = 'https://service.example.com';
const API_BASE = 'https://api.example.com/gsis/';
let webDir = '';
let pageServer: TestContext;
let apiServer: TestContext;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'gsis-web-api-base-'));
  // The head of the built page as far as the server cares (web/index.html).
  await writeFile(path.join(webDir, 'index.html'), await readFile(path.join(import.meta.dirname, '../../../../web/index.html'), 'utf8'));
  pageServer = await startTestApp({ GSIS_WEB_DIR: webDir, API_BASE_URL: API_BASE });
  apiServer = await startTestApp({ CORS_ORIGINS: `${WEB_ORIGIN}, http://localhost:5173` });
});
afterAll(async () => {
  await pageServer?.close();
  await apiServer?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the page of a web app whose API is elsewhere', () => {
  it('names the API base in the page, at every page address', async () => {
    for (const address of ['/', '/document/list?page=2']) {
      const page = await apiOf(pageServer.app).as(null).follow(address);
      expect(page.status, address).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain(`<meta name="gsis-api-base" content="${API_BASE}" />`);
    }
  });

  it('lets the page fetch from and frame the API\'s origin, and no other', async () => {
    const csp = String((await apiOf(pageServer.app).as(null).follow('/')).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com(;|$)/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.example\.com(;|$)/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('an API that pages of other origins call', () => {
  const preflight = (origin: string) => apiOf(apiServer.app).as(null).follow(addressOf(searchApi.suggest), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, accept-language, x-time-zone' },
  });

  it('lets a named origin send the session header, and read the token and file names that come back', async () => {
    const answer = await preflight(WEB_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(String(answer.headers['access-control-allow-headers'])).toContain('authorization');
    expect(String(answer.headers['access-control-allow-credentials'] ?? 'false')).toBe('false');

    const facts = await apiOf(apiServer.app).as(null).send(siteApi.facts, undefined, { headers: { origin: WEB_ORIGIN } });
    expect(facts.status).toBe(200);
    expect(facts.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(String(facts.headers['access-control-expose-headers'])).toMatch(/authorization.*content-disposition/);
  });

  it('does not let other origins in', async () => {
    const answer = await preflight('https://evil.example.net');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const facts = await apiOf(apiServer.app).as(null).send(siteApi.facts, undefined, { headers: { origin: 'https://evil.example.net' } });
    expect(facts.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the settings', () => {
  it('refuse an origin that is not one, saying how to write it', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://service.example.com/portal' })).toThrow(/is not an origin: write scheme:\/\/host\[:port\]/);
    expect(() => loadConfig({ API_BASE_URL: 'ftp://files.example.com' })).toThrow(/API_BASE_URL/);
  });
});
