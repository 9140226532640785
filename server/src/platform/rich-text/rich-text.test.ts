// The allow-list of rich text: what people format stays, anything that could run or leave the page goes.
import { describe, expect, it } from 'vitest';
import { textOf } from '../html/html-text.ts';
import { cleanRichText } from './rich-text.ts';

describe('rich text', () => {
  it('keeps paragraphs, headings, emphasis, lists, quotes, code and links', () => {
    const html = '<h2>Update</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre><hr>';
    expect(cleanRichText(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
    expect(cleanRichText('<b>b</b><i>i</i>')).toBe('<strong>b</strong><em>i</em>');
  });

  it('removes scripts, styles, frames, forms, images and every event handler', () => {
    const hostile = [
      '<script>alert(1)</script>', '<style>body{display:none}</style>', '<iframe src="https://evil.example"></iframe>',
      '<img src=x onerror="alert(1)">', '<form action="https://evil.example"><input name="p"></form>', '<svg onload="alert(1)"></svg>',
      '<object data="x.swf"></object>', '<embed src="x">',
    ];
    for (const html of hostile) {
      const clean = cleanRichText(`<p>before</p>${html}<p>after</p>`);
      expect(clean, html).toBe('<p>before</p><p>after</p>');
    }
    // Markup outside the list keeps its text, never its tags or attributes.
    expect(cleanRichText('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe('x');
    expect(cleanRichText('<p onclick="alert(1)" style="color:red" class="x" id="y">text</p>')).toBe('<p>text</p>');
    expect(cleanRichText('<a href="https://a.example/" onmouseover="alert(1)">a</a>')).not.toContain('onmouseover');
  });

  it('keeps links to http(s), mail and GSIS pages, and drops javascript:, data:, vbscript: and //host addresses', () => {
    expect(cleanRichText('<a href="https://parts.example.com/x">parts</a>'))
      .toBe('<a href="https://parts.example.com/x" target="_blank" rel="noopener noreferrer nofollow">parts</a>');
    expect(cleanRichText('<a href="/support/faq" target="_top">faq</a>')).toBe('<a href="/support/faq">faq</a>');
    expect(cleanRichText('<a href="mailto:help@gsis.local">mail</a>')).toContain('href="mailto:help@gsis.local"');
    const unsafe = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/', '/\\evil.example'];
    for (const href of unsafe) expect(cleanRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
  });

  it('has no words left when all it held was taken out', () => {
    expect(textOf(cleanRichText('<p> <script>x</script> </p>'))).toBe('');
  });
});
