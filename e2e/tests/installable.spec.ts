// GSIS as an installable app (issue 31, build 1): the manifest in the reader's language with its icons, and a
// service worker that brings the app back on a reload with no network — the header, the search field, and a line
// saying what works offline — while online everything comes from the server as before.
import { expect, test } from './fixtures.ts';
import { expectSignedIn, keptByServiceWorker, PHONE, readsIn } from './helpers.ts';
import { webText } from './locales.ts';

// The service worker is what this journey is about (the other journeys block it: playwright.config.ts).
test.use({ ...PHONE, signedInAs: 'dealer', serviceWorkers: 'allow' });

test('a Thai dealer\'s phone finds the app named in Thai, and after a reload with no network still has GSIS, told it is offline (th, 390 px)', async ({ page, context, request }, testInfo) => {
  await readsIn(page, 'th');
  await page.goto('/main');
  await expectSignedIn(page);

  // The manifest the page names is Thai's: GSIS's name, a Thai description and shortcuts, icons that load.
  const manifestHref = page.locator('link[rel="manifest"]');
  await expect(manifestHref).toHaveAttribute('href', '/manifest/th.webmanifest');
  const manifest = await (await request.get('/manifest/th.webmanifest')).json() as {
    name: string; short_name: string; description: string; lang: string; start_url: string; display: string;
    icons: { src: string; purpose: string }[]; shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'GSIS', lang: 'th', start_url: '/main', display: 'standalone', description: webText('th', 'install.description') });
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['documents', 'troubleshooting', 'bookmarks'].map((key) => webText('th', `install.shortcuts.${key}`)));
  expect(manifest.icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable']);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }

  // Online, nothing is said about the connection.
  await keptByServiceWorker(page);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  // No network, and the page loaded again: the app comes back from the worker's copy, in Thai, and says so.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('logo')).toBeVisible();
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveText(webText('th', 'install.offline'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.screenshot({ path: testInfo.outputPath('offline-main-th.png') });

  // The network back: the line goes, and the page's calls work again.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await page.goto('/document/list');
  await expect(page.getByTestId('document-table')).toBeVisible();
});
