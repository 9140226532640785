import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { API } from '@gsis/contract';
import { apiAs } from './api.ts';
import { E2E } from './env.ts';
import { type Account } from './env.ts';
import { LANGUAGE_KEY, newContext, signedInState } from './fixtures.ts';
import { mailSubject } from './locales.ts';
import { waitForMail } from './mail-peer.ts';

/**
 * Picks a language in the header. On a starved CI machine a click can land on the dropdown while it is
 * still opening and be lost; the choice is then made again, the way a person would click once more.
 */
export async function chooseLanguage(page: Page, code: string): Promise<void> {
  await expect(async () => {
    if (!(await page.getByTestId(`lang-${code}`).isVisible())) await page.getByTestId('language-picker').click();
    await page.getByTestId(`lang-${code}`).click({ timeout: 5_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', code, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Reads in `code` in this browser only: picked in the header while saving the choice on the signed-in account is
 * refused, so no other journey signing in as the same account turns to it (signing in applies an account's saved
 * language).
 */
export async function readInThisBrowser(page: Page, code: string): Promise<void> {
  await page.route(`**${API.login.savePreferences.path}`, (route) => route.abort());
  await chooseLanguage(page, code);
}

export async function logIn(page: Page, id: string, password = E2E.demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-id').fill(id);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Signs this browser in as `account` through the API, as the login page would: the next page it opens is signed in.
 * For a journey's own account, or for someone who signs in half-way through a journey; who a journey starts as is
 * `test.use({ signedInAs })`, and a second person `newContext(browser, { as })`.
 */
export async function signInThroughApi(page: Page, account: Account): Promise<void> {
  // The app's storage is its origin's: a page that is not yet on it goes to the smallest file it serves.
  if (!page.url().startsWith(E2E.baseUrl)) await page.goto('/favicon.svg');
  const state = await signedInState(account, await page.evaluate(() => navigator.userAgent));
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, state.origins[0]!.localStorage);
}

/** The journey's reader is signed in: the header names them (the page must be one of the app's). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('header-user')).toBeVisible();
}

/** Searches `word` on a tab of the search page, and waits for its first hit. */
export async function searchFor(page: Page, tab: 'index' | 'pdf' | 'webhelp', word: string): Promise<void> {
  await page.goto(`/search/${tab}?searchWord=${encodeURIComponent(word)}`);
  await expect(page.getByTestId(tab === 'index' ? 'search-document' : 'search-hit').first()).toBeVisible();
}

/** The document list at `title` (all versions): the document's link, or its lock when the reader may not read it. */
export async function listedDocument(page: Page, title: string): Promise<Locator> {
  const link = page.getByTestId('document-table').locator('[data-testid^="doc-link-"], [data-testid^="doc-locked-"]').filter({ hasText: title }).first();
  await page.goto(`/document/list?keyword=${encodeURIComponent(title)}&version=ALL`);
  await expect(link).toBeVisible();
  return link;
}

/** The id of a document the list shows under `title`. */
export async function listedDocumentId(page: Page, title: string): Promise<string> {
  return (await (await listedDocument(page, title)).getAttribute('data-testid'))!.replace(/^doc-(link|locked)-/, '');
}

/**
 * Follows an e-mail's link in a browser of its own, as its recipient: the guard asks them to sign in and
 * brings them back to it. `act` works on the page; the browser is closed afterwards whatever happens.
 */
export async function asRecipient(browser: Browser, link: string, account: { id: string; password: string }, act: (page: Page) => Promise<void>): Promise<void> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const url = new URL(link);
    await page.goto(url.pathname + url.search);
    await expect(page).toHaveURL(/\/login/);
    await page.getByTestId('login-id').fill(account.id);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await act(page);
  } finally {
    await context.close();
  }
}

/**
 * Answers the confirmation that has opened (Modal.confirm) with its button (by name, or by test id), and waits until it has closed. On
 * a starved machine the click can land while the dialog is still opening and be lost (a fresh-clone run lost the
 * Q&A answer's "Save answer" so); it is made again, as a person would click once more.
 */
export async function answerConfirmation(page: Page, button: string | { testId: string }): Promise<void> {
  const confirmation = page.locator('.ant-modal-confirm');
  const answer = typeof button === 'string' ? confirmation.getByRole('button', { name: button }) : confirmation.getByTestId(button.testId);
  await expect(confirmation).toBeVisible();
  await expect(async () => {
    if (await confirmation.isVisible()) await answer.click({ timeout: 5_000 });
    await expect(confirmation).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Picks an option of the antd select `testId` by keyboard, as a person can: opens it, types `typed` where the select
 * searches, moves onto the option that holds `option` once the list has settled (a search still answering shows a
 * spinner) and takes it with Enter. A click could miss: a dropdown still opening, or re-aligned because the page
 * scrolled, took clicks meant for an option on a starved machine.
 */
export async function chooseOption(page: Page, testId: string, option: string | RegExp, typed?: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  if (typed) await page.keyboard.type(typed);
  await expect(select.locator('.anticon-loading')).toHaveCount(0);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first()).toBeVisible();
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  const activeId = () => active.evaluateAll((options) => (options[0] ? options[0].id || options[0].textContent : ''));
  for (let moves = 0; (await active.filter({ hasText: option }).count()) === 0; moves++) {
    if (moves === 100) throw new Error(`no option of ${testId} holding ${String(option)} was reached from the keyboard`);
    const before = await activeId();
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeId).not.toBe(before);
  }
  await page.keyboard.press('Enter');
}

/** A regular expression matching `text` exactly, and nothing more (an e-mail's subject, say). */
export const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A phone as the journeys hold one: 390 × 844, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export const NEW_ACCOUNT_PASSWORD = 'Excavat0r22';

/**
 * A dealer account of the journey's own: signed up, confirmed by the e-mailed link, approved by the administrator
 * and, with `readsEverything`, allowed every document in `region` (the demo's documents are for Asia-Pacific;
 * null: documents distributed to no region only). A journey that changes what an account has (its sessions,
 * its bookmark folders) leaves the demo accounts to the others. `handle` is the address itself when it holds an
 * @, else the start of a new one (`handle.<time>@siam-heavy.example`). Its password is NEW_ACCOUNT_PASSWORD.
 */
export async function newAccount(
  request: APIRequestContext, handle: string,
  { name = 'Somchai Jaidee', company = 'Siam Heavy Equipment', readsEverything = false, region = 'ASIA_PACIFIC' as string | null } = {},
): Promise<string> {
  const id = handle.includes('@') ? handle : `${handle}.${Date.now()}@siam-heavy.example`;
  const since = Date.now() - 1000;
  const password = NEW_ACCOUNT_PASSWORD;
  const visitor = await apiAs(null, request);
  await visitor.call(API.signup.signup, {
    id, name, company, userType: 'DEALER', mobilePhone: '081-234-5678', password, passwordConfirm: password, agreeTerms: true, agreePrivacy: true, language: 'en',
  });
  const mail = await waitForMail(id, exactly(mailSubject('en', 'SIGNUP_VERIFY')), since);
  const param = /\/validatemail\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  await visitor.call(API.signup.validateMail, { param });
  const admin = await apiAs('admin', request);
  const { items: [user] } = await admin.call(API.users.list, { keyword: id });
  await admin.call(API.users.approve, { id: user!.id, approved: true });
  if (readsEverything) {
    const regions = await admin.call(API.catalogue.regions, {});
    const regionId = region === null ? null : regions.find((r) => r.code === region)!.id;
    const grants = { PRODUCT: [], DOCUMENT_TYPE: [], EXHAUST_CERTIFICATION: [], DOCUMENT: [], MODEL: [] };
    await admin.call(API.users.saveAuthority, { id: user!.id, allowAllDocuments: true, regionId, grants });
  }
  return id;
}

/**
 * This browser (a page, or every page of a context) reads in `lang` from its first page on, as the header's picker
 * leaves it — not the account's language, which other journeys share.
 */
export async function readsIn(target: Page | BrowserContext, lang: string): Promise<void> {
  await target.addInitScript(([key, code]) => localStorage.setItem(key, code), [LANGUAGE_KEY, lang] as const);
}

/**
 * Waits until the page is in the hands of GSIS's service worker (its first visit installs it) and the worker keeps a
 * copy of every file of the app the page has loaded (those from before it was there are handed over to it).
 */
export async function keptByServiceWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return 'no worker holds the page yet';
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name).filter((address) => new URL(address).pathname.startsWith('/assets/'));
    const kept = await Promise.all(loaded.map(async (address) => ((await caches.match(address, { ignoreVary: true })) ? null : address)));
    return kept.filter(Boolean).join(' ') || 'kept';
  }), { timeout: 30_000 }).toBe('kept');
}

/**
 * Waits until the service worker keeps every slice of a script's face (`family`, as @fontsource names it): a kit read
 * offline draws characters the page never drew online, and those come from slices fetched in the background once a
 * kit is on the device (web/src/i18n/fonts.ts, keepScriptFontsOffline).
 */
export async function scriptFontKept(page: Page, family: string): Promise<void> {
  await expect.poll(() => page.evaluate(async (wanted) => {
    const urls = new Set<string>();
    for (const sheet of document.styleSheets) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of rules) {
        if (!(rule instanceof CSSFontFaceRule) || rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() !== wanted) continue;
        for (const match of rule.style.getPropertyValue('src').matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) urls.add(new URL(match[1]!, sheet.href ?? document.baseURI).href);
      }
    }
    if (urls.size === 0) return 'no slices in the page yet';
    const missing = (await Promise.all([...urls].map(async (url) => ((await caches.match(url, { ignoreVary: true })) ? 0 : 1)))).reduce<number>((a, b) => a + b, 0);
    return missing === 0 ? 'kept' : `${missing} of ${urls.size} slices not kept`;
  }, family), { timeout: 120_000 }).toBe('kept');
}
