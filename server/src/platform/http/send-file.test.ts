// Files sent in parts (a watermarked copy) through the real file system: the bytes of a range, and no file left open.
import { mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsStream, type FilePart } from './send-file.ts';

/** How many of this process's open files are under `dir` (Linux: /proc/self/fd). */
async function openUnder(dir: string): Promise<number> {
  const links = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return links.filter((target) => target.startsWith(dir)).length;
}

describe('a file sent in parts (a watermarked copy: the original, then its update)', () => {
  let dir: string;
  let parts: FilePart[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gsis-send-file-'));
    parts = [{ file: path.join(dir, 'original'), size: 6 }, { file: path.join(dir, 'update'), size: 4 }];
    await writeFile(parts[0]!.file, 'abcdef');
    await writeFile(parts[1]!.file, 'ghij');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads a range across both parts, then closes them', async () => {
    const stream = await partsStream(parts, 4, 7);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('efgh');
    await expect.poll(() => openUnder(dir)).toBe(0);
  });

  it('closes both parts when the reader leaves before the first byte', async () => {
    const stream = await partsStream(parts, 0, 9);
    expect(await openUnder(dir)).toBe(2);
    stream.destroy();
    await once(stream, 'close');
    await expect.poll(() => openUnder(dir)).toBe(0);
  });
});
