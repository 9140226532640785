// SAML 2.0 for company sign-in: node-saml set up for one identity provider with GSIS as its service provider, and the
// facts of a verified assertion that node-saml leaves to its caller to judge (its Issuer, Recipient, expiry and
// authentication context, the Response's Destination). The rules over them are the service's.
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';

/** How far the IdP's clock may be from ours: both keep NTP time; a minute also covers a slow hop through the browser. */
export const CLOCK_SKEW_MS = 60_000;
export const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
export const NAME_ID_TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
export const NAME_ID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlIdp { entityId: string; ssoUrl: string; certificates: string[] }
/** GSIS as one provider's service provider: its entity ID (the audience assertions name) and its ACS URL (their recipient). */
export interface ServiceProvider { entityId: string; acsUrl: string }

/**
 * node-saml for one provider. `requests` is where the AuthnRequests sent live: node-saml saves a request's ID there
 * when it builds one and asks it whether a response's InResponseTo is one of them.
 */
export function samlClient(idp: SamlIdp, sp: ServiceProvider, requests: CacheProvider, requestMs: number): SAML {
  return new SAML({
    entryPoint: idp.ssoUrl,
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    idpCert: idp.certificates,
    // The assertion itself must be signed (ADFS, Okta and Entra sign it by default); a signed Response around an
    // unsigned assertion is not enough, and an unsigned Response around a signed one is fine.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Only answers to our own requests: an IdP-initiated (unsolicited) response has no request to be bound to.
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestMs,
    cacheProvider: requests,
    // The IdP chooses the NameID format and the authentication its policy asks for (MFA where it requires one); a
    // request that named them would fail at IdPs set up otherwise.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });
}

type Node = { _?: string; $?: Record<string, string | undefined> } & Record<string, unknown>;
const children = (node: Node | undefined, name: string): Node[] => (Array.isArray(node?.[name]) ? (node[name] as Node[]) : []);
const textOf = (node: Node | undefined): string | null => (typeof node === 'string' ? node : node?._?.trim() || null);

/** What a signed assertion says, read from the part whose signature node-saml checked. */
export interface AssertionFacts {
  id: string | null;
  issuer: string | null;
  nameId: string | null;
  nameIdFormat: string | null;
  /** Recipients of the bearer SubjectConfirmations. */
  recipients: string[];
  /** The latest NotOnOrAfter of the assertion's conditions and bearer confirmations. */
  notOnOrAfter: Date | null;
  /** The AuthnContextClassRef of each AuthnStatement. */
  contexts: string[];
  /** Each attribute by its Name: one value, or several. */
  attributes: Record<string, unknown>;
}

export function factsOf(profile: Profile): AssertionFacts {
  const assertion = (profile.getAssertion?.() as { Assertion?: Node } | undefined)?.Assertion;
  const subject = children(assertion, 'Subject')[0];
  const nameId = children(subject, 'NameID')[0];
  const bearers = children(subject, 'SubjectConfirmation').filter((c) => c.$?.Method === BEARER).flatMap((c) => children(c, 'SubjectConfirmationData'));
  const expiries = [...children(assertion, 'Conditions'), ...bearers].map((n) => n.$?.NotOnOrAfter).filter((v): v is string => Boolean(v)).map((v) => new Date(v).getTime());
  const latest = expiries.length && expiries.every(Number.isFinite) ? Math.max(...expiries) : null;
  return {
    id: assertion?.$?.ID ?? null,
    issuer: textOf(children(assertion, 'Issuer')[0]),
    nameId: textOf(nameId),
    nameIdFormat: nameId?.$?.Format ?? null,
    recipients: bearers.map((d) => d.$?.Recipient).filter((v): v is string => Boolean(v)),
    notOnOrAfter: latest === null ? null : new Date(latest),
    contexts: children(assertion, 'AuthnStatement').flatMap((s) => children(s, 'AuthnContext')).flatMap((c) => children(c, 'AuthnContextClassRef'))
      .map(textOf).filter((v): v is string => v !== null),
    attributes: (profile.attributes as Record<string, unknown> | undefined) ?? {},
  };
}

/** The Destination of the Response the IdP posted (null when it names none). */
export function destinationOf(samlResponse: string): string | null {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  // node-saml parsed the same document before: it is well-formed.
  return new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml').documentElement?.getAttribute('Destination') || null;
}

/** A display name from the attributes ADFS, Entra, Okta and LDAP-style IdPs commonly send. */
export function nameOf(attributes: Record<string, unknown>): { name?: string; given_name?: string; family_name?: string } {
  const first = (...names: string[]) => names.map((n) => attributes[n]).map((v) => (Array.isArray(v) ? v[0] : v)).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const name = first('http://schemas.microsoft.com/identity/claims/displayname', 'displayName', 'urn:oid:2.16.840.1.113730.3.1.241', 'name');
  const given = first('http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname', 'givenName', 'firstName', 'urn:oid:2.5.4.42');
  const family = first('http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname', 'sn', 'surname', 'lastName', 'urn:oid:2.5.4.4');
  return { ...(name ? { name } : {}), ...(given ? { given_name: given } : {}), ...(family ? { family_name: family } : {}) };
}
