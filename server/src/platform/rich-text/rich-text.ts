// Rich text written in the browser (notices, answers, FAQs), kept only as far as an allow-list reaches: a few
// block and inline tags, links to http(s), mailto: or a page of GSIS, and nothing else — no script, style,
// event handler, frame, form, image or data: address ever comes back out. Every save passes through here, so
// what the database holds is safe to draw as HTML.
import { isRichTextHref } from '@gsis/contract';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre', 'hr'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link keeps its text; an address it may not have is dropped. Links leave GSIS in a new tab that cannot
    // reach back (rel=noopener), and GSIS pages open in place.
    a: (_tag, attributes) => {
      const href = attributes.href?.trim();
      const attribs: Record<string, string> = {};
      if (href && isRichTextHref(href)) {
        attribs.href = href;
        if (!href.startsWith('/')) Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer nofollow' });
      }
      return { tagName: 'a', attribs };
    },
    b: 'strong',
    i: 'em',
  },
};

/** The HTML with only what the allow-list keeps. */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words of cleaned rich text, for searching and for lists: blocks and line breaks become spaces,
 * entities become their characters.
 */
export function plainTextOf(html: string): string {
  const spaced = html.replace(/<(br|hr)\b[^>]*>|<\/(p|li|h[2-4]|blockquote|pre)>/gi, ' ');
  return decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })).replace(/\s+/g, ' ').trim();
}

/**
 * Cleaned rich text as the plain-text part of an e-mail reads it: paragraphs apart, line breaks kept, list
 * items marked, and a link's address after its words.
 */
export function readableTextOf(html: string): string {
  const marked = html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, inner: string) => `${inner} (${href})`)
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<hr\b[^>]*>/gi, '\n\n');
  return decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }))
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
