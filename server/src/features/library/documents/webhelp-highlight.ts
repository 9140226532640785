// Marks the words a search found in a web-help topic: <mark> around them in the text (never inside tags,
// scripts or styles), and a line of script that scrolls to the first one. The topic runs in a sandbox with
// scripts allowed and an opaque origin, so the portal cannot reach into it from outside.
const MAX_TERMS = 12;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const MARK_STYLE = '<style>mark[data-gsis-hit]{background:#ffe58f;color:inherit;border-radius:2px;box-shadow:0 0 0 1px #faad14}</style>';
// window.scrollTo moves the topic inside its frame; scrollIntoView would scroll the portal's page too.
const SCROLL_SCRIPT = "<script>addEventListener('load',function(){var m=document.querySelector('mark[data-gsis-hit]');if(m)window.scrollTo(0,Math.max(0,m.getBoundingClientRect().top+window.scrollY-innerHeight/3));});</script>";

export function markWebHelpHits(html: string, terms: string[]): string {
  const words = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0 && t.length <= 100))].slice(0, MAX_TERMS)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0) return html;
  // Terms as they would stand in HTML text: "a & b" is written "a &amp; b".
  const pattern = new RegExp(words.map((w) => escapeRegExp(escapeHtml(w))).join('|'), 'giu');
  let skipping: string | undefined;
  let marked = 0;
  const out = html.split(/(<[^>]*>)/).map((part) => {
    if (part.startsWith('<')) {
      const tag = /^<\s*(\/)?\s*([a-z0-9]+)/i.exec(part);
      const name = tag?.[2]?.toLowerCase();
      if (name && ['script', 'style', 'title', 'textarea', 'head', 'svg', 'noscript'].includes(name)) skipping = tag![1] ? undefined : name;
      return part;
    }
    if (skipping || !part.trim()) return part;
    return part.replace(pattern, (hit) => {
      marked++;
      return `<mark data-gsis-hit>${hit}</mark>`;
    });
  }).join('');
  if (marked === 0) return html;
  const extra = MARK_STYLE + SCROLL_SCRIPT;
  return /<\/body>/i.test(out) ? out.replace(/<\/body>/i, `${extra}</body>`) : out + extra;
}
