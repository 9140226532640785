// HTML read as a browser reads it, by a real parser (htmlparser2): the text of a web-help topic for search and
// its title, rich text as words or as an e-mail's plain text, the pages a topic links to, and search hits
// marked in a page. Every named and numeric entity is decoded (`caf&eacute;` is "café"); what a browser does not
// show as text (scripts, styles, comments, the head) is not text here either.
import { isTag, isText, type ChildNode, type Element, type Text } from 'domhandler';
import { escapeText } from 'entities';
import { parseDocument } from 'htmlparser2';

/** Elements whose content is never shown as text of the page. */
const NOT_TEXT = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'iframe']);

/** Elements that stand on lines of their own: their text never runs into the text around them. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'legend', 'li', 'main', 'nav', 'ol', 'p', 'pre',
  'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/** White space as HTML collapses it, with the no-break space a page writes `&nbsp;` to keep words apart. */
const SPACES = /[ \t\n\f\r\u00a0]+/g;

const parse = (html: string) => parseDocument(html, { withStartIndices: true, withEndIndices: true }).children;

interface Visitor {
  /** Called for each element; its content is visited only when this answers true. */
  element(element: Element): boolean;
  text?(text: Text): void;
  /** Called after the content of an element that was entered. */
  leave?(element: Element): void;
}

/**
 * Visits the nodes in document order, keeping its own stack rather than recursing: every tag a page leaves open
 * nests the rest of it one level deeper, and a generated topic can leave thousands open.
 */
function walk(nodes: ChildNode[], visitor: Visitor): void {
  const stack: (ChildNode | { left: Element })[] = [...nodes].reverse();
  for (let item = stack.pop(); item; item = stack.pop()) {
    if ('left' in item) visitor.leave?.(item.left);
    else if (isText(item)) visitor.text?.(item);
    else if (isTag(item) && visitor.element(item)) {
      stack.push({ left: item });
      for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
    }
  }
}

/** What an element adds before and after its content, in one way of laying text out. */
type Layout = (element: Element) => readonly [before: string, after: string];

const NOTHING = ['', ''] as const;

/** The text shown, laid out by `layout`, before white space is tidied: a <pre> keeps its line breaks. */
function lay(nodes: ChildNode[], layout: Layout): string {
  let out = '';
  let pre = 0;
  walk(nodes, {
    element(element) {
      if (NOT_TEXT.has(element.name)) return false;
      out += layout(element)[0];
      if (element.name === 'pre') pre++;
      return true;
    },
    text(text) {
      out += pre > 0 ? text.data : text.data.replace(/[\t\n\f\r]/g, ' ');
    },
    leave(element) {
      out += layout(element)[1];
      if (element.name === 'pre') pre--;
    },
  });
  return out;
}

const breakWith = (separator: string): Layout => (element) => {
  if (element.name === 'br') return [separator, ''];
  return BLOCKS.has(element.name) ? [separator, separator] : NOTHING;
};

const wordsOf = (nodes: ChildNode[]) => lay(nodes, breakWith(' ')).replace(SPACES, ' ').trim();

/**
 * The text of a page. On one line, words one space apart (rich text's words for search and lists); with
 * `blockBreaks`, each block (paragraph, heading, list item, table cell, <br>) on a line of its own, as web-help
 * topics are indexed and their snippets read.
 */
export function textOf(html: string, { blockBreaks = false }: { blockBreaks?: boolean } = {}): string {
  if (!blockBreaks) return wordsOf(parse(html));
  return lay(parse(html), breakWith('\n')).split('\n').map((line) => line.replace(SPACES, ' ').trim()).filter(Boolean).join('\n');
}

/** Elements whose own elements are not the page's: an SVG picture's <title>, a template's <h1>. */
const NOT_PAGE = new Set(['svg', 'math', 'noscript', 'template']);

