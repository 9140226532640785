// A software authenticator for the server tests: it makes an ES256 passkey for a site and signs the challenges GSIS
// hands out, as a browser's WebAuthn would (CTAP's data and CBOR written here, a few lines of each), so the server's
// checks meet real attestation and assertion bytes. The journeys use Chromium's own virtual authenticator.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** CBOR (RFC 8949) of what WebAuthn's structures hold: unsigned and negative integers, bytes, text and maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65_536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5); b[0] = (major << 5) | 26; b.writeUInt32BE(n, 1); return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`no CBOR here for ${typeof value}`);
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export interface SoftAuthenticator {
  /** Answers creation options (as GSIS sent them) from `origin`: the browser's RegistrationResponseJSON. */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** Answers request options from `origin`: the browser's AuthenticationResponseJSON (the counter goes up by one). */
  assert(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** A signature counter to sign with next (a cloned authenticator's, replaying an older one). */
  counter: number;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const jwk = (publicKey as KeyObject).export({ format: 'jwk' });
  const cose = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
  const counterBytes = (n: number) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; };
  const clientData = (type: string, options: Record<string, unknown>, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge: options['challenge'], origin, crossOrigin: false }));

  const authenticator: SoftAuthenticator = {
    counter: 0,
    register(options, origin) {
      const rpId = (options['rp'] as { id: string }).id;
      // User present and verified, with the credential's data attached.
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), counterBytes(0), Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, cose]);
      const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: b64url(credentialId), rawId: b64url(credentialId), type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
        response: { clientDataJSON: b64url(clientData('webauthn.create', options, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      };
    },
    assert(options, origin) {
      authenticator.counter += 1;
      const authData = Buffer.concat([sha256(options['rpId'] as string), Buffer.from([0x05]), counterBytes(authenticator.counter)]);
      const client = clientData('webauthn.get', options, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId), rawId: b64url(credentialId), type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(authData), signature: b64url(signature) },
      };
    },
  };
  return authenticator;
}
