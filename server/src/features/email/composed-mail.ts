// An administrator's message as one recipient reads it: the text in their language (else English, else the
// first the template has), its placeholders filled with their details — escaped in the HTML, whose markup the
// rich-text allow-list already made safe — inside GSIS's frame.
import { DEFAULT_LANGUAGE, isLanguageCode, type EmailPreview, type LanguageCode } from '@gsis/contract';
import { escapeHtml, htmlInLayout, textInLayout, unnamedRecipient } from '../../platform/mail/templates.ts';
import { readableTextOf } from '../../platform/html/html-text.ts';
import type { SentText } from './email.tables.ts';

export interface ComposedRecipient { address: string; name: string | null; company: string | null }

/** The language a recipient reads a message in, among those the message is written in. */
export function languageFor<T extends { language: string }>(texts: readonly T[], wanted: string | null | undefined): T {
  return texts.find((t) => t.language === wanted) ?? texts.find((t) => t.language === DEFAULT_LANGUAGE) ?? texts[0]!;
}

const PLACEHOLDER = /\{\{\s*(name|company|id|portalLink)\s*\}\}/g;

/**
 * What each placeholder stands for. A free address with no account has no name: it is greeted the neutral way of
 * the message's language ("Dear customer,"), not by its address.
 */
function valuesFor(recipient: ComposedRecipient, portalUrl: string, language: LanguageCode): Record<string, string> {
  return { name: recipient.name ?? unnamedRecipient(language), company: recipient.company ?? '', id: recipient.address, portalLink: portalUrl };
}

/**
 * The message `text` makes for `recipient`. `publicUrl` is where people reach GSIS: {{portalLink}} leads to its home
 * page, and a link to a page of GSIS (a path, as the editor keeps it) becomes a whole address, since a mail program
 * has no GSIS to resolve it against.
 */
export function composeMail(text: SentText, recipient: ComposedRecipient, publicUrl: string): EmailPreview {
  const portalUrl = `${publicUrl}/main`;
  const language: LanguageCode = isLanguageCode(text.language) ? text.language : DEFAULT_LANGUAGE;
  const values = valuesFor(recipient, portalUrl, language);
  const subject = text.subject.replace(PLACEHOLDER, (_, key: string) => values[key]!).replace(/[\r\n]+/g, ' ');
  const bodyHtml = text.bodyHtml.replace(/href="\/(?!\/)/g, `href="${escapeHtml(publicUrl)}/`).replace(PLACEHOLDER, (_, key: string) => key === 'portalLink'
    ? `<a href="${escapeHtml(portalUrl)}">${escapeHtml(portalUrl)}</a>`
    : escapeHtml(values[key]!));
  return {
    subject,
    html: htmlInLayout(language, subject, bodyHtml),
    text: textInLayout(language, readableTextOf(text.bodyHtml).replace(/\((\/(?!\/)[^)\s]*)\)/g, `(${publicUrl}$1)`).replace(PLACEHOLDER, (_, key: string) => values[key]!)),
  };
}
