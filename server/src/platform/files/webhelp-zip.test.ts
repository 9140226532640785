import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@gsis/contract';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { FileRefusalReason } from './file-kind.ts';
import { DEFAULT_WEBHELP_LIMITS, unpackWebHelpZip, type WebHelpLimits } from './webhelp-zip.ts';
import { rawZip, yazlZip, type RawZipEntry } from './zip-fixtures.test-helper.ts';

const GiB = 1024 * 1024 * 1024;
const MiB = 1024 * 1024;
const SMALL: WebHelpLimits = { maxFiles: 5, maxTotalBytes: 2 * MiB, maxFileBytes: 1 * MiB };
const INDEX: RawZipEntry = { name: 'index.html', data: Buffer.from('<h1>Help</h1>') };

let root: string; // holds the zip files and the sandbox
let sandbox: string; // holds nothing but the destination
let dest: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'gsis-webhelp-'));
  sandbox = path.join(root, 'sandbox');
  await mkdir(sandbox);
  dest = path.join(sandbox, 'out');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function zipFile(content: Buffer, name = 'bundle.zip'): Promise<string> {
  const file = path.join(root, name);
  await writeFile(file, content);
  return file;
}

async function expectRefused(promise: Promise<unknown>, reason: FileRefusalReason): Promise<void> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(ErrorCode.FILE_NOT_ALLOWED);
  expect((error as AppError).details).toEqual({ reason });
}

/** Nothing in the sandbox (not even the destination) and nothing next to the zip files. */
async function expectNothingWritten(): Promise<void> {
  expect(await readdir(sandbox)).toEqual([]);
  expect((await readdir(root)).filter((name) => !name.endsWith('.zip'))).toEqual(['sandbox']);
}

async function refuse(content: Buffer, reason: FileRefusalReason, limits?: WebHelpLimits): Promise<void> {
  await expectRefused(unpackWebHelpZip(await zipFile(content), dest, limits), reason);
  await expectNothingWritten();
}

describe('unpackWebHelpZip: a good bundle', () => {
  it('unpacks every file and says what it wrote', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const zip = await yazlZip([
      { name: 'index.html', data: '<a href="topics/a.html">A</a>' },
      { name: 'topics/', directory: true },
      { name: 'topics/a.html', data: '<h1>A</h1>' },
      { name: 'css/x.css', data: 'body { color: red }' },
      { name: 'images/y.png', data: png },
      { name: 'empty/', directory: true },
    ]);
    const result = await unpackWebHelpZip(await zipFile(zip), dest);

    expect(result.files).toEqual([
      { path: 'index.html', size: 29 },
      { path: 'topics/a.html', size: 10 },
      { path: 'css/x.css', size: 19 },
      { path: 'images/y.png', size: png.length },
    ]);
    expect(result.totalBytes).toBe(29 + 10 + 19 + png.length);
    expect(await readFile(path.join(dest, 'topics/a.html'), 'utf8')).toBe('<h1>A</h1>');
    expect(await readFile(path.join(dest, 'images/y.png'))).toEqual(png);
    expect((await stat(path.join(dest, 'empty'))).isDirectory()).toBe(true);
    expect((await stat(path.join(dest, 'css/x.css'))).mode & 0o133).toBe(0); // no execute bits, not writable by others
    expect(await readdir(sandbox)).toEqual(['out']);
  });

  it('reads a hand-made bundle with stored and deflated entries and no Unix modes', async () => {
    const zip = rawZip([
      { ...INDEX, method: 0, mode: 0 },
      { name: 'Topics/Ünïcode Page.HTM', data: Buffer.from('x'.repeat(10_000)), mode: 0 },
    ]);
    const result = await unpackWebHelpZip(await zipFile(zip), dest, SMALL);
    expect(result.files.map((f) => f.path)).toEqual(['index.html', 'Topics/Ünïcode Page.HTM']);
    expect(result.totalBytes).toBe(13 + 10_000);
  });

  it('never writes into, nor removes, a destination that already exists', async () => {
    await mkdir(dest);
    await writeFile(path.join(dest, 'keep.txt'), 'mine');
    await expect(unpackWebHelpZip(await zipFile(rawZip([INDEX])), dest)).rejects.toMatchObject({ code: 'EEXIST' });
    await expectRefused(unpackWebHelpZip(await zipFile(rawZip([{ name: 'x.exe' }])), dest), 'FILE_TYPE');
    expect(await readdir(dest)).toEqual(['keep.txt']);
  });
});

