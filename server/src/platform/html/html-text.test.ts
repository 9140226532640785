// HTML as text, on pages as help-authoring tools and editors really write them: named and numeric entities,
// scripts holding markup, comments holding tags, titles with emphasis, CDATA, capitals, tags never closed.
import { describe, expect, it } from 'vitest';
import { linkTargetsOf, markText, readableTextOf, textOf, titleOf } from './html-text.ts';

const lines = (html: string) => textOf(html, { blockBreaks: true });

describe('the text of a page', () => {
  it('decodes every named and numeric entity, as a browser reads them', () => {
    expect(textOf('<p>Caf&eacute; &#233;t&#xE9; &mdash; it&rsquo;s 10&#x2014;20&nbsp;mm &lt;b&gt; &amp;</p>')).toBe('Café été — it’s 10—20 mm <b> &');
  });

  it('leaves an entity it does not know as written', () => {
    expect(textOf('<p>AT&T &bogus; &amp;c &#xZZ;</p>')).toBe('AT&T &bogus; &c &#xZZ;');
  });

  it('leaves out scripts, styles, templates and noscript, even when they hold markup', () => {
    expect(lines('<p>before</p><script>var s = "</p><p>hidden";</script><style>p:after{content:"</p>"}</style><template><p>hidden</p></template><noscript><p>hidden</p></noscript><p>after</p>'))
      .toBe('before\nafter');
  });

  it('leaves out comments and the tags inside them', () => {
    expect(textOf('<p>one<!-- <p>not text</p> --> two<!----> three</p>')).toBe('one two three');
  });

  it('leaves out the head, the title with it', () => {
    expect(lines('<html><head><title>Engine oil</title><meta charset="utf-8"></head><body><h1>Heading</h1><p>Body</p></body></html>')).toBe('Heading\nBody');
  });

  it('treats CDATA as a browser does: a comment in HTML, text inside an SVG picture', () => {
    expect(textOf('<p>a<![CDATA[ hidden ]]>b</p>')).toBe('ab');
    expect(textOf('<svg><text><![CDATA[x < y]]></text></svg>')).toBe('x < y');
  });

  it('reads tags written in capitals', () => {
    expect(lines('<P>One</P><DIV>Two<BR>Three</DIV><SCRIPT>var x = "Four";</SCRIPT>')).toBe('One\nTwo\nThree');
  });

  it('reads tags never closed', () => {
    expect(lines('<ul><li>one<li>two</ul><p>three<p>four')).toBe('one\ntwo\nthree\nfour');
    expect(lines('<p>cut short <b>here')).toBe('cut short here');
    // Each tag left open nests the rest one deeper: far deeper than the call stack goes.
    const deep = `${'<span>'.repeat(20_000)}deep caf&eacute;`;
    expect(textOf(deep)).toBe('deep café');
    expect(markText(deep, /café/gu, (hit) => `<mark>${hit}</mark>`).count).toBe(1);
  });

  it('puts each block on a line of its own, and keeps words whole across inline tags', () => {
    expect(lines('<h2>Check</h2><table><tr><th>Part</th><td>Oil</td></tr></table><p>W<b>arn</b>ing: hot<br>surface</p>'))
      .toBe('Check\nPart\nOil\nWarning: hot\nsurface');
  });

  it('collapses white space, except the lines of a <pre>', () => {
    expect(lines('<p>  many   spaces\n and\tlines&nbsp;&nbsp;here </p><pre>line 1\nline  2</pre>')).toBe('many spaces and lines here\nline 1\nline 2');
  });

  it('gives one line of words without block breaks', () => {
    expect(textOf('<h2>Title</h2><p>A &amp; B &lt;3&gt;<br />line</p><ul><li>one</li><li>two</li></ul>')).toBe('Title A & B <3> line one two');
  });
});

