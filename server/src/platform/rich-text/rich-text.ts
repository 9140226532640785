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