describe('unpackWebHelpZip: names', () => {
  it.each(['../evil.html', '/abs.html', 'a/../../b.html', 'C:\\x.html', 'C:/x.html', 'a\\..\\..\\b.html', '..\\evil.html'])(
    'refuses %s with PATH_ESCAPE and writes nothing anywhere',
    async (name) => {
      await refuse(rawZip([INDEX, { name, data: Buffer.from('<script>alert(1)</script>') }]), 'PATH_ESCAPE');
      await expect(stat(path.join(root, 'evil.html'))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(stat(path.join(root, 'b.html'))).rejects.toMatchObject({ code: 'ENOENT' });
    },
  );

  it.each(['nul\u0000.html', 'a//b.html', './index2.html', 'a/./b.html', 'page.html:stream', `${'n'.repeat(256)}.html`])(
    'refuses the odd name %j with PATH_ESCAPE',
    async (name) => {
      await refuse(rawZip([INDEX, { name }]), 'PATH_ESCAPE');
    },
  );

  it('refuses two names that differ only in case', async () => {
    await refuse(rawZip([INDEX, { name: 'INDEX.html' }]), 'PATH_ESCAPE');
    await refuse(rawZip([INDEX, { name: 'Topics/a.html' }, { name: 'topics/A.html' }]), 'PATH_ESCAPE');
  });

  it('refuses a name that is both a file and a directory', async () => {
    await refuse(rawZip([INDEX, { name: 'index.html/x.css' }]), 'PATH_ESCAPE');
    await refuse(rawZip([{ name: 'a.html/x.css' }, { name: 'a.html' }]), 'PATH_ESCAPE');
    await refuse(rawZip([{ name: 'a.html/' }, INDEX, { name: 'A.html' }]), 'PATH_ESCAPE');
  });
});

describe('unpackWebHelpZip: entry types', () => {
  it('refuses a symbolic link with LINK', async () => {
    const zip = await yazlZip([{ name: 'index.html', data: 'hi' }, { name: 'passwd.html', data: '/etc/passwd', mode: 0o120777 }]);
    await refuse(zip, 'LINK');
  });

  it.each([
    ['a FIFO', 0o010644],
    ['a character device', 0o020644],
    ['a block device', 0o060644],
    ['a socket', 0o140644],
    ['a file whose mode says directory', 0o040755],
  ])('refuses %s with LINK', async (_label, mode) => {
    await refuse(rawZip([INDEX, { name: 'thing.html', mode }]), 'LINK');
  });

  it('refuses an encrypted entry with ENCRYPTED', async () => {
    await refuse(rawZip([INDEX, { name: 'secret.html', data: Buffer.from('x'), flags: 0x1 }]), 'ENCRYPTED');
  });
});

describe('unpackWebHelpZip: file types', () => {
  it.each(['setup.exe', 'run.sh', 'shell.php', 'SETUP.EXE', 'index.html.exe', 'Makefile', '.htaccess', 'a.svgz', 'app.jar'])(
    'refuses %s with FILE_TYPE',
    async (name) => {
      await refuse(rawZip([INDEX, { name, data: Buffer.from('MZ') }]), 'FILE_TYPE');
    },
  );

  it('accepts every allowed extension, in any case', async () => {
    const names = 'html htm xhtml css js mjs json txt xml svg png jpg jpeg gif webp ico woff woff2 ttf otf eot map pdf'
      .split(' ')
      .map((extension, i) => `f${i}.${i % 2 ? extension.toUpperCase() : extension}`);
    const result = await unpackWebHelpZip(await zipFile(rawZip(names.map((name) => ({ name })))), dest);
    expect(result.files).toHaveLength(names.length);
  });

  it('refuses a bundle without an HTML page with NO_HTML', async () => {
    await refuse(rawZip([{ name: 'style.css' }, { name: 'page.xhtml' }, { name: 'docs/' }]), 'NO_HTML');
    await refuse(rawZip([]), 'NO_HTML');
  });
});

describe('unpackWebHelpZip: sizes and counts', () => {
  it('refuses a bundle that declares 10 GB (1 GiB per entry) with TOO_LARGE, quickly', async () => {
    const started = Date.now();
    const entries = Array.from({ length: 10 }, (_, i): RawZipEntry => ({ name: `big-${i}.html`, data: Buffer.from('x'), declaredSize: GiB }));
    await refuse(rawZip([INDEX, ...entries]), 'TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a bundle whose entries each fit but whose declared total does not', async () => {
    const entries = Array.from({ length: 110 }, (_, i): RawZipEntry => ({ name: `p${i}.html`, data: Buffer.from('x'), declaredSize: 95 * MiB }));
    await refuse(rawZip(entries), 'TOO_LARGE');
  });

  it('refuses a zip bomb whose header claims 10 bytes but which inflates to 5 MB', async () => {
    const bomb: RawZipEntry = { name: 'bomb.html', data: Buffer.alloc(5 * MiB, 0x41), declaredSize: 10 };
    await refuse(rawZip([INDEX, { name: 'css/' }, { name: 'css/a.css', data: Buffer.from('a{}') }, bomb]), 'TOO_LARGE', SMALL);
    // Even within generous limits, more bytes than declared is a lie.
    await refuse(rawZip([INDEX, bomb]), 'TOO_LARGE');
  });

  it('refuses a stored entry whose two sizes disagree with TOO_LARGE', async () => {
    await refuse(rawZip([INDEX, { name: 'a.html', data: Buffer.from('0123456789'), method: 0, declaredSize: 5 }]), 'TOO_LARGE');
  });

  it('refuses more entries than allowed with TOO_MANY_FILES', async () => {
    const entries = Array.from({ length: 6 }, (_, i): RawZipEntry => ({ name: `p${i}.html` }));
    await refuse(rawZip(entries), 'TOO_MANY_FILES', SMALL);
    await refuse(rawZip([INDEX, { name: 'a/' }, { name: 'b/' }, { name: 'c/' }, { name: 'd/' }, { name: 'e/' }]), 'TOO_MANY_FILES', SMALL);
  });

  it('accepts exactly the limits', async () => {
    const entries = Array.from({ length: 5 }, (_, i): RawZipEntry => ({ name: `p${i}.html`, data: Buffer.alloc(400 * 1024, 0x20) }));
    const result = await unpackWebHelpZip(await zipFile(rawZip(entries)), dest, { ...SMALL, maxTotalBytes: 5 * 400 * 1024 });
    expect(result.totalBytes).toBe(5 * 400 * 1024);
  });

  it('has the documented defaults', () => {
    expect(DEFAULT_WEBHELP_LIMITS).toEqual({ maxFiles: 5000, maxTotalBytes: 500 * MiB, maxFileBytes: 100 * MiB });
  });
});

describe('unpackWebHelpZip: not a zip', () => {
  it('refuses a PDF renamed .zip with NOT_A_ZIP', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    await refuse(Buffer.from(await pdf.save()), 'NOT_A_ZIP');
  });

  it('refuses text, an empty file and a truncated zip with NOT_A_ZIP', async () => {
    await refuse(Buffer.from('just some text, no zip here'), 'NOT_A_ZIP');
    await refuse(Buffer.alloc(0), 'NOT_A_ZIP');
    const good = rawZip([INDEX, { name: 'a.html', data: Buffer.from('aaaa') }]);
    await refuse(good.subarray(0, good.length - 10), 'NOT_A_ZIP');
  });

  it('refuses a corrupt deflate stream, a short entry and an unknown compression method with NOT_A_ZIP', async () => {
    await refuse(rawZip([INDEX, { name: 'a.html', data: Buffer.from('hello'), body: Buffer.from([0xff, 0xff, 0xff]) }]), 'NOT_A_ZIP');
    await refuse(rawZip([INDEX, { name: 'a.html', data: Buffer.from('short'), declaredSize: 1000 }]), 'NOT_A_ZIP');
    await refuse(rawZip([INDEX, { name: 'a.html', data: Buffer.from('BZh91AY&SY'), method: 12 }]), 'NOT_A_ZIP');
  });

  it('lets a missing zip file fail as a plain file-system error', async () => {
    await expect(unpackWebHelpZip(path.join(root, 'missing.zip'), dest)).rejects.toMatchObject({ code: 'ENOENT' });
    await expectNothingWritten();
  });
});
