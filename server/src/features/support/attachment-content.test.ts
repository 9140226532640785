// Attachments judged by what they are, through the routes people use (issue 35, review M9): a dealer's upload for a
// question, and a visitor's for Contact Us. Real Office documents and pictures from elsewhere (test/real-uploads) pass;
// each of the review's hostile files is refused with its reason, and nothing of it is kept.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { createUser } from '../../../test/factories.ts';
import { makePdf } from '../../../test/library-factories.ts';
import { yazlZip } from '../../platform/files/zip-fixtures.test-helper.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';

const REAL = path.resolve(import.meta.dirname, '../../../test/real-uploads');
const real = (name: string) => readFile(path.join(REAL, name));

let t: TestContext;
let dealer: string;
let visitors = 0;
beforeAll(async () => {
  t = await startTestApp();
  dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const asDealer = (file: Buffer, fileName: string) => apiOf(t.app).as(dealer).send(API.attachments.upload, { fileName }, { file });
// Each visitor from an address of their own: Contact Us allows ten uploads an hour per address.
const asVisitor = (file: Buffer, fileName: string) => {
  visitors += 1;
  return apiOf(t.app).as(null).send(API.contact.upload, { fileName }, { file, remoteAddress: `198.51.100.${visitors}` });
};
const kept = async () => Number((await t.database.pool.query('SELECT count(*) AS n FROM attachments')).rows[0].n);

describe('attachments judged by content, from a dealer and from a visitor', () => {
  it('keeps real Word, Excel and PowerPoint files under their names and types, and PDFs', async () => {
    for (const upload of [asDealer, asVisitor]) {
      for (const [file, name] of [['word-example.docx', 'Service report.docx'], ['excel-datasets.xlsx', 'Parts list.xlsx'], ['powerpoint-example.pptx', 'Training.pptx']] as const) {
        const reply = await upload(await real(file), name);
        expect(reply.status, `${name}: ${reply.text}`).toBe(200);
        expect(reply.body.fileName).toBe(name);
      }
      expect((await upload(await makePdf(1), 'bulletin.pdf')).status).toBe(200);
    }
  });

  it("refuses each of the review's hostile zips with its reason, and keeps nothing of them", async () => {
    const docx = await real('word-example.docx');
    const withMacro = await yazlZip([{ name: '[Content_Types].xml', data: '<Types><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>' }, { name: '_rels/.rels', data: '<Relationships/>' }, { name: 'word/vbaProject.bin', data: 'vba' }]);
    const hostile: [Buffer, string, string][] = [
      [await yazlZip([{ name: 'evil.html', data: '<script>alert(1)</script>' }, { name: 'payload.exe', data: 'MZ\x90\x00' }]), 'invoice.docx', 'PROGRAM'],
      [await real('clamav-clam.zip'), 'invoice.xlsx', 'PROGRAM'],
      [withMacro, 'macro.docx', 'MACRO'],
      [await yazlZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'word/big.png', data: Buffer.alloc(32 * 1024 * 1024) }]), 'bomb.docx', 'ZIP_BOMB'],
      [docx, 'manual.zip', 'ARCHIVE'],
      [await real('excel-datasets.xlsx'), 'letter.docx', 'NOT_OFFICE'],
    ];
    const before = await kept();
    for (const upload of [asDealer, asVisitor]) {
      for (const [file, name, reason] of hostile) {
        const refused = await upload(file, name);
        expect(refused.status, name).toBe(415);
        expect(refused.error, name).toMatchObject({ code: 'FILE_NOT_ALLOWED', message: 'Not an allowed file', details: { reason } });
      }
    }
    expect(await kept()).toBe(before);
  });

  it('keeps real pictures; refuses a PNG with a script after it and the GIF/JavaScript polyglot; keeps a JPEG without what follows it', async () => {
    const jpeg = await real('imagemagick-wizard.jpg');
    const script = Buffer.from('<script>alert(1)</script>');
    for (const upload of [asDealer, asVisitor]) {
      for (const [file, name] of [['imagemagick-wizard.jpg', 'pump.jpg'], ['imagemagick-rose.png', 'rose.png'], ['imagemagick-smile.gif', 'smile.gif']] as const) {
        const reply = await upload(await real(file), name);
        expect(reply.status, name).toBe(200);
        expect(reply.body.size).toBe((await real(file)).length);
      }
      for (const [file, name] of [[Buffer.concat([await real('imagemagick-rose.png'), script]), 'photo.png'], [Buffer.from('GIF89a/*<script>alert(1)</script>*/=1;'), 'anim.gif']] as const) {
        const refused = await upload(file, name);
        expect(refused.status, name).toBe(415);
        expect(refused.error, name).toMatchObject({ code: 'FILE_NOT_ALLOWED', details: { reason: 'IMAGE_DAMAGED' } });
      }
      // A phone's motion photo, or anything else after a JPEG's end, is cut off: the picture alone is kept.
      const cut = await upload(Buffer.concat([jpeg, script]), 'motion.jpg');
      expect(cut.status).toBe(200);
      expect(cut.body.size).toBe(jpeg.length);
    }
  });

  it('serves a kept Office document as its own type, not as a zip', async () => {
    const admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const classId = (await apiOf(t.app).as(admin).call(API.contactClasses.save, { labels: { en: 'Parts' } })).id;
    const { body: { claim } } = await asVisitor(await real('excel-datasets.xlsx'), 'Parts list.xlsx');
    const sent = await apiOf(t.app).as(null).send(API.contact.send, {
      classId, name: 'Hana Park', email: 'hana.park@example.com', country: 'KR', company: 'Daehan Parts', title: 'Bucket teeth',
      body: 'Our parts list is attached.', attachmentClaims: [claim],
    }, { remoteAddress: '203.0.113.9' });
    expect(sent.status, sent.text).toBe(200);
    const { items: [message] } = await apiOf(t.app).as(admin).call(API.contact.messages, { keyword: 'Bucket teeth' });
    const detail = await apiOf(t.app).as(admin).call(API.contact.message, { messageId: message!.messageId });
    const file = await apiOf(t.app).as(null).follow(detail.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});

describe('uploads counted per account', () => {
  it("refuses a dealer's 31st upload in a minute, though it comes from a second address (review M10)", async () => {
    const account = await createUser(t.database.db, { loginId: `uploader-${Date.now()}@dealer.example` });
    const token = await login(t.app, account.loginId, account.password);
    const png = await real('imagemagick-rose.png');
    const upload = (remoteAddress: string) => apiOf(t.app).as(token).send(API.attachments.upload, { fileName: 'photo.png' }, { file: png, remoteAddress });
    for (let i = 0; i < 30; i += 1) expect((await upload(i % 2 ? '192.0.2.10' : '192.0.2.11')).status).toBe(200);
    const refused = await upload('192.0.2.12');
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another account at the same address is not held by it.
    expect((await apiOf(t.app).as(dealer).send(API.attachments.upload, { fileName: 'photo.png' }, { file: png, remoteAddress: '192.0.2.12' })).status).toBe(200);
  });
});
