// Secrets the server must read back (an authenticator app's secret) are sealed with AES-256-GCM under a key kept
// outside the database (GSIS_SECRET_KEY, or a key file made once in the data folder), so a copy of the database alone
// reveals none of them; the same key, as an HMAC key, names recovery codes without keeping them (ASVS 6.5.2, 11.4.2).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SecretBox {
  seal(text: string): Promise<string>;
  /** The text sealed, or null when it was sealed with another key or altered. */
  open(sealed: string): Promise<string | null>;
  /** A keyed digest (HMAC-SHA-256, base64url) of the text: how a recovery code is looked up. */
  digest(text: string): Promise<string>;
}

const VERSION = 'v1';

/** The configured key, or the data folder's key file, made (owner-only) the first time. */
async function loadKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, 'secret.key');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing) return Buffer.from(existing.trim(), 'base64');
  await mkdir(dataDir, { recursive: true });
  // 'wx': of two instances starting at once on one folder, one writes and the other reads what it wrote.
  await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 }).catch(() => undefined);
  await chmod(file, 0o600).catch(() => undefined);
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}

export function createSecretBox({ key: configured, dataDir }: { key: string | undefined; dataDir: string }): SecretBox {
  let key: Promise<Buffer> | undefined;
  const keyNow = () => (key ??= loadKey(configured, dataDir));
  return {
    async seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyNow(), iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    async open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || !body || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await keyNow(), Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    async digest(text) {
      return createHmac('sha256', await keyNow()).update(text).digest('base64url');
    },
  };
}
