// The journeys' Playwright: its own `test`, with the home page's popup notices closed whenever one stands in
// the way of a journey that is not about them (the demo data has one, and /main is where sign-in lands). A
// journey about popups turns that off with `test.use({ closeNoticePopups: false })`.
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export * from '@playwright/test';

async function closePopupsOn(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('notice-popup-close'), (button) => button.click(), { noWaitAfter: true });
}

/** A browser context of a journey's own whose pages close popup notices like the journey's `page` does. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('page', (page) => void closePopupsOn(page));
  return context;
}

export const test = base.extend<{ closeNoticePopups: boolean }>({
  closeNoticePopups: [true, { option: true }],
  context: async ({ context, closeNoticePopups }, use) => {
    if (closeNoticePopups) context.on('page', (page) => void closePopupsOn(page));
    await use(context);
  },
});
