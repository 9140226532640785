// The file storage's start on a folder other instances share: it clears what crashed uploads left, never what
// another instance is receiving now.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './storage.ts';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('a storage starting on a shared folder', () => {
  it('removes temporary files a day old and keeps the ones another instance is writing', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'gsis-storage-'));
    roots.push(root);
    const first = await createFileStorage(root);
    const stale = path.join(root, 'tmp', 'left-by-a-crash');
    await writeFile(stale, 'half a file');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await utimes(stale, dayAgo, dayAgo);
    const received = await first.receive(Readable.from([Buffer.from('%PDF-1.7 being uploaded')]), 1024);

    await createFileStorage(root); // another instance starts
    expect(await readdir(path.join(root, 'tmp'))).toEqual([path.basename(received.tempPath)]);
    const kept = await first.keep(received);
    expect(kept.startsWith(path.join(root, 'blobs'))).toBe(true);
  });
});
