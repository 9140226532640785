// Notices through the real app: readers see posted notices only and count a hit once a day; each reader gets the
// version in their language, else the English one; the text is sanitised whatever is sent; attachments are judged
// by content, belong to the notice that names them and are downloaded by a signed address; a popup shows for its
// period; the seed's messages for these screens; the migration that gave today's notices and FAQs their English version.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFName, PDFString } from 'pdf-lib';
import { PDFDocument } from 'pdf-lib';
import { API, LANGUAGE_CODES, type EndpointInput } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked, type Input } from '../../../../test/api.ts';
import { png as wholePng } from '../../../../test/image-fixtures.ts';
import { makePdf, makeZip } from '../../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, emptyDatabaseForFile, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { migrateUpTo } from '../../../../test/migrations.ts';
import { MIGRATIONS_DIR, runMigrations } from '../../../platform/db/database.ts';

// A whole PNG (its chunks' CRCs right): attachments are read through to their end.
const PNG = wholePng(1, 1);

describe('notices', () => {
  let t: TestContext;
  let admin: string;
  let dealer: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const upload = (file: Buffer, fileName: string, token = admin) => as(token).send(API.attachments.upload, { fileName }, { file });
  const write = async (values: Partial<EndpointInput<typeof API.notices.save>>) =>
    (await as(admin).call(API.notices.save, { classification: 'GENERAL', title: 'A notice', bodyHtml: '<p>Text</p>', ...values })).id;
  const readerList = (payload: EndpointInput<typeof API.notices.list> = {}, token: string | null = null) => as(token).call(API.notices.list, payload);
  /** What a reader whose browser asks for `language` is sent. */
  const inLanguage = (language: string) => ({ headers: { 'accept-language': language } });

  /** Moves the clock on; sessions idle that long have ended, so everyone signs in again. */
  const later = async (ms: number) => {
    t.clock.advance(ms);
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
  };

  beforeAll(async () => {
    t = await startTestApp();
    await later(0);
  });
  afterAll(async () => { await t.close(); });

  it('shows readers posted notices only, newest first, searchable by title or text and by classification', async () => {
    const hidden = await write({ title: 'Hidden upkeep window', useYn: 'N' });
    const system = await write({ classification: 'SYSTEM', title: 'Planned upkeep', bodyHtml: '<p>The portal pauses on <strong>Whitsunday</strong> 02:00 UTC.</p>' });
    const event = await write({ classification: 'EVENT', title: 'Dealer conference', bodyHtml: '<p>Meet the service team in Busan.</p>' });

    const all = await readerList();
    expect(all.items.map((n) => n.noticeId)).not.toContain(hidden);
    expect(all.items.slice(0, 2).map((n) => n.noticeId)).toEqual([event, system]);
    expect(all.items[0]).toMatchObject({ writer: 'GSIS Administrator', hasAttachment: false, hits: 0 });
    expect((await readerList({ keyword: 'whitsunday' })).items.map((n) => n.noticeId)).toEqual([system]);
    expect((await readerList({ keyword: 'Busan', classification: 'SYSTEM' })).total).toBe(0);
    expect((await readerList({ classification: 'EVENT' })).items.map((n) => n.noticeId)).toContain(event);
    // A pattern character is only itself.
    expect((await readerList({ keyword: '%' })).total).toBe(0);

    expect((await as(null).send(API.notices.detail, { noticeId: hidden })).status).toBe(404);
    const managed = await as(admin).call(API.notices.managedList, { keyword: 'upkeep' });
    expect(managed.items.map((n) => n.noticeId)).toEqual([system, hidden]);
    expect((await as(admin).send(API.notices.managedDetail, { noticeId: hidden })).status).toBe(200);

    const detail = await as(null).call(API.notices.detail, { noticeId: system });
    expect(detail.newer?.noticeId).toBe(event);
    expect(detail.older?.noticeId).not.toBe(hidden);
  });

  it('gives each reader the version in their language, else English, in the lists, the search, the notice, its neighbours and the popups', async () => {
    const older = await write({ title: 'Hydraulic oil grades', bodyHtml: '<p>Use ISO VG 46 in the tropics.</p>' });
    const id = await write({
      title: 'Coolant change interval', bodyHtml: '<p>Change the <strong>coolant</strong> every 2000 hours.</p>', popup: true,
      translations: [{ language: 'th', title: 'รอบการเปลี่ยนน้ำหล่อเย็น', bodyHtml: '<p>เปลี่ยน<strong>น้ำหล่อเย็น</strong>ทุก 2000 ชั่วโมง</p>' }],
    });
    const thai = inLanguage('th-TH,th;q=0.9,en;q=0.5');
    const korean = inLanguage('ko');

    const [inThai] = (await as(null).call(API.notices.list, {}, thai)).items;
    expect(inThai).toMatchObject({ noticeId: id, title: 'รอบการเปลี่ยนน้ำหล่อเย็น', language: 'th', languages: ['en', 'th'] });
    const [inKorean] = (await as(null).call(API.notices.list, {}, korean)).items;
    expect(inKorean).toMatchObject({ noticeId: id, title: 'Coolant change interval', language: 'en', languages: ['en', 'th'] });
    // No language asked for: English.
    expect((await readerList()).items[0]).toMatchObject({ title: 'Coolant change interval', language: 'en' });

    // The search reads the words the reader gets: Thai words for a Thai reader, English ones for anyone without Thai.
    const found = async (keyword: string, options: typeof thai) => (await as(null).call(API.notices.list, { keyword }, options)).items.map((n) => n.noticeId);
    expect(await found('น้ำหล่อเย็น', thai)).toEqual([id]);
    expect(await found('น้ำหล่อเย็น', korean)).toEqual([]);
    expect(await found('coolant', korean)).toEqual([id]);
    expect(await found('coolant', thai)).toEqual([]);

    const detail = await as(null).call(API.notices.detail, { noticeId: id }, thai);
    expect(detail).toMatchObject({ title: 'รอบการเปลี่ยนน้ำหล่อเย็น', language: 'th', bodyHtml: '<p>เปลี่ยน<strong>น้ำหล่อเย็น</strong>ทุก 2000 ชั่วโมง</p>' });
    expect(detail.older).toEqual({ noticeId: older, title: 'Hydraulic oil grades', language: 'en' });
    expect((await as(null).call(API.notices.detail, { noticeId: id }, korean)).bodyHtml).toBe('<p>Change the <strong>coolant</strong> every 2000 hours.</p>');

    const popup = async (options: typeof thai) => (await as(null).call(API.notices.popups, {}, options)).notices.find((n) => n.noticeId === id);
    expect(await popup(thai)).toMatchObject({ title: 'รอบการเปลี่ยนน้ำหล่อเย็น', language: 'th' });
    expect(await popup(korean)).toMatchObject({ title: 'Coolant change interval', language: 'en' });

    // Managers read it as a reader in their language would, and get every version for the form, English first.
    const managed = await as(admin).call(API.notices.managedDetail, { noticeId: id }, thai);
    expect(managed).toMatchObject({ title: 'รอบการเปลี่ยนน้ำหล่อเย็น', language: 'th' });
    expect(managed.versions.map((v) => [v.language, v.title])).toEqual([['en', 'Coolant change interval'], ['th', 'รอบการเปลี่ยนน้ำหล่อเย็น']]);
    expect((await as(admin).call(API.notices.managedList, { keyword: 'น้ำหล่อเย็น' }, thai)).items.map((n) => n.noticeId)).toEqual([id]);
  });

  it('has the demo\'s notices and FAQs in all 13 languages, and the demo popup with the time of its maintenance', async () => {
    const demo = (await as(admin).call(API.notices.managedList, { pageSize: 100 })).items.filter((n) => n.writer === 'Demo Support Manager');
    expect(demo).toHaveLength(4);
    for (const notice of demo) {
      expect(notice.languages[0]).toBe('en');
      expect([...notice.languages].sort()).toEqual([...LANGUAGE_CODES].sort());
    }
    const [popup] = demo.filter((n) => n.popup);
    const detail = await as(null).call(API.notices.detail, { noticeId: popup!.noticeId }, inLanguage('my'));
    expect(detail).toMatchObject({ language: 'my', title: 'GSIS စနစ် ပြုပြင်ထိန်းသိမ်းမှု အစီအစဉ်' });
    // Two hours from 02:00 UTC on a Sunday within the coming week.
    const [from, to] = [new Date(detail.timeFrom!), new Date(detail.timeTo!)];
    expect([from.getUTCDay(), from.getUTCHours(), to.getTime() - from.getTime()]).toEqual([0, 2, 2 * 3600_000]);
    const faqs = (await as(admin).call(API.faq.managedList, { pageSize: 100 })).items;
    expect(faqs.filter((f) => f.languages.length === 13)).toHaveLength(4);
  });

  it('keeps the versions a manager saves: a second language added, one taken away, each sanitised, at most one a language', async () => {
    const id = await write({ title: 'Track tension', bodyHtml: '<p>Check the sag.</p>' });
    const versions = async () => (await as(admin).call(API.notices.managedDetail, { noticeId: id })).versions.map((v) => v.language);
    expect(await versions()).toEqual(['en']);

    await write({
      noticeId: id, title: 'Track tension', bodyHtml: '<p>Check the sag.</p>',
      translations: [
        { language: 'ko', title: '트랙 장력', bodyHtml: '<p>처짐을 <script>alert(1)</script>점검하십시오.</p>' },
        { language: 'th', title: 'ความตึงของแทร็ก', bodyHtml: '<p>ตรวจสอบระยะหย่อน</p>' },
      ],
    });
    expect(await versions()).toEqual(['en', 'ko', 'th']);
    const korean = await as(null).call(API.notices.detail, { noticeId: id }, inLanguage('ko'));
    expect(korean).toMatchObject({ title: '트랙 장력', language: 'ko', bodyHtml: '<p>처짐을 점검하십시오.</p>', languages: ['en', 'ko', 'th'] });

    await write({ noticeId: id, title: 'Track tension', bodyHtml: '<p>Check the sag.</p>', translations: [{ language: 'th', title: 'ความตึงของแทร็ก', bodyHtml: '<p>ตรวจสอบระยะหย่อน</p>' }] });
    expect(await versions()).toEqual(['en', 'th']);
    expect(await as(null).call(API.notices.detail, { noticeId: id }, inLanguage('ko'))).toMatchObject({ title: 'Track tension', language: 'en' });
    const { rows } = await t.database.db.execute<{ after: { languages: string[] } }>(sql`SELECT after FROM audit_log WHERE target_type = 'NOTICE' AND target_id = ${String(id)} ORDER BY id DESC LIMIT 1`);
    expect(rows[0]!.after.languages).toEqual(['en', 'th']);

    // A version whose text is only markup is named by its field; two of one language, or English beside English, are refused.
    const save = (translations: unknown) => as(admin).refusal(API.notices.save, unchecked({ classification: 'GENERAL', title: 'x', bodyHtml: '<p>x</p>', translations }));
    const empty = await save([{ language: 'ru', title: 'Пусто', bodyHtml: '<p><img src=x onerror=alert(1)></p>' }]);
    expect(empty.body).toMatchObject({ code: 'REQUIRED_VALUES_MISSING', message: 'Please make sure all values are entered' });
    expect(empty.body.details?.fields?.map((f) => f.path)).toEqual(['body.translations.0.bodyHtml']);
    expect((await save([{ language: 'ru', title: 'Один', bodyHtml: '<p>1</p>' }, { language: 'ru', title: 'Два', bodyHtml: '<p>2</p>' }])).status).toBe(400);
    expect((await save([{ language: 'en', title: 'Again', bodyHtml: '<p>x</p>' }])).status).toBe(400);
    const untitled = await save([{ language: 'ru', title: ' ', bodyHtml: '<p>x</p>' }]);
    expect(untitled.body.details?.fields?.map((f) => f.path)).toEqual(['body.translations.0.title']);
  });

  it('keeps the time a notice is about as instants, and refuses one that runs backwards or has one end', async () => {
    const id = await write({ title: 'Upkeep window', popup: true, timeFrom: '2026-12-06T11:00:00+09:00', timeTo: '2026-12-06T04:00:00Z' });
    expect(await as(null).call(API.notices.detail, { noticeId: id })).toMatchObject({ timeFrom: '2026-12-06T02:00:00Z', timeTo: '2026-12-06T04:00:00Z' });
    expect((await as(null).call(API.notices.popups, {})).notices.find((n) => n.noticeId === id)).toMatchObject({ timeFrom: '2026-12-06T02:00:00Z', timeTo: '2026-12-06T04:00:00Z' });
    expect((await as(null).call(API.notices.detail, { noticeId: await write({ title: 'No time' }) }))).toMatchObject({ timeFrom: null, timeTo: null });

    const backwards = await as(admin).refusal(API.notices.save, { classification: 'GENERAL', title: 'x', bodyHtml: '<p>x</p>', timeFrom: '2026-12-06T04:00:00Z', timeTo: '2026-12-06T02:00:00Z' });
    expect(backwards.body).toMatchObject({ code: 'CHECK_DATE', message: 'Please check the date' });
    expect(backwards.body.details?.fields?.map((f) => f.path)).toEqual(['body.timeTo']);
    const oneEnd = await as(admin).refusal(API.notices.save, { classification: 'GENERAL', title: 'x', bodyHtml: '<p>x</p>', timeFrom: '2026-12-06T04:00:00Z' });
    expect(oneEnd.body.details?.fields?.map((f) => f.path)).toEqual(['body.timeTo']);
  });

  it('counts a hit once per reader a day: each account, each visitor address, and again the next day; managers count none', async () => {
    const id = await write({ title: 'Hits' });
    const hits = async () => (await as(admin).call(API.notices.managedDetail, { noticeId: id })).hits;
    const read = (token: string | null, ip = '203.0.113.7') => as(token).call(API.notices.detail, { noticeId: id }, { remoteAddress: ip });
    expect(await read(dealer)).toMatchObject({ hits: 1 });
    await read(dealer);
    await read(null);
    await read(null);
    await read(null, '198.51.100.9');
    expect(await hits()).toBe(3);
    await later(24 * 3600_000);
    await read(dealer);
    await read(null);
    expect(await hits()).toBe(5);
    // Only today's records are kept, and a visitor's address is not among them.
    const { rows } = await t.database.db.execute<{ reader: string; day: string }>(sql`SELECT reader, day::text FROM notice_hits WHERE notice_id = ${id}`);
    expect(new Set(rows.map((r) => r.day)).size).toBe(1);
    expect(rows.map((r) => r.reader).join()).not.toContain('203.0.113.7');
  });

  it('keeps only sanitised text: no script, event handler, javascript: or data: address comes back', async () => {
    const id = await write({
      title: 'Sanitised',
      bodyHtml: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="data:text/html,hi">that</a> and <a href="https://ok.example/">ok</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    for (const detail of [await as(null).call(API.notices.detail, { noticeId: id }), await as(admin).call(API.notices.managedDetail, { noticeId: id })]) {
      const html = String(detail.bodyHtml);
      expect(html).toContain('<a href="https://ok.example/"');
      for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', 'data:', '<img']) expect(html).not.toContain(bad);
    }
    const { rows } = await t.database.db.execute<{ body_html: string }>(sql`SELECT body_html FROM notice_texts WHERE notice_id = ${id}`);
    expect(rows[0]!.body_html).not.toContain('script');
  });

  it('answers the seed\'s messages: values missing, a text that is only markup, a period that runs backwards', async () => {
    const save = (input: Input<typeof API.notices.save>) => as(admin).refusal(API.notices.save, input);
    const missing = await save({ classification: 'GENERAL', title: '  ', bodyHtml: '<p>x</p>' });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.fields?.map((f) => f.path)).toContain('body.title');
    const empty = await save({ classification: 'GENERAL', title: 'Empty', bodyHtml: '<p> <script>alert(1)</script> </p>' });
    expect(empty.body).toMatchObject({ code: 'REQUIRED_VALUES_MISSING', message: 'Please make sure all values are entered' });
    const noDates = await save({ classification: 'GENERAL', title: 'Popup', bodyHtml: '<p>x</p>', popup: true, popupPeriod: 'SET' });
    expect(noDates.status).toBe(400);
    expect(noDates.body.details?.fields?.map((f) => f.path)).toEqual(expect.arrayContaining(['body.popupFrom', 'body.popupTo']));
    const backwards = await save({ classification: 'GENERAL', title: 'Popup', bodyHtml: '<p>x</p>', popup: true, popupPeriod: 'SET', popupFrom: '2026-12-10', popupTo: '2026-12-01' });
    expect(backwards.body).toMatchObject({ code: 'CHECK_DATE', message: 'Please check the date', details: { fields: [{ path: 'body.popupTo', rule: 'before_from' }] } });
    expect((await save({ noticeId: 999_999, classification: 'GENERAL', title: 'x', bodyHtml: '<p>x</p>' })).status).toBe(404);
    expect((await save(unchecked({ classification: 'NEWS', title: 'x', bodyHtml: '<p>x</p>' }))).status).toBe(400);
  });

  it('judges attachments by content: PDFs, pictures and Office files are kept, programs, scripts, SVG and renamed files are not', async () => {
    const pdf = await upload(await makePdf(1), 'bulletin.exe');
    expect(pdf.status).toBe(200);
    expect(pdf.body.fileName).toBe('bulletin.pdf');
    expect((await upload(PNG, 'photo.png')).status).toBe(200);
    const xlsx = await upload(await readFile(path.resolve(import.meta.dirname, '../../../../test/real-uploads/excel-datasets.xlsx')), 'Parts list.xlsx');
    expect(xlsx.body.fileName).toBe('Parts list.xlsx');
    // A zip that only looks like an Office file is not one (attachment-content.test.ts has the rest).
    expect((await upload(await makeZip([{ name: '[Content_Types].xml', data: '<Types/>' }]), 'Parts list.xlsx')).error).toMatchObject({ details: { reason: 'NOT_OFFICE' } });

    const scripted = await PDFDocument.create();
    scripted.addPage();
    scripted.catalog.set(PDFName.of('OpenAction'), scripted.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    const refusals: [Buffer, string, string][] = [
      [Buffer.from('MZ\x90\x00 program'), 'manual.pdf', 'FILE_TYPE'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.png', 'FILE_TYPE'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg', 'FILE_TYPE'],
      [Buffer.from('just words'), 'notes.txt', 'FILE_TYPE'],
      [Buffer.from(await scripted.save()), 'scripted.pdf', 'PDF_SCRIPT'],
    ];
    for (const [bytes, name, reason] of refusals) {
      const refused = await upload(bytes, name);
      expect(refused.status, name).toBe(415);
      expect(refused.error).toMatchObject({ code: 'FILE_NOT_ALLOWED', message: 'Not an allowed file', details: { reason } });
    }
  });

  it('attaches the uploads a notice names, lets a reader download them by a signed address, and refuses someone else\'s upload', async () => {
    const pdf = await upload(await makePdf(1), 'Service bulletin.pdf');
    const png = await upload(PNG, 'photo.png');
    const id = await write({ title: 'With files', attachmentIds: [pdf.body.attachmentId, png.body.attachmentId] });
    const detail = await as(null).call(API.notices.detail, { noticeId: id });
    expect(detail.attachments.map((a) => a.fileName)).toEqual(['Service bulletin.pdf', 'photo.png']);
    expect((await readerList({ keyword: 'With files' })).items[0]?.hasAttachment).toBe(true);
    const file = await as(null).follow(detail.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // A forged address, and an expired one.
    const [, , ticket] = detail.attachments[0]!.url.split('/').slice(1);
    expect((await as(null).send(API.attachments.file, undefined, { params: { ticket: `${ticket!.slice(0, -2)}xx`, name: 'x.pdf' } })).status).toBe(403);
    await later(5 * 3600_000);
    expect((await as(null).follow(detail.attachments[0]!.url)).status).toBe(403);

    // Someone else's upload cannot be attached; one already attached elsewhere neither.
    const dealers = await upload(PNG, 'mine.png', dealer);
    const stolen = await as(admin).refusal(API.notices.save, { classification: 'GENERAL', title: 'x', bodyHtml: '<p>x</p>', attachmentIds: [dealers.body.attachmentId] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.details?.fields?.[0]?.path).toBe('body.attachmentIds');
    expect((await as(admin).send(API.notices.save, { classification: 'GENERAL', title: 'x', bodyHtml: '<p>x</p>', attachmentIds: [png.body.attachmentId] })).status).toBe(400);

    // Keeping one of two lets the other go; deleting the notice lets go of the rest, and its address stops working.
    await write({ noticeId: id, title: 'With files', attachmentIds: [png.body.attachmentId] });
    const after = await as(admin).call(API.notices.managedDetail, { noticeId: id });
    expect(after.attachments.map((a) => a.fileName)).toEqual(['photo.png']);
    expect(await as(admin).call(API.notices.delete, { noticeId: id })).toEqual({ deleted: true });
    expect((await as(null).follow(after.attachments[0]!.url)).status).toBe(404);
    expect((await as(admin).send(API.notices.managedDetail, { noticeId: id })).status).toBe(404);
    const { rows } = await t.database.db.execute<{ action: string }>(sql`SELECT action FROM audit_log WHERE target_type = 'NOTICE' AND target_id = ${String(id)} ORDER BY id`);
    expect(rows.map((r) => r.action)).toEqual(['NOTICE_CREATE', 'NOTICE_UPDATE', 'NOTICE_DELETE']);

    // What was let go of is forgotten at the next upload, and a file no attachment refers to any more is removed;
    // a file another upload still refers to stays.
    const shelf = (sha: string) => path.join(t.config.dataDir, 'files', 'attachments', sha.slice(0, 2), sha);
    // A picture no other upload of this test has (anything appended to a PNG would be refused).
    const unique = await upload(wholePng(13, 7), 'unique.png');
    const shared = await upload(PNG, 'shared.png');
    const temporary = await write({ title: 'Temporary', attachmentIds: [unique.body.attachmentId, shared.body.attachmentId] });
    const shaOf = async (attachmentId: number) => (await t.database.db.execute<{ sha256: string }>(sql`SELECT sha256 FROM attachments WHERE id = ${attachmentId}`)).rows[0]!.sha256;
    const [uniqueSha, sharedSha] = [await shaOf(unique.body.attachmentId), await shaOf(shared.body.attachmentId)];
    expect(existsSync(shelf(uniqueSha))).toBe(true);
    await as(admin).call(API.notices.delete, { noticeId: temporary });
    await upload(await makePdf(2), 'another.pdf');
    expect(existsSync(shelf(uniqueSha))).toBe(false);
    // The dealer's upload of the same picture is waiting to be attached.
    expect(existsSync(shelf(sharedSha))).toBe(true);
  });

  it('shows a popup for as long as it is posted, or between its two days in the reader\'s own date', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const full = await write({ title: 'Always', popup: true });
    const set = await write({ title: 'This week', popup: true, popupPeriod: 'SET', popupFrom: day(1), popupTo: day(3) });
    await write({ title: 'Hidden popup', popup: true, useYn: 'N' });
    const popups = async (query: EndpointInput<typeof API.notices.popups> = {}) => (await as(null).call(API.notices.popups, query)).notices.map((n) => n.noticeId);
    expect(await popups()).toContain(full);
    expect(await popups()).not.toContain(set);
    expect(await popups({ day: day(1) })).toContain(set);
    // A date far from today is not anyone's today: the server's own is used.
    expect(await popups({ day: day(30) })).not.toContain(set);
    await later(2 * 86_400_000);
    expect(await popups()).toEqual(expect.arrayContaining([full, set]));
    await later(2 * 86_400_000);
    expect(await popups()).not.toContain(set);
  });

  it('is managed with the notice menu: the support manager may, a dealer may not', async () => {
    const support = await login(t.app, 'supportmanager@gsis.local', DEMO_PASSWORD);
    expect((await as(support).send(API.notices.managedList, {})).status).toBe(200);
    expect((await as(dealer).send(API.notices.save, { classification: 'GENERAL', title: 'x', bodyHtml: '<p>x</p>' })).status).toBe(403);
    expect((await as(null).send(API.notices.managedList, {})).status).toBe(401);
  });
});

describe('migration 0032 (notices and FAQs in several languages)', () => {
  const empty = emptyDatabaseForFile();

  it("makes the text of today's notices and FAQs their English version", async () => {
    const database = empty.database();
    await migrateUpTo(database, '_notice_and_faq_languages');

    const { rows: [notice] } = await database.pool.query<{ id: number }>(`INSERT INTO notices (classification, title, body_html, body_text, writer_name)
      VALUES ('SYSTEM', 'Planned upkeep', '<p>Sunday</p>', 'Sunday', 'Admin') RETURNING id`);
    const { rows: [cls] } = await database.pool.query<{ id: number }>(`INSERT INTO support_classes (kind, labels) VALUES ('QNA', '{"en":"Cooling"}') RETURNING id`);
    const { rows: [faq] } = await database.pool.query<{ id: number }>(`INSERT INTO faqs (class_id, question, answer_html, answer_text)
      VALUES ($1, 'Which coolant?', '<p>Long-life</p>', 'Long-life') RETURNING id`, [cls!.id]);

    await runMigrations(database, MIGRATIONS_DIR);
    const { rows: noticeTexts } = await database.pool.query('SELECT notice_id, language, title, body_html, body_text FROM notice_texts');
    expect(noticeTexts).toEqual([{ notice_id: notice!.id, language: 'en', title: 'Planned upkeep', body_html: '<p>Sunday</p>', body_text: 'Sunday' }]);
    const { rows: faqTexts } = await database.pool.query('SELECT faq_id, language, question, answer_html, answer_text FROM faq_texts');
    expect(faqTexts).toEqual([{ faq_id: faq!.id, language: 'en', question: 'Which coolant?', answer_html: '<p>Long-life</p>', answer_text: 'Long-life' }]);
    const { rows: [times] } = await database.pool.query('SELECT time_from, time_to FROM notices');
    expect(times).toEqual({ time_from: null, time_to: null });
  });
});
