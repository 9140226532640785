// What features call to send an e-mail: a template in the recipient's language, queued in the caller's
// transaction. The installation's settings (address, support contact, attempts) are filled in here once.
import type { DbOrTx } from '../db/database.ts';
import { enqueueMail } from './outbox.ts';
import { renderMail, type MailKind } from './templates.ts';

export interface Recipient { address: string; name: string; language: string | null | undefined }

export interface Mailer {
  /** `linkPath` (e.g. /login) becomes the message's button, under the installation's public address. */
  queue(tx: DbOrTx, kind: MailKind, to: Recipient, params?: Record<string, string>, linkPath?: string): Promise<void>;
}

export function createMailer({ publicUrl, supportEmail, maxAttempts }: { publicUrl: string; supportEmail: string; maxAttempts: number }): Mailer {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    async queue(tx, kind, to, params = {}, linkPath) {
      const mail = renderMail(kind, to.language, { supportEmail, ...params, name: to.name }, linkPath ? `${base}${linkPath}` : undefined);
      await enqueueMail(tx, { to: to.address, toName: to.name, kind, ...mail }, { maxAttempts });
    },
  };
}
