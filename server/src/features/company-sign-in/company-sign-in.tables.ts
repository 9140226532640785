// Company sign-in's tables: the providers (OpenID Connect or SAML 2.0) and their e-mail domains, which groups give which
// roles, the provider identities linked to accounts, the roles a provider gave, the sign-ins under way, and the SAML
// assertions already used.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/identity.tables.ts';
import { roles } from '../../platform/auth/access.tables.ts';
import { bytea, createdAt } from '../../platform/db/shared.tables.ts';

export const companySignInProviders = pgTable('company_sign_in_providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 'OIDC' or 'SAML': which of the columns below the provider uses (the check says which it must have). */
  kind: text('kind').$type<'OIDC' | 'SAML'>().notNull().default('OIDC'),
  /** OIDC: the issuer URL: discovery reads `<issuer>/.well-known/openid-configuration`, and ID tokens must name it. */
  issuer: text('issuer'),
  clientId: text('client_id'),
  /** Sealed by the secret box: a copy of the database alone does not reveal it. */
  clientSecretSealed: text('client_secret_sealed'),
  scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
  /** SAML: the IdP's entity ID, the Issuer its assertions must name. */
  entityId: text('entity_id'),
  /** SAML: the IdP's single sign-on URL (HTTP-Redirect binding). */
  ssoUrl: text('sso_url'),
  /** SAML: the IdP's signing certificates (PEM); an assertion signed by any of them is the IdP's. */
  certificates: text('certificates').array().notNull().default(sql`'{}'::text[]`),
  /** The claim (SAML: attribute) holding the e-mail address; null: OIDC's `email`, SAML's NameID in e-mail format. */
  emailClaim: text('email_claim'),
  createsAccounts: boolean('creates_accounts').notNull().default(false),
  companyClaim: text('company_claim'),
  departmentClaim: text('department_claim'),
  groupsClaim: text('groups_claim'),
  /** `amr` values that prove a second factor at the provider; none: its sign-ins never count as two factors. */
  secondFactorAmr: text('second_factor_amr').array().notNull().default(sql`'{}'::text[]`),
  /** SAML: AuthnContextClassRef values that prove a second factor at the IdP. */
  secondFactorContexts: text('second_factor_contexts').array().notNull().default(sql`'{}'::text[]`),
  /** As discovery last told it, for a single logout later. */
  endSessionEndpoint: text('end_session_endpoint'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('company_sign_in_providers_name_key').on(sql`lower(${t.name})`),
  check('company_sign_in_providers_kind_check', sql`(${t.kind} = 'OIDC' AND ${t.issuer} IS NOT NULL AND ${t.clientId} IS NOT NULL AND ${t.clientSecretSealed} IS NOT NULL)
    OR (${t.kind} = 'SAML' AND ${t.entityId} IS NOT NULL AND ${t.ssoUrl} IS NOT NULL AND cardinality(${t.certificates}) > 0)`),
]);

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
}, (t) => [
  primaryKey({ columns: [t.providerId, t.subject] }),
  // One identity per provider and account: a second would be a second person signing in to it.
  uniqueIndex('company_sign_in_links_user_key').on(t.userId, t.providerId),
]);

/**
 * Roles a provider's groups gave an account (its user_roles row is the grant; this row says where it came from): a
 * group gone at the provider takes its role away at the next sign-in, and a role given by hand in GSIS is never here.
 */
export const companySignInRoleGrants = pgTable('company_sign_in_role_grants', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);

/**
 * An authorization request (OIDC) or AuthnRequest (SAML) sent to a provider, until its answer comes back (once) or it
 * expires.
 */
export const companySignInRequests = pgTable('company_sign_in_requests', {
  /** SHA-256 of the `state` parameter (OIDC) or of the AuthnRequest's ID (SAML), which the answer brings back. */
  stateHash: bytea('state_hash').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
  /** OIDC only. */
  nonce: text('nonce'),
  /** OIDC only: the PKCE code verifier, sealed: with it and a stolen code, anyone could finish the grant. */
  codeVerifierSealed: text('code_verifier_sealed'),
  /** Set when the signed-in owner of this account started the request to link it (My info), not to sign in. */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('company_sign_in_requests_expires_idx').on(t.expiresAt)]);

/** A finished company sign-in waiting for the web page to open its session (or link the account): single use, two minutes. */
export const companySignInTickets = pgTable('company_sign_in_tickets', {
  /** SHA-256 of the ticket the web page's address carried. */
  ticketHash: bytea('ticket_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
  /** The ID token's `amr` held one of the provider's second-factor values. */
  secondFactorDone: boolean('second_factor_done').notNull(),
  /** A linking ticket's provider subject, which My info's session links to user_id; null on a sign-in's ticket. */
  linkSubject: text('link_subject'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('company_sign_in_tickets_expires_idx').on(t.expiresAt)]);

/**
 * SAML assertions accepted (their ID, as SHA-256, per provider), kept until their NotOnOrAfter: a signed assertion
 * opens one sign-in, never two, even wrapped in a new Response for a new request.
 */
export const companySignInAssertionUses = pgTable('company_sign_in_assertion_uses', {
  providerId: integer('provider_id').notNull().references(() => companySignInProviders.id, { onDelete: 'cascade' }),
  assertionHash: bytea('assertion_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.providerId, t.assertionHash] }), index('company_sign_in_assertion_uses_expires_idx').on(t.expiresAt)]);
