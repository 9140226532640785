// The journeys' Playwright: its own `test`, in which the visitor has already ticked "Don't show today" on the
// popup notices of the day (the demo data has one, and /main is where sign-in lands), so a popup never opens
// over a journey that is not about it. A journey about popups turns that off with
// `test.use({ closeNoticePopups: false })`.
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { E2E } from './env.ts';

export * from '@playwright/test';

/** What NoticePopups.tsx keeps per popup: the browser's local day it was hidden on. */
const HIDDEN_ON = 'gsis.noticePopup.hiddenOn.';

async function hideTodaysPopups(context: BrowserContext): Promise<void> {
  const answer = await context.request.get(`${E2E.baseUrl}/service/notice/popup`);
  const ids = ((await answer.json()) as { notices: { noticeId: number }[] }).notices.map((n) => n.noticeId);
  await context.addInitScript(({ ids: hidden, prefix }) => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    for (const id of hidden) localStorage.setItem(`${prefix}${id}`, today);
  }, { ids, prefix: HIDDEN_ON });
}

/** A browser context of a journey's own, with the day's popups hidden like the journey's own context. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await hideTodaysPopups(context);
  return context;
}

export const test = base.extend<{ closeNoticePopups: boolean }>({
  closeNoticePopups: [true, { option: true }],
  context: async ({ context, closeNoticePopups }, use) => {
    if (closeNoticePopups) await hideTodaysPopups(context);
    await use(context);
  },
});
