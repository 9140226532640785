// A message's secrets (a code, a temporary password, a verification link) never rest in its stored subject
// or bodies: those hold a mark in their place, the values wait in the outbox row's `secrets` column until
// the message is delivered, and are erased then. The mailbox shows the mark as MAIL_SECRET_SHOWN_AS.
import { MAIL_SECRET_SHOWN_AS } from '@gsis/contract';

/** A parameter of a message that must not be kept: see `Mailer.queue`. */
export interface SecretValue { readonly secret: string }
export const secret = (value: string): SecretValue => ({ secret: value });
export const isSecret = (value: unknown): value is SecretValue =>
  typeof value === 'object' && value !== null && typeof (value as { secret?: unknown }).secret === 'string';

// Brackets no template, address or name uses, and characters HTML escaping and the subject's line folding
// leave alone, so the mark comes out of rendering as it went in.
const MARK = /⟦secret:(\w+)⟧/g;
export const secretMark = (name: string): string => `⟦secret:${name}⟧`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The message as it goes out: each mark replaced by its value (escaped in HTML). A mark without a value stays. */
export function revealSecrets(text: string, secrets: Record<string, string> | null | undefined, as: 'text' | 'html'): string {
  if (!secrets) return text;
  return text.replace(MARK, (whole, name: string) => {
    const value = Object.hasOwn(secrets, name) ? secrets[name] : undefined;
    if (value === undefined) return whole;
    return as === 'html' ? escapeHtml(value) : value;
  });
}

/** The message as people may read it at rest: every mark shown as MAIL_SECRET_SHOWN_AS. */
export function withholdSecrets(text: string): string {
  return text.replace(MARK, MAIL_SECRET_SHOWN_AS);
}

export function hasSecretMarks(text: string): boolean {
  return new RegExp(MARK.source).test(text);
}
