// Company sign-in: a person types a work e-mail, signs in at the provider set up for its domain (OpenID Connect or SAML 2.0), and
// comes back signed in to GSIS. The sign-in's three calls, and the shapes of the providers administrators set up.
import { z } from 'zod';
import { DeletedResponse, DoneResponse, IdBody, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';
import { LoginRequest, SessionResponse } from './login.ts';

const Email = z.email().max(254).transform((v) => v.toLowerCase());

export const CompanySignInStart = z.object({ email: Email });
export type CompanySignInStart = z.input<typeof CompanySignInStart>;
export const CompanySignInLocation = z.object({ location: z.url({ protocol: /^https?$/ }) });

/** Where the provider sends the browser back: the code and state of RFC 6749, or its refusal; `iss` of RFC 9207. */
export const CompanySignInCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(500).optional(),
  session_state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type CompanySignInCallbackQuery = z.output<typeof CompanySignInCallbackQuery>;
/** The provider's id in the callback's path: each provider has its own redirect URI, so a response names its issuer. */
export const CompanySignInCallbackParams = z.object({ provider: z.coerce.number().pipe(DbId) });

/**
 * What a SAML IdP's page posts to the assertion consumer service (HTTP-POST binding). Both optional: a post without
 * a response is refused on the sign-in page like any other, not with a JSON error a browser would show raw.
 */
export const CompanySignInSamlPost = z.object({
  /** The base64 SAML Response; a signed one with its certificate is some kilobytes. */
  SAMLResponse: z.string().max(100_000).optional(),
  /** GSIS sends none; an IdP may echo one. */
  RelayState: z.string().max(80).optional(),
});

/** The single-use ticket the callback put in the web page's address, which opens the session. */
export const CompanySignInFinish = z.object({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  /** As at /api/login: this browser's token for the account, which skips the second factor's code while it holds. */
  rememberedDevice: LoginRequest.shape.rememberedDevice,
});

/** The web page the callback sends the browser to, with `ticket` or `error` (a catalogue code). */
export const COMPANY_SIGN_IN_PAGE = '/ssoStep1';
/** Where a provider sends the browser back after its logout: the post-logout redirect URI to register at an OpenID provider. */
export const COMPANY_SIGN_OUT_RETURN = '/login';
/** Where a linking callback sends the browser back: My info, with `companyLink` (the ticket) or `companyLinkError` (a code). */
export const COMPANY_LINK_PAGE = '/mylibrary/myinfo';

/** A company account of the signed-in person: a provider for their e-mail's domain, or one already linked. */
export const CompanyAccount = z.object({
  providerId: DbId,
  name: z.string(),
  /** When this account was linked to the person's identity at the provider; null: not linked yet. */
  linkedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const CompanyAccounts = z.object({
  accounts: z.array(CompanyAccount),
  /** Whether the account has a password: without one, its last company account cannot be unlinked. */
  hasPassword: z.boolean(),
});
export type CompanyAccounts = z.infer<typeof CompanyAccounts>;
export const CompanyLinkStart = z.object({ providerId: DbId });
export const CompanyLinkFinish = z.object({ ticket: CompanySignInFinish.shape.ticket });
export const CompanyUnlink = z.object({ providerId: DbId });

const domain = z.string().trim().toLowerCase().max(253).regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'domain');
const claimName = z.string().trim().min(1).max(100).nullable().default(null);
const token = z.string().trim().min(1).max(100).regex(/^[\x21-\x7e]+$/);

/** How a provider signs people in: OpenID Connect, or SAML 2.0 (ADFS, Okta, Entra and other enterprise IdPs). */
export const COMPANY_PROVIDER_KINDS = ['OIDC', 'SAML'] as const;
export const CompanyProviderKind = z.enum(COMPANY_PROVIDER_KINDS);
export type CompanyProviderKind = z.infer<typeof CompanyProviderKind>;

/** A PEM certificate block; the server parses it as X.509 when it is saved. */
const pemCertificate = z.string().trim().max(10_000).regex(/^-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----$/, 'certificate');
/** A SAML URI (entity ID, AuthnContextClassRef): no spaces or control characters. */
const uri = z.string().trim().min(1).max(500).regex(/^[\x21-\x7e]+$/);

/** The fields each kind must have (the others are ignored and stored empty). */
export const PROVIDER_REQUIRED_FIELDS: Record<CompanyProviderKind, readonly string[]> = {
  OIDC: ['issuer', 'clientId'],
  SAML: ['entityId', 'ssoUrl', 'certificates'],
};

/**
 * A provider as administrators set it up, of either kind (`kind`, OIDC when left out). OpenID Connect: the issuer and
 * the client; the client secret is written, never read back: leave it out of an update to keep the stored one.
 * SAML 2.0: the IdP's entity ID, its single sign-on URL (HTTP-Redirect binding) and its signing certificates.
 */
export const CompanyProviderSave = z.object({
  id: DbId.optional(),
  kind: CompanyProviderKind.default('OIDC'),
  name: z.string().trim().min(1).max(100),
  issuer: z.url({ protocol: /^https?$/ }).max(500).optional(),
  clientId: z.string().trim().min(1).max(500).optional(),
  clientSecret: z.string().min(1).max(2000).optional(),
  scopes: z.array(token).min(1).max(20).default(['openid', 'email', 'profile'])
    .refine((scopes) => scopes.includes('openid'), 'openid'),
  /** SAML: the IdP's entity ID, which its assertions name as their Issuer. */
  entityId: uri.optional(),
  /** SAML: where the AuthnRequest goes (the IdP's SingleSignOnService with the HTTP-Redirect binding). */
  ssoUrl: z.url({ protocol: /^https?$/ }).max(1000).optional(),
  /** SAML: the IdP's signing certificates; more than one while it rolls its key over. */
  certificates: z.array(pemCertificate).min(1).max(5).optional(),
  /** The e-mail domains whose people sign in here; a domain belongs to one provider. */
  domains: z.array(domain).min(1).max(50).refine((d) => new Set(d).size === d.length, 'unique'),
  /** Whether a first sign-in of someone without an account makes one (an employee's, approved). */
  createsAccounts: z.boolean().default(false),
  /** The claim (SAML: attribute) that holds the e-mail address; null: OIDC's `email`, SAML's NameID in e-mail format. */
  emailClaim: claimName,
  /** The claims (SAML: attribute names) that hold a person's company, department and groups; null where the provider has none. */
  companyClaim: claimName,
  departmentClaim: claimName,
  groupsClaim: claimName,
  /** `amr` values of the ID token that prove a second factor at the provider (RFC 8176: mfa, hwk, otp …). */
  secondFactorAmr: z.array(token).max(20).default([]),
  /** SAML: AuthnContextClassRef values that prove a second factor (e.g. http://schemas.microsoft.com/claims/multipleauthn). */
  secondFactorContexts: z.array(uri).max(20).default([]),
  enabled: z.boolean().default(true),
}).superRefine((provider, ctx) => {
  for (const field of PROVIDER_REQUIRED_FIELDS[provider.kind]) {
    if (provider[field as keyof typeof provider] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
});
export type CompanyProviderSave = z.input<typeof CompanyProviderSave>;

export const CompanyProvider = z.object({
  id: DbId,
  kind: CompanyProviderKind,
  name: z.string(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  scopes: z.array(z.string()),
  entityId: z.string().nullable(),
  ssoUrl: z.string().nullable(),
  certificates: z.array(z.string()),
  domains: z.array(z.string()),
  createsAccounts: z.boolean(),
  emailClaim: z.string().nullable(),
  companyClaim: z.string().nullable(),
  departmentClaim: z.string().nullable(),
  groupsClaim: z.string().nullable(),
  secondFactorAmr: z.array(z.string()),
  secondFactorContexts: z.array(z.string()),
  /** The provider's end_session_endpoint, as discovered at its last sign-in: for a later single logout. */
  endSessionEndpoint: z.string().nullable(),
  enabled: z.boolean(),
  /** The address to register at the provider: OIDC, this client's redirect URI; SAML, GSIS's assertion consumer service (ACS). */
  redirectPath: z.string(),
  /** SAML: the entity ID GSIS has as this provider's service provider (the audience its assertions must name). */
  spEntityId: z.string().nullable(),
});
export type CompanyProvider = z.infer<typeof CompanyProvider>;

/** A group of the provider's groups claim and the GSIS role its members hold while they are in it. */
export const CompanyRoleMappingSave = z.object({ providerId: DbId, group: z.string().trim().min(1).max(200), roleId: DbId });
export type CompanyRoleMappingSave = z.input<typeof CompanyRoleMappingSave>;
export const CompanyRoleMapping = z.object({ id: DbId, providerId: DbId, group: z.string(), roleId: DbId });

export const companySignInApi = {
  start: endpoint({
    method: 'POST', path: '/api/sso/start', access: 'public', area: 'company-sign-in',
    summary: "Company sign-in: the address of the provider (OpenID Connect or SAML 2.0) set up for the e-mail's domain", body: CompanySignInStart, response: CompanySignInLocation,
  }),
  callback: endpoint({
    method: 'GET', path: '/api/sso/callback/:provider', access: 'public', area: 'company-sign-in',
    summary: "The provider's redirect URI: finishes the authorization code grant and sends the browser to the sign-in page with a ticket or an error code",
    params: CompanySignInCallbackParams, query: CompanySignInCallbackQuery,
  }),
  samlAcs: endpoint({
    method: 'POST', path: '/api/sso/saml/:provider/acs', access: 'public', area: 'company-sign-in',
    summary: "A SAML provider's assertion consumer service (HTTP-POST binding, form-encoded): checks the signed assertion and sends the browser to the sign-in page with a ticket or an error code",
    params: CompanySignInCallbackParams, body: CompanySignInSamlPost,
  }),
  finish: endpoint({
    method: 'POST', path: '/api/sso/finish', access: 'public', area: 'company-sign-in',
    summary: 'Opens the session of a company sign-in with the single-use ticket of its callback', body: CompanySignInFinish, response: SessionResponse,
  }),
  // Linking one's own account (My info): signed in already, the person proves they are also the provider's person.
  accounts: endpoint({
    method: 'GET', path: '/api/myinfo/company-sign-in', access: 'login', area: 'company-sign-in',
    summary: "The caller's company accounts: the providers of their e-mail's domain and those linked, each with when it was linked", response: CompanyAccounts,
  }),
  startLink: endpoint({
    method: 'POST', path: '/api/myinfo/company-sign-in/link', access: 'login', area: 'company-sign-in',
    summary: "Links the caller's account to their identity at a provider of their e-mail's domain: the provider's address to sign in at; it sends the browser back to My info with a ticket",
    body: CompanyLinkStart, response: CompanySignInLocation,
  }),
  finishLink: endpoint({
    method: 'POST', path: '/api/myinfo/company-sign-in/link/finish', access: 'login', area: 'company-sign-in',
    summary: "Links the identity the provider vouched for, with the single-use ticket of its callback; only the session's own account takes it",
    body: CompanyLinkFinish, response: DoneResponse,
  }),
  unlink: endpoint({
    method: 'POST', path: '/api/myinfo/company-sign-in/unlink', access: 'login', area: 'company-sign-in',
    summary: "Unlinks a company account, and the roles its groups gave (SSO_LAST_WAY_IN when the account has no password and no other link)",
    body: CompanyUnlink, response: DoneResponse,
  }),
};

// ── Administration: /mgmt/sso/**, opened by MGMT_COMPANY_SIGN_IN ──

/** A provider as its administrators see it: the address to register at it, its mappings and the accounts it signs in. */
export const CompanyProviderItem = CompanyProvider.extend({
  /** `redirectPath` on the API's public address: what the provider's administrator types in as the redirect URI. */
  redirectUri: z.string(),
  /** OpenID Connect: GSIS's sign-in page, where the provider's logout sends the browser back (its post-logout redirect URI). */
  signOutReturnUri: z.string().nullable(),
  mappings: z.array(CompanyRoleMapping),
  /** Accounts linked to this provider's people: while there are any, it is turned off rather than deleted. */
  linkedAccounts: z.number().int(),
});
export type CompanyProviderItem = z.infer<typeof CompanyProviderItem>;
/** A role a mapping may name, marked as the role screens mark it: whether the caller may hand it out. */
export const CompanyMappableRole = z.object({ id: DbId, roleKey: z.string().nullable(), roleName: z.string(), grantable: z.boolean() });
export type CompanyMappableRole = z.infer<typeof CompanyMappableRole>;
export const CompanyProviderList = z.object({ providers: z.array(CompanyProviderItem), roles: z.array(CompanyMappableRole) });
export const CompanyProviderEnable = z.object({ id: DbId, enabled: z.boolean() });
export const CompanyMappingQuery = z.object({ providerId: DbId });
export const CompanyMappingList = z.object({ mappings: z.array(CompanyRoleMapping) });

const MANAGE = { menu: 'MGMT_COMPANY_SIGN_IN' } as const;
export const companySignInAdminApi = {
  providers: endpoint({
    method: 'POST', path: '/mgmt/sso/provider/list', access: MANAGE, area: 'company-sign-in',
    summary: 'Every company sign-in provider with its group → role mappings, and the roles a mapping may name', response: CompanyProviderList,
  }),
  saveProvider: endpoint({
    method: 'POST', path: '/mgmt/sso/provider/save', access: MANAGE, area: 'company-sign-in',
    summary: 'Adds a provider (its client secret required) or changes one (a secret left out keeps the stored one)', body: CompanyProviderSave, response: SavedResponse,
  }),
  enableProvider: endpoint({
    method: 'POST', path: '/mgmt/sso/provider/enable', access: MANAGE, area: 'company-sign-in',
    summary: 'Turns a provider on or off: while off, nobody signs in through it', body: CompanyProviderEnable, response: DoneResponse,
  }),
  deleteProvider: endpoint({
    method: 'POST', path: '/mgmt/sso/provider/delete', access: MANAGE, area: 'company-sign-in',
    summary: 'Deletes a provider no account is linked to (SSO_PROVIDER_IN_USE with their number otherwise)', body: IdBody, response: DeletedResponse,
  }),
  mappings: endpoint({
    method: 'POST', path: '/mgmt/sso/mapping/list', access: MANAGE, area: 'company-sign-in',
    summary: "A provider's group → role mappings", body: CompanyMappingQuery, response: CompanyMappingList,
  }),
  saveMapping: endpoint({
    method: 'POST', path: '/mgmt/sso/mapping/save', access: MANAGE, area: 'company-sign-in',
    summary: "Gives a provider's group a role: only a role the caller may hand out", body: CompanyRoleMappingSave, response: SavedResponse,
  }),
  deleteMapping: endpoint({
    method: 'POST', path: '/mgmt/sso/mapping/delete', access: MANAGE, area: 'company-sign-in',
    summary: 'Deletes a group → role mapping: only of a role the caller may hand out', body: IdBody, response: DeletedResponse,
  }),
};
