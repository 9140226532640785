// SVG drawings people upload (the symbol library's images), rebuilt from an allow-list: the drawing's
// shapes, text, gradients, clips and styles, and nothing that runs or reaches outside the file. What comes
// out is written afresh from the parsed tree (no DOCTYPE, entity, comment, processing instruction or
// editor metadata survives), so even what the checks below did not foresee cannot come back.
//
// Refused, with the reason, rather than quietly dropped: scripts and event handlers (SVG_SCRIPT) and
// references outside the file — links, images, fonts or stylesheets by address (SVG_EXTERNAL) — since
// without them the drawing would not be what its author saw.
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { fileRefused } from './file-kind.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Elements that draw or shape the drawing, kept with their children. */
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker', 'image', 'style',
]);
/** Wrappers whose content is kept without them (a link does nothing in an image; a switch shows its first fit). */
const UNWRAPPED = new Set(['a', 'switch']);
/** Elements that run code: never kept, and the file is refused. */
const SCRIPTED = new Set(['script', 'handler', 'listener', 'set', 'animate', 'animateMotion', 'animateTransform', 'animateColor']);

const ATTRIBUTES = new Set([
  'id', 'class', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height', 'd', 'points',
  'pathLength', 'transform', 'viewBox', 'preserveAspectRatio', 'version', 'xml:space',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'gradientUnits', 'gradientTransform',
  'spreadMethod', 'offset', 'stop-color', 'stop-opacity', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'marker-start', 'marker-mid', 'marker-end',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'text-anchor', 'dominant-baseline',
  'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration', 'dx', 'dy', 'rotate',
  'textLength', 'lengthAdjust', 'startOffset', 'paint-order', 'vector-effect', 'shape-rendering', 'text-rendering',
  'image-rendering', 'color-interpolation', 'color-interpolation-filters', 'mix-blend-mode', 'isolation', 'writing-mode',
  'style', 'href', 'xlink:href', 'type', 'media',
]);

