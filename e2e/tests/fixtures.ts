// The journeys' Playwright: its own `test`, in which
// - the visitor has already ticked "Don't show today" on the popup notices of the day (the demo data has one, and
//   /main is where sign-in lands), so a popup never opens over a journey that is not about it; a journey about
//   popups turns that off with `test.use({ closeNoticePopups: false })`;
// - a journey whose subject is not the sign-in starts signed in: `test.use({ signedInAs: 'dealer' })` signs the
//   account in through the API, as the login page does, and hands the browser the session the app keeps in its
//   storage. Each journey gets a session of its own, so one that signs out ends no other journey's session (ending
//   an account's other sessions from My Info would: the journeys that do it sign in with accounts of their own).
import { API, type EndpointResponse } from '@gsis/contract';
import { test as base, request, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { signIn } from './api.ts';
import { E2E, type Account } from './env.ts';
import { rememberedBrowser } from './second-factors.ts';

export * from '@playwright/test';
export { ACCOUNTS, type Account } from './env.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** What session-store.ts and i18n.ts keep in localStorage. */
const TOKEN_KEY = 'gsis.token';
const USER_KEY = 'gsis.user';
/** Where the web app keeps the language this browser reads in (web/src/i18n/i18n.ts). */
export const LANGUAGE_KEY = 'gsis.lang';
/** What NoticePopups.tsx keeps per popup: the browser's local day it was hidden on. */
const HIDDEN_ON = 'gsis.noticePopup.hiddenOn.';

/**
 * Signs `account` in through the API with `userAgent` (My Info names a session's device by it) and returns the
 * browser storage the login page would leave: the token, who holds it and their language.
 */
export async function signedInState(account: Account, userAgent: string): Promise<StorageState> {
  const api = await request.newContext({ baseURL: E2E.baseUrl, userAgent });
  try {
    const { token, session: { user, loginInfo } } = await signIn(api, account);
    const localStorage = [{ name: TOKEN_KEY, value: token }, { name: USER_KEY, value: JSON.stringify({ user, loginInfo }) }];
    if (user.language) localStorage.push({ name: LANGUAGE_KEY, value: user.language });
    return { cookies: [], origins: [{ origin: E2E.baseUrl, localStorage }] };
  } finally {
    await api.dispose();
  }
}

async function hideTodaysPopups(context: BrowserContext): Promise<void> {
  const answer = await context.request.get(`${E2E.baseUrl}${API.notices.popups.path}`);
  const ids = ((await answer.json()) as EndpointResponse<typeof API.notices.popups>).notices.map((n) => n.noticeId);
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
      // A context made in a test takes the test's options: the user agent and storage are set to the browser's own.
      const context = await browser.newContext({ userAgent: undefined, storageState: { cookies: [], origins: [] } });
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
export async function newContext(browser: Browser, options: Omit<BrowserContextOptions, 'storageState'> & { as?: Account } = {}): Promise<BrowserContext> {
  const { as, ...rest } = options;
  const storageState = as ? await signedInState(as, rest.userAgent ?? await userAgentOf(browser)) : { cookies: [], origins: [] };
  const context = await browser.newContext({ ...rest, storageState });
  await hideTodaysPopups(context);
  await rememberedBrowser(context);
  return context;
}

export const test = base.extend<{ closeNoticePopups: boolean; signedInAs: Account | null }>({
  closeNoticePopups: [true, { option: true }],
  signedInAs: [null, { option: true }],
  storageState: async ({ storageState, signedInAs, userAgent, browser }, use) => {
    await use(signedInAs ? await signedInState(signedInAs, userAgent ?? await userAgentOf(browser)) : storageState);
  },
  context: async ({ context, closeNoticePopups }, use) => {
    if (closeNoticePopups) await hideTodaysPopups(context);
    await rememberedBrowser(context);
    await use(context);
  },
});
