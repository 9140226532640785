// The symbol library through the real app: images judged by their bytes and SVGs rebuilt so a script or an
// outside reference never comes back; meanings in the reader's language; filters; numbers unique whatever
// their case; the order kept whole; images by signed address only; every change audited.
import { API, type SymbolListQuery, type SymbolSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { png } from '../../../../test/image-fixtures.ts';
import { uniqueId } from '../../../../test/factories.ts';

const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2 22 21H2Z" fill="#fd0" stroke="#000"/><text x="12" y="18">!</text></svg>';
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe('symbol library', () => {
  let t: TestContext;
  let admin: string;
  let dealer: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const cards = async (query: SymbolListQuery = {}, token = dealer, language = 'en') => {
    const response = await as(token).send(API.symbols.list, query, { headers: { 'accept-language': language } });
    expect(response.status).toBe(200);
    return response.body.items;
  };
  const save = (symbol: Partial<SymbolSave> & Pick<SymbolSave, 'number'>) => as(admin).send(API.symbols.save, { type: 'WARNING', meanings: { en: 'A meaning' }, ...symbol });
  const image = (url: string, headers: Record<string, string> = {}) => as(null).follow(url, { headers });
  /** The image endpoint reached by a ticket of one's own making, not one a list gave. */
  const forged = (ticket: string) => as(null).send(API.symbols.image, undefined, { params: { ticket } });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it('holds the demo library: thirty symbols of the three types in their order, each image a clean SVG', async () => {
    const demo = (await cards({}, dealer, 'th')).filter((c) => /^[123]\d\d$/.test(c.number));
    expect(demo).toHaveLength(30);
    expect(new Set(demo.map((c) => c.type))).toEqual(new Set(['CAUTION', 'WARNING', 'FAILURE']));
    expect(demo[0]).toMatchObject({ number: '101', type: 'FAILURE' });
    expect(demo[0]!.meaning).toMatch(/[\u0E00-\u0E7F]/);
    const served = await image(demo[0]!.imageUrl);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64">/);
  });

  it('keeps an SVG rebuilt and serves it by a signed address that runs nothing; readers see the meaning in their language', async () => {
    const number = uniqueId('W');
    const saved = await save({
      number, type: 'CAUTION', meanings: { en: 'Hot surface', ko: '뜨거운 표면', th: '', my: 'ပူသောမျက်နှာပြင်' },
      image: { fileName: 'hot.svg', base64: base64(`<?xml version="1.0"?><!-- Illustrator -->${DRAWING.replace('</svg>', '<metadata>x</metadata></svg>')}`) },
    });
    expect(saved.status).toBe(200);
    const [ko] = await cards({ keyword: number }, dealer, 'ko');
    expect(ko).toMatchObject({ number, type: 'CAUTION', meaning: '뜨거운 표면' });
    // A language left empty falls back to English.
    expect((await cards({ keyword: number }, dealer, 'th'))[0]?.meaning).toBe('Hot surface');

    const served = await image(ko!.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    expect(served.text).toContain('<path d="M12 2 22 21H2Z" fill="#fd0" stroke="#000"/>');
    expect(served.text).not.toMatch(/metadata|Illustrator/);
    // The address stays the same all day, so a browser caches the picture; asked again with its ETag: 304.
    expect((await cards({ keyword: number }, dealer, 'ko'))[0]?.imageUrl).toBe(ko!.imageUrl);
    expect((await image(ko!.imageUrl, { 'if-none-match': String(served.headers.etag) })).status).toBe(304);
  });

  it('refuses an SVG with a script or an outside reference, with the reason, and keeps nothing of it', async () => {
    const number = uniqueId('S');
    const scripted = await save({ number, image: { fileName: 'x.svg', base64: base64(DRAWING.replace('</svg>', '<script>alert(document.cookie)</script></svg>')) } });
    expect(scripted.status).toBe(415);
    expect(scripted.error).toMatchObject({ code: 'FILE_NOT_ALLOWED', details: { reason: 'SVG_SCRIPT' } });
    const handler = await save({ number, image: { fileName: 'x.svg', base64: base64(DRAWING.replace('<path ', '<path onmouseover="alert(1)" ')) } });
    expect(handler.error.details?.reason).toBe('SVG_SCRIPT');
    const outside = await save({ number, image: { fileName: 'x.svg', base64: base64(DRAWING.replace('fill="#fd0"', 'fill="url(https://evil.example/p.svg#g)"')) } });
    expect(outside.error).toMatchObject({ code: 'FILE_NOT_ALLOWED', details: { reason: 'SVG_EXTERNAL' } });
    const renamed = await save({ number, image: { fileName: 'x.png', base64: base64('<html><script>alert(1)</script></html>') } });
    expect(renamed.error).toMatchObject({ code: 'FILE_NOT_ALLOWED', details: { reason: 'FILE_TYPE' } });
    expect(await cards({ keyword: number })).toEqual([]);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM symbols WHERE convert_from(image, 'UTF8') ILIKE '%script%'");
    expect(rows[0].n).toBe(0);
  });

  it('keeps a PNG checked by its bytes, and a changed image gets a new address while the old one answers 404', async () => {
    const number = uniqueId('F');
    const id = (await save({ number, type: 'FAILURE', image: { fileName: 'failure.svg', base64: base64(png(16, 16)) } })).body.id;
    const [first] = await cards({ keyword: number });
    const served = await image(first!.imageUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.bytes.equals(png(16, 16))).toBe(true);

    expect((await save({ symbolId: id, number, type: 'FAILURE', image: { fileName: 'f.png', base64: base64(png(24, 24)) } })).status).toBe(200);
    const [second] = await cards({ keyword: number });
    expect(second!.imageUrl).not.toBe(first!.imageUrl);
    expect((await image(first!.imageUrl)).status).toBe(404);
    // A change without an image keeps the one there is.
    expect((await save({ symbolId: id, number, type: 'WARNING', meanings: { en: 'Changed' } })).status).toBe(200);
    expect((await cards({ keyword: number }))[0]).toMatchObject({ imageUrl: second!.imageUrl, type: 'WARNING', meaning: 'Changed' });
  });

  it('answers a forged, altered or expired image address with WRONG_ACCESS', async () => {
    const number = uniqueId('X');
    await save({ number, image: { fileName: 'a.svg', base64: base64(DRAWING) } });
    const [card] = await cards({ keyword: number });
    const ticket = card!.imageUrl.split('/').at(-1)!;
    const [payload, signature] = ticket.split('.');
    const other = Buffer.from(Buffer.from(payload!, 'base64url').toString().replace(/^\d+/, '1')).toString('base64url');
    expect((await forged(`${other}.${signature}`)).status).toBe(403);
    expect((await forged('not-a-ticket')).status).toBe(403);
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect((await image(card!.imageUrl)).error).toMatchObject({ code: 'WRONG_ACCESS' });
    // Three days on, the sessions have run out too.
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
  });

  it('filters by type and finds a number or a meaning in any language', async () => {
    const number = uniqueId('K');
    await save({ number, type: 'FAILURE', meanings: { en: 'Coolant level low', ru: 'Низкий уровень охлаждающей жидкости' }, image: { fileName: 'a.svg', base64: base64(DRAWING) } });
    expect((await cards({ keyword: number.toLowerCase() })).map((c) => c.number)).toEqual([number]);
    expect((await cards({ keyword: 'охлаждающей' })).map((c) => c.number)).toContain(number);
    expect((await cards({ type: 'FAILURE', keyword: number })).map((c) => c.number)).toEqual([number]);
    expect(await cards({ type: 'CAUTION', keyword: number })).toEqual([]);
    // A keyword is text, not a pattern; no language's key ('en') is matched as if it were a meaning.
    expect((await cards({ keyword: '%%%' })).length).toBe(0);
    const bad = await as(dealer).refusal(API.symbols.list, unchecked({ type: 'DANGER' }));
    expect(bad.body).toMatchObject({ code: 'INPUT_VALUE_ERROR' });
  });

  it('keeps a number one symbol\'s whatever its case, needs an image for a new symbol and English for the meaning', async () => {
    const number = uniqueId('dup');
    expect((await save({ number, image: { fileName: 'a.svg', base64: base64(DRAWING) } })).status).toBe(200);
    const taken = await save({ number: number.toUpperCase(), image: { fileName: 'a.svg', base64: base64(DRAWING) } });
    expect(taken.error).toMatchObject({ code: 'ALREADY_EXISTS', details: { fields: [{ path: 'body.number', rule: 'taken' }] } });
    expect((await save({ number: uniqueId('n') })).error).toMatchObject({ code: 'REQUIRED_VALUES_MISSING', details: { fields: [{ path: 'body.image', rule: 'required' }] } });
    expect((await save({ number: uniqueId('n'), meanings: { ko: '경고' }, image: { fileName: 'a.svg', base64: base64(DRAWING) } })).error.code).toBe('REQUIRED_VALUES_MISSING');
    expect((await save({ number: '<b>', image: { fileName: 'a.svg', base64: base64(DRAWING) } })).error.code).toBe('INPUT_VALUE_ERROR');
  });

  it('puts a new symbol last, reorders the whole library only, deletes, and audits each change', async () => {
    const ids: number[] = [];
    for (const n of ['A', 'B']) ids.push((await save({ number: uniqueId(n), image: { fileName: 'a.svg', base64: base64(DRAWING) } })).body.id);
    const all = (await as(admin).call(API.symbols.managedList)).items.map((s) => s.symbolId);
    expect(all.slice(-2)).toEqual(ids);

    const reordered = [ids[1]!, ...all.filter((id) => id !== ids[1])];
    expect((await as(admin).send(API.symbols.sort, { symbolIds: reordered })).status).toBe(200);
    expect((await as(admin).call(API.symbols.managedList)).items.map((s) => s.symbolId)).toEqual(reordered);
    // An order made before a symbol was added or deleted is refused.
    const stale = await as(admin).refusal(API.symbols.sort, { symbolIds: reordered.slice(1) });
    expect(stale.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.symbolIds', rule: 'not_every_symbol' }] } });

    expect((await as(admin).send(API.symbols.delete, { id: ids[0]! })).status).toBe(200);
    expect((await as(admin).refusal(API.symbols.delete, { id: ids[0]! })).body.code).toBe('NOT_FOUND');
    const { rows } = await t.database.pool.query(
      "SELECT action FROM audit_log WHERE target_type = 'SYMBOL' AND target_id IN ($1, $2, 'ALL') ORDER BY id", [String(ids[0]), String(ids[1])]);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['SYMBOL_CREATE', 'SYMBOL_SORT', 'SYMBOL_DELETE']));
  });
});
