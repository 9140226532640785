// Who people are and where: the accounts every part of GSIS reads (the guard on every request, sign-in, my
// info, administration) and the regions and countries that place them (a reader's region decides what they
// may read). Identity belongs to the platform; features change it through their services (the catalogue
// manages regions).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type Labels } from '../db/shared.tables.ts';

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
  /**
   * The password is the temporary one find password e-mailed: it only lets its owner choose a new one at
   * sign-in (PASSWORD_CHANGE_REQUIRED), and not after `passwordExpiresAt`.
   */
  passwordMustChange: boolean('password_must_change').notNull().default(false),
  passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
  language: text('language'),
  timeZone: text('time_zone'),
  /** The owner asked (My info) to be e-mailed when a bookmarked document gets a new final version. */
  notifyNewVersions: boolean('notify_new_versions').notNull().default(false),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  lastLoginIp: text('last_login_ip'),
  prevLoginAt: timestamp('prev_login_at', { withTimezone: true }),
  prevLoginIp: text('prev_login_ip'),
  allowAllDocuments: boolean('allow_all_documents').notNull().default(false),
  /** When the owner followed the sign-up verification link (set at creation for accounts the installation makes); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_login_id_key').on(sql`lower(${t.loginId})`),
]);
