// User management's API (/mgmt/user/**), opened by the MGMT_USER menu; and the audit trail it reads.
import { usersApi } from '@gsis/contract';
import { listAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { UserService } from './users.service.ts';

export function registerUserRoutes(app: App, { users, db }: { users: UserService; db: Db }): void {
  serve(app, usersApi.list, ({ body, language }) => users.list(body, language));
  serve(app, usersApi.detail, ({ body, language }) => users.detail(body.id, language));
  serve(app, usersApi.approve, ({ actor, body }) => users.approve(actor, body));
  serve(app, usersApi.unlock, ({ actor, body }) => users.unlock(actor, body.id));
  serve(app, usersApi.resetSecondFactor, ({ actor, body }) => users.resetSecondFactor(actor, body.id));
  serve(app, usersApi.setEnabled, ({ actor, body }) => users.setEnabled(actor, body.id, body.enabled));
  serve(app, usersApi.saveAuthority, ({ actor, body }) => users.saveAuthority(actor, body));
  serve(app, usersApi.saveRoles, ({ actor, body }) => users.saveRoles(actor, body.id, body.roleIds));
  serve(app, usersApi.audit, async ({ body }) => ({ ...(await listAudit(db, body)), page: body.page, pageSize: body.pageSize }));
}
