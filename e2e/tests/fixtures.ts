// The journeys' Playwright: its own `test`, in which
// - the visitor has already ticked "Don't show today" on the popup notices of the day (the demo data has one, and
//   /main is where sign-in lands), so a popup never opens over a journey that is not about it; a journey about
//   popups turns that off with `test.use({ closeNoticePopups: false })`;
// - a journey whose subject is not the sign-in starts signed in: `test.use({ signedInAs: 'dealer' })` signs the
//   account in through the API, as the login page does, and hands the browser the session the app keeps in its
//   storage. Each journey gets a session of its own, so one that signs out or ends sessions ends only its own.
import { API } from '@gsis/contract';
import {
  test as base, expect, request as playwrightRequest, type Browser, type BrowserContext, type BrowserContextOptions,
} from '@playwright/test';
import { E2E } from './env.ts';

export * from '@playwright/test';

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

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** What session-store.ts and i18n.ts keep in localStorage. */
const TOKEN_KEY = 'gsis.token';
const USER_KEY = 'gsis.user';
const LANGUAGE_KEY = 'gsis.lang';
/** What NoticePopups.tsx keeps per popup: the browser's local day it was hidden on. */
const HIDDEN_ON = 'gsis.noticePopup.hiddenOn.';

/**
 * Signs `account` in through the API with the browser's own user agent (My Info names the session's device by it)
 * and returns the browser storage the login page would leave: the token, who holds it and their language.
 */
export async function signedInState(account: Account, userAgent: string): Promise<StorageState> {
  const { id, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const api = await playwrightRequest.newContext({ baseURL: E2E.baseUrl, userAgent });
  try {
    const answer = await api.post(API.login.login.path, { data: { id, password } });
    expect(answer.status(), `sign-in of ${id}: ${await answer.text()}`).toBe(200);
    const token = answer.headers().authorization!.replace(/^Bearer\s+/i, '');
    const { user, loginInfo } = (await answer.json()) as { user: { language: string | null }; loginInfo: unknown };
    const localStorage = [{ name: TOKEN_KEY, value: token }, { name: USER_KEY, value: JSON.stringify({ user, loginInfo }) }];
    if (user.language) localStorage.push({ name: LANGUAGE_KEY, value: user.language });
    return { cookies: [], origins: [{ origin: E2E.baseUrl, localStorage }] };
  } finally {
    await api.dispose();
  }
}

async function hideTodaysPopups(context: BrowserContext): Promise<void> {
  const answer = await context.request.get(`${E2E.baseUrl}${API.notices.popups.path}`);
  const ids = ((await answer.json()) as { notices: { noticeId: number }[] }).notices.map((n) => n.noticeId);
  await context.addInitScript(({ ids: hidden, prefix }) => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    for (const id of hidden) localStorage.setItem(`${prefix}${id}`, today);
  }, { ids, prefix: HIDDEN_ON });
}

const userAgents = new WeakMap<Browser, Promise<string>>();
/** The user agent of the journeys' Chromium, as a page of it sends it (asked once per browser). */
function userAgentOf(browser: Browser): Promise<string> {
  if (!userAgents.has(browser)) {
    userAgents.set(browser, (async () => {
      const context = await browser.newContext();
      try {
        return await (await context.newPage()).evaluate(() => navigator.userAgent);
      } finally {
        await context.close();
      }
    })());
  }
  return userAgents.get(browser)!;
}

/**
 * A browser context of a journey's own (a second person in the journey), with the day's popups hidden like the
 * journey's own context: a visitor's, or with `as` signed in as that account. (Its storage is set either way: a
 * context made in a test otherwise takes the test's, signed in as the journey's own account.)
 */
export async function newContext(browser: Browser, options: BrowserContextOptions & { as?: Account } = {}): Promise<BrowserContext> {
  const { as, ...rest } = options;
  const storageState = as ? await signedInState(as, await userAgentOf(browser)) : { cookies: [], origins: [] };
  const context = await browser.newContext({ ...rest, storageState });
  await hideTodaysPopups(context);
  return context;
}

export const test = base.extend<{ closeNoticePopups: boolean; signedInAs: Account | null }>({
  closeNoticePopups: [true, { option: true }],
  signedInAs: [null, { option: true }],
  storageState: async ({ storageState, signedInAs, browser }, use) => {
    await use(signedInAs ? await signedInState(signedInAs, await userAgentOf(browser)) : storageState);
  },
  context: async ({ context, closeNoticePopups }, use) => {
    if (closeNoticePopups) await hideTodaysPopups(context);
    await use(context);
  },
});
