// SQL of company sign-in: providers and their domains and mappings, authorization requests and tickets, SAML assertions
// used, linked identities, the accounts they open and the roles providers give.
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { roles, userRoles } from '../../platform/auth/access.tables.ts';
import { regions, users } from '../../platform/auth/identity.tables.ts';
import { userStateColumns } from '../../platform/auth/sessions.repo.ts';
import { sessions } from '../../platform/auth/sessions.tables.ts';
import {
  companySignInAssertionUses, companySignInDomains, companySignInLinks, companySignInProviders, companySignInRequests, companySignInRoleGrants, companySignInRoleMappings,
  companySignInTickets,
} from './company-sign-in.tables.ts';

type ProviderValues = Omit<typeof companySignInProviders.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'endSessionEndpoint'>;
export type ProviderRow = typeof companySignInProviders.$inferSelect & { domains: string[] };

const domainsOf = sql<string[]>`ARRAY(SELECT d.domain FROM ${companySignInDomains} d WHERE d.provider_id = ${companySignInProviders.id} ORDER BY d.domain)`;
const providerColumns = {
  id: companySignInProviders.id,
  name: companySignInProviders.name,
  kind: companySignInProviders.kind,
  issuer: companySignInProviders.issuer,
  clientId: companySignInProviders.clientId,
  clientSecretSealed: companySignInProviders.clientSecretSealed,
  scopes: companySignInProviders.scopes,
  entityId: companySignInProviders.entityId,
  ssoUrl: companySignInProviders.ssoUrl,
  certificates: companySignInProviders.certificates,
  emailClaim: companySignInProviders.emailClaim,
  createsAccounts: companySignInProviders.createsAccounts,
  companyClaim: companySignInProviders.companyClaim,
  departmentClaim: companySignInProviders.departmentClaim,
  groupsClaim: companySignInProviders.groupsClaim,
  secondFactorAmr: companySignInProviders.secondFactorAmr,
  secondFactorContexts: companySignInProviders.secondFactorContexts,
  endSessionEndpoint: companySignInProviders.endSessionEndpoint,
  enabled: companySignInProviders.enabled,
  createdAt: companySignInProviders.createdAt,
  updatedAt: companySignInProviders.updatedAt,
  domains: domainsOf,
};

export async function insertProvider(tx: DbOrTx, values: ProviderValues, now: Date): Promise<number> {
  const [row] = await tx.insert(companySignInProviders).values({ ...values, createdAt: now, updatedAt: now }).returning({ id: companySignInProviders.id });
  return row!.id;
}

/** False when no provider has the id. */
export async function updateProvider(tx: DbOrTx, id: number, values: Partial<ProviderValues>, now: Date): Promise<boolean> {
  const updated = await tx.update(companySignInProviders).set({ ...values, updatedAt: now }).where(eq(companySignInProviders.id, id)).returning({ id: companySignInProviders.id });
  return updated.length === 1;
}

/** The domains another provider already signs in, of those given. */
export async function domainsTakenByOthers(tx: DbOrTx, domains: string[], providerId: number | undefined): Promise<string[]> {
  const rows = await tx.select({ domain: companySignInDomains.domain }).from(companySignInDomains)
    .where(and(inArray(companySignInDomains.domain, domains), providerId === undefined ? undefined : sql`${companySignInDomains.providerId} <> ${providerId}`));
  return rows.map((r) => r.domain);
}

export async function replaceDomains(tx: DbOrTx, providerId: number, domains: string[]): Promise<void> {
  await tx.delete(companySignInDomains).where(eq(companySignInDomains.providerId, providerId));
  await tx.insert(companySignInDomains).values(domains.map((domain) => ({ domain, providerId })));
}

export async function providerNameTaken(tx: DbOrTx, name: string, except: number | undefined): Promise<boolean> {
  const [row] = await tx.select({ id: companySignInProviders.id }).from(companySignInProviders)
    .where(and(eq(sql`lower(${companySignInProviders.name})`, name.toLowerCase()), except === undefined ? undefined : sql`${companySignInProviders.id} <> ${except}`));
  return row !== undefined;
}

export async function listProviders(db: DbOrTx): Promise<ProviderRow[]> {
  return db.select(providerColumns).from(companySignInProviders).orderBy(companySignInProviders.name);
}

export async function findProvider(db: DbOrTx, id: number): Promise<ProviderRow | undefined> {
  const [row] = await db.select(providerColumns).from(companySignInProviders).where(eq(companySignInProviders.id, id));
  return row;
}

