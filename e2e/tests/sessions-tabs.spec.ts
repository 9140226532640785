// Sessions that survive real browsing: documents opened in several tabs at the same moment, a navigation
// while a page is still loading, reloads, and tabs that follow one another's sign-out and sign-in.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type Page } from './fixtures.ts';
import { listedDocumentId, logIn } from './helpers.ts';

/** Small PDFs of the demo library the dealer may read. */
const PDFS = ['SB-2026-014 Swing motor relief valve adjustment', 'Contrôle quotidien avant utilisation', 'Pemeriksaan Harian Sebelum Operasi'];

async function expectSignedInAs(page: Page, name: string): Promise<void> {
  // The shell is drawn once the page's code and first answers are in: three tabs loading the PDF viewer
  // at once beside another worker's browser take a while on a shared machine.
  await expect(page.getByTestId('header-user')).toContainText(name, { timeout: 60_000 });
  await expect(page.getByTestId('login-link')).toHaveCount(0);
}

async function expectPdfShown(page: Page, id: string, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/document/view/${id}$`));
  await expect(page.getByTestId('document-title')).toHaveText(title);
  await expect(page.getByTestId('pdf-viewer')).toBeVisible();
  // The reader's copy is watermarked on first open: on a busy machine that takes a while.
  await expect(page.locator('.page[data-page-number="1"] canvas')).toBeVisible({ timeout: 60_000 });
}

/**
 * Lets the first API call of each tab reach the server as it comes, but hands the answers back only once
 * every tab's call has been answered, and then in the opposite order, as a real network may: so the
 * tabs' page loads truly overlap, and none can rely on another having finished first.
 */
async function answerInReverseOrder(tabs: Page[]): Promise<void> {
  const turns: (() => void)[] = [];
  for (const tab of tabs) {
    await tab.route('**/api/**', async (route) => {
      const response = await route.fetch();
      const turn = new Promise<void>((resolve) => turns.push(resolve));
      if (turns.length === tabs.length) {
        void (async () => {
          for (const go of [...turns].reverse()) {
            go();
            await sleep(300);
          }
        })();
      }
      await turn;
      await route.fulfill({ response });
    }, { times: 1 });
  }
}

async function logOut(page: Page): Promise<void> {
  // Back to this tab, as a person would: a tab in the background runs its dropdown's animation slowly, and on a
  // starved machine a click can land on the dropdown while it is still opening and be lost; the choice is then
  // made again, the way a person would click once more (helpers.ts chooseLanguage does the same).
  await page.bringToFront();
  await expect(async () => {
    if (await page.getByTestId('logout-confirm').first().isVisible()) return;
    if (!(await page.getByTestId('logout').isVisible())) await page.getByTestId('header-user').click();
    await page.getByTestId('logout').click({ timeout: 5_000 });
    await expect(page.getByTestId('logout-confirm').first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await page.getByTestId('logout-confirm').first().click();
  await expect(page).toHaveURL(/\/login$/);
}

test('three documents opened in three new tabs at the same moment are all signed in and show their PDF', async ({ page, context }) => {
  test.setTimeout(180_000);
  await logIn(page, 'dealer@gsis.local');
  await expect(page).toHaveURL(/\/main$/);
  const ids: string[] = [];
  for (const title of PDFS) ids.push(await listedDocumentId(page, title));

  const tabs = await Promise.all(PDFS.map(() => context.newPage()));
  await answerInReverseOrder(tabs);
  await Promise.all(tabs.map((tab, i) => tab.goto(`/document/view/${ids[i]}`)));
  for (const [i, tab] of tabs.entries()) {
    await expectSignedInAs(tab, 'Demo Dealer');
    await expectPdfShown(tab, ids[i]!, PDFS[i]!);
  }

  // Reloading all of them at once, and the first tab, keeps everyone signed in.
  await Promise.all([page, ...tabs].map((tab) => tab.reload()));
  await expectSignedInAs(page, 'Demo Dealer');
  for (const [i, tab] of tabs.entries()) {
    await expectSignedInAs(tab, 'Demo Dealer');
    await expectPdfShown(tab, ids[i]!, PDFS[i]!);
  }
});

test('navigating away while a page is still loading keeps the reader signed in', async ({ page }) => {
  test.setTimeout(150_000);
  await logIn(page, 'dealer@gsis.local');
  await expect(page).toHaveURL(/\/main$/);
  const id = await listedDocumentId(page, PDFS[0]!);

  // The loading page's first call reaches the server and is answered, but the page is left before it can
  // read the answer: whatever that call did on the server, the browser never learns of it.
  let answered!: () => void;
  const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
  let release!: () => void;
  const left = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    answered();
    await left;
    await route.fulfill({ response }).catch(() => undefined);
  }, { times: 1 });
  await page.goto(`/document/view/${id}`, { waitUntil: 'commit' });
  await serverAnswered;
  await page.goto('/mylibrary/bookmarks');
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page).toHaveURL(/\/mylibrary\/bookmarks$/);
  await expectSignedInAs(page, 'Demo Dealer');

  // And the plain way: several pages left as soon as they start loading, one after another.
  for (const path of [`/document/view/${id}`, '/document/list', `/document/view/${id}`, '/mylibrary/bookmarks']) {
    await page.goto(path, { waitUntil: 'commit' });
  }
  await page.goto(`/document/view/${id}`);
  await expectSignedInAs(page, 'Demo Dealer');
  await expectPdfShown(page, id, PDFS[0]!);
});

// The other tab follows at once (a storage event, no polling); the waits below are a busy machine's
// budget, not a speed check: a tab in the background runs its timers at most once a second there.
test('signing out in one tab signs the other out', async ({ page, context }) => {
  await logIn(page, 'dealer@gsis.local');
  await expect(page).toHaveURL(/\/main$/);
  const other = await context.newPage();
  await other.goto('/mylibrary/bookmarks');
  await expectSignedInAs(other, 'Demo Dealer');

  await logOut(page);
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByTestId('login-link')).toBeVisible();
  await expect(other.getByTestId('header-user')).toHaveCount(0);
  expect(await other.evaluate(() => localStorage.getItem('gsis.token'))).toBeNull();
  // The other tab's pages need a sign-in again.
  await other.goto('/mylibrary/bookmarks');
  await expect(other).toHaveURL(/\/login\?.*redirect=/);
});

test('signing in as someone else in one tab is reflected in the other', async ({ page, context }) => {
  await logIn(page, 'dealer@gsis.local');
  await expect(page).toHaveURL(/\/main$/);
  const other = await context.newPage();
  await other.goto('/main');
  await expectSignedInAs(other, 'Demo Dealer');

  await logOut(page);
  await expect(other).toHaveURL(/\/login$/);
  await logIn(page, 'docmanager@gsis.local');
  await expect(page).toHaveURL(/\/main$/);

  // The other tab shows the new user and what is theirs: the document manager's Management menu.
  await expectSignedInAs(other, 'Demo Document Manager');
  await expect(other.getByTestId('login-info')).toBeVisible();
  await expect(other.getByTestId('management-menu')).toBeVisible();
  await other.goto('/management/library/document');
  await expect(other).toHaveURL(/\/management\/library\/document$/);
  await expectSignedInAs(other, 'Demo Document Manager');
  expect(await other.evaluate(() => JSON.parse(localStorage.getItem('gsis.user') ?? '{}').user?.userId)).toBe('docmanager@gsis.local');
});
