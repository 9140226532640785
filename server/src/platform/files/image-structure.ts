// Pictures among attachments read through to their end: each format's own structure (PNG chunks with their CRCs up
// to IEND, JPEG segments up to the end of the image, GIF blocks up to its trailer, WebP's RIFF length) must be whole
// and the file must end where the image does. A script or an archive appended after the image data (a polyglot)
// makes the picture IMAGE_DAMAGED, and so does a file that only starts like one; after a JPEG it is cut off.
import { crc32 } from 'node:zlib';
import { fileRefused } from './file-kind.ts';

type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

const damaged = () => fileRefused('IMAGE_DAMAGED');

/** PNG: signature, then chunks (length, type, data, CRC-32 of type and data), IHDR first, IEND last and at the end. */
function pngEnd(bytes: Buffer): number {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) throw damaged();
    if (first !== (type === 'IHDR')) throw damaged();
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) throw damaged();
    if (type === 'IEND') return end;
    first = false;
    at = end;
  }
  throw damaged();
}

/** JPEG: SOI, marker segments, entropy-coded data after each SOS (where FF is followed by 00 or a restart marker), EOI. */
function jpegEnd(bytes: Buffer): number {
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) throw damaged();
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) throw damaged();
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) throw damaged();
    at += 2 + length;
    if (marker !== 0xda) continue;
    // The scan's data runs to the next marker that is neither a stuffed FF 00 nor a restart.
    while (at + 1 < bytes.length) {
      if (bytes[at] === 0xff) {
        const next = bytes[at + 1]!;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      }
      at += 1;
    }
  }
  throw damaged();
}

/** GIF: header, logical screen (and its colour table), then extensions and images made of sub-blocks, then 0x3B. */
function gifEnd(bytes: Buffer): number {
  const need = (n: number) => {
    if (n > bytes.length) throw damaged();
  };
  need(13);
  let at = 13;
  const flags = bytes[10]!;
  if (flags & 0x80) at += 3 * 2 ** ((flags & 0x07) + 1);
  const subBlocks = () => {
    for (;;) {
      need(at + 1);
      const size = bytes[at]!;
      at += 1 + size;
      if (size === 0) return;
    }
  };
  for (;;) {
    need(at + 1);
    const introducer = bytes[at]!;
    if (introducer === 0x3b) return at + 1;
    if (introducer === 0x21) {
      at += 2;
      subBlocks();
    } else if (introducer === 0x2c) {
      need(at + 10);
      const local = bytes[at + 9]!;
      at += 10;
      if (local & 0x80) at += 3 * 2 ** ((local & 0x07) + 1);
      at += 1; // LZW minimum code size
      subBlocks();
    } else {
      throw damaged();
    }
  }
}

/** WebP: a RIFF file whose length field says exactly how long it is. */
function webpEnd(bytes: Buffer): number {
  if (bytes.length < 12) throw damaged();
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) throw damaged();
  return end + (end % 2);
}

const ENDS: Record<ImageKind, (bytes: Buffer) => number> = { png: pngEnd, jpeg: jpegEnd, gif: gifEnd, webp: webpEnd };

/**
 * The length of the picture in `bytes`, once its structure was read through: IMAGE_DAMAGED when it is broken or cut
 * short, or — for PNG, GIF and WebP, which no camera or editor writes so — when something follows its end. A JPEG may
 * be followed by more (phones append a video to a "motion photo" after the picture): the caller keeps the picture alone.
 */
export function imageLength(kind: ImageKind, bytes: Buffer): number {
  const end = ENDS[kind](bytes);
  if (end !== bytes.length && kind !== 'jpeg') throw damaged();
  return end;
}
