// Images made byte by byte for tests: a real PNG of any size.
import { greyPng } from '../src/platform/pdf/page-image.ts';

/** A real PNG of `width` × `height` (grey, 8-bit). */
export function png(width: number, height: number): Buffer {
  return greyPng({ width, height, pixels: new Uint8Array(width * height).fill(0x80) });
}
