// The audit trail (audit.ts).
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { foreignColumn } from '../db/shared.tables.ts';

/**
 * Every change an administrator makes to users, roles, menus and authority, every lock, unlock, password
 * reset and change of an account, and every read of the outbox (MAIL): who, when, what, before and after.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: integer('actor_id').references(() => foreignColumn('users', 'id'), { onDelete: 'set null' }),
  /** Kept as written, so the trail still names someone whose account was removed. */
  actorLoginId: text('actor_login_id').notNull(),
  /** e.g. USER_APPROVE, USER_AUTHORITY, ROLE_SAVE, MENU_SAVE. */
  action: text('action').notNull(),
  targetType: text('target_type', { enum: ['USER', 'ROLE', 'MENU', 'MAIL', 'EMAIL_GROUP', 'EMAIL_TEMPLATE', 'EMAIL_SEND', 'RELATED_LINK', 'NOTICE', 'SUPPORT_CLASS', 'FAQ', 'FEEDBACK', 'ACCESS_REQUEST', 'SYMBOL', 'TSG_TERM', 'TSG_GUIDE', 'COMPANY_PROVIDER'] }).notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before').$type<unknown>(),
  after: jsonb('after').$type<unknown>(),
}, (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId, t.at), index('audit_log_at_idx').on(t.at)]);
