import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E } from './env.ts';
import { newContext } from './fixtures.ts';
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

export async function logIn(page: Page, id: string, password = E2E.demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-id').fill(id);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Opens `path` until `shown` is there: the server publishes and indexes the demo library in the background after it
 * starts, and on a busy machine the first journeys get there before it has. Each try gives the page 10 s: while both
 * workers scanned pages with axe and the server indexed the library, a search page took 5–6 s from its address to
 * its first request (traced), and tries of 3 s reloaded it before it ever answered.
 */
export async function openWhenPublished(page: Page, path: string, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(shown.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
}

/** Searches until the demo library answers with a hit. */
export async function searchUntilFound(page: Page, tab: 'index' | 'pdf' | 'webhelp', word: string): Promise<void> {
  await openWhenPublished(page, `/search/${tab}?searchWord=${encodeURIComponent(word)}`, page.getByTestId(tab === 'index' ? 'search-document' : 'search-hit'));
}

/** The document list at `title` (all versions) once it lists it: the document's link, or its lock when the reader may not read it. */
export async function listedDocument(page: Page, title: string): Promise<Locator> {
  const link = page.getByTestId('document-table').locator('[data-testid^="doc-link-"], [data-testid^="doc-locked-"]').filter({ hasText: title }).first();
  await openWhenPublished(page, `/document/list?keyword=${encodeURIComponent(title)}&version=ALL`, link);
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
  const signedUp = await request.post('/api/signup', {
    data: { id, name, company, userType: 'DEALER', mobilePhone: '081-234-5678', password, passwordConfirm: password, agreeTerms: true, agreePrivacy: true, language: 'en' },
  });
  expect(signedUp.status()).toBe(200);
  const mail = await waitForMail(id, new RegExp(`^${mailSubject('en', 'SIGNUP_VERIFY').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), since);
  const param = /\/validatemail\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  expect((await request.post('/api/validatemail', { data: { param } })).status()).toBe(200);
  const admin = await request.post('/api/login', { data: { id: 'admin@gsis.local', password: E2E.adminPassword } });
  const headers = { authorization: admin.headers().authorization! };
  const found = await (await request.post('/mgmt/user/list', { headers, data: { keyword: id } })).json() as { items: { id: number }[] };
  const userId = found.items[0]!.id;
  expect((await request.post('/mgmt/user/approve', { headers, data: { id: userId, approved: true } })).status()).toBe(200);
  if (readsEverything) {
    const regions = await (await request.post('/mgmt/region/list', { headers, data: {} })).json() as { id: number; code: string }[];
    const regionId = region === null ? null : regions.find((r) => r.code === region)!.id;
    const grants = { PRODUCT: [], DOCUMENT_TYPE: [], EXHAUST_CERTIFICATION: [], DOCUMENT: [], MODEL: [] };
    expect((await request.post('/mgmt/user/authority/save', { headers, data: { id: userId, allowAllDocuments: true, regionId, grants } })).status()).toBe(200);
  }
  return id;
}