/** The enabled provider that signs in the domain. */
export async function findProviderByDomain(db: DbOrTx, domain: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select(providerColumns).from(companySignInProviders)
    .innerJoin(companySignInDomains, eq(companySignInDomains.providerId, companySignInProviders.id))
    .where(and(eq(companySignInDomains.domain, domain), eq(companySignInProviders.enabled, true)));
  return row;
}

export async function noteEndSessionEndpoint(db: DbOrTx, id: number, endpoint: string | null): Promise<void> {
  await db.update(companySignInProviders).set({ endSessionEndpoint: endpoint })
    .where(and(eq(companySignInProviders.id, id), sql`${companySignInProviders.endSessionEndpoint} IS DISTINCT FROM ${endpoint}`));
}

export async function insertMapping(tx: DbOrTx, mapping: { providerId: number; groupName: string; roleId: number }): Promise<number> {
  const [row] = await tx.insert(companySignInRoleMappings).values(mapping)
    .onConflictDoUpdate({ target: [companySignInRoleMappings.providerId, companySignInRoleMappings.groupName, companySignInRoleMappings.roleId], set: { groupName: mapping.groupName } })
    .returning({ id: companySignInRoleMappings.id });
  return row!.id;
}

export async function deleteMapping(tx: DbOrTx, id: number) {
  const [row] = await tx.delete(companySignInRoleMappings).where(eq(companySignInRoleMappings.id, id))
    .returning({ providerId: companySignInRoleMappings.providerId, group: companySignInRoleMappings.groupName, roleId: companySignInRoleMappings.roleId });
  return row;
}

export async function listMappings(db: DbOrTx, providerId: number) {
  return db.select({ id: companySignInRoleMappings.id, providerId: companySignInRoleMappings.providerId, group: companySignInRoleMappings.groupName, roleId: companySignInRoleMappings.roleId })
    .from(companySignInRoleMappings).where(eq(companySignInRoleMappings.providerId, providerId)).orderBy(companySignInRoleMappings.groupName, companySignInRoleMappings.roleId);
}

/** The roles the provider's mappings give to members of these groups. */
export async function rolesOfGroups(db: DbOrTx, providerId: number, groups: string[]): Promise<number[]> {
  if (!groups.length) return [];
  const rows = await db.selectDistinct({ roleId: companySignInRoleMappings.roleId }).from(companySignInRoleMappings)
    .where(and(eq(companySignInRoleMappings.providerId, providerId), inArray(companySignInRoleMappings.groupName, groups)));
  return rows.map((r) => r.roleId);
}

export async function insertRequest(db: DbOrTx, request: typeof companySignInRequests.$inferInsert, now: Date): Promise<void> {
  // Requests nobody came back for are forgotten a day after they expired.
  await db.delete(companySignInRequests).where(sql`${companySignInRequests.expiresAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`);
  await db.insert(companySignInRequests).values(request);
}

/** Takes the request of a state for good: the first callback gets it (expired or not), later ones nothing. */
export async function consumeRequest(db: DbOrTx, stateHash: Buffer, now: Date) {
  const [row] = await db.update(companySignInRequests).set({ usedAt: now })
    .where(and(eq(companySignInRequests.stateHash, stateHash), isNull(companySignInRequests.usedAt)))
    .returning();
  return row;
}

/**
 * Marks a SAML assertion of the provider as used until it expires; false when it already was. Marks past their
 * expiry are cleared on the way.
 */
export async function claimAssertion(db: DbOrTx, providerId: number, assertionHash: Buffer, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(companySignInAssertionUses).where(sql`${companySignInAssertionUses.expiresAt} < ${now.toISOString()}::timestamptz`);
  const inserted = await db.insert(companySignInAssertionUses).values({ providerId, assertionHash, expiresAt })
    .onConflictDoNothing().returning({ providerId: companySignInAssertionUses.providerId });
  return inserted.length === 1;
}

export async function insertTicket(db: DbOrTx, ticket: typeof companySignInTickets.$inferInsert, now: Date): Promise<void> {
  await db.delete(companySignInTickets).where(sql`${companySignInTickets.expiresAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`);
  await db.insert(companySignInTickets).values(ticket);
}

/**
 * Takes an unexpired ticket of its kind (a sign-in's, or a link's) for good; undefined when it is unknown, used, expired
 * or of the other kind.
 */
export async function consumeTicket(db: DbOrTx, ticketHash: Buffer, kind: 'sign-in' | 'link', now: Date) {
  const [row] = await db.update(companySignInTickets).set({ usedAt: now })
    .where(and(
      eq(companySignInTickets.ticketHash, ticketHash), isNull(companySignInTickets.usedAt), gt(companySignInTickets.expiresAt, now),
      kind === 'link' ? isNotNull(companySignInTickets.linkSubject) : isNull(companySignInTickets.linkSubject),
    ))
    .returning({ userId: companySignInTickets.userId, providerId: companySignInTickets.providerId, secondFactorDone: companySignInTickets.secondFactorDone, linkSubject: companySignInTickets.linkSubject });
  return row;
}

