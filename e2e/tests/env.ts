// What the journeys and the server they run against agree on.
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  dataDir: path.join(os.tmpdir(), `gsis-e2e-${port}`),
  /** The SMTP server the run starts (global setup) and the folder where it keeps what it received. */
  smtpPort: port + 1000,
  mailDir: path.join(os.tmpdir(), `gsis-e2e-mail-${port}`),
  adminPassword: 'E2eAdmin2026',
  demoPassword: 'E2eDemo2026',
  dxpSecret: 'e2e-partner-portal-secret-of-32-chars-or-more',
  dxpIssuer: 'https://dxp.e2e.test',
  dxpAudience: 'gsis-e2e',
};

/** How the journeys start Debian's Chromium (playwright.config.ts; a journey that needs another start adds to it). */
export const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** The demo accounts, by who they are. */
export const ACCOUNTS = {
  admin: { id: 'admin@gsis.local', password: E2E.adminPassword },
  dealer: { id: 'dealer@gsis.local', password: E2E.demoPassword },
  newdealer: { id: 'newdealer@gsis.local', password: E2E.demoPassword },
  docmanager: { id: 'docmanager@gsis.local', password: E2E.demoPassword },
  supportmanager: { id: 'supportmanager@gsis.local', password: E2E.demoPassword },
} as const;

/** A demo account by its role, or any account by its ID and password. */
export type Account = keyof typeof ACCOUNTS | { id: string; password: string };
