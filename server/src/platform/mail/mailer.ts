// What features call to send an e-mail: a template in the recipient's language, queued in the caller's
// transaction. The installation's settings (address, support contact, attempts) are filled in here once.
// Secret values (codes, temporary passwords, verification links) are passed as `secret(value)`: the stored
// message holds a mark in their place and the value is erased once the message is delivered (secrets.ts).
import type { DbOrTx } from '../db/database.ts';
import { enqueueMail } from './outbox.ts';
import { isSecret, secretMark, type SecretValue } from './secrets.ts';
import { renderMail, type MailKind } from './templates.ts';

export { secret, type SecretValue } from './secrets.ts';

export interface Recipient { address: string; name: string; language: string | null | undefined }

/** A link whose last part is secret (a verification token): `/validatemail/` + the token. */
export interface SecretLink { path: string; secret: SecretValue }

/** A line of a message's list, leading to a GSIS path. */
export interface ListLine { item: string; params: Record<string, string>; path?: string | undefined }

export interface Mailer {
  /**
   * `linkPath` (e.g. /login) becomes the message's button, under the installation's public address.
   * Parameters and the link's tail given as `secret(value)` are never stored with the message. `list`: lines after
   * the body (its template's `items`), each leading to its `path` under the public address when it has one.
   */
  queue(tx: DbOrTx, kind: MailKind, to: Recipient, params?: Record<string, string | SecretValue>, linkPath?: string | SecretLink, list?: ListLine[]): Promise<void>;
}

export function createMailer({ publicUrl, supportEmail, maxAttempts }: { publicUrl: string; supportEmail: string; maxAttempts: number }): Mailer {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    async queue(tx, kind, to, params = {}, linkPath, list = []) {
      const secrets: Record<string, string> = {};
      const shown: Record<string, string> = {};
      for (const [name, value] of Object.entries(params)) {
        if (isSecret(value)) {
          secrets[name] = value.secret;
          shown[name] = secretMark(name);
        } else {
          shown[name] = value;
        }
      }
      let link: string | undefined;
      if (typeof linkPath === 'string') link = `${base}${linkPath}`;
      else if (linkPath) {
        secrets.link = linkPath.secret.secret;
        link = `${base}${linkPath.path}${secretMark('link')}`;
      }
      const lines = list.map(({ item, params: values, path }) => ({ item, params: values, link: path === undefined ? undefined : `${base}${path}` }));
      const mail = renderMail(kind, to.language, { supportEmail, ...shown, name: to.name }, link, lines);
      await enqueueMail(tx, { to: to.address, toName: to.name, kind, ...mail, secrets }, { maxAttempts });
    },
  };
}

/** Where people reach GSIS, as links in e-mails start: PUBLIC_URL, else this server's port on localhost. */
export const publicUrlOf = (config: { PUBLIC_URL?: string | undefined; PORT: number }): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** The installation's mailer, from its configuration. */
export function mailerFromConfig(config: { PUBLIC_URL?: string | undefined; PORT: number; SUPPORT_EMAIL: string; MAIL_MAX_ATTEMPTS: number }): Mailer {
  return createMailer({ publicUrl: publicUrlOf(config), supportEmail: config.SUPPORT_EMAIL, maxAttempts: config.MAIL_MAX_ATTEMPTS });
}
