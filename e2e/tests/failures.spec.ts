// A failed call is a failure, never an empty list (the seed: a failed call other than 401/301 leads to the error
// page). The server is made to fail where only the network can: its answers to one call are replaced by the 500 the
// server sends when something breaks inside it, and later let through again.
import { ErrorCode, faqApi, noticesApi, pathOf, type EndpointDefinition } from '@gsis/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readsIn } from './helpers.ts';
import { webText } from './locales.ts';

const common = (key: string) => webText('en', key, 'common');

/** Makes the server's answers to `endpoint` fail as an internal error does, until the returned function is called. */
async function failing(page: Page, endpoint: EndpointDefinition): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === pathOf(endpoint);
  await page.route(matches, (route) => route.fulfill({
    status: 500, contentType: 'application/json',
    body: JSON.stringify({ code: ErrorCode.CONTACT_MANAGER, message: 'Error. Please contact a manager', requestId: 'e2e' }),
  }));
  return () => page.unroute(matches);
}

test('a FAQ list that cannot be read is the error page, at the same address, and Try again reads it', async ({ page }) => {
  const letThrough = await failing(page, faqApi.list);
  await page.goto('/support/faq?keyword=password');
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toBeVisible();
  await expect(errorPage.getByRole('heading', { name: common('errorPage.failedTitle') })).toBeVisible();
  await expect(errorPage).toContainText(webText('en', ErrorCode.CONTACT_MANAGER, 'errors'));
  // Nothing says the FAQ is empty, and the header stays to go elsewhere.
  await expect(page.getByText(webText('en', 'page.noMatch', 'faq'))).toHaveCount(0);
  await expect(page.getByTestId('faq-list')).toHaveCount(0);
  await expect(page).toHaveURL(/\/support\/faq\?keyword=password$/);

  await letThrough();
  await errorPage.getByRole('button', { name: common('errorPage.retry') }).click();
  await expect(page.getByTestId('faq-list')).toBeVisible();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});

test('a notice list that cannot be read is the error page, in Thai; once it can, going back to it shows the list', async ({ page }, testInfo) => {
  await readsIn(page, 'th');
  const letThrough = await failing(page, noticesApi.list);
  await page.goto('/support/notice');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByTestId('error-page')).toContainText(webText('th', ErrorCode.CONTACT_MANAGER, 'errors'));
  await page.screenshot({ path: testInfo.outputPath('notice-list-failed-th.png') });
  await expect(page.getByTestId('notice-table')).toHaveCount(0);
  await expect(page).toHaveURL(/\/support\/notice$/);

  // Away and back inside the app (no reload): the list is asked for again, not remembered as failed.
  await letThrough();
  await page.getByRole('link', { name: webText('th', 'errorPage.home', 'common') }).click();
  await expect(page).toHaveURL(/\/main$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/support\/notice$/);
  await expect(page.getByTestId('notice-table')).toBeVisible();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});
