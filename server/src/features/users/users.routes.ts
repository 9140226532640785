// User management's API (/mgmt/user/**), opened by the MGMT_USER menu; and the audit trail it reads.
import {
  AuditList, AuditQuery, DEFAULT_LANGUAGE, DoneResponse, UserAuthoritySave, UserDetail, UserEnabledBody, UserIdBody, UserList, UserListQuery,
  UserRolesSave,
} from '@gsis/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, listAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { UserService } from './users.service.ts';

const ApproveBody = UserIdBody.extend({ approved: z.boolean() });

export function registerUserRoutes(app: App, { users, db }: { users: UserService; db: Db }): void {
  const language = (request: FastifyRequest) => clientInfo(request).language ?? DEFAULT_LANGUAGE;
  const done = { 200: DoneResponse };

  app.post('/mgmt/user/list', {
    schema: { tags: ['users'], summary: 'Users by the seed\'s filters (type, approval, region, period, status); APP users never', body: UserListQuery, response: { 200: UserList } },
  }, async (request) => users.list(request.body, language(request)));

  app.post('/mgmt/user/detail', {
    schema: { tags: ['users'], summary: 'One user with roles, document authority and region', body: UserIdBody, response: { 200: UserDetail } },
  }, async (request) => users.detail(request.body.id, language(request)));

  app.post('/mgmt/user/approve', {
    schema: { tags: ['users'], summary: 'Approves (approved: true) or rejects an account; the user is told by e-mail', body: ApproveBody, response: done },
  }, async (request) => {
    await users.approve(actorOf(request), request.body.id, request.body.approved);
    return { done: true as const };
  });

  app.post('/mgmt/user/unlock', {
    schema: { tags: ['users'], summary: 'Lifts a lockout after wrong passwords', body: UserIdBody, response: done },
  }, async (request) => {
    await users.unlock(actorOf(request), request.body.id);
    return { done: true as const };
  });

  app.post('/mgmt/user/status', {
    schema: { tags: ['users'], summary: 'Enables or disables a user; disabling ends their sessions at once', body: UserEnabledBody, response: done },
  }, async (request) => {
    await users.setEnabled(actorOf(request), request.body.id, request.body.enabled);
    return { done: true as const };
  });

  app.post('/mgmt/user/authority/save', {
    schema: { tags: ['users'], summary: 'Document authority (allow all, products, document types, certifications, documents, models) and region', body: UserAuthoritySave, response: done },
  }, async (request) => {
    await users.saveAuthority(actorOf(request), request.body);
    return { done: true as const };
  });

  app.post('/mgmt/user/role/save', {
    schema: { tags: ['users'], summary: "The user's roles, as a whole set", body: UserRolesSave, response: done },
  }, async (request) => {
    await users.saveRoles(actorOf(request), request.body.id, request.body.roleIds);
    return { done: true as const };
  });

  app.post('/mgmt/user/audit/list', {
    schema: { tags: ['users'], summary: "The audit trail of administrators' changes to users, roles and menus, newest first", body: AuditQuery, response: { 200: AuditList } },
  }, async (request) => ({ ...(await listAudit(db, request.body)), page: request.body.page, pageSize: request.body.pageSize }));
}
