// Company sign-in's tables: the OpenID Connect providers and their e-mail domains, which groups give which roles, the
// provider identities linked to accounts, the roles a provider gave, and the sign-ins under way.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/identity.tables.ts';
import { roles } from '../../platform/auth/access.tables.ts';
import { bytea, createdAt } from '../../platform/db/shared.tables.ts';

export const companySignInProviders = pgTable('company_sign_in_providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The issuer URL: discovery reads `<issuer>/.well-known/openid-configuration`, and ID tokens must name it. */
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** Sealed by the secret box: a copy of the database alone does not reveal it. */
  clientSecretSealed: text('client_secret_sealed').notNull(),
  scopes: text('scopes').array().notNull(),
  createsAccounts: boolean('creates_accounts').notNull().default(false),
  companyClaim: text('company_claim'),
  departmentClaim: text('department_claim'),
  groupsClaim: text('groups_claim'),
  /** `amr` values that prove a second factor at the provider; none: its sign-ins never count as two factors. */
  secondFactorAmr: text('second_factor_amr').array().notNull().default(sql`'{}'::text[]`),
  /** As discovery last told it, for a single logout later. */
  endSessionEndpoint: text('end_session_endpoint'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('company_sign_in_providers_name_key').on(sql`lower(${t.name})`)]);

/** The e-mail domains each provider signs in (lower case): one provider per domain, so an address has one way in. */
export const companySignInDomains = pgTable('company_sign_in_domains', {
  domain: text('domain').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
}, (t) => [index('company_sign_in_domains_provider_idx').on(t.providerId)]);

/** Members of a provider's group hold the role while the group is in their groups claim. */
export const companySignInRoleMappings = pgTable('company_sign_in_role_mappings', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
  groupName: text('group_name').notNull(),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [uniqueIndex('company_sign_in_role_mappings_key').on(t.providerId, t.groupName, t.roleId)]);

/** A provider's person (its `sub`, stable for the provider) and the GSIS account they sign in to. */
export const companySignInLinks = pgTable('company_sign_in_links', {
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.providerId, t.subject] }), index('company_sign_in_links_user_idx').on(t.userId)]);

/**
 * Roles a provider's groups gave an account (its user_roles row is the grant; this row says where it came from): a
 * group gone at the provider takes its role away at the next sign-in, and a role given by hand in GSIS is never here.
 */
export const companySignInRoleGrants = pgTable('company_sign_in_role_grants', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);

/** An authorization request sent to a provider, until its callback comes back (once) or it expires. */
export const companySignInRequests = pgTable('company_sign_in_requests', {
  /** SHA-256 of the `state` parameter, which the callback brings back. */
  stateHash: bytea('state_hash').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  /** The PKCE code verifier, sealed: with it and a stolen code, anyone could finish the grant. */
  codeVerifierSealed: text('code_verifier_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('company_sign_in_requests_expires_idx').on(t.expiresAt)]);

/** A finished company sign-in waiting for the web page to open its session: single use, two minutes. */
export const companySignInTickets = pgTable('company_sign_in_tickets', {
  /** SHA-256 of the ticket the web page's address carried. */
  ticketHash: bytea('ticket_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
  /** The ID token's `amr` held one of the provider's second-factor values. */
  secondFactorDone: boolean('second_factor_done').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('company_sign_in_tickets_expires_idx').on(t.expiresAt)]);
