// PDFs in every script of the 13 languages, made without a browser and without system fonts, the way Chromium
// and LibreOffice write them: subset Noto fonts from npm, and every cluster whose glyphs do not map one to one
// onto its characters (a Thai vowel and tone mark, a Burmese vowel drawn before its consonant) wrapped in a
// marked-content span whose /ActualText holds the characters as written. Latin, Cyrillic, Chinese and Korean
// words are drawn one text object each with a gap and no space glyph, as many producers do, so the reader has to
// judge word spaces from the geometry.
import { PDFDocument, PDFHexString, PDFName, PDFOperator, PDFOperatorNames, beginText, endText, setFontAndSize, setTextMatrix, showText, type PDFFont } from 'pdf-lib';
import { loadWatermarkFonts, type WatermarkFaceRole, type WatermarkFonts } from '../src/platform/pdf/watermark-fonts.ts';

let fonts: Promise<WatermarkFonts> | undefined;

/** The face each language's own script is drawn in; everything else falls back to Latin, then Korean, then Chinese. */
const PRIMARY: Record<string, WatermarkFaceRole> = { ko: 'korean', 'zh-CN': 'chinese', th: 'thai', my: 'myanmar' };
const SPANNED = new Set<WatermarkFaceRole>(['thai', 'myanmar']);
const SIZE = 11;
const LINE = 18;
const MARGIN = 50;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** One PDF page per entry of `pages`; each entry's lines drawn top down. */
export async function makeScriptPdf(language: string, pages: readonly (readonly string[])[]): Promise<Buffer> {
  fonts ??= loadWatermarkFonts({ preload: ['latin', 'korean', 'chinese', 'thai', 'myanmar'] });
  const loaded = await fonts;
  const faceOf = (role: WatermarkFaceRole) => loaded.faces.find((face) => face.role === role)?.loaded;
  const doc = await PDFDocument.create();
  doc.registerFontkit(loaded.fontkit);
  const order: WatermarkFaceRole[] = [PRIMARY[language] ?? 'latin', 'latin', 'korean', 'chinese'];
  const embedded = new Map<WatermarkFaceRole, PDFFont>();
  const faceFor = (char: string): WatermarkFaceRole => {
    const codePoint = char.codePointAt(0)!;
    return order.find((role) => faceOf(role)?.font.hasGlyphForCodePoint(codePoint)) ?? 'latin';
  };
  // Whether the glyphs of a cluster carry its characters in order (else the font's ToUnicode cannot say them:
  // fontkit gives the dotless ı of NotoSans no code point, for one).
  const mapsOneToOne = (role: WatermarkFaceRole, cluster: string) => {
    const font = faceOf(role)!.font;
    return font.layout(cluster).glyphs.flatMap((glyph) => glyph.codePoints).map((c) => String.fromCodePoint(c)).join('') === cluster;
  };
  const fontOf = async (role: WatermarkFaceRole) => {
    let font = embedded.get(role);
    if (!font) {
      font = await doc.embedFont(faceOf(role)!.bytes, { subset: true });
      embedded.set(role, font);
    }
    return font;
  };

  for (const lines of pages) {
    const operators: PDFOperator[] = [];
    let widest = 0;
    const page = doc.addPage([595, 842]);
    const names = new Map<WatermarkFaceRole, PDFName>();
    for (const [lineNo, line] of lines.entries()) {
      let x = MARGIN;
      const y = 842 - MARGIN - lineNo * LINE;
      const draw = async (role: WatermarkFaceRole, text: string, actualText?: string) => {
        const font = await fontOf(role);
        let name = names.get(role);
        if (!name) {
          name = page.node.newFontDictionary(`F${role}`, font.ref);
          names.set(role, name);
        }
        // The property list inline, as Chromium writes it (UTF-16BE hex, so the operand stays ASCII).
        if (actualText) operators.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<</ActualText ${PDFHexString.fromText(actualText).toString()}>>`]));
        operators.push(beginText(), setFontAndSize(name, SIZE), setTextMatrix(1, 0, 0, 1, x, y), showText(font.encodeText(text)), endText());
        if (actualText) operators.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
        x += font.widthOfTextAtSize(text, SIZE);
      };
      const words = line.split(' ');
      for (const [wordNo, word] of words.entries()) {
        if (wordNo > 0) {
          const role = PRIMARY[language];
          if (role && SPANNED.has(role)) await draw(faceFor(' '), ' '); // a space glyph, as Chromium draws it
          else x += (await fontOf('latin')).widthOfTextAtSize(' ', SIZE); // a gap only
        }
        // Runs of one face; in Thai and Burmese, cluster by cluster.
        let run = '';
        let runRole: WatermarkFaceRole | undefined;
        const flush = async () => {
          if (run && runRole) await draw(runRole, run);
          run = '';
        };
        for (const { segment } of graphemes.segment(word)) {
          const role = faceFor(segment);
          const faithful = mapsOneToOne(role, segment);
          if (SPANNED.has(role) || !faithful) {
            await flush();
            await draw(role, segment, [...segment].length > 1 || !faithful ? segment : undefined);
            continue;
          }
          if (role !== runRole) await flush();
          runRole = role;
          run += segment;
        }
        await flush();
      }
      widest = Math.max(widest, x + MARGIN);
    }
    if (widest > page.getWidth()) page.setSize(widest, page.getHeight());
    page.pushOperators(...operators);
  }
  return Buffer.from(await doc.save());
}
