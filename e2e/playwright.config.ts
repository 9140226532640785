// End-to-end journeys in Debian's Chromium against the built GSIS on its embedded PostgreSQL, the way
// `npm start` runs it, with a fresh data directory per run.
import { defineConfig } from '@playwright/test';
import { E2E, LAUNCH_OPTIONS } from './tests/env.ts';

export default defineConfig({
  testDir: './tests',
  // A real SMTP server for the journeys that read e-mail (sign-up, find password); then, the server being up, the demo
  // managers' second factors set up once, the company identity provider started and set up in GSIS, and one wait for
  // the demo library it publishes at its first start.
  globalSetup: ['./tests/mail-peer.ts', './tests/second-factors.ts', './tests/company-idp.ts', './tests/demo-ready.ts'],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey's budget, not a speed check (tests never assert on time): shared two-core machines run
  // two Chromiums and the server at once, and a sign-up journey with two browsers and e-mail took 70 s there.
  timeout: 180_000,
  // Ten seconds was too short on that machine for three tabs opening a watermarked PDF at once.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: E2E.baseUrl,
    // A failed journey keeps its trace: every action with the page's DOM before and after, the network and the
    // console. Without the screencast: Chromium encoding a frame of every change cost the two cores a quarter of the
    // journeys' time (19 journeys measured one after the other: 122 s with it, 92 s without, the same as with no
    // trace at all); a failure still has its screenshot, and the DOM snapshots show each step.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: LAUNCH_OPTIONS,
    // GSIS's service worker handles every request of a page it controls, and Chromium then hides those requests from
    // page.route: a journey that refuses a call (a language kept in this browser only, a failure) would not refuse it,
    // and the demo dealer's language was saved for every journey after. Journeys run without the worker, as before it
    // existed; those about the installable app and the field kit allow it (installable.spec.ts, field-kit.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    command: `rm -rf ${E2E.dataDir} && node ../server/dist/main.js`,
    url: `${E2E.baseUrl}/relatedlink/list`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      GSIS_DATA_DIR: E2E.dataDir,
      GSIS_ADMIN_PASSWORD: E2E.adminPassword,
      GSIS_DEMO_PASSWORD: E2E.demoPassword,
      DXP_JWT_SECRET: E2E.dxpSecret,
      DXP_JWT_ISSUER: E2E.dxpIssuer,
      DXP_JWT_AUDIENCE: E2E.dxpAudience,
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: E2E.baseUrl,
      // The API is at 127.0.0.1 for pages loaded from localhost too (api-base.spec.ts); the same origin for the others.
      API_BASE_URL: E2E.baseUrl,
      CORS_ORIGINS: E2E.baseUrl.replace('127.0.0.1', 'localhost'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E.smtpPort),
      MAIL_RETRY_SECONDS: '1',
    },
  },
});