const accountColumns = { id: users.id, ...userStateColumns };
export type CompanyAccount = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db.select(accountColumns).from(users).leftJoin(regions, eq(regions.id, users.regionId)).where(eq(users.id, userId));
  return row;
}

/** The account linked to the provider's subject. */
export async function findLinkedAccount(db: DbOrTx, providerId: number, subject: string) {
  const [row] = await db.select(accountColumns).from(companySignInLinks)
    .innerJoin(users, eq(users.id, companySignInLinks.userId))
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(and(eq(companySignInLinks.providerId, providerId), eq(companySignInLinks.subject, subject)));
  return row;
}

/** Whether an account has this e-mail as its ID (IDs are compared in lower case, as sign-in does). */
export async function loginIdTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.loginId})`, email.toLowerCase()));
  return row !== undefined;
}

export async function insertEmployee(tx: DbOrTx, account: { loginId: string; name: string; company: string | null; department: string | null; language: string | null }, now: Date): Promise<number> {
  const [row] = await tx.insert(users).values({
    ...account, userType: 'EMPLOYEES', approvalStatus: 'APPROVED', enabled: true, passwordHash: null,
    // The provider checked the address: it is the person's work e-mail.
    emailVerifiedAt: now, createdAt: now, updatedAt: now,
  }).returning({ id: users.id });
  return row!.id;
}

export async function insertLink(tx: DbOrTx, link: { providerId: number; subject: string; userId: number }, now: Date): Promise<void> {
  await tx.insert(companySignInLinks).values({ ...link, linkedAt: now });
}

/** The link an account has with the provider, if any. */
export async function linkOf(db: DbOrTx, userId: number, providerId: number) {
  const [row] = await db.select({ subject: companySignInLinks.subject, linkedAt: companySignInLinks.linkedAt }).from(companySignInLinks)
    .where(and(eq(companySignInLinks.userId, userId), eq(companySignInLinks.providerId, providerId)));
  return row;
}

/** Unlinks the account from the provider; the removed link, or undefined when there was none. */
export async function deleteLink(tx: DbOrTx, userId: number, providerId: number) {
  const [row] = await tx.delete(companySignInLinks).where(and(eq(companySignInLinks.userId, userId), eq(companySignInLinks.providerId, providerId)))
    .returning({ subject: companySignInLinks.subject, linkedAt: companySignInLinks.linkedAt });
  return row;
}

/** How many providers the account is linked to, and whether it has a password: its ways in. */
export async function waysIn(db: DbOrTx, userId: number): Promise<{ links: number; hasPassword: boolean }> {
  const [row] = await db.select({
    links: sql<number>`(SELECT count(*)::int FROM ${companySignInLinks} l WHERE l.user_id = ${users.id})`,
    hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
  }).from(users).where(eq(users.id, userId));
  return row ?? { links: 0, hasPassword: false };
}

/**
 * The account's company accounts: the enabled providers of its e-mail's domain, which it may link, and every provider
 * it is linked to (enabled or not), each with when it was linked.
 */
export async function companyAccountsOf(db: DbOrTx, userId: number, domain: string) {
  return db.select({ providerId: companySignInProviders.id, name: companySignInProviders.name, linkedAt: companySignInLinks.linkedAt })
    .from(companySignInProviders)
    .leftJoin(companySignInLinks, and(eq(companySignInLinks.providerId, companySignInProviders.id), eq(companySignInLinks.userId, userId)))
    .where(or(
      isNotNull(companySignInLinks.userId),
      and(eq(companySignInProviders.enabled, true), sql`EXISTS (SELECT 1 FROM ${companySignInDomains} d WHERE d.provider_id = ${companySignInProviders.id} AND d.domain = ${domain})`),
    ))
    .orderBy(companySignInProviders.name);
}

/** Every role the provider's groups gave the account. */
export async function providerRolesOf(tx: DbOrTx, userId: number, providerId: number): Promise<number[]> {
  const rows = await tx.select({ roleId: companySignInRoleGrants.roleId }).from(companySignInRoleGrants)
    .where(and(eq(companySignInRoleGrants.userId, userId), eq(companySignInRoleGrants.providerId, providerId)));
  return rows.map((r) => r.roleId);
}

/**
 * Where a session's logout may send the browser to end the provider's own session too: the enabled OpenID Connect
 * provider that opened it, with its end_session_endpoint and client ID; undefined when there is none.
 */
export async function signOutOfSession(db: DbOrTx, sessionId: string) {
  const [row] = await db.select({ endSessionEndpoint: companySignInProviders.endSessionEndpoint, clientId: companySignInProviders.clientId })
    .from(sessions).innerJoin(companySignInProviders, eq(companySignInProviders.id, sessions.companyProviderId))
    .where(and(eq(sessions.id, sessionId), eq(companySignInProviders.kind, 'OIDC'), eq(companySignInProviders.enabled, true), isNotNull(companySignInProviders.endSessionEndpoint)));
  return row;
}

/** The account's roles, each marked with whether this provider gave it. */
export async function rolesOfAccount(tx: DbOrTx, userId: number, providerId: number): Promise<{ roleId: number; byProvider: boolean }[]> {
  return tx.select({ roleId: userRoles.roleId, byProvider: sql<boolean>`${companySignInRoleGrants.providerId} IS NOT DISTINCT FROM ${providerId}` })
    .from(userRoles)
    .leftJoin(companySignInRoleGrants, and(eq(companySignInRoleGrants.userId, userRoles.userId), eq(companySignInRoleGrants.roleId, userRoles.roleId)))
    .where(eq(userRoles.userId, userId));
}

/** Gives the roles as the provider's (the access counter's trigger tells every instance). */
export async function grantProviderRoles(tx: DbOrTx, userId: number, providerId: number, roleIds: number[]): Promise<void> {
  if (!roleIds.length) return;
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId }))).onConflictDoNothing();
  await tx.insert(companySignInRoleGrants).values(roleIds.map((roleId) => ({ userId, roleId, providerId }))).onConflictDoNothing();
}

/** Takes away roles the provider gave. */
export async function revokeProviderRoles(tx: DbOrTx, userId: number, providerId: number, roleIds: number[]): Promise<void> {
  if (!roleIds.length) return;
  await tx.delete(companySignInRoleGrants).where(and(eq(companySignInRoleGrants.userId, userId), eq(companySignInRoleGrants.providerId, providerId), inArray(companySignInRoleGrants.roleId, roleIds)));
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, roleIds)));
}

/** A built-in role given as GSIS gives it (no provider's mark): it stays whatever the provider's groups say. */
export async function giveBuiltInRole(tx: DbOrTx, userId: number, roleKey: string): Promise<void> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, roleKey));
  if (role) await tx.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}


// Administration.

/** The provider as it was, for the trail: every setting but the sealed secret. */
export async function providerSettings(tx: DbOrTx, id: number) {
  const row = await findProvider(tx, id);
  if (!row) return undefined;
  const { clientSecretSealed: _secret, createdAt: _c, updatedAt: _u, endSessionEndpoint: _e, ...settings } = row;
  return settings;
}

/** False when no provider has the id. */
export async function setProviderEnabled(tx: DbOrTx, id: number, enabled: boolean, now: Date): Promise<boolean> {
  const updated = await tx.update(companySignInProviders).set({ enabled, updatedAt: now }).where(eq(companySignInProviders.id, id)).returning({ id: companySignInProviders.id });
  return updated.length === 1;
}

/** Its domains and mappings go with it (cascade); callers make sure no account is linked first. */
export async function deleteProvider(tx: DbOrTx, id: number): Promise<boolean> {
  const deleted = await tx.delete(companySignInProviders).where(eq(companySignInProviders.id, id)).returning({ id: companySignInProviders.id });
  return deleted.length === 1;
}

/** How many accounts are linked to each provider's people (providers with none are left out). */
export async function linkedAccountCounts(db: DbOrTx, providerId?: number): Promise<Map<number, number>> {
  const rows = await db.select({ providerId: companySignInLinks.providerId, count: sql<number>`count(DISTINCT ${companySignInLinks.userId})::int` })
    .from(companySignInLinks).where(providerId === undefined ? undefined : eq(companySignInLinks.providerId, providerId))
    .groupBy(companySignInLinks.providerId);
  return new Map(rows.map((r) => [r.providerId, r.count]));
}

const mappingColumns = { id: companySignInRoleMappings.id, providerId: companySignInRoleMappings.providerId, group: companySignInRoleMappings.groupName, roleId: companySignInRoleMappings.roleId };

/** Every provider's mappings, by group. */
export async function listAllMappings(db: DbOrTx) {
  return db.select(mappingColumns).from(companySignInRoleMappings).orderBy(companySignInRoleMappings.groupName, companySignInRoleMappings.roleId);
}

export async function findMapping(db: DbOrTx, id: number) {
  const [row] = await db.select(mappingColumns).from(companySignInRoleMappings).where(eq(companySignInRoleMappings.id, id));
  return row;
}

export async function roleExists(db: DbOrTx, roleId: number): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  return row !== undefined;
}