/** The first element called `name` of the page itself. */
function firstElement(nodes: ChildNode[], name: string): Element | undefined {
  let found: Element | undefined;
  walk(nodes, {
    element(element) {
      if (found) return false;
      if (element.name === name) found = element;
      return !found && !NOT_PAGE.has(element.name);
    },
  });
  return found;
}

/** The source of an element's content, as written. */
function innerSource(html: string, element: Element): string {
  const first = element.children[0];
  const last = element.children.at(-1);
  return first?.startIndex != null && last?.endIndex != null ? html.slice(first.startIndex, last.endIndex + 1) : '';
}

/**
 * A page's title, on one line: its <title>, else its first <h1>. Markup inside is left out, even in a <title>,
 * where a browser would show it as written: help-authoring tools put emphasis in titles they mean as text.
 */
export function titleOf(html: string): string {
  const nodes = parse(html);
  const title = firstElement(nodes, 'title');
  // To the parser a <title> holds one piece of text, tags and all: read it again as HTML, from its source, so
  // its entities are decoded once.
  const fromTitle = title ? wordsOf(parse(innerSource(html, title))) : '';
  if (fromTitle) return fromTitle;
  const heading = firstElement(nodes, 'h1');
  return heading ? wordsOf(heading.children) : '';
}

/** Where a page's links point, decoded, in the order they stand (without a #fragment or ?query). */
export function linkTargetsOf(html: string): string[] {
  const targets: string[] = [];
  walk(parse(html), {
    element(element) {
      const href = element.name === 'a' || element.name === 'area' ? element.attribs.href?.replace(/[#?].*$/s, '').trim() : undefined;
      if (href) targets.push(href);
      return !NOT_TEXT.has(element.name);
    },
  });
  return targets;
}

/**
 * Cleaned rich text as the plain-text part of an e-mail reads it: paragraphs apart, line breaks kept, list
 * items marked, and a link's address after its words.
 */
export function readableTextOf(html: string): string {
  const layout: Layout = (element) => {
    switch (element.name) {
      case 'br': return ['\n', ''];
      case 'hr': return ['\n\n', ''];
      case 'li': return ['• ', '\n\n'];
      // A list inside a list item starts on a line of its own.
      case 'ul': case 'ol': return ['\n', ''];
      case 'a': return ['', element.attribs.href ? ` (${element.attribs.href})` : ''];
      case 'p': case 'blockquote': case 'pre': case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return ['', '\n\n'];
      default: return NOTHING;
    }
  };
  return lay(parse(html), layout)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Elements whose text is not marked: not shown as text, or where a <mark> would not be markup (a <textarea>'s). */
const NOT_MARKED = new Set([...NOT_TEXT, 'textarea', 'svg', 'math', 'select']);

/**
 * The page with every match of `pattern` (a global RegExp) in its text wrapped by `wrap`, matched against the
 * text as it reads (`&eacute;` is "é", `&amp;` is "&"), and written back escaped. Tags, attributes and text
 * without a match are left as written; `count` is how many were wrapped (0: the page as it was).
 */
export function markText(html: string, pattern: RegExp, wrap: (escapedHit: string) => string): { html: string; count: number } {
  const edits: { start: number; end: number; text: string }[] = [];
  let count = 0;
  walk(parse(html), {
    element: (element) => !NOT_MARKED.has(element.name),
    text(node) {
      if (node.startIndex == null || node.endIndex == null) return;
      let marked = '';
      let from = 0;
      for (const match of node.data.matchAll(pattern)) {
        if (!match[0]) continue;
        marked += escapeText(node.data.slice(from, match.index)) + wrap(escapeText(match[0]));
        from = match.index + match[0].length;
        count++;
      }
      if (from > 0) edits.push({ start: node.startIndex, end: node.endIndex + 1, text: marked + escapeText(node.data.slice(from)) });
    },
  });
  if (count === 0) return { html, count };
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return { html: out + html.slice(at), count };
}
