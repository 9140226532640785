// E-mails in the recipient's language: subject, a plain-text part and an HTML part from one template
// (server/src/locales/<lang>/mail.json), every value escaped in the HTML.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@gsis/contract';
import { loadNamespace } from '../i18n.ts';

export const MAIL_KINDS = [
  'SIGNUP_VERIFY', 'SIGNUP_PENDING_APPROVAL', 'ACCOUNT_APPROVED', 'ACCOUNT_REJECTED', 'VERIFICATION_CODE', 'PASSWORD_RESET', 'PASSWORD_CHANGED', 'SECOND_FACTOR_ON', 'SECOND_FACTOR_OFF', 'SECOND_FACTOR_HELD', 'FIND_ID',
  'ACCOUNT_LOCKED', 'CONTACT_RECEIVED', 'QNA_ASKED', 'QNA_ANSWERED', 'FEEDBACK_RECEIVED', 'FEEDBACK_ANSWERED', 'ACCESS_REQUESTED', 'ACCESS_GRANTED', 'ACCESS_DECLINED', 'NEW_FINAL_VERSION',
  'NEW_VERSION_CHANGES',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `items`: the lines a list in the message may hold (the pages that changed), by name. */
interface Template { subject: string; body: string; action?: string; after?: string; items?: Record<string, string> }

/** A line of a message's list: one of its template's `items`, filled with `params`, leading to `link` when there is one. */
export interface MailListItem { item: string; params: Record<string, string>; link?: string | undefined }
/** `nameUnknown`: who an administrator's message greets by {{name}} when the address has no account, so no name. */
interface Layout { greeting: string; nameUnknown: string; automatic: string; footer: string; linkHelp: string }
type MailLocale = { layout: Layout; userType: Record<string, string> } & Record<MailKind, Template>;

const locales = loadNamespace('mail') as unknown as Record<LanguageCode, MailLocale>;

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const THAI = /[\u0E00-\u0E7F]/;
/**
 * The text with its {{placeholders}} filled. Thai writes a Thai name right after คุณ ("เรียน คุณสมชาย") but leaves a
 * space before a word in another script ("เรียน คุณ John"), as it does between scripts anywhere.
 */
const fill = (text: string, params: Record<string, string>, lang?: LanguageCode) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string, at: number) => {
  const value = params[name];
  if (value === undefined) return whole;
  const between = lang === 'th' && at > 0 && THAI.test(text[at - 1]!) && /^[^\s\u0E00-\u0E7F]/.test(value) ? ' ' : '';
  return `${between}${value}`;
});

export interface RenderedMail { subject: string; text: string; html: string; language: LanguageCode }

/** `link`: where the message's button leads. `name`: how the greeting addresses the recipient. `list`: lines after the body. */
export function renderMail(kind: MailKind, language: string | null | undefined, params: Record<string, string> & { name: string }, link?: string, list: MailListItem[] = []): RenderedMail {
  const lang = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const { layout, userType, [kind]: template } = locales[lang];
  // A member classification is a code (DEALER) in the data and a word in the recipient's language in the mail.
  if (params.userType) params = { ...params, userType: userType[params.userType] ?? params.userType };
  const subject = fill(template.subject, params, lang).replace(/[\r\n]+/g, ' ');
  const paragraphs = [fill(layout.greeting, params, lang), fill(template.body, params, lang)];
  const after = template.after ? fill(template.after, params, lang) : undefined;
  const action = template.action && link ? { label: fill(template.action, params, lang), link } : undefined;
  const lines = list.map(({ item, params: values, link: to }) => ({ label: fill(template.items?.[item] ?? item, values, lang), link: to }));

  const text = textInLayout(lang, [
    ...paragraphs,
    ...(lines.length ? [lines.map((line) => `• ${line.label}${line.link ? `: ${line.link}` : ''}`).join('\n')] : []),
    ...(action ? [`${action.label}: ${action.link}`] : []),
    ...(after ? [after] : []),
  ].join('\n\n'));

  // Line breaks a value carries (a message someone wrote) stay line breaks.
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2933;white-space:pre-line">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#0b4f8a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:6px">${escapeHtml(action.label)}</a></p>`
      + `<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(layout.linkHelp)}<br><a href="${escapeHtml(action.link)}" style="color:#0b4f8a;word-break:break-all">${escapeHtml(action.link)}</a></p>`
    : '';
  const items = lines.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;color:#1f2933">${lines.map((line) => `<li>${line.link
      ? `<a href="${escapeHtml(line.link)}" style="color:#0b4f8a">${escapeHtml(line.label)}</a>` : escapeHtml(line.label)}</li>`).join('')}</ul>`
    : '';
  const html = htmlInLayout(lang, subject, `${paragraphs.map(p).join('')}${items}${button}${after ? p(after) : ''}`);
  return { subject, text, html, language: lang };
}

/** How a message in `lang` addresses a recipient it has no name for ("Dear customer,", "고객님"). */
export const unnamedRecipient = (lang: LanguageCode): string => locales[lang].layout.nameUnknown;

/** The plain-text part of any message: its content, then the installation's footer in the message's language. */
export function textInLayout(lang: LanguageCode, content: string): string {
  const { layout } = locales[lang];
  return [content, '—', layout.automatic, layout.footer].join('\n\n');
}

/** The HTML part of any message: GSIS's frame around `contentHtml`, which the caller has made safe. */
export function htmlInLayout(lang: LanguageCode, subject: string, contentHtml: string): string {
  const { layout } = locales[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`
    + `<body style="margin:0;background:#f3f5f7;font-family:'Noto Sans',Arial,sans-serif">`
    + `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">`
    + `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">`
    + `<tr><td style="background:#0b2e4f;color:#ffffff;font-size:20px;font-weight:700;padding:16px 24px;border-radius:8px 8px 0 0">GSIS</td></tr>`
    + `<tr><td style="padding:24px;font-size:15px;line-height:1.6;color:#1f2933">${contentHtml}</td></tr>`
    + `<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794">${escapeHtml(layout.automatic)}<br>${escapeHtml(layout.footer)}</td></tr>`
    + `</table></td></tr></table></body></html>`;
}
