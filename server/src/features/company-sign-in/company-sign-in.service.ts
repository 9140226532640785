// The rules of company sign-in (OpenID Connect's authorization code grant with PKCE, or SAML 2.0's Web Browser SSO
// profile): which provider an e-mail goes to, what a callback or an assertion must prove before anyone is signed in,
// which account it opens, the roles a provider's groups give, and the providers administrators set up.
import {
  COMPANY_LINK_PAGE, COMPANY_SIGN_IN_PAGE, COMPANY_SIGN_OUT_RETURN, ErrorCode, companySignInApi, matchLanguage, pathOf,
  type CompanyProvider, type CompanyProviderSave, type CompanyRoleMappingSave, type CompanySignInCallbackQuery, type CompanySignInFinish,
  type CompanyAccounts, type CompanySignInSamlPost, CompanySignInStart,
} from '@gsis/contract';
import type { CacheProvider, Profile } from '@node-saml/node-saml';
import { X509Certificate } from 'node:crypto';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import { recordAccessEvent } from '../../platform/access-events.ts';
import { ANONYMOUS, AuditAction, recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { unusableAccount } from '../../platform/auth/account-state.ts';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { SessionRow } from '../../platform/auth/sessions.repo.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/request-context.ts';
import type { OpenedSession } from '../login/login.service.ts';
import { changeAccess } from '../roles/delegation.ts';
import { createRoleService } from '../roles/roles.service.ts';
import * as repo from './company-sign-in.repo.ts';
import type { CompanyAccount, ProviderRow } from './company-sign-in.repo.ts';
import { CLOCK_SKEW_MS, NAME_ID_EMAIL, NAME_ID_TRANSIENT, destinationOf, factsOf, nameOf, samlClient, type ServiceProvider } from './saml.ts';

/** How long a provider may take to send the person back. */
const REQUEST_MS = 10 * 60_000;
/** How long the web page has to trade the callback's ticket for a session. */
const TICKET_MS = 2 * 60_000;
/** Every account a provider makes starts with the ordinary reader's role, as an approved account does. */
const FIRST_ROLE = 'USER';

/**
 * Opens the session of a proven company sign-in: the login service's `companySignIn` (company-sign-in.feature.ts), so
 * sessions, login info and second steps have one set of rules, and this feature needs only this one call of them.
 */
export interface SessionOpener {
  /**
   * Opens the session, or asks for the account's own second factor (SECOND_FACTOR_REQUIRED, or _ENROLMENT_REQUIRED
   * for an account that manages GSIS and has none) where the provider did not prove one.
   */
  openCompanySession(userId: number, client: ClientInfo, proof: { providerId: number; secondFactorDone: boolean; rememberedDevice?: string | undefined }): Promise<OpenedSession>;
}

/** What the session's opening answers when the sign-in goes on to the second factor. */
const SECOND_STEPS = new Set<string>([ErrorCode.SECOND_FACTOR_REQUIRED, ErrorCode.SECOND_FACTOR_ENROLMENT_REQUIRED]);

export interface CompanySignInDeps {
  db: Db;
  clock: () => Date;
  /** Seals client secrets and PKCE verifiers. */
  box: SecretBox;
  sessions: SessionOpener;
  /** Where the API is reached from outside (the redirect URIs) and where the web app is (the page the callback ends on). */
  urls: { api: string; web: string };
}

/** A callback refused: why (for the trail), the code the page shows, and whose account it concerned when known. */
class Refusal extends Error {
  constructor(readonly reason: string, readonly code: ErrorCode, readonly target?: string, readonly details: Record<string, unknown> = {}) {
    super(reason);
  }
}

// A provider on this machine may speak plain HTTP (RFC 8252 allows loopback redirects for the same reason: nothing
// crosses a network); anywhere else openid-client's rule stands: HTTPS only.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

type Claims = Record<string, unknown>;

/**
 * Whom a provider vouches for, once what it sent back was checked: its stable identifier of the person (OIDC sub, SAML
 * NameID), the e-mail it gives, its claims (SAML: attributes), and whether it proved a second factor.
 */
interface VerifiedPerson { subject: string; email: string | null; claims: Claims; secondFactorDone: boolean }
const text = (value: unknown, max = 200): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : []);
const isCertificate = (pem: string) => {
  try {
    return Boolean(new X509Certificate(pem));
  } catch {
    return false;
  }
};
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export function createCompanySignInService({ db, clock, box, sessions, urls }: CompanySignInDeps) {
  const redirectUri = (providerId: number) => `${urls.api}${pathOf(companySignInApi.callback, { provider: providerId })}`;
  const acsPath = (providerId: number) => pathOf(companySignInApi.samlAcs, { provider: providerId });
  /** GSIS's entity ID and ACS URL as a SAML provider's service provider: one each per provider, as redirect URIs are. */
  const serviceProvider = (providerId: number): ServiceProvider => ({
    entityId: `${urls.api}${acsPath(providerId).replace(/\/acs$/, '')}`, acsUrl: `${urls.api}${acsPath(providerId)}`,
  });
  // The roles a mapping may name, marked as the role screens mark them.
  const roles = createRoleService({ db });
  const page = (params: Record<string, string>) => `${urls.web}${COMPANY_SIGN_IN_PAGE}?${new URLSearchParams(params).toString()}`;
  const linkPage = (params: Record<string, string>) => `${urls.web}${COMPANY_LINK_PAGE}?${new URLSearchParams(params).toString()}`;

  /** The provider's metadata (discovery) and this client's credentials. */
  async function configurationOf(provider: ProviderRow): Promise<oidc.Configuration> {
    if (provider.kind !== 'OIDC' || !provider.issuer || !provider.clientId || !provider.clientSecretSealed) throw new Error(`company sign-in provider ${provider.id} is no OpenID Connect provider`);
    const secret = await box.open(provider.clientSecretSealed);
    if (secret === null) throw new Error(`the client secret of company sign-in provider ${provider.id} was sealed with another key`);
    const issuer = new URL(provider.issuer);
    return oidc.discovery(issuer, provider.clientId, undefined, oidc.ClientSecretBasic(secret), {
      // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC Core 3.1.3.7); its signature is
      // checked against the provider's keys as well, so a token altered anywhere on the way is refused.
      execute: [oidc.enableNonRepudiationChecks, ...(LOOPBACK.has(issuer.hostname) ? [oidc.allowInsecureRequests] : [])],
      timeout: 10,
    });
  }

  /** A refusal on the audit trail and among the access events, in one transaction. */
  async function record(refusal: Refusal, client: ClientInfo, provider: number | undefined, user?: CompanyAccount): Promise<void> {
    await db.transaction(async (tx) => {
      await recordAccessEvent(tx, {
        action: 'LOGIN_FAILED', client, at: clock(), ...(user ? { user } : { loginId: refusal.target }),
        details: { reason: `company_${refusal.reason}`, provider },
      });
      await recordAudit(tx, ANONYMOUS, {
        action: AuditAction.SSO_REFUSED, targetType: 'USER', targetId: user?.loginId ?? refusal.target ?? '*', before: null,
        after: { reason: refusal.reason, provider, ip: client.ip, ...refusal.details },
      });
    });
  }

  /**
   * The roles this provider gave the account become exactly those its groups map to now; roles given in GSIS stay,
   * and a role the account already holds from GSIS is not taken over by the provider. Audited when anything changed.
   */
  async function applyGroups(tx: DbOrTx, account: CompanyAccount, provider: ProviderRow, groups: string[]): Promise<void> {
    const wanted = new Set(await repo.rolesOfGroups(tx, provider.id, groups));
    const held = await repo.rolesOfAccount(tx, account.id, provider.id);
    const heldIds = new Set(held.map((r) => r.roleId));
    const revoke = held.filter((r) => r.byProvider && !wanted.has(r.roleId)).map((r) => r.roleId);
    const grant = [...wanted].filter((roleId) => !heldIds.has(roleId));
    if (!revoke.length && !grant.length) return;
    await repo.revokeProviderRoles(tx, account.id, provider.id, revoke);
    await repo.grantProviderRoles(tx, account.id, provider.id, grant);
    await recordAudit(tx, ANONYMOUS, {
      action: 'SSO_ROLES', targetType: 'USER', targetId: account.loginId,
      before: { roleIds: [...heldIds].sort((a, b) => a - b) }, after: { granted: grant, revoked: revoke, provider: provider.id, groups },
    });
  }

  /** An account for a person the provider vouches for, when it may make one: an employee's, approved, linked. */
  async function createAccount(provider: ProviderRow, subject: string, email: string | null, claims: Claims): Promise<CompanyAccount> {
    if (!email) throw new Refusal('no_email', ErrorCode.SSO_FAILED, subject);
    // Only the provider's own domains: a provider may not mint accounts for addresses another organisation owns.
    if (!provider.domains.includes(domainOf(email))) throw new Refusal('email_outside_domains', ErrorCode.SSO_FAILED, email);
    // An account that exists is its owner's: linking it needs their password first (a later step), never a claim alone.
    if (await repo.loginIdTaken(db, email)) throw new Refusal('account_not_linked', ErrorCode.SSO_ACCOUNT_NOT_LINKED, email);
    if (!provider.createsAccounts) throw new Refusal('no_account', ErrorCode.SSO_NO_ACCOUNT, email);
    if (claims.email_verified === false) throw new Refusal('email_not_verified', ErrorCode.SSO_FAILED, email);
    const now = clock();
    const values = {
      loginId: email,
      name: text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || email.split('@')[0]!),
      company: provider.companyClaim ? text(claims[provider.companyClaim]) : null,
      department: provider.departmentClaim ? text(claims[provider.departmentClaim]) : null,
      language: matchLanguage(text(claims.locale, 35)) ?? null,
    };
    const userId = await db.transaction(async (tx) => {
      const id = await repo.insertEmployee(tx, values, now);
      await repo.insertLink(tx, { providerId: provider.id, subject, userId: id }, now);
      await repo.giveBuiltInRole(tx, id, FIRST_ROLE);
      await recordAudit(tx, ANONYMOUS, {
        action: 'SSO_ACCOUNT_CREATED', targetType: 'USER', targetId: email, before: null,
        after: { provider: provider.id, subject, userType: 'EMPLOYEES', company: values.company, department: values.department, language: values.language },
      });
      return id;
    });
    return (await repo.findAccount(db, userId))!;
  }

  /** The ID token's claims, with the UserInfo endpoint's where the token leaves out what the provider is set to read. */
  async function claimsOf(config: oidc.Configuration, provider: ProviderRow, tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>): Promise<Claims> {
    const idClaims = tokens.claims()!;
    const wanted = [provider.emailClaim ?? 'email', provider.companyClaim, provider.departmentClaim, provider.groupsClaim].filter((c): c is string => c !== null);
    if (wanted.every((c) => c in idClaims) || !config.serverMetadata().userinfo_endpoint) return idClaims;
    // What the ID token says wins: its signature was checked, and its sub and amr are this sign-in's.
    return { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
  }

  /** The grant's end: the pending request taken once, the code traded with its verifier, the ID token checked. */
  async function grant(providerId: number, query: CompanySignInCallbackQuery, linking: (userId: number | null) => void) {
    const now = clock();
    // Taken first, also for the provider's refusal: it answers this request, and says whether it was a link's.
    const pending = query.state ? await repo.consumeRequest(db, hashToken(query.state), now) : undefined;
    if (pending?.providerId === providerId) linking(pending.linkUserId);
    if (query.error) throw new Refusal('provider_error', ErrorCode.SSO_FAILED, undefined, { error: query.error });
    if (!query.state || !query.code) throw new Refusal('no_code', ErrorCode.SSO_FAILED);
    if (!pending) throw new Refusal('state_unknown_or_used', ErrorCode.SSO_EXPIRED);
    if (pending.expiresAt <= now) throw new Refusal('request_expired', ErrorCode.SSO_EXPIRED);
    // Each provider has its own redirect URI: a response at another provider's is a mix-up (RFC 9207's attack).
    if (pending.providerId !== providerId) throw new Refusal('provider_mismatch', ErrorCode.SSO_FAILED);
    const provider = await repo.findProvider(db, providerId);
    if (!provider?.enabled) throw new Refusal('provider_disabled', ErrorCode.SSO_FAILED);
    if (provider.kind !== 'OIDC' || pending.codeVerifierSealed === null || pending.nonce === null) throw new Refusal('provider_mismatch', ErrorCode.SSO_FAILED);
    const verifier = await box.open(pending.codeVerifierSealed);
    if (verifier === null) throw new Refusal('verifier_unreadable', ErrorCode.SSO_FAILED);
    const current = new URL(redirectUri(providerId));
    for (const [name, value] of Object.entries(query)) if (value !== undefined) current.searchParams.set(name, value);
    try {
      const config = await configurationOf(provider);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: verifier, expectedState: query.state, expectedNonce: pending.nonce, idTokenExpected: true,
      });
      return { provider, claims: await claimsOf(config, provider, tokens) };
    } catch (error) {
      // openid-client checked the ID token (signature, issuer, audience, expiry, nonce) and the provider the code.
      const cause = error as { code?: unknown; error?: unknown; message?: unknown };
      throw new Refusal('token', ErrorCode.SSO_FAILED, undefined, { error: String(cause.error ?? cause.code ?? cause.message).slice(0, 200) });
    }
  }

  /**
   * node-saml's store of a provider's AuthnRequests, on the pending requests' table: a request is kept 10 minutes,
   * belongs to its provider, and the first response that names it takes it (expired or not); later ones find nothing.
   */
  function samlRequests(providerId: number, { linkUserId = null, onTaken }: { linkUserId?: number | null; onTaken?: (linkUserId: number | null) => void } = {}): CacheProvider {
    // node-saml asks twice for one response (the Response's InResponseTo, then its assertion's): the first look takes it.
    const taken = new Map<string, string>();
    return {
      async saveAsync(id, value) {
        const now = clock();
        await repo.insertRequest(db, { stateHash: hashToken(id), providerId, linkUserId, expiresAt: new Date(now.getTime() + REQUEST_MS) }, now);
        return { value, createdAt: now.getTime() };
      },
      async getAsync(id) {
        const known = taken.get(id);
        if (known !== undefined) return known;
        const now = clock();
        const pending = await repo.consumeRequest(db, hashToken(id), now);
        // Thrown through node-saml, which hands its store's errors on as they are.
        if (!pending) throw new Refusal('request_unknown_or_used', ErrorCode.SSO_EXPIRED);
        if (pending.expiresAt <= now) throw new Refusal('request_expired', ErrorCode.SSO_EXPIRED);
        if (pending.providerId !== providerId) throw new Refusal('provider_mismatch', ErrorCode.SSO_FAILED);
        const sent = new Date(pending.expiresAt.getTime() - REQUEST_MS).toISOString();
        taken.set(id, sent);
        onTaken?.(pending.linkUserId);
        return sent;
      },
      // Taken at the first look already.
      removeAsync: async (id) => id,
    };
  }

  const samlOf = (provider: ProviderRow, requests: Parameters<typeof samlRequests>[1] = {}) => {
    if (provider.kind !== 'SAML' || !provider.entityId || !provider.ssoUrl) throw new Error(`company sign-in provider ${provider.id} is no SAML provider`);
    return samlClient({ entityId: provider.entityId, ssoUrl: provider.ssoUrl, certificates: provider.certificates }, serviceProvider(provider.id), samlRequests(provider.id, requests), REQUEST_MS);
  };

  /**
   * A SAML response checked: node-saml verifies the assertion's signature by one of the provider's certificates, its
   * InResponseTo against our request (taken once), its audience (our entity ID) and its time window; this adds what
   * node-saml leaves to its caller — the Issuer, the bearer confirmation's Recipient and the Response's Destination (our
   * ACS URL), a NameID that stays the person's, and the assertion used once only.
   */
  async function assertion(providerId: number, { SAMLResponse }: z.output<typeof CompanySignInSamlPost>, linking: (userId: number | null) => void) {
    const provider = await repo.findProvider(db, providerId);
    if (!provider?.enabled) throw new Refusal('provider_disabled', ErrorCode.SSO_FAILED);
    if (provider.kind !== 'SAML') throw new Refusal('provider_mismatch', ErrorCode.SSO_FAILED);
    if (!SAMLResponse) throw new Refusal('no_response', ErrorCode.SSO_FAILED);
    let profile: Profile | null;
    try {
      ({ profile } = await samlOf(provider, { onTaken: linking }).validatePostResponseAsync({ SAMLResponse }));
    } catch (error) {
      if (error instanceof Refusal) throw error;
      const message = String((error as Error).message ?? error).slice(0, 200);
      // node-saml's words for a response no request of ours asked for (an IdP-initiated sign-in).
      if (/InResponseTo is missing/.test(message)) throw new Refusal('unsolicited', ErrorCode.SSO_FAILED);
      throw new Refusal('assertion', ErrorCode.SSO_FAILED, undefined, { error: message });
    }
    if (!profile) throw new Refusal('no_assertion', ErrorCode.SSO_FAILED);
    const facts = factsOf(profile);
    const sp = serviceProvider(provider.id);
    if (facts.issuer !== provider.entityId) throw new Refusal('issuer_mismatch', ErrorCode.SSO_FAILED, undefined, { issuer: facts.issuer?.slice(0, 200) });
    if (!facts.recipients.includes(sp.acsUrl)) throw new Refusal('recipient_mismatch', ErrorCode.SSO_FAILED, undefined, { recipients: facts.recipients.map((r) => r.slice(0, 200)) });
    const destination = destinationOf(SAMLResponse);
    if (destination !== null && destination !== sp.acsUrl) throw new Refusal('destination_mismatch', ErrorCode.SSO_FAILED, undefined, { destination: destination.slice(0, 200) });
    // Without an ID or an end, an assertion could not be remembered until it expires, so it could not be refused twice.
    if (!facts.id || !facts.notOnOrAfter) throw new Refusal('assertion_unbounded', ErrorCode.SSO_FAILED);
    // A transient NameID changes at every sign-in: no account could be found by it again.
    if (!facts.nameId || facts.nameIdFormat === NAME_ID_TRANSIENT) throw new Refusal('no_persistent_name_id', ErrorCode.SSO_FAILED);
    const now = clock();
    if (!(await repo.claimAssertion(db, provider.id, hashToken(facts.id), new Date(facts.notOnOrAfter.getTime() + CLOCK_SKEW_MS), now))) {
      throw new Refusal('assertion_replayed', ErrorCode.SSO_FAILED);
    }
    const email = provider.emailClaim ? text(list(facts.attributes[provider.emailClaim])[0], 254) : facts.nameIdFormat === NAME_ID_EMAIL ? text(facts.nameId, 254) : null;
    const person: VerifiedPerson = {
      subject: facts.nameId,
      email: email?.toLowerCase() ?? null,
      claims: { ...facts.attributes, ...nameOf(facts.attributes) },
      secondFactorDone: facts.contexts.some((context) => provider.secondFactorContexts.includes(context)),
    };
    return { provider, person };
  }

  /**
   * The end of a sign-in at a provider of either kind, once `verify` has checked what the provider sent back: the
   * account found (by its link, never by e-mail alone) or made, its roles brought in line with its groups, and a
   * single-use ticket for the page that opens the session. Any failure is recorded and sent to the page as a catalogue
   * code: the browser never sees a stack or a 500.
   */
  async function land(
    providerId: number, client: ClientInfo,
    verify: (linking: (userId: number | null) => void) => Promise<{ provider: ProviderRow; person: VerifiedPerson }>,
  ): Promise<string> {
    let account: CompanyAccount | undefined;
    // The account that asked to be linked, once the answer named its request: the answer, good or not, goes back to My info.
    let linkUserId: number | null = null;
    try {
      const { provider, person } = await verify((userId) => { linkUserId = userId; });
      if (linkUserId !== null) {
        account = await repo.findAccount(db, linkUserId);
        if (!account) throw new Refusal('link_account_gone', ErrorCode.SSO_EXPIRED);
        return await linkTicket(provider, person, account);
      }
      account = (await repo.findLinkedAccount(db, provider.id, person.subject)) ?? (await createAccount(provider, person.subject, person.email, person.claims));
      const state = unusableAccount(account);
      if (state) throw new Refusal('account_state', state);
      await db.transaction((tx) => applyGroups(tx, account!, provider, provider.groupsClaim ? list(person.claims[provider.groupsClaim]) : []));
      const ticket = newSessionToken();
      const now = clock();
      await repo.insertTicket(db, {
        ticketHash: hashToken(ticket), userId: account.id, providerId: provider.id, secondFactorDone: person.secondFactorDone, expiresAt: new Date(now.getTime() + TICKET_MS),
      }, now);
      return page({ ticket });
    } catch (error) {
      // Whatever went wrong, the browser lands on the sign-in page with a code it can show.
      const refusal = error instanceof Refusal ? error : new Refusal('failure', ErrorCode.SSO_FAILED, undefined, { error: String(error).slice(0, 200) });
      await record(refusal, client, providerId, account);
      return linkUserId !== null ? linkPage({ companyLinkError: refusal.code }) : page({ error: refusal.code });
    }
  }

  /**
   * A linking request's end: the provider vouched for a person, and the account that asked (signed in, in My info)
   * gets a single-use ticket its own session trades for the link. The person must be the account's owner at the
   * provider too (the same e-mail), and the provider's person may not be linked to another account already.
   */
  async function linkTicket(provider: ProviderRow, person: VerifiedPerson, account: CompanyAccount): Promise<string> {
    const linked = await repo.findLinkedAccount(db, provider.id, person.subject);
    if (linked && linked.id !== account.id) throw new Refusal('link_identity_taken', ErrorCode.SSO_ALREADY_LINKED, account.loginId);
    if (!person.email) throw new Refusal('no_email', ErrorCode.SSO_FAILED, account.loginId);
    if (person.email !== account.loginId.toLowerCase()) throw new Refusal('link_other_email', ErrorCode.SSO_LINK_OTHER_EMAIL, account.loginId, { email: person.email });
    const ticket = newSessionToken();
    const now = clock();
    await repo.insertTicket(db, {
      ticketHash: hashToken(ticket), userId: account.id, providerId: provider.id, secondFactorDone: person.secondFactorDone, linkSubject: person.subject,
      expiresAt: new Date(now.getTime() + TICKET_MS),
    }, now);
    return linkPage({ companyLink: ticket });
  }

  /**
   * The provider's address to sign in at, with the pending request its answer must bring back: for a sign-in, or for
   * linking the signed-in account `linkUserId`.
   */
  async function authorize(provider: ProviderRow, email: string, linkUserId: number | null): Promise<{ location: string }> {
    // SAML: an AuthnRequest over the HTTP-Redirect binding; its ID, kept as a pending request, is what binds the answer.
    if (provider.kind === 'SAML') return { location: await samlOf(provider, { linkUserId }).getAuthorizeUrlAsync('', undefined, {}) };
    let config: oidc.Configuration;
    try {
      config = await configurationOf(provider);
    } catch {
      throw new AppError(ErrorCode.SSO_FAILED);
    }
    await repo.noteEndSessionEndpoint(db, provider.id, config.serverMetadata().end_session_endpoint ?? null);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const now = clock();
    await repo.insertRequest(db, {
      stateHash: hashToken(state), providerId: provider.id, nonce, linkUserId, codeVerifierSealed: await box.seal(verifier), expiresAt: new Date(now.getTime() + REQUEST_MS),
    }, now);
    const location = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(provider.id),
      scope: provider.scopes.join(' '),
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      login_hint: email,
    });
    return { location: location.href };
  }

  return {
    /** The provider's authorization address for the e-mail's domain, with a pending request kept for its callback. */
    async start({ email }: z.output<typeof CompanySignInStart>): Promise<{ location: string }> {
      const provider = await repo.findProviderByDomain(db, domainOf(email));
      if (!provider) throw new AppError(ErrorCode.SSO_NO_PROVIDER);
      return authorize(provider, email, null);
    },

    /** The OpenID Connect provider's redirect: the grant finished and its ID token checked, then the account's rules. */
    callback: (providerId: number, query: CompanySignInCallbackQuery, client: ClientInfo): Promise<string> => land(providerId, client, async (linking) => {
      const { provider, claims } = await grant(providerId, query, linking);
      const amr = list(claims.amr);
      const person: VerifiedPerson = {
        subject: String(claims.sub), email: text(claims[provider.emailClaim ?? 'email'], 254)?.toLowerCase() ?? null, claims,
        secondFactorDone: amr.some((value) => provider.secondFactorAmr.includes(value)),
      };
      return { provider, person };
    }),

    /** The SAML provider's post to its assertion consumer service: the response and its assertion checked, then the account's rules. */
    samlAcs: (providerId: number, post: z.output<typeof CompanySignInSamlPost>, client: ClientInfo): Promise<string> => land(providerId, client, (linking) => assertion(providerId, post, linking)),

    /** The session of a callback's ticket, once, within two minutes; refusals are recorded as the callback's are. */
    async finish({ ticket, rememberedDevice }: z.output<typeof CompanySignInFinish>, client: ClientInfo): Promise<OpenedSession> {
      const now = clock();
      const taken = await repo.consumeTicket(db, hashToken(ticket), 'sign-in', now);
      if (!taken) {
        await record(new Refusal('ticket_unknown_used_or_expired', ErrorCode.SSO_EXPIRED), client, undefined);
        throw new AppError(ErrorCode.SSO_EXPIRED);
      }
      const account = (await repo.findAccount(db, taken.userId))!;
      try {
        const state = unusableAccount(account);
        if (state) throw new AppError(state);
        return await sessions.openCompanySession(account.id, client, { providerId: taken.providerId, secondFactorDone: taken.secondFactorDone, rememberedDevice });
      } catch (error) {
        // Asking for the second factor is the sign-in going on, not a refusal.
        if (error instanceof AppError && !SECOND_STEPS.has(error.code)) await record(new Refusal('account_state', error.code), client, taken.providerId, account);
        throw error;
      }
    },

    // Linking one's own account (My info). The session proves the account (its password and second factor), the
    // provider proves the person there; the ticket binds both, since the provider's redirect carries no session.

    /** The enabled providers of the account's e-mail domain, and those it is linked to. */
    async accounts(session: SessionRow): Promise<CompanyAccounts> {
      const [rows, ways] = await Promise.all([repo.companyAccountsOf(db, session.userId, domainOf(session.loginId)), repo.waysIn(db, session.userId)]);
      return { accounts: rows.map((row) => ({ ...row, linkedAt: row.linkedAt?.toISOString() ?? null })), hasPassword: ways.hasPassword };
    },

    /** The provider's address for linking: only a provider My info offers the account, and one it is not linked to yet. */
    async startLink(session: SessionRow, providerId: number): Promise<{ location: string }> {
      const offered = (await repo.companyAccountsOf(db, session.userId, domainOf(session.loginId))).find((a) => a.providerId === providerId);
      const provider = offered && (await repo.findProvider(db, providerId));
      if (!provider?.enabled) throw new AppError(ErrorCode.NOT_FOUND);
      if (offered!.linkedAt) throw new AppError(ErrorCode.ALREADY_EXISTS);
      return authorize(provider, session.loginId, session.userId);
    },

    /**
     * Links the account to the provider's person of a linking ticket: once, within two minutes, and only in a session
     * of the account that asked (a ticket carried into someone else's browser links nothing). On the audit trail.
     */
    async finishLink(session: SessionRow, ticket: string, client: ClientInfo): Promise<void> {
      const now = clock();
      const taken = await repo.consumeTicket(db, hashToken(ticket), 'link', now);
      const account = taken && (await repo.findAccount(db, taken.userId));
      if (!taken || !account || taken.userId !== session.userId) {
        await record(new Refusal(taken ? 'link_other_session' : 'ticket_unknown_used_or_expired', ErrorCode.SSO_EXPIRED, session.loginId), client, taken?.providerId, account);
        throw new AppError(ErrorCode.SSO_EXPIRED);
      }
      await db.transaction(async (tx) => {
        if (await repo.linkOf(tx, account.id, taken.providerId)) throw new AppError(ErrorCode.ALREADY_EXISTS);
        if (await repo.findLinkedAccount(tx, taken.providerId, taken.linkSubject!)) throw new AppError(ErrorCode.SSO_ALREADY_LINKED);
        await repo.insertLink(tx, { providerId: taken.providerId, subject: taken.linkSubject!, userId: account.id }, now);
        await recordAudit(tx, { userId: session.userId, loginId: session.loginId }, {
          action: 'SSO_LINK', targetType: 'USER', targetId: account.loginId, before: null, after: { provider: taken.providerId, subject: taken.linkSubject, ip: client.ip },
        });
      });
    },

    /**
     * Unlinks a provider, with the roles its groups gave (they would never be brought in line again). An account with
     * no password keeps its last link: it would have no way in left.
     */
    async unlink(session: SessionRow, providerId: number, client: ClientInfo): Promise<void> {
      await db.transaction(async (tx) => {
        const ways = await repo.waysIn(tx, session.userId);
        if (!(await repo.linkOf(tx, session.userId, providerId))) throw new AppError(ErrorCode.NOT_FOUND);
        if (!ways.hasPassword && ways.links <= 1) throw new AppError(ErrorCode.SSO_LAST_WAY_IN);
        const roleIds = await repo.providerRolesOf(tx, session.userId, providerId);
        const removed = await repo.deleteLink(tx, session.userId, providerId);
        await repo.revokeProviderRoles(tx, session.userId, providerId, roleIds);
        await recordAudit(tx, { userId: session.userId, loginId: session.loginId }, {
          action: 'SSO_UNLINK', targetType: 'USER', targetId: session.loginId,
          before: { provider: providerId, subject: removed!.subject, roleIds }, after: { ip: client.ip },
        });
      });
    },

    // Administration (MGMT_COMPANY_SIGN_IN): every change on the audit trail, in its transaction.

    async saveProvider(actor: Actor, input: z.output<typeof CompanyProviderSave>): Promise<{ id: number }> {
      const { id: _id, kind, clientSecret, domains, issuer, clientId, scopes, entityId, ssoUrl, certificates, secondFactorAmr, secondFactorContexts, ...shared } = input;
      // A certificate that does not parse would only show at the first sign-in, as every sign-in refused.
      const unreadable = kind === 'SAML' ? (certificates ?? []).flatMap((pem, i) => (isCertificate(pem) ? [] : [{ path: `body.certificates.${i}`, rule: 'certificate' }])) : [];
      if (unreadable.length) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: unreadable });
      const sealed = kind === 'OIDC' && clientSecret !== undefined ? { clientSecretSealed: await box.seal(clientSecret) } : {};
      // Each kind's own settings; the other kind's are cleared, so a provider switched from one to the other keeps nothing stale.
      const values = kind === 'OIDC'
        ? { ...shared, kind, issuer: issuer!, clientId: clientId!, scopes, secondFactorAmr, entityId: null, ssoUrl: null, certificates: [], secondFactorContexts: [] }
        : { ...shared, kind, entityId: entityId!, ssoUrl: ssoUrl!, certificates: certificates!, secondFactorContexts, issuer: null, clientId: null, clientSecretSealed: null, scopes: [], secondFactorAmr: [] };
      return db.transaction(async (tx) => {
        if (kind === 'OIDC' && clientSecret === undefined && !(input.id !== undefined && (await repo.findProvider(tx, input.id))?.clientSecretSealed)) {
          throw new AppError(ErrorCode.REQUIRED_VALUES_MISSING, { fields: [{ path: 'body.clientSecret', rule: 'required' }] });
        }
        if (await repo.providerNameTaken(tx, input.name, input.id)) throw new AppError(ErrorCode.ALREADY_EXISTS, { fields: [{ path: 'body.name', rule: 'unique' }] });
        const taken = await repo.domainsTakenByOthers(tx, domains, input.id);
        if (taken.length) throw new AppError(ErrorCode.ALREADY_EXISTS, { fields: taken.map((d) => ({ path: `body.domains.${domains.indexOf(d)}`, rule: 'unique' })) });
        const now = clock();
        const before = input.id === undefined ? null : (await repo.providerSettings(tx, input.id)) ?? null;
        let id = input.id;
        if (id === undefined) id = await repo.insertProvider(tx, { ...values, ...sealed }, now);
        else if (!(await repo.updateProvider(tx, id, { ...values, ...sealed }, now))) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.replaceDomains(tx, id, domains);
        // The secret never reaches the trail: only that it was replaced.
        await recordAudit(tx, actor, {
          action: before ? 'SSO_PROVIDER_UPDATE' : 'SSO_PROVIDER_CREATE', targetType: 'COMPANY_PROVIDER', targetId: id, before,
          after: { ...values, domains, secretReplaced: clientSecret !== undefined },
        });
        return { id };
      });
    },

    async listProviders(): Promise<CompanyProvider[]> {
      return (await repo.listProviders(db)).map(({ clientSecretSealed: _secret, createdAt: _c, updatedAt: _u, ...provider }) => ({
        ...provider,
        redirectPath: provider.kind === 'SAML' ? acsPath(provider.id) : pathOf(companySignInApi.callback, { provider: provider.id }),
        spEntityId: provider.kind === 'SAML' ? serviceProvider(provider.id).entityId : null,
      }));
    },

    /** The administrators' list: each provider with its redirect URI, mappings and linked accounts, and the roles a mapping may name. */
    async adminList(actor: Actor) {
      const [providers, mappings, linked, roleList] = await Promise.all([this.listProviders(), repo.listAllMappings(db), repo.linkedAccountCounts(db), roles.list(actor)]);
      return {
        providers: providers.map((provider) => ({
          // Where the provider answers: the OIDC redirect URI, or the SAML assertion consumer service.
          ...provider, redirectUri: `${urls.api}${provider.redirectPath}`,
          signOutReturnUri: provider.kind === 'OIDC' ? `${urls.web}${COMPANY_SIGN_OUT_RETURN}` : null, mappings: mappings.filter((m) => m.providerId === provider.id), linkedAccounts: linked.get(provider.id) ?? 0,
        })),
        roles: roleList.map(({ id, roleKey, roleName, grantable }) => ({ id, roleKey, roleName, grantable })),
      };
    },

    /** Off, nobody signs in through the provider (start and callback both ask); its links and mappings stay for when it is on again. */
    async setProviderEnabled(actor: Actor, id: number, enabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.providerSettings(tx, id);
        if (!before || !(await repo.setProviderEnabled(tx, id, enabled, clock()))) throw new AppError(ErrorCode.NOT_FOUND);
        await recordAudit(tx, actor, { action: enabled ? 'SSO_PROVIDER_ENABLE' : 'SSO_PROVIDER_DISABLE', targetType: 'COMPANY_PROVIDER', targetId: id, before: { enabled: before.enabled }, after: { enabled } });
      });
    },

    /**
     * Deleting a provider would cut its people off their accounts and forget which roles it gave them: while any
     * account is linked, the answer says how many, and the provider is turned off instead.
     */
    async deleteProvider(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.providerSettings(tx, id);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        const linkedAccounts = (await repo.linkedAccountCounts(tx, id)).get(id) ?? 0;
        if (linkedAccounts > 0) throw new AppError(ErrorCode.SSO_PROVIDER_IN_USE, { linkedAccounts });
        const mappings = await repo.listMappings(tx, id);
        await repo.deleteProvider(tx, id);
        await recordAudit(tx, actor, { action: 'SSO_PROVIDER_DELETE', targetType: 'COMPANY_PROVIDER', targetId: id, before: { ...before, mappings }, after: null });
      });
    },

    /**
     * A mapping hands its role to whoever the provider says is in the group: only someone who may give the role
     * (roles/delegation.ts, as a user's roles are given) may map a group to it, or take the mapping away.
     */
    async saveMapping(actor: Actor, input: z.output<typeof CompanyRoleMappingSave>): Promise<{ id: number }> {
      return changeAccess(db, actor, { targetType: 'COMPANY_PROVIDER', targetId: input.providerId }, { mapping: input }, async (tx, access) => {
        if (!(await repo.findProvider(tx, input.providerId)) || !(await repo.roleExists(tx, input.roleId))) throw new AppError(ErrorCode.NOT_FOUND);
        await access.mayChangeRoles([input.roleId]);
        const id = await repo.insertMapping(tx, { providerId: input.providerId, groupName: input.group, roleId: input.roleId });
        await recordAudit(tx, actor, { action: 'SSO_MAPPING_SAVE', targetType: 'COMPANY_PROVIDER', targetId: input.providerId, before: null, after: { id, ...input } });
        return { id };
      });
    },

    async deleteMapping(actor: Actor, id: number): Promise<void> {
      const mapping = await repo.findMapping(db, id);
      if (!mapping) throw new AppError(ErrorCode.NOT_FOUND);
      await changeAccess(db, actor, { targetType: 'COMPANY_PROVIDER', targetId: mapping.providerId }, { deleteMapping: mapping }, async (tx, access) => {
        await access.mayChangeRoles([mapping.roleId]);
        const deleted = await repo.deleteMapping(tx, id);
        if (!deleted) throw new AppError(ErrorCode.NOT_FOUND);
        await recordAudit(tx, actor, { action: 'SSO_MAPPING_DELETE', targetType: 'COMPANY_PROVIDER', targetId: deleted.providerId, before: { id, ...deleted }, after: null });
      });
    },

    listMappings: (providerId: number) => repo.listMappings(db, providerId),
  };
}

export type CompanySignInService = ReturnType<typeof createCompanySignInService>;