describe('the title of a page', () => {
  it('is its <title>, markup left out and entities decoded once', () => {
    expect(titleOf('<html><head><title>Engine <b>oil</b> &amp;\n filters</title></head><body><h1>Other</h1></body></html>')).toBe('Engine oil & filters');
    expect(titleOf('<title>A &amp;lt; B</title>')).toBe('A &lt; B');
    expect(titleOf('<TITLE>Caf&eacute; &#x2014; menu</TITLE>')).toBe('Café — menu');
  });

  it('is the first <h1> when there is no <title>, or an empty one; never the title of an SVG picture', () => {
    expect(titleOf('<body><svg><title>Icon</title></svg><h1>Brake <em>fluid</em></h1><h1>Second</h1></body>')).toBe('Brake fluid');
    expect(titleOf('<title> </title><h1>Heading</h1>')).toBe('Heading');
    expect(titleOf('<p>no title</p>')).toBe('');
  });
});

describe('the pages a page links to', () => {
  it('are its links’ addresses, decoded, without fragment or query; not addresses in comments or scripts', () => {
    const html = `<a href="topics/a.html#step">A</a> <A HREF='b.html?q=1'>B</A> <a href=caf&eacute;.html>C</a> <a name="x">no address</a>
      <!-- <a href="comment.html"> --> <script>document.write('<a href="script.html">')</script> <area href="map.html">`;
    expect(linkTargetsOf(html)).toEqual(['topics/a.html', 'b.html', 'café.html', 'map.html']);
  });
});

describe('rich text as an e-mail’s plain text', () => {
  it('keeps paragraphs apart and line breaks, marks list items, gives a link’s address after its words', () => {
    const html = '<p>Hello <strong>you</strong>,<br>see <a href="/support/faq?a=1&amp;b=2">the FAQ</a>.</p><ul><li>one</li><li>two<ul><li>deeper</li></ul></li></ul><hr><p>caf&eacute;&nbsp;&nbsp;crème</p>';
    expect(readableTextOf(html)).toBe('Hello you,\nsee the FAQ (/support/faq?a=1&b=2).\n\n• one\n\n• two\n• deeper\n\ncafé crème');
  });
});

describe('marking words in a page', () => {
  const mark = (html: string, pattern: RegExp) => markText(html, pattern, (hit) => `<mark>${hit}</mark>`);

  it('finds the words in the text as it reads, however its characters are written, and writes the marked text back escaped', () => {
    const marked = mark('<p>Caf&eacute; au lait, caf&#233;, CAFÉ, cafe</p><p>a &lt; b &amp; caf&#xE9;</p>', /café/giu);
    expect(marked.html).toBe('<p><mark>Café</mark> au lait, <mark>café</mark>, <mark>CAFÉ</mark>, cafe</p><p>a &lt; b &amp; <mark>café</mark></p>');
    expect(marked.count).toBe(4);
    expect(mark('<p>it&rsquo;s &amp; more</p>', /it’s & more/gu).html).toBe('<p><mark>it’s &amp; more</mark></p>');
  });

  it('leaves tags, attributes, comments, text without a hit, and text that is not shown or cannot hold markup, as written', () => {
    const html = '<html><head><title>café</title><style>.café{}</style></head><body><p title="café">Caf&eacute;</p><p>no hit&rsquo;s here</p>'
      + '<!-- café --><script>var café = "</p>";</script><textarea>café</textarea><svg><text>café</text></svg></body></html>';
    const marked = mark(html, /café/giu);
    expect(marked.count).toBe(1);
    expect(marked.html).toBe(html.replace('>Caf&eacute;</p>', '><mark>Café</mark></p>'));
  });

  it('gives the page as it was, unparsed, when nothing matches; and marks inside tags never closed', () => {
    const html = '<P>nothing &eacute; here';
    expect(mark(html, /absent/giu)).toEqual({ html, count: 0 });
    expect(mark('<ul><li>one café<li>two', /café/giu).html).toBe('<ul><li>one <mark>café</mark><li>two');
  });
});
