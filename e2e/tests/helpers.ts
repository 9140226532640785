import { expect, type Browser, type Page } from '@playwright/test';
import { E2E } from './env.ts';
import { newContext } from './fixtures.ts';

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

/** Searches until the demo library, published and indexed in the background after the server starts, answers. */
export async function searchUntilFound(page: Page, tab: 'index' | 'pdf' | 'webhelp', word: string): Promise<void> {
  await expect(async () => {
    await page.goto(`/search/${tab}?searchWord=${encodeURIComponent(word)}`);
    await expect(page.getByTestId(tab === 'index' ? 'search-document' : 'search-hit').first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000 });
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
