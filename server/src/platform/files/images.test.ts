import { describe, expect, it } from 'vitest';
import { png } from '../../../test/image-fixtures.ts';
import { AppError } from '../errors.ts';
import { cleanImage } from './images.ts';
import { cleanSvg } from './svg-clean.ts';

const LIMITS = { maxBytes: 512 * 1024, maxPixels: 4096 };
const svg = (body: string, attributes = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"') => Buffer.from(`<svg ${attributes}>${body}</svg>`);
const cleaned = (text: string) => cleanSvg(Buffer.from(text)).toString('utf8');

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return `${error.code}:${String(error.details?.reason)}`;
    throw error;
  }
  return undefined;
}

describe('SVG drawings are rebuilt from an allow-list', () => {
  it('keeps the drawing: shapes, gradients with local references, text, styles', () => {
    const out = cleaned(`<?xml version="1.0"?><!-- made by hand --><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org" viewBox="0 0 24 24" inkscape:version="1.3">
      <metadata><rdf:RDF xmlns:rdf="x"/></metadata>
      <defs><linearGradient id="g"><stop offset="0" stop-color="#fd0"/></linearGradient><style>.a{fill:url(#g);stroke:#000}</style></defs>
      <path class="a" d="M12 2 L22 21 H2 Z" style="stroke-width:1.5;fill:url('#g')"/>
      <use xlink:href="#p"/><text x="12" y="18" font-size="9">!</text><sodipodi:namedview/>
    </svg>`);
    expect(out).toContain('<linearGradient id="g"><stop offset="0" stop-color="#fd0"/></linearGradient>');
    expect(out).toContain('<style>.a{fill:url(#g);stroke:#000}</style>');
    expect(out).toContain(`<path class="a" d="M12 2 L22 21 H2 Z" style="stroke-width:1.5;fill:url('#g')"/>`);
    expect(out).toContain('<use href="#p"/>');
    expect(out).toContain('<text x="12" y="18" font-size="9">!</text>');
    expect(out).not.toMatch(/metadata|inkscape|sodipodi|made by hand|xlink/);
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24">/);
  });

  it('gives a drawing with a size but no viewBox one, so it scales', () => {
    expect(cleaned('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32px"><rect width="48" height="32"/></svg>'))
      .toContain('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32px" viewBox="0 0 48 32">');
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a script in another namespace prefix', svg('<svg:script>alert(1)</svg:script>')],
    ['an event handler', svg('<rect width="1" height="1" onclick="alert(1)"/>')],
    ['an event handler on the root', svg('', 'xmlns="http://www.w3.org/2000/svg" onload="alert(1)"')],
    ['an event handler on a link', svg('<a onmouseover="alert(1)"><rect/></a>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a><use href=" javascript:alert(1)"/>')],
    ['an animation that sets a link', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><rect/></a>')],
    ['a CSS expression', svg('<rect style="width:expression(alert(1))"/>')],
  ])('refuses %s (SVG_SCRIPT)', (_what, file) => {
    expect(refusal(() => cleanSvg(file))).toBe('FILE_NOT_ALLOWED:SVG_SCRIPT');
  });

  it.each([
    ['an image by address', svg('<image href="https://evil.example/p.png" width="1" height="1"/>')],
    ['a use of another file', svg('<use xlink:href="other.svg#icon"/>')],
    ['a paint server by address', svg('<rect fill="url(https://evil.example/x.svg#g)"/>')],
    ['a stylesheet import', svg('<style>@import url(https://evil.example/a.css);</style>')],
    ['a font by address', svg('<style>@font-face{font-family:x;src:url(//evil.example/f.woff)}</style>')],
    ['a CSS escape hiding url(', svg('<style>.a{fill:u\\72l(https://evil.example/g)}</style>')],
    ['a CDATA stylesheet reaching out', svg('<style><![CDATA[.a{background:url("http://evil.example/t")}]]></style>')],
    ['a style attribute reaching out', svg('<rect style="fill:URL( http://evil.example/g )"/>')],
    ['an embedded SVG (it could carry a script)', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>')],
    ['an import split by a comment', svg('<style>@imp<!---->ort "https://evil.example/x.css";</style>')],
    ['a url( split by CDATA', svg('<style>rect{fill:u<![CDATA[rl(https://evil.example/p.svg#g)}]]></style>')],
    ['a stylesheet inside a link element within the style', svg('<style><a>@import url(https://evil.example/x.css);</a></style>')],
    ['a CSS escape in a presentation attribute', svg('<rect fill="\\75rl(https://evil.example/g)"/>')],
    ['image-set() in a style attribute', svg(`<rect style="mask-image:image-set('https://evil.example/a.png' 1x)"/>`)],
    ['an internal DTD subset (entities)', Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>')],
  ])('refuses %s (SVG_EXTERNAL)', (_what, file) => {
    expect(refusal(() => cleanSvg(file))).toBe('FILE_NOT_ALLOWED:SVG_EXTERNAL');
  });

  it('drops what does not draw, with everything inside it: foreign HTML, iframes, editor elements', () => {
    const out = cleaned(svg('<foreignObject><iframe src="https://evil.example"/><img src="x" onerror="alert(1)"/></foreignObject><circle r="3"/>').toString());
    expect(out).not.toMatch(/foreignObject|iframe|img|evil|onerror/);
    expect(out).toContain('<circle r="3"/>');
  });

  it('keeps one href of an element that has both href and xlink:href', () => {
    expect(cleaned(svg('<use href="#a" xlink:href="#b"/>').toString())).toContain('<use href="#a"/>');
  });

  it('keeps an embedded raster picture, which cannot run or reach out', () => {
    const out = cleaned(svg('<image width="4" height="4" href="data:image/png;base64,iVBORw0KGgo="/>').toString());
    expect(out).toContain('<image width="4" height="4" href="data:image/png;base64,iVBORw0KGgo="/>');
  });

  it('writes text and attribute values escaped, so markup in them stays text', () => {
    const out = cleaned(svg('<text>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "q"</text><rect id="a&quot;&gt;&lt;b"/>').toString());
    expect(out).toContain('<text>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "q"</text>');
    expect(out).toContain('<rect id="a&quot;&gt;&lt;b"/>');
    expect(out).not.toContain('<script');
  });

  it('refuses what is not one SVG drawing', () => {
    expect(refusal(() => cleanSvg(Buffer.from('<html><body>hi</body></html>')))).toBe('FILE_NOT_ALLOWED:FILE_TYPE');
    expect(refusal(() => cleanSvg(Buffer.from('<svg/><svg/>')))).toBe('FILE_NOT_ALLOWED:FILE_TYPE');
  });
});

describe('symbol images are judged by their content', () => {
  it('keeps a PNG whose header is whole, and says what it is whatever its name', () => {
    const picture = png(32, 32);
    expect(cleanImage(picture, LIMITS)).toEqual({ kind: 'png', bytes: picture });
  });

  it('refuses a PNG cut short or with something after its end, and one too many pixels wide', () => {
    const picture = png(8, 8);
    expect(refusal(() => cleanImage(picture.subarray(0, picture.length - 6), LIMITS))).toBe('FILE_NOT_ALLOWED:IMAGE_DAMAGED');
    expect(refusal(() => cleanImage(Buffer.concat([picture, Buffer.from('<script>alert(1)</script>')]), LIMITS))).toBe('FILE_NOT_ALLOWED:IMAGE_DAMAGED');
    expect(refusal(() => cleanImage(png(5000, 1), LIMITS))).toBe('FILE_NOT_ALLOWED:TOO_LARGE');
  });

  it('refuses other kinds (a JPEG, a PDF, text) and files over the size limit', () => {
    expect(refusal(() => cleanImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), LIMITS))).toBe('FILE_NOT_ALLOWED:FILE_TYPE');
    expect(refusal(() => cleanImage(Buffer.from('%PDF-1.7\n'), LIMITS))).toBe('FILE_NOT_ALLOWED:FILE_TYPE');
    expect(refusal(() => cleanImage(Buffer.from('just text'), LIMITS))).toBe('FILE_NOT_ALLOWED:FILE_TYPE');
    expect(refusal(() => cleanImage(Buffer.alloc(LIMITS.maxBytes + 1), LIMITS))).toBe('FILE_NOT_ALLOWED:TOO_LARGE');
  });

  it('cleans an SVG on the way', () => {
    const out = cleanImage(svg('<rect width="1" height="1"/><metadata>x</metadata>'), LIMITS);
    expect(out.kind).toBe('svg');
    expect(out.bytes.toString()).not.toContain('metadata');
  });
});