const MAX_ELEMENTS = 20_000;
/** An embedded raster picture is the one address an image may have. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;
/** `url(#id)`: a reference to something in the same file. */
const LOCAL_URL = /url\(\s*(['"]?)#[^'")\s]*\1\s*\)/gi;

type Refusal = 'SVG_SCRIPT' | 'SVG_EXTERNAL';
const refuse = (reason: Refusal): never => { throw fileRefused(reason); };

/**
 * CSS functions a drawing may use: colours, arithmetic, transforms, and selectors' own. Any other (image-set(),
 * cross-fade(), src(), element(), …) could name an address, so the file is refused.
 */
const CSS_FUNCTIONS = new Set([
  'url', 'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'calc', 'var', 'min', 'max', 'clamp',
  'matrix', 'translate', 'translatex', 'translatey', 'scale', 'scalex', 'scaley', 'rotate', 'skew', 'skewx', 'skewy',
  'not', 'is', 'where', 'nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type',
]);

/**
 * Refuses a value — an attribute's, or a whole stylesheet's — that holds a way to run code or an address outside the
 * file. Every attribute is checked as CSS, since browsers read presentation attributes as CSS too.
 */
function checkValue(value: string): void {
  const folded = value.replace(/\/\*[\s\S]*?\*\//g, '').replace(/[\s\u0000-\u001f]+/g, ' ');
  if (/javascript\s*:|vbscript\s*:|expression\s*\(|-moz-binding|behavior\s*:/i.test(folded)) refuse('SVG_SCRIPT');
  // CSS escapes can spell 'url(' or '@import' past the checks below; drawings do not need them, nor at-rules other than @media.
  if (folded.includes('\\') || /@(?!media\b)[a-z-]/i.test(folded)) refuse('SVG_EXTERNAL');
  const local = folded.replace(LOCAL_URL, '');
  if (/url\s*\(/i.test(local)) refuse('SVG_EXTERNAL');
  for (const [, fn] of local.matchAll(/([a-z][a-z0-9-]*)\s*\(/gi)) if (!CSS_FUNCTIONS.has(fn!.toLowerCase())) refuse('SVG_EXTERNAL');
}

/** A stylesheet's whole text — its text and CDATA pieces, whatever else they were split by — checked once as it will be written. */
function stylesheetOf(element: Element): string {
  const pieces: string[] = [];
  const gather = (node: ChildNode): void => {
    if (node.type === 'text') pieces.push(node.data);
    else if ('children' in node) node.children.forEach(gather);
  };
  element.children.forEach(gather);
  const css = pieces.join('');
  checkValue(css);
  return css;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The kept attributes of an element, written out; `root` gets the namespace and a viewBox when it has none. */
function attributesOf(element: Element, root: boolean): string {
  const kept: [string, string][] = [];
  for (const [rawName, value] of Object.entries(element.attribs)) {
    const name = rawName.trim();
    if (/^on/i.test(name)) refuse('SVG_SCRIPT');
    if (!ATTRIBUTES.has(name)) continue;
    if (name === 'href' || name === 'xlink:href') {
      // Both on one element: one is kept (two href attributes would not be XML).
      if (kept.some(([keptName]) => keptName === 'href')) continue;
      const target = value.trim();
      if (/^\s*(javascript|vbscript)\s*:/i.test(target)) refuse('SVG_SCRIPT');
      const fits = target.startsWith('#') || (element.name === 'image' && DATA_IMAGE.test(target));
      if (!fits) refuse('SVG_EXTERNAL');
      kept.push(['href', target]);
      continue;
    }
    checkValue(value);
    kept.push([name, value]);
  }
  if (root) {
    kept.unshift(['xmlns', SVG_NS]);
    // A drawing with a size but no viewBox would not scale to the grid's boxes.
    const width = Number.parseFloat(element.attribs.width ?? '');
    const height = Number.parseFloat(element.attribs.height ?? '');
    if (!('viewBox' in element.attribs) && width > 0 && height > 0) kept.push(['viewBox', `0 0 ${width} ${height}`]);
  }
  return kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/**
 * The SVG rebuilt from the allow-list, as UTF-8 text; refused (FILE_NOT_ALLOWED) with SVG_SCRIPT, SVG_EXTERNAL,
 * or FILE_TYPE when it is not an SVG drawing at all.
 */
export function cleanSvg(bytes: Buffer): Buffer {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // An internal DTD subset can declare entities (external ones, or the billion laughs): never read.
  if (/<!DOCTYPE[^>]*\[/i.test(text) || /<!ENTITY/i.test(text)) refuse('SVG_EXTERNAL');
  const document = parseDocument(text, { xmlMode: true, decodeEntities: true });
  const roots = document.children.filter((node): node is Element => node.type === 'tag');
  const root = roots[0];
  if (roots.length !== 1 || !root || root.name.replace(/^svg:/, '') !== 'svg') throw fileRefused('FILE_TYPE');
  let count = 0;

  const write = (node: ChildNode, isRoot: boolean): string => {
    if (node.type === 'text' || node.type === 'cdata') {
      const content = node.type === 'text' ? node.data : node.children.map((child) => (child.type === 'text' ? child.data : '')).join('');
      return escapeText(content);
    }
    if (node.type !== 'tag' && node.type !== 'style' && node.type !== 'script') return '';
    const element = node as Element;
    count += 1;
    if (count > MAX_ELEMENTS) throw fileRefused('TOO_LARGE');
    // A prefix of the SVG namespace ('svg:path') is dropped; any other namespace's elements (editors' own) are not drawn.
    const name = element.name.replace(/^svg:/, '');
    if (SCRIPTED.has(name) || name.toLowerCase() === 'script') refuse('SVG_SCRIPT');
    const children = () => (name === 'style' ? escapeText(stylesheetOf(element)) : element.children.map((child) => write(child, false)).join(''));
    if (UNWRAPPED.has(name)) {
      for (const attribute of Object.keys(element.attribs)) if (/^on/i.test(attribute)) refuse('SVG_SCRIPT');
      return children();
    }
    if (!ELEMENTS.has(name)) return '';
    const inner = children();
    const attributes = attributesOf(element, isRoot);
    return inner ? `<${name}${attributes}>${inner}</${name}>` : `<${name}${attributes}/>`;
  };

  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${write(root, true)}\n`, 'utf8');
}
