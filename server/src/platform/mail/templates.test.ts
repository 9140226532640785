import { LANGUAGE_CODES } from '@gsis/contract';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, renderMail } from './templates.ts';

const params = { name: 'Somchai <b>', account: 'somchai@dealer.example', company: 'Dealer & Co', userType: 'DEALER', hours: '48', code: '482913', minutes: '10', password: 'k7Qp2xM9', date: '2026-11-21', supportEmail: 'gsis-support@gsis.local',
  title: 'Bucket teeth', classification: 'Parts', sender: 'Hana Park', email: 'hana@example.com', country: 'Korea', message: 'Line one\nLine two', asker: 'Joko', answerer: 'Mina',
  author: 'Ayşe', rating: '★★★★☆', comment: 'Torque missing', requester: 'Budi', loginId: 'budi@dealer.example', reason: 'Customer machine', decider: 'Admin', note: 'Ask your region', version: 'B3', previous: 'B2' };

describe('e-mails in the recipient\'s language', () => {
  it('fill every placeholder of every kind in every language, with a text and an HTML part', () => {
    for (const language of LANGUAGE_CODES) {
      for (const kind of MAIL_KINDS) {
        const mail = renderMail(kind, language, params, 'https://gsis.example/validatemail/abc?x=1&y=2');
        expect(mail.language).toBe(language);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part, `${language} ${kind}`).not.toMatch(/\{\{\w+\}\}/);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).toContain(`lang="${language}"`);
      }
    }
  });

  it('fill every line a list may hold in every language, each a link when it leads somewhere', () => {
    const values = { page: '277', previous: '276', topic: 'Bleeding <the> brakes', count: '12' };
    const items = ['page', 'pageAdded', 'pageRemoved', 'pageMoved', 'bookmark', 'bookmarkMoved', 'bookmarkRemoved', 'topic', 'topicAdded', 'topicRemoved', 'topicBookmark', 'topicBookmarkRemoved', 'more'];
    for (const language of LANGUAGE_CODES) {
      const list = items.map((item) => ({ item, params: values, link: item === 'more' ? undefined : `https://gsis.example/document/view/1?version=2&page=${item}` }));
      const mail = renderMail('NEW_VERSION_CHANGES', language, params, 'https://gsis.example/document/view/1?version=2', list);
      const lines = mail.text.split('\n').filter((line) => line.startsWith('• '));
      expect(lines, language).toHaveLength(items.length);
      for (const line of lines) expect(line, `${language} ${line}`).not.toMatch(/\{\{\w+\}\}|^• (page|topic|more|bookmark)/);
      expect(lines.at(-1)).toContain('12');
      expect(mail.html).toContain('Bleeding &lt;the&gt; brakes');
      expect(mail.html.match(/<li><a href="https:\/\/gsis\.example\/document\/view\/1\?version=2&amp;page=/g), language).toHaveLength(items.length - 1);
    }
    expect(renderMail('NEW_VERSION_CHANGES', 'en', params, undefined, [{ item: 'bookmark', params: values, link: 'https://gsis.example/x' }]).text)
      .toContain('• Page 277 (your bookmark): https://gsis.example/x');
  });

  it('escapes values in the HTML and keeps them as written in the text', () => {
    const mail = renderMail('SIGNUP_PENDING_APPROVAL', 'en', params, 'https://gsis.example/management/user/detail?id=5&x="y"');
    expect(mail.html).toContain('Somchai &lt;b&gt;');
    expect(mail.html).toContain('Dealer &amp; Co');
    expect(mail.html).not.toContain('<b>,');
    expect(mail.html).toContain('href="https://gsis.example/management/user/detail?id=5&amp;x=&quot;y&quot;"');
    expect(mail.text).toContain('Hello Somchai <b>,');
    expect(mail.text).toContain('Review the account: https://gsis.example/management/user/detail?id=5&x="y"');
    expect(mail.text).toContain('(Dealer & Co, Dealer)');
    expect(renderMail('SIGNUP_PENDING_APPROVAL', 'ko', params).text).toContain('딜러');
  });

  it('keeps the lines of a message someone wrote, and never a line break in a subject', () => {
    const mail = renderMail('CONTACT_RECEIVED', 'en', { ...params, title: 'Teeth\r\nBcc: victim@example.com' });
    expect(mail.subject).toBe('Contact Us: Teeth Bcc: victim@example.com');
    expect(mail.text).toContain('Line one\nLine two');
    expect(mail.html).toContain('white-space:pre-line');
  });

  it('greets a Thai name right after คุณ and leaves a space before a name in another script', () => {
    expect(renderMail('PASSWORD_CHANGED', 'th', { ...params, name: 'สมชาย' }).text).toMatch(/^เรียน คุณสมชาย/);
    expect(renderMail('PASSWORD_CHANGED', 'th', { ...params, name: 'Somchai Visitor' }).text).toMatch(/^เรียน คุณ Somchai Visitor/);
  });

  it('falls back to English for a language GSIS does not speak, and leaves out the button without a link', () => {
    const mail = renderMail('VERIFICATION_CODE', 'de', params);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Your GSIS verification code: 482913');
    expect(mail.html).not.toContain('<a href');
  });
});
