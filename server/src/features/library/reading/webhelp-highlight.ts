// Marks the words a search found in a web-help topic: <mark> around them in the text (never inside tags,
// scripts or styles; platform/html/html-text.ts `markText`), and a line of script that scrolls to the first
// one. The topic runs in a sandbox with scripts allowed and an opaque origin, so the portal cannot reach into
// it from outside.
import { markText } from '../../../platform/html/html-text.ts';

const MAX_TERMS = 12;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MARK_STYLE = '<style>mark[data-gsis-hit]{background:#ffe58f;color:inherit;border-radius:2px;box-shadow:0 0 0 1px #faad14}</style>';
// window.scrollTo moves the topic inside its frame; scrollIntoView would scroll the portal's page too.
const SCROLL_SCRIPT = "<script>addEventListener('load',function(){var m=document.querySelector('mark[data-gsis-hit]');if(m)window.scrollTo(0,Math.max(0,m.getBoundingClientRect().top+window.scrollY-innerHeight/3));});</script>";

export function markWebHelpHits(html: string, terms: string[]): string {
  const words = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0 && t.length <= 100))].slice(0, MAX_TERMS)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0) return html;
  // The words as search found them in the topic's text, where "café" may be written caf&eacute;: matched
  // against the text as it reads.
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'giu');
  const marked = markText(html, pattern, (hit) => `<mark data-gsis-hit>${hit}</mark>`);
  if (marked.count === 0) return html;
  const extra = MARK_STYLE + SCROLL_SCRIPT;
  return /<\/body>/i.test(marked.html) ? marked.html.replace(/<\/body>/i, `${extra}</body>`) : marked.html + extra;
}
