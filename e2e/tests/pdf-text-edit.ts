// Editing the text a PDF made by Chromium draws, as a publisher's next edition would print it: the journeys of what
// changed between versions (what-changed.spec.ts) revise a real manual in place instead of drawing pages anew.
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

/** `text` as a regular expression matching it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each glyph of a font's ToUnicode CMap (its bfchar and bfrange entries, as Chromium writes them) and its text. */
function textOfGlyphs(cmap: string): Map<number, string> {
  const hex = (digits: string) => parseInt(digits, 16);
  const utf16 = (digits: string) => String.fromCharCode(...digits.match(/.{4}/g)!.map(hex));
  const glyphs = new Map<number, string>();
  for (const [, entries] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, text] of entries!.matchAll(/<(\p{AHex}+)>\s*<(\p{AHex}+)>/gu)) glyphs.set(hex(glyph!), utf16(text!));
  }
  for (const [, entries] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, first, last, text] of entries!.matchAll(/<(\p{AHex}+)>\s*<(\p{AHex}+)>\s*<(\p{AHex}+)>/gu)) {
      for (let glyph = hex(first!); glyph <= hex(last!); glyph++) glyphs.set(glyph, String.fromCharCode(hex(text!) + glyph - hex(first!)));
    }
  }
  return glyphs;
}

/**
 * The PDF with `before` written `after` on page `pageNumber`, as a publisher's next edition would print it. The page's
 * own drawing is edited, not drawn again in another font: the page looks as it did but for that, and PDFium (the
 * server's indexing and comparison) and pdf.js (the reader's text layer) read its text exactly as before but for that.
 * Chromium draws its text one glyph at a time, each after a move by the previous glyph's advance
 * ("7.2393494 0 Td <0013> Tj"), in subsets of its fonts whose ToUnicode maps say which glyph is which character. The
 * glyphs that differ are swapped for the new ones, each advancing as far as that glyph does elsewhere on the page in
 * that font and size. Throws unless `before` is drawn exactly once on the page, within one run of text, and the page
 * draws every new character somewhere else in that font and size (so its glyph and advance are known).
 */
export async function withTextChangedOnPage(pdf: Uint8Array, pageNumber: number, before: string, after: string): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const page = doc.getPage(pageNumber - 1);
  const contentsRef = page.node.get(PDFName.of('Contents'));
  const contents = contentsRef instanceof PDFRef ? doc.context.lookup(contentsRef) : undefined;
  if (!(contentsRef instanceof PDFRef) || !(contents instanceof PDFRawStream)) throw new Error(`page ${pageNumber} is not drawn by one content stream`);
  const latin1 = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const textByFont = new Map<string, Map<number, string>>();
  for (const [name, font] of page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict).entries()) {
    const cmap = doc.context.lookup(font, PDFDict).lookup(PDFName.of('ToUnicode'));
    if (cmap instanceof PDFRawStream) textByFont.set(name.decodeText(), textOfGlyphs(latin1(cmap)));
  }

  // The page's runs of text (each starts at a Tm), glyph by glyph, with where each is drawn in the content stream.
  type Glyph = { glyph: number; advance: string | undefined; from: number; to: number };
  type Run = { font: string; size: string; glyphs: Glyph[] };
  const drawing = latin1(contents);
  const runs: Run[] = [];
  let font = '';
  let size = '';
  for (const op of drawing.matchAll(/\/(\S+) (\S+) Tf|\bTm\b|(?:(\S+) 0 Td )?<(\p{AHex}{4})> Tj/gu)) {
    if (op[1]) [font, size] = [op[1], op[2]!];
    else if (op[0] === 'Tm') runs.push({ font, size, glyphs: [] });
    else runs.at(-1)!.glyphs.push({ glyph: parseInt(op[4]!, 16), advance: op[3], from: op.index, to: op.index + op[0].length });
  }
  const advances = new Map<string, string>();
  for (const run of runs) run.glyphs.slice(1).forEach((next, i) => advances.set(`${run.font} ${run.size} ${run.glyphs[i]!.glyph}`, next.advance!));

  const found = runs.flatMap((run) => {
    const text = run.glyphs.map((g) => textByFont.get(run.font)?.get(g.glyph) ?? '\uFFFD').join('');
    return [...text.matchAll(new RegExp(escaped(before), 'g'))].map((match) => ({ run, at: match.index }));
  });
  if (found.length !== 1) throw new Error(`page ${pageNumber} draws "${before}" ${found.length} times, not once`);
  const { run, at } = found[0]!;
  let samePrefix = 0;
  while (before[samePrefix] !== undefined && before[samePrefix] === after[samePrefix]) samePrefix++;
  let sameSuffix = 0;
  while (sameSuffix < Math.min(before.length, after.length) - samePrefix && before.at(-1 - sameSuffix) === after.at(-1 - sameSuffix)) sameSuffix++;
  const replaced = run.glyphs.slice(at + samePrefix, at + before.length - sameSuffix);
  const following = run.glyphs[at + before.length - sameSuffix];
  const glyphOf = new Map([...textByFont.get(run.font)!].map(([glyph, text]) => [text, glyph]));
  const added = [...after.slice(samePrefix, after.length - sameSuffix)].map((char) => {
    const glyph = glyphOf.get(char);
    if (glyph === undefined) throw new Error(`font ${run.font} of page ${pageNumber} has no glyph for "${char}"`);
    return glyph;
  });
  const advanceOf = (glyph: number) => {
    const advance = advances.get(`${run.font} ${run.size} ${glyph}`);
    if (advance === undefined) throw new Error(`page ${pageNumber} draws glyph ${glyph} of ${run.font} nowhere else at size ${run.size}`);
    return advance;
  };
  const draw = (glyph: number, advance: string | undefined) => `${advance === undefined ? '' : `${advance} 0 Td `}<${glyph.toString(16).padStart(4, '0')}> Tj`;
  const first = replaced[0] ?? following!;
  const redrawn = [
    ...added.map((glyph, i) => draw(glyph, i === 0 ? first.advance : advanceOf(added[i - 1]!))),
    ...(following ? [draw(following.glyph, added.length ? advanceOf(added.at(-1)!) : first.advance)] : []),
  ].join('\n');
  const edited = drawing.slice(0, first.from) + redrawn + drawing.slice((following ?? replaced.at(-1)!).to);
  doc.context.assign(contentsRef, doc.context.flateStream(Buffer.from(edited, 'latin1')));
  return Buffer.from(await doc.save());
}
