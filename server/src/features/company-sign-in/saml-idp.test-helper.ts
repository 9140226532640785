// A SAML 2.0 identity provider for the tests: its own RSA key and a self-signed certificate made here (X.509 in DER by
// hand: node:crypto signs but does not issue certificates), a reader of the AuthnRequest GSIS sends over the
// HTTP-Redirect binding, and responses for a given person signed with xml-crypto as ADFS, Okta or Entra sign theirs —
// or signed wrongly, by another key, late, for someone else, as a test asks.
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

const DER = {
  sha256WithRsa: Buffer.from('300d06092a864886f70d01010b0500', 'hex'),
  commonName: Buffer.from('0603550403', 'hex'),
};

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const n = body.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), body]);
}
const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const name = (cn: string) => sequence(der(0x31, sequence(DER.commonName, der(0x0c, Buffer.from(cn, 'utf8')))));
const utcTime = (at: Date) => der(0x17, Buffer.from(`${at.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));

/** A self-signed X.509 v3 certificate (RSA, SHA-256) for the key, as PEM. */
function selfSigned(cn: string, publicKey: KeyObject, privateKey: KeyObject): string {
  const serial = randomBytes(8);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), der(0x02, serial), DER.sha256WithRsa, name(cn),
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 365 * 86_400_000))), name(cn),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const certificate = sequence(tbs, DER.sha256WithRsa, der(0x03, Buffer.from([0]), sign('sha256', tbs, privateKey)));
  return `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
}

export interface Signer { privateKey: KeyObject; certificate: string }

export function newSigner(cn = 'Test IdP'): Signer {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, certificate: selfSigned(cn, publicKey, privateKey) };
}

/** The AuthnRequest of a redirect address: what the IdP needs to answer it. */
export interface AuthnRequest { id: string; issuer: string; acsUrl: string; destination: string; relayState: string | null }

export interface SamlPerson {
  nameId: string;
  /** Persistent unless said otherwise. */
  nameIdFormat?: string;
  attributes?: Record<string, string | string[]>;
  /** How the person signed in at the IdP; PasswordProtectedTransport unless said otherwise. */
  authnContext?: string;
}

export interface ResponseOptions {
  /** What is signed: the assertion (the default, as IdPs do), the Response, both, or nothing. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  /** Signs with this key and certificate instead of the IdP's. */
  signer?: Signer;
  audience?: string;
  recipient?: string;
  destination?: string;
  /** The Response's InResponseTo; null: none (an unsolicited response). The request's ID unless said. */
  inResponseTo?: string | null;
  /** Whether the assertion's SubjectConfirmationData names the request too (as most IdPs do). */
  confirmationInResponseTo?: boolean;
  issuer?: string;
  /** How long the assertion holds, from now. */
  validForMs?: number;
  /** Changes the XML after it was signed (a man in the middle). */
  alter?: (xml: string) => string;
}

export const NAME_ID_PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
export const PASSWORD_CONTEXT = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const newId = () => `_${randomBytes(16).toString('hex')}`;

