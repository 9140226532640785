// Pictures read through to their end, on pictures the project did not make (ImageMagick's documentation in Debian:
// a progressive JPEG, a PNG, a GIF; test/real-uploads) and on the review's polyglots made from them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageLength } from './image-structure.ts';

const REAL = path.resolve(import.meta.dirname, '../../../test/real-uploads');
const real = (name: string) => readFile(path.join(REAL, name));
const reason = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return (error as { details?: { reason?: string } }).details?.reason;
  }
};
const SCRIPT = Buffer.from('<script>alert(1)</script>');

describe('pictures read through to their end', () => {
  it('reads real JPEG, PNG and GIF files to their last byte', async () => {
    for (const [kind, name] of [['jpeg', 'imagemagick-wizard.jpg'], ['png', 'imagemagick-rose.png'], ['gif', 'imagemagick-smile.gif']] as const) {
      const bytes = await real(name);
      expect(imageLength(kind, bytes), name).toBe(bytes.length);
    }
  });

  it('refuses a PNG and a GIF with a script after the picture, and the GIF/JavaScript polyglot (review M9)', async () => {
    expect(reason(() => imageLength('png', Buffer.concat([Buffer.alloc(0), SCRIPT]))), 'empty').toBe('IMAGE_DAMAGED');
    const png = await real('imagemagick-rose.png');
    expect(reason(() => imageLength('png', Buffer.concat([png, SCRIPT])))).toBe('IMAGE_DAMAGED');
    const gif = await real('imagemagick-smile.gif');
    expect(reason(() => imageLength('gif', Buffer.concat([gif, SCRIPT])))).toBe('IMAGE_DAMAGED');
    expect(reason(() => imageLength('gif', Buffer.from('GIF89a/*<script>alert(1)</script>*/=1;')))).toBe('IMAGE_DAMAGED');
  });

  it('refuses pictures cut short, or with a chunk altered', async () => {
    const png = await real('imagemagick-rose.png');
    expect(reason(() => imageLength('png', png.subarray(0, png.length - 20)))).toBe('IMAGE_DAMAGED');
    const altered = Buffer.from(png);
    altered[40] = altered[40]! ^ 0xff; // inside the first chunk after IHDR: its CRC no longer matches
    expect(reason(() => imageLength('png', altered))).toBe('IMAGE_DAMAGED');
    const jpeg = await real('imagemagick-wizard.jpg');
    expect(reason(() => imageLength('jpeg', jpeg.subarray(0, jpeg.length - 10)))).toBe('IMAGE_DAMAGED');
    const gif = await real('imagemagick-smile.gif');
    expect(reason(() => imageLength('gif', gif.subarray(0, gif.length - 1)))).toBe('IMAGE_DAMAGED');
  });

  it("ends a JPEG at its last marker, so what a phone or anyone appends (a motion photo's video, a script) can be cut off", async () => {
    const jpeg = await real('imagemagick-wizard.jpg');
    expect(imageLength('jpeg', Buffer.concat([jpeg, SCRIPT]))).toBe(jpeg.length);
  });

  it('reads a WebP by its RIFF length: a file that goes on after it is refused', () => {
    const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([5, 0, 0, 0]), Buffer.from([0x2f, 0, 0, 0, 0]), Buffer.alloc(1)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), chunk]);
    webp.writeUInt32LE(webp.length - 8, 4);
    expect(imageLength('webp', webp)).toBe(webp.length);
    expect(reason(() => imageLength('webp', Buffer.concat([webp, SCRIPT])))).toBe('IMAGE_DAMAGED');
  });
});
