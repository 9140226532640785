// The mailbox screens' API: every message GSIS sent or is sending (/mgmt/email/mailbox/**).
import { ErrorCode, IdBody, MailboxList, MailboxMessage, MailboxQuery } from '@gsis/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { findMail, listMail } from './mailbox.repo.ts';

export function registerMailboxRoutes(app: App, { db }: { db: Db }): void {
  app.post('/mgmt/email/mailbox/list', {
    schema: { tags: ['mail'], summary: 'Messages of the outbox (the local mailbox without SMTP), newest first', body: MailboxQuery, response: { 200: MailboxList } },
  }, async (request) => ({ ...(await listMail(db, request.body)), page: request.body.page, pageSize: request.body.pageSize }));

  app.post('/mgmt/email/mailbox/detail', {
    schema: { tags: ['mail'], summary: 'One message with its text and HTML', body: IdBody, response: { 200: MailboxMessage } },
  }, async (request) => {
    const found = await findMail(db, request.body.id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    return found;
  });
}
