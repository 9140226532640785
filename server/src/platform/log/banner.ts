// What the server says once it listens: where people reach it, which database it uses, where its data lives,
// and on the first start the passwords it generated (shown this once, so they must not get lost in the log).
import { colors, painter } from './ansi.ts';

export interface FirstStartPasswords {
  /** Who they are for, as people read it: "administrator", "demo accounts". */
  who: string;
  ids: string[];
  password: string;
}

export interface StartInfo {
  url: string;
  database: string;
  dataDir: string;
  passwords: FirstStartPasswords[];
}

/** The database as an operator needs it, never with its password (nor the URL's parameters, which may hold key paths or secrets). */
export function describeDatabase(url: string, embeddedDir?: string): string {
  const parsed = new URL(url);
  const where = `${parsed.hostname.includes(':') ? `[${parsed.hostname}]` : parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  // The embedded one is reached with pg_dump and psql on its port (changing at every start), with the password in postgres.secret.
  if (embeddedDir) return `embedded PostgreSQL at ${where}, its files in ${embeddedDir}`;
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return `PostgreSQL ${user}${where}${parsed.pathname.length > 1 ? parsed.pathname : ''} (DATABASE_URL)`;
}

/** The address people open: PUBLIC_URL when set, else this host and the port it listens on. */
export function startUrl({ publicUrl, host, port }: { publicUrl?: string | undefined; host: string; port: number }): string {
  if (publicUrl) return `${publicUrl.replace(/\/+$/, '')}/main`;
  // Listening everywhere (or on loopback) means the machine's own browser reaches it as localhost.
  const local = ['0.0.0.0', '::', '', '127.0.0.1', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/main`;
}

export const PASSWORDS_NOTE = "These passwords are shown once; write them down now. The administrator's is used once, to choose their own at the first sign-in.";

export function passwordLines(passwords: FirstStartPasswords[], paint: (code: string, text: string) => string = (_c, t) => t): string[] {
  const width = Math.max(...passwords.map((p) => p.who.length));
  return passwords.map((p) => `    ${p.who.padEnd(width)}  ${p.ids.join(', ')} / ${paint(colors.bold, p.password)}`);
}

/** The banner for a terminal: a few aligned lines between blank ones. */
export function formatBanner(info: StartInfo, { color }: { color: boolean }): string {
  const paint = painter(color);
  const lines = [
    '',
    `  ${paint(colors.bold, 'GSIS is ready at')} ${paint(colors.cyan + colors.bold, info.url)}`,
    `    database  ${info.database}`,
    `    data      ${info.dataDir}`,
  ];
  if (info.passwords.length > 0) {
    lines.push('', `  ${paint(colors.yellow, `First start. ${PASSWORDS_NOTE}`)}`, ...passwordLines(info.passwords, paint));
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}