/** Signs the Response or its assertion, the signature placed after its Issuer as the SAML schema wants it. */
function signed(xml: string, element: 'Assertion' | 'Response', signer: Signer): string {
  const signature = new SignedXml({
    privateKey: signer.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    publicCert: signer.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const path = element === 'Assertion' ? "/*[local-name(.)='Response']/*[local-name(.)='Assertion']" : "/*[local-name(.)='Response']";
  signature.addReference({
    xpath: path, digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  signature.computeSignature(xml, { location: { reference: `${path}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signature.getSignedXml();
}

export interface TestIdp {
  entityId: string;
  ssoUrl: string;
  signer: Signer;
  /** Reads GSIS's AuthnRequest off the address GSIS sent the browser to (SAMLRequest: deflated, base64). */
  read(location: string): AuthnRequest;
  /** The base64 SAMLResponse the IdP's page posts back for the person, answering the request. */
  respond(request: AuthnRequest, person: SamlPerson, options?: ResponseOptions): string;
}

export function newTestIdp(name: string): TestIdp {
  const entityId = `https://${name}.idp.example/adfs/services/trust`;
  const idp: TestIdp = {
    entityId,
    ssoUrl: `https://${name}.idp.example/adfs/ls/`,
    signer: newSigner(name),
    read(location) {
      const url = new URL(location);
      if (`${url.origin}${url.pathname}` !== idp.ssoUrl) throw new Error(`GSIS sent the browser to ${url.href}, not to ${idp.ssoUrl}`);
      const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
      const start = /<(?:\w+:)?AuthnRequest\b[^>]*>/.exec(xml)?.[0] ?? '';
      const attribute = (attr: string) => new RegExp(`\\s${attr}="([^"]*)"`).exec(start)?.[1] ?? '';
      return {
        id: attribute('ID'), acsUrl: attribute('AssertionConsumerServiceURL'), destination: attribute('Destination'),
        issuer: /<(?:\w+:)?Issuer\b[^>]*>([^<]*)</.exec(xml)?.[1] ?? '', relayState: url.searchParams.get('RelayState'),
      };
    },
    respond(request, person, options = {}) {
      const now = new Date();
      const until = new Date(now.getTime() + (options.validForMs ?? 5 * 60_000)).toISOString();
      const issuer = `<saml:Issuer>${escape(options.issuer ?? entityId)}</saml:Issuer>`;
      const inResponseTo = options.inResponseTo === undefined ? request.id : options.inResponseTo;
      const confirmationInResponseTo = options.confirmationInResponseTo ?? true;
      const attributes = Object.entries(person.attributes ?? {}).map(([attr, values]) => `<saml:Attribute Name="${escape(attr)}">${
        (Array.isArray(values) ? values : [values]).map((v) => `<saml:AttributeValue>${escape(v)}</saml:AttributeValue>`).join('')}</saml:Attribute>`).join('');
      const assertion = `<saml:Assertion xmlns:saml="${ASSERTION_NS}" ID="${newId()}" Version="2.0" IssueInstant="${now.toISOString()}">${issuer}`
        + `<saml:Subject><saml:NameID Format="${escape(person.nameIdFormat ?? NAME_ID_PERSISTENT)}">${escape(person.nameId)}</saml:NameID>`
        + '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData'
        + `${confirmationInResponseTo && inResponseTo ? ` InResponseTo="${escape(inResponseTo)}"` : ''} NotOnOrAfter="${until}" Recipient="${escape(options.recipient ?? request.acsUrl)}"/>`
        + '</saml:SubjectConfirmation></saml:Subject>'
        + `<saml:Conditions NotBefore="${new Date(now.getTime() - 5_000).toISOString()}" NotOnOrAfter="${until}">`
        + `<saml:AudienceRestriction><saml:Audience>${escape(options.audience ?? request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>`
        + `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext>`
        + `<saml:AuthnContextClassRef>${escape(person.authnContext ?? PASSWORD_CONTEXT)}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`
        + (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '')
        + '</saml:Assertion>';
      let xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="${ASSERTION_NS}" ID="${newId()}" Version="2.0"`
        + ` IssueInstant="${now.toISOString()}" Destination="${escape(options.destination ?? request.acsUrl)}"${inResponseTo ? ` InResponseTo="${escape(inResponseTo)}"` : ''}>`
        + `${issuer}<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
      const sign = options.sign ?? 'assertion';
      const signer = options.signer ?? idp.signer;
      if (sign === 'assertion' || sign === 'both') xml = signed(xml, 'Assertion', signer);
      if (sign === 'response' || sign === 'both') xml = signed(xml, 'Response', signer);
      return Buffer.from(options.alter ? options.alter(xml) : xml, 'utf8').toString('base64');
    },
  };
  return idp;
}
