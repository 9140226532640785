// Stamps a personal watermark on every page of a PDF, as an incremental update of the original: the file's
// bytes stay as they are, each page draws one shared watermark form after its own content, every font is
// embedded once (subset), and one ExtGState carries the opacity.
//
// Stamping, by incremental update
//
// A reader's copy is the original file, unchanged, followed by an update (incremental-update.ts) in two parts:
//  - the pages' part, the same for every reader of a file and made once per file (`prepareStamp`: a full parse,
//    a second or two for a long manual): each page's dictionary again, its /Contents now
//    [q-stream, …original streams…, Q-stream, do-stream], and its resources (extended in place where they are
//    shared or inherited, so nothing is copied per page) naming /GsisWm<n>, the watermark form of the page's
//    geometry (visible box and rotation), by an object number the part reserves for it;
//  - the reader's part (`stampUpdate`: milliseconds, a few kilobytes): those forms, each drawing the text laid
//    out for its geometry with resources of its own (the subset fonts, the opacity), then the cross-reference
//    section and trailer of the whole update.
// The text is made in watermark-text.ts, its faces chosen in watermark-faces.ts (from watermark-fonts.ts).
import { prepareStamp } from './stamp-plan.ts';
import { stampUpdate, type WatermarkStyle } from './stamp-update.ts';
import type { WatermarkFonts } from './watermark-fonts.ts';

/** The whole stamped copy at once (the server sends the parts from disk instead: watermarked-copies.ts). */
export async function stampWatermark(source: Uint8Array, text: string, style: WatermarkStyle, fonts: WatermarkFonts): Promise<Buffer> {
  const { plan, pagesPart, rewrite } = await prepareStamp(source);
  const update = await stampUpdate(plan, text, style, fonts);
  return Buffer.concat([rewrite ?? source, pagesPart, update]);
}
