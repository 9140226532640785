// The database schema. Migrations under server/drizzle are generated from it with `npm run db:generate -w server`.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigserial, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Labels per language, e.g. { en: 'Support', ko: '고객지원' }. */
type Labels = Partial<Record<string, string>>;

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2; names come from Intl.DisplayNames in the reader's language. */
  code: text('code').primaryKey(),
  regionId: integer('region_id').notNull().references(() => regions.id),
}, (t) => [index('countries_region_idx').on(t.regionId)]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The ID people type: their e-mail address, stored lower-case. APP accounts may use a plain name. */
  loginId: text('login_id').notNull(),
  name: text('name').notNull(),
  company: text('company'),
  department: text('department'),
  position: text('position'),
  companyPhone: text('company_phone'),
  phone: text('phone'),
  mobilePhone: text('mobile_phone'),
  regionId: integer('region_id').references(() => regions.id),
  countryCode: text('country_code').references(() => countries.code),
  userType: text('user_type', { enum: ['EMPLOYEES', 'DEALER', 'USER', 'APP'] }).notNull(),
  approvalStatus: text('approval_status', { enum: ['APPROVED', 'UNAPPROVED', 'DISAPPROVED'] }).notNull().default('UNAPPROVED'),
  enabled: boolean('enabled').notNull().default(true),
  /** argon2id; null for accounts that never sign in with a password (APP, single sign-on only). */
  passwordHash: text('password_hash'),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  language: text('language'),
  timeZone: text('time_zone'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  lastLoginIp: text('last_login_ip'),
  prevLoginAt: timestamp('prev_login_at', { withTimezone: true }),
  prevLoginIp: text('prev_login_ip'),
  allowAllDocuments: boolean('allow_all_documents').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_login_id_key').on(sql`lower(${t.loginId})`),
  check('users_failed_login_count_check', sql`${t.failedLoginCount} >= 0`),
]);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key of a built-in role (SYSTEM_ADMIN …); null for roles administrators create. */
  roleKey: text('role_key').unique(),
  roleName: text('role_name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('roles_role_name_key').on(sql`lower(${t.roleName})`)]);

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)]);

export const menus = pgTable('menus', {
  menuId: text('menu_id').primaryKey(),
  parentMenuId: text('parent_menu_id').references((): AnyPgColumn => menus.menuId),
  menuUrl: text('menu_url').notNull(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
}, (t) => [index('menus_parent_idx').on(t.parentMenuId)]);

export const roleMenus = pgTable('role_menus', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: text('menu_id').notNull().references(() => menus.menuId, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

/** Menu authority given to one user directly, on top of their roles'. */
export const userMenus = pgTable('user_menus', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  menuId: text('menu_id').notNull().references(() => menus.menuId, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.menuId] })]);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the bearer token; the token itself is never stored. */
  tokenHash: bytea('token_hash').notNull().unique(),
  via: text('via', { enum: ['PASSWORD', 'DXP', 'TOKEN_REFRESH'] }).notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Absolute end of this session's line: a refreshed token keeps its predecessor's. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** One row per thing a person did that statistics count: sign-ins, searches, views, downloads … */
export const accessEvents = pgTable('access_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  action: text('action').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  loginId: text('login_id'),
  ip: text('ip'),
  countryCode: text('country_code'),
  regionCode: text('region_code'),
  language: text('language'),
  timeZone: text('time_zone'),
  device: text('device'),
  browser: text('browser'),
  os: text('os'),
  modelCode: text('model_code'),
  topic: text('topic'),
  function: text('function'),
  details: jsonb('details').$type<Record<string, unknown>>(),
}, (t) => [
  index('access_events_occurred_idx').on(t.occurredAt),
  index('access_events_action_occurred_idx').on(t.action, t.occurredAt),
  index('access_events_user_idx').on(t.userId),
]);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const relatedLinks = pgTable('related_links', {
  id: serial('id').primaryKey(),
  linkName: text('link_name').notNull(),
  linkUrl: text('link_url').notNull(),
  linkType: text('link_type', { enum: ['RELATED_SITE', 'FAMILY_SITE', 'SOCIAL'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
});

export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const models = pgTable('models', {
  id: serial('id').primaryKey(),
  /** The model as people type it, e.g. DX225LCA. */
  code: text('code').notNull().unique(),
  productTypeId: integer('product_type_id').notNull().references(() => productTypes.id),
  createdAt: createdAt(),
}, (t) => [index('models_product_type_idx').on(t.productTypeId)]);

/** Serial-number suffix codes of a model, optionally with the serial range they cover. */
export const modelSuffixes = pgTable('model_suffixes', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').notNull().references(() => models.id, { onDelete: 'cascade' }),
  suffix: text('suffix').notNull().unique(),
  serialFrom: integer('serial_from'),
  serialTo: integer('serial_to'),
}, (t) => [index('model_suffixes_model_idx').on(t.modelId)]);

export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Small facts about the installation itself, such as whether the demo data was laid down. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
