// The web app loaded from one origin and calling GSIS's API on another (the seed: "Base URL comes from an environment
// setting"). The journeys' server is reachable as 127.0.0.1 and as localhost: it names 127.0.0.1 as the API's base
// (API_BASE_URL) and lets pages of localhost call it (CORS_ORIGINS), so a page opened at localhost signs in, searches
// and reads a manual through another origin, with the browser's CORS and the page's security policy in force.
import { expect, test } from './fixtures.ts';
import { ACCOUNTS, E2E } from './env.ts';

const PAGE_ORIGIN = E2E.baseUrl.replace('127.0.0.1', 'localhost');
const API_ORIGIN = E2E.baseUrl;

test('a page from another origin signs in, searches and opens a manual through the API base', async ({ page }) => {
  const apiCalls: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') apiCalls.push(request.url()); });
  page.on('console', (message) => { if (/CORS|Content Security Policy/i.test(message.text())) refused.push(message.text()); });

  await page.goto(`${PAGE_ORIGIN}/login`);
  await expect(page.locator('meta[name="gsis-api-base"]')).toHaveAttribute('content', API_ORIGIN);
  await page.getByTestId('login-id').fill(ACCOUNTS.dealer.id);
  await page.getByTestId('login-password').fill(ACCOUNTS.dealer.password);
  await page.getByTestId('login-submit').click();
  // Signed in: the token came back in the answer's Authorization header, which the API let this origin read.
  await expect(page.getByTestId('header-user')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(PAGE_ORIGIN);

  await page.goto(`${PAGE_ORIGIN}/search/pdf?searchWord=${encodeURIComponent('Removal of the batteries is described below')}`);
  const hit = page.getByTestId('search-hit').filter({ hasText: 'DX225LCA Crawler Excavator Service Manual' }).first();
  await hit.getByRole('link').first().click();
  // The manual is read from the API's origin, in ranges, and drawn.
  await expect(page.locator('.pdfViewer .page canvas').first()).toBeVisible({ timeout: 60_000 });

  expect(apiCalls.length).toBeGreaterThan(3);
  expect(apiCalls.filter((url) => new URL(url).origin === PAGE_ORIGIN), 'calls to the page\'s own origin').toEqual([]);
  expect(refused).toEqual([]);
});
