// User management (/management/user, /user/detail): search, approval, lock, status, document authority,
// region and roles; and the audit trail of administrators' changes.
import { z } from 'zod';
import { ApprovalStatus, UserType } from './vocabulary.ts';
import { DoneResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';

const id = DbId;
/** APP accounts are technical: they never appear in user search (seed section 5). */
export const SEARCHABLE_USER_TYPES = ['EMPLOYEES', 'DEALER', 'USER'] as const;
export const USER_STATUSES = ['ACTIVE', 'LOCKED', 'DISABLED'] as const;
export const UserStatus = z.enum(USER_STATUSES);
const isoDate = z.iso.date();

export const UserListQuery = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** Part of the ID, name or company. */
  keyword: z.string().trim().max(100).optional(),
  userType: z.enum(SEARCHABLE_USER_TYPES).optional(),
  approvalStatus: ApprovalStatus.optional(),
  regionId: id.optional(),
  status: UserStatus.optional(),
  /** Registration period, inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'before from' });
export type UserListQuery = z.input<typeof UserListQuery>;

export const UserListItem = z.object({
  id, loginId: z.string(), name: z.string(), company: z.string().nullable(), userType: UserType, approvalStatus: ApprovalStatus,
  status: UserStatus, region: z.string().nullable(), createdAt: z.string(), lastLoginAt: z.string().nullable(),
});
export type UserListItem = z.infer<typeof UserListItem>;
export const UserList = z.object({ items: z.array(UserListItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type UserList = z.infer<typeof UserList>;

export const GRANT_KINDS = ['PRODUCT', 'DOCUMENT_TYPE', 'EXHAUST_CERTIFICATION', 'DOCUMENT', 'MODEL'] as const;
export const GrantKind = z.enum(GRANT_KINDS);
export type GrantKind = z.infer<typeof GrantKind>;
const idSet = z.array(id).max(5000).refine((ids) => new Set(ids).size === ids.length, { message: 'repeated' });
export const DocumentGrants = z.object({
  PRODUCT: idSet, DOCUMENT_TYPE: idSet, EXHAUST_CERTIFICATION: idSet, DOCUMENT: idSet, MODEL: idSet,
});
export type DocumentGrants = z.infer<typeof DocumentGrants>;

export const UserDetail = UserListItem.extend({
  department: z.string().nullable(), position: z.string().nullable(), companyPhone: z.string().nullable(), phone: z.string().nullable(),
  mobilePhone: z.string().nullable(), regionId: id.nullable(), countryCode: z.string().nullable(), language: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(), updatedAt: z.string(), failedLoginCount: z.number().int(),
  /** Since when sign-in asks the user for an authenticator app's code; null when it does not. */
  secondFactorSince: z.string().nullable(),
  roleIds: z.array(id), allowAllDocuments: z.boolean(), grants: DocumentGrants,
});
export type UserDetail = z.infer<typeof UserDetail>;

export const UserIdBody = z.object({ id });
export const UserEnabledBody = z.object({ id, enabled: z.boolean() });
/**
 * Approves (approved: true) or rejects an account. Approving one whose address was never verified also
 * needs confirmUnverified: true (else EMAIL_NOT_VERIFIED): anyone can sign up with someone else's address.
 * roleIds, on approving: the roles the account then has (the approver's choice, at least one). Without them an
 * account that has no role gets USER, so that an approved person sees the menus of a user.
 */
export const UserApproveBody = z.object({ id, approved: z.boolean(), confirmUnverified: z.boolean().optional(), roleIds: idSet.min(1).optional() });
export type UserApproveBody = z.input<typeof UserApproveBody>;
/** Document authority and region, saved together: what a user may read. */
export const UserAuthoritySave = z.object({ id, allowAllDocuments: z.boolean(), regionId: id.nullable(), grants: DocumentGrants });
export type UserAuthoritySave = z.input<typeof UserAuthoritySave>;
export const UserRolesSave = z.object({ id, roleIds: idSet });

/** MAIL: reads of the outbox (/mgmt/email/mailbox/**), which shows what GSIS e-mailed people. COMPANY_PROVIDER: a company sign-in provider and its group → role mappings. */
export const AUDIT_TARGETS = ['USER', 'ROLE', 'MENU', 'MAIL', 'EMAIL_GROUP', 'EMAIL_TEMPLATE', 'EMAIL_SEND', 'RELATED_LINK', 'NOTICE', 'SUPPORT_CLASS', 'FAQ', 'FEEDBACK', 'ACCESS_REQUEST', 'SYMBOL', 'TSG_TERM', 'TSG_GUIDE', 'COMPANY_PROVIDER'] as const;
export const AuditQuery = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  targetId: z.string().max(100).optional(),
});
export const AuditEntry = z.object({
  id: z.number().int(), at: z.string(), actor: z.string(), action: z.string(), targetType: z.enum(AUDIT_TARGETS), targetId: z.string(),
  before: z.unknown(), after: z.unknown(),
});
export const AuditList = z.object({ items: z.array(AuditEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// ── Endpoints: /mgmt/user/**, opened by the MGMT_USER menu ──

const usersMenu = { menu: 'MGMT_USER' } as const;
export const usersApi = {
  list: endpoint({
    method: 'POST', path: '/mgmt/user/list', access: usersMenu, area: 'users',
    summary: 'Users by the seed\'s filters (type, approval, region, period, status); APP users never', body: UserListQuery, response: UserList,
  }),
  detail: endpoint({
    method: 'POST', path: '/mgmt/user/detail', access: usersMenu, area: 'users',
    summary: 'One user with roles, document authority and region', body: UserIdBody, response: UserDetail,
  }),
  approve: endpoint({
    method: 'POST', path: '/mgmt/user/approve', access: usersMenu, area: 'users',
    summary: 'Approves (approved: true) or rejects an account; the user is told by e-mail. An address never verified needs confirmUnverified: true',
    body: UserApproveBody, response: DoneResponse,
  }),
  unlock: endpoint({ method: 'POST', path: '/mgmt/user/unlock', access: usersMenu, area: 'users', summary: 'Lifts a lockout after wrong passwords', body: UserIdBody, response: DoneResponse }),
  resetSecondFactor: endpoint({
    method: 'POST', path: '/mgmt/user/second-factor/reset', access: usersMenu, area: 'users',
    summary: "Turns off a user's authenticator app and recovery codes (a lost phone): their sessions end and they are told by e-mail",
    body: UserIdBody, response: DoneResponse,
  }),
  setEnabled: endpoint({
    method: 'POST', path: '/mgmt/user/status', access: usersMenu, area: 'users',
    summary: 'Enables or disables a user; disabling ends their sessions at once', body: UserEnabledBody, response: DoneResponse,
  }),
  saveAuthority: endpoint({
    method: 'POST', path: '/mgmt/user/authority/save', access: usersMenu, area: 'users',
    summary: 'Document authority (allow all, products, document types, certifications, documents, models) and region', body: UserAuthoritySave, response: DoneResponse,
  }),
  saveRoles: endpoint({ method: 'POST', path: '/mgmt/user/role/save', access: usersMenu, area: 'users', summary: "The user's roles, as a whole set", body: UserRolesSave, response: DoneResponse }),
  audit: endpoint({
    method: 'POST', path: '/mgmt/user/audit/list', access: usersMenu, area: 'users',
    summary: "The audit trail of administrators' changes to users, roles and menus, newest first", body: AuditQuery, response: AuditList,
  }),
};
