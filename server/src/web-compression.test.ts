// The web app's files go out compressed the way the build made them (web/precompress.ts): brotli to those who
// accept it, else gzip, else as they are, the page addresses' index.html included; each answer says it varies
// with Accept-Encoding, and decompresses to exactly the built file.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompressDir } from '../../web/precompress.ts';
import { apiOf } from '../test/api.ts';
import { startTestApp, type TestContext } from '../test/harness.ts';

let web: TestContext;
let webDir = '';
const INDEX = `<!doctype html><html lang="en"><head><title>GSIS</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${JSON.stringify('GSIS '.repeat(i % 7 + 1))};`).join('\n');
const SMALL = 'console.log(1);';
const WORKER = `self.addEventListener('fetch', () => undefined);\n${SCRIPT}`;
const MANIFEST = JSON.stringify({ name: 'GSIS — Global Service Information System', lang: 'th', description: 'คู่มือการซ่อมบำรุง '.repeat(40) });

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'gsis-web-compressed-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), INDEX);
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js'), SCRIPT);
  await writeFile(path.join(webDir, 'assets', 'tiny-4d5e6f.js'), SMALL);
  await writeFile(path.join(webDir, 'assets', 'photo-7a8b9c.png'), Buffer.alloc(4096, 7));
  await writeFile(path.join(webDir, 'service-worker.js'), WORKER);
  await mkdir(path.join(webDir, 'manifest'));
  await writeFile(path.join(webDir, 'manifest', 'th.webmanifest'), MANIFEST);
  expect((await precompressDir(webDir)).sort()).toEqual(
    ['assets/app-1a2b3c.js', 'index.html', 'manifest/th.webmanifest', 'service-worker.js'].map((file) => path.join(webDir, file)).sort(),
  );
  web = await startTestApp({ GSIS_WEB_DIR: webDir });
});
afterAll(async () => {
  await web?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** A browser: these are pages and assets, no endpoints. */
const browser = () => apiOf(web.app).as(null);

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  identity: (body) => body,
};

describe('the web app\'s files, compressed at build time', () => {
  it('are compressed by the build only where it pays', async () => {
    expect(SMALL.length).toBeLessThan(MIN_COMPRESS_BYTES);
    const built = await readFile(path.join(webDir, 'assets', 'app-1a2b3c.js'));
    expect(zlib.brotliDecompressSync(await readFile(path.join(webDir, 'assets', 'app-1a2b3c.js.br')))).toEqual(built);
    expect(zlib.gunzipSync(await readFile(path.join(webDir, 'assets', 'app-1a2b3c.js.gz')))).toEqual(built);
  });

  const cases = [
    { what: 'a built asset', url: '/assets/app-1a2b3c.js', original: () => SCRIPT, type: /^(text|application)\/javascript; charset=utf-8$/, cache: 'public, max-age=31536000, immutable' },
    { what: 'a page address (index.html)', url: '/document/list?page=2', original: () => INDEX, type: /^text\/html; charset=utf-8$/, cache: 'no-cache' },
    // Not named by their content: a browser asks again each time, so a new version is found at once.
    { what: 'the service worker', url: '/service-worker.js', original: () => WORKER, type: /^(text|application)\/javascript; charset=utf-8$/, cache: 'no-cache' },
    { what: 'a language\'s web app manifest', url: '/manifest/th.webmanifest', original: () => MANIFEST, type: /^application\/manifest\+json/, cache: 'no-cache' },
  ];
  const encodings = [
    { accept: 'br', expected: 'br' },
    { accept: 'gzip', expected: 'gzip' },
    { accept: undefined, expected: 'identity' },
    // What browsers send: brotli is preferred.
    { accept: 'gzip, deflate, br, zstd', expected: 'br' },
    { accept: 'identity', expected: 'identity' },
    { accept: 'br;q=0, gzip', expected: 'gzip' },
  ];

  for (const { what, url, original, type, cache } of cases) {
    for (const { accept, expected } of encodings) {
      it(`${what}, for Accept-Encoding: ${accept ?? '(none)'}, is sent ${expected === 'identity' ? 'as it is' : `as ${expected}`}`, async () => {
        const response = await browser().follow(url, { headers: accept === undefined ? {} : { 'accept-encoding': accept } });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(expected === 'identity' ? undefined : expected);
        expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(response.headers['content-type']).toMatch(type);
        expect(response.headers['cache-control']).toBe(cache);
        expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
        expect(decode[expected]!(response.bytes).toString('utf8')).toBe(original());
        if (expected !== 'identity') expect(response.bytes.length).toBeLessThan(Buffer.byteLength(original()));
      });
    }
  }

  it('sends small files and already compressed formats as they are, still saying they vary', async () => {
    for (const url of ['/assets/tiny-4d5e6f.js', '/assets/photo-7a8b9c.png']) {
      const response = await browser().follow(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(String(response.headers.vary).toLowerCase(), url).toContain('accept-encoding');
    }
    const tiny = await browser().follow('/assets/tiny-4d5e6f.js', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.text).toBe(SMALL);
  });

  it('answers HEAD like GET, without the body', async () => {
    const response = await browser().follow('/assets/app-1a2b3c.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe((await readFile(path.join(webDir, 'assets', 'app-1a2b3c.js.br'))).length);
    expect(response.bytes.length).toBe(0);
  });

  it('does not serve the compressed copies as addresses of their own', async () => {
    for (const url of ['/assets/app-1a2b3c.js.br', '/assets/app-1a2b3c.js.gz', '/index.html.br']) {
      expect((await browser().follow(url)).status, url).toBe(404);
    }
  });
});
