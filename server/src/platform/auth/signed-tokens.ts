// Short signed strings that carry their own meaning (`<payload>.<HMAC>`, both base64url): the content tickets
// of documents, the addresses of attachments. One secret per purpose, made by whichever instance starts first
// and kept in the system settings, so every instance checks what another signed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { systemSettings } from '../db/settings.tables.ts';

export interface SignedTokens {
  /** The payload, signed. */
  sign(payload: string): Promise<string>;
  /** The payload of a token signed with this secret, or null for anything else. */
  read(token: string): Promise<string | null>;
  /** A keyed digest of the text alone: a name for something (a visitor's address) that does not reveal it. */
  digest(text: string): Promise<string>;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** Tokens signed with the secret kept under `settingKey`. */
export function createSignedTokens(db: Db, settingKey: string): SignedTokens {
  let secret: Promise<Buffer> | undefined;
  const key = (): Promise<Buffer> => {
    secret ??= (async () => {
      await db.insert(systemSettings).values({ key: settingKey, value: b64(randomBytes(32)) }).onConflictDoNothing();
      const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, settingKey));
      return Buffer.from(String(row!.value), 'base64url');
    })().catch((error: unknown) => {
      // A database that was away is asked again next time, rather than leaving every token unsigned until a restart.
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const mac = async (payload: string) => b64(createHmac('sha256', await key()).update(payload).digest());

  return {
    async sign(payload) {
      return `${b64(Buffer.from(payload))}.${await mac(payload)}`;
    },
    async read(token) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(await mac(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? payload : null;
    },
    digest: mac,
  };
}
