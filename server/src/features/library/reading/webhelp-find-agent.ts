// Find inside a web-help topic. The topic runs in a sandboxed frame with an opaque origin, so the portal's
// viewer cannot reach into it: every topic page gets this small script, which finds what the viewer's find
// field asks for (postMessage), paints the hits with the CSS Custom Highlight API (the topic's own DOM is
// left alone, so its scripts are not disturbed), scrolls the current one into view and answers with
// "current of total". Ctrl+F, F3 and Esc pressed inside the frame are handed to the viewer, which owns
// the find field.
//
// Protocol (the viewer's side is web/src/features/reading/webhelp-find.ts):
//   viewer → topic  { gsis: 'find', query, step }      step 0: a new search, 1: next hit, -1: previous hit
//   topic → viewer  { gsis: 'found', query, current, total, wrapped }   current counts from 1 (0: none)
//   topic → viewer  { gsis: 'find-key', key }          key 'open' | 'next' | 'previous' | 'close'
//
// Written as plain ES2017 in a string: it is sent inside the page, and the server's TypeScript has no DOM.
const AGENT = String.raw`(function () {
  if (window.parent === window || window.__gsisFind) return;
  window.__gsisFind = true;
  var ALL = 'gsis-find', CURRENT = 'gsis-find-current';
  var SKIP = /^(script|style|noscript|template|textarea|title|head|select|option)$/i;
  var painted = !!(window.CSS && CSS.highlights && window.Highlight);
  var query = '', ranges = [], current = -1;

  if (painted) {
    var style = document.createElement('style');
    style.textContent = '::highlight(' + ALL + '){background-color:#ffe58f;color:inherit}::highlight(' + CURRENT + '){background-color:#fa8c16;color:#000}';
    (document.head || document.documentElement).appendChild(style);
  }

  function visible(element, seen) {
    if (seen.has(element)) return seen.get(element);
    var shown = typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true })
      : element.getClientRects().length > 0;
    seen.set(element, shown);
    return shown;
  }

  // The block a text belongs to: text of two blocks is joined with a line break, so a hit never runs from
  // the end of one paragraph into the next.
  function blockOf(element, blocks) {
    var start = element;
    while (element && element !== document.body) {
      if (blocks.has(element)) return blocks.get(element);
      var display = getComputedStyle(element).display;
      if (display.indexOf('inline') !== 0 && display !== 'contents') break;
      element = element.parentElement;
    }
    blocks.set(start, element);
    return element;
  }

  function search(text) {
    var pieces = [], joined = '', lastBlock = null, seen = new Map(), blocks = new Map();
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var parent = node.parentElement;
        if (!parent || !node.data.trim() || SKIP.test(parent.nodeName) || parent.closest('svg') || !visible(parent, seen)) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      var block = blockOf(node.parentElement, blocks);
      if (pieces.length && block !== lastBlock) joined += '\n';
      lastBlock = block;
      pieces.push({ node: node, start: joined.length });
      joined += node.data;
    }
    var words = text.trim().split(/\s+/).map(function (word) { return word.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&'); });
    var pattern = new RegExp(words.join('\\s+'), 'giu');
    function at(offset, end) {
      var low = 0, high = pieces.length - 1;
      while (low < high) {
        var middle = (low + high + 1) >> 1;
        if (pieces[middle].start < offset || (!end && pieces[middle].start === offset)) low = middle; else high = middle - 1;
      }
      var piece = pieces[low];
      return { node: piece.node, offset: Math.min(piece.node.data.length, Math.max(0, offset - piece.start)) };
    }
    var found = [], match;
    while ((match = pattern.exec(joined)) !== null) {
      if (!match[0]) { pattern.lastIndex += 1; continue; }
      var from = at(match.index, false), to = at(match.index + match[0].length, true);
      var range = document.createRange();
      range.setStart(from.node, from.offset);
      range.setEnd(to.node, to.offset);
      found.push(range);
    }
    return found;
  }

  function scrollableAncestor(element) {
    for (; element && element !== document.body && element !== document.documentElement; element = element.parentElement) {
      var overflow = getComputedStyle(element).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight) return element;
    }
    return null;
  }

  // Into view within the frame only: scrollIntoView would scroll the portal's page as well.
  function reveal(range) {
    var box = range.getBoundingClientRect();
    var start = range.startContainer.parentElement;
    var inner = scrollableAncestor(start);
    if (inner) {
      var frame = inner.getBoundingClientRect();
      if (box.top < frame.top || box.bottom > frame.bottom) inner.scrollTop += box.top - frame.top - inner.clientHeight / 3;
      box = range.getBoundingClientRect();
    }
    if (box.top < 0 || box.bottom > innerHeight) window.scrollTo(window.scrollX, Math.max(0, window.scrollY + box.top - innerHeight / 3));
  }

  function paint() {
    if (painted) {
      CSS.highlights.set(ALL, new Highlight(...ranges));
      if (current >= 0) CSS.highlights.set(CURRENT, new Highlight(ranges[current])); else CSS.highlights.delete(CURRENT);
    } else if (current >= 0) {
      var selection = getSelection();
      selection.removeAllRanges();
      selection.addRange(ranges[current]);
    }
    if (current >= 0) reveal(ranges[current]);
  }

  function answer(wrapped) {
    parent.postMessage({ gsis: 'found', query: query, current: current + 1, total: ranges.length, wrapped: wrapped || null }, '*');
  }

  function find(text, step) {
    var wrapped = null;
    if (!text.trim()) {
      query = '';
      ranges = [];
      current = -1;
      if (painted) { CSS.highlights.delete(ALL); CSS.highlights.delete(CURRENT); }
    } else if (step === 0 || text !== query) {
      query = text;
      ranges = search(text);
      // The first hit from where the reader is, as a browser's own find does.
      current = -1;
      for (var i = 0; i < ranges.length && current < 0; i += 1) if (ranges[i].getBoundingClientRect().bottom > 0) current = i;
      if (current < 0 && ranges.length) current = 0;
      paint();
    } else if (ranges.length) {
      var next = current + (step < 0 ? -1 : 1);
      if (next >= ranges.length) wrapped = 'top';
      if (next < 0) wrapped = 'bottom';
      current = (next + ranges.length) % ranges.length;
      paint();
    }
    answer(wrapped);
  }

  addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== window.parent || !data || data.gsis !== 'find' || typeof data.query !== 'string') return;
    find(data.query.slice(0, 200), data.step === 1 || data.step === -1 ? data.step : 0);
  });

  addEventListener('keydown', function (event) {
    var key = null;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'f' || event.key === 'F')) key = 'open';
    else if (event.key === 'F3' || ((event.ctrlKey || event.metaKey) && (event.key === 'g' || event.key === 'G'))) key = event.shiftKey ? 'previous' : 'next';
    else if (event.key === 'Escape' && query) key = 'close';
    if (!key) return;
    event.preventDefault();
    parent.postMessage({ gsis: 'find-key', key: key }, '*');
  });
})();`;

const SCRIPT = Buffer.from(`<script>${AGENT}</script>`, 'utf8');

/**
 * A topic page with the find script added before its `</body>` (at its end when it has none, where a parser
 * still puts a script in the body). Done on the bytes, so a topic in any encoding that writes its tags in
 * ASCII comes out as it went in; a UTF-16 page (a byte-order mark) is left without it.
 */
export function withFindAgent(page: Buffer): Buffer {
  if (page.length >= 2 && ((page[0] === 0xff && page[1] === 0xfe) || (page[0] === 0xfe && page[1] === 0xff))) return page;
  const bodyEnd = [...page.toString('latin1').matchAll(/<\/body\s*>/gi)].at(-1)?.index;
  if (bodyEnd === undefined) return Buffer.concat([page, SCRIPT]);
  return Buffer.concat([page.subarray(0, bodyEnd), SCRIPT, page.subarray(bodyEnd)]);
}

/** The script itself, for a test that it is valid JavaScript. */
export const FIND_AGENT_SOURCE = AGENT;
