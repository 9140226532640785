// The mailbox screens' API: every message GSIS sent or is sending (/mgmt/email/mailbox/**). Each read is
// written to the audit trail in the transaction that reads: the outbox says who was told what, and when.
import { ErrorCode, mailboxApi } from '@gsis/contract';
import { AuditAction, recordAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import { findMail, listMail } from './mailbox.repo.ts';

export function registerMailboxRoutes(app: App, { db }: { db: Db }): void {
  serve(app, mailboxApi.list, ({ actor, body }) => db.transaction(async (tx) => {
    const found = await listMail(tx, body);
    await recordAudit(tx, actor, {
      action: AuditAction.MAILBOX_LIST, targetType: 'MAIL', targetId: '*', before: null,
      after: { ...body, ids: found.items.map((item) => item.id) },
    });
    return { ...found, page: body.page, pageSize: body.pageSize };
  }));

  serve(app, mailboxApi.detail, ({ actor, body }) => db.transaction(async (tx) => {
    const found = await findMail(tx, body.id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    await recordAudit(tx, actor, {
      action: AuditAction.MAILBOX_READ, targetType: 'MAIL', targetId: found.id, before: null,
      after: { toAddress: found.toAddress, kind: found.kind, status: found.status },
    });
    return found;
  }));
}
