// The field kit (issue 31): a Thai dealer's phone takes the DX225LCA with its serial plate offline — its size, the
// device's free storage, the download's progress — and then, with no network at all and the page loaded again, reads
// and searches it: a Thai phrase finds its page in the kit's Thai manual, which opens in the dealer's own watermarked
// copy; "SPN 110 FMI 0" finds its troubleshooting guide, whose step opens page 276 of the service manual; a bookmark
// made there is kept on the phone and is in My Library on the server once the network is back.
import { API } from '@gsis/contract';
import { apiAs } from './api.ts';
import { ACCOUNTS, expect, test, type Page } from './fixtures.ts';
import { expectSignedIn, keptByServiceWorker, PHONE, readsIn } from './helpers.ts';
import { webText } from './locales.ts';

const PLATE = 'EHFBF 10234';
const THAI_PHRASE = 'การสัมผัสสามจุด';
const THAI_MANUAL = 'รถขุดตีนตะขาบ DX225LCA คู่มือการใช้งานและการบำรุงรักษา';
const SERVICE_MANUAL = 'DX225LCA Crawler Excavator Service Manual';

/** Searches with the header's box, as a reader types and presses Enter. */
async function headerSearch(page: Page, words: string): Promise<void> {
  const box = page.getByRole('combobox').first();
  await box.fill(words);
  await box.press('Enter');
}

/** The text layer of a page of the PDF shown, once drawn. */
async function pageText(page: Page, pageNumber: number): Promise<string> {
  const shown = page.locator(`.page[data-page-number="${pageNumber}"]`);
  await expect(shown.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(shown.locator('.textLayer')).not.toBeEmpty({ timeout: 30_000 });
  return (await shown.locator('.textLayer').innerText()).replace(/\s+/g, '');
}

test.use({ ...PHONE, signedInAs: 'dealer' });

test('a Thai dealer takes the DX225LCA offline and reads, searches and bookmarks it with no network (th, 390 px)', async ({ page, context }, testInfo) => {
  // The dealer's copy of the 320-page service manual is stamped on the first download, on a busy machine.
  test.setTimeout(300_000);
  await readsIn(page, 'th');
  await page.goto(`/search/index?searchWord=${encodeURIComponent(PLATE)}`);
  await expectSignedIn(page);

  // From the search for the serial plate: the machine is chosen, the plan says what the kit holds and its size.
  await page.getByTestId('kit-take').first().click();
  await expect(page.getByTestId('kit-machine')).toContainText(PLATE);
  await expect(page.getByTestId('kit-plan-size')).toBeVisible();
  await expect(page.getByTestId('kit-storage')).not.toBeEmpty();
  await page.screenshot({ path: testInfo.outputPath('kit-plan-th.png') });
  await page.getByTestId('kit-download').click();
  await expect(page.getByTestId('kit-taking').getByTestId('kit-progress')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kit-progress-th.png') });
  await expect(page.getByTestId('kit-taking').getByTestId('kit-progress')).toHaveAttribute('data-done', 'true', { timeout: 240_000 });
  await page.getByTestId('kit-dialog-close').click();

  // Online once more on the home page: the kit is listed, and everything its pages need is kept by the worker.
  await page.goto('/main');
  await expect(page.getByTestId('kit-home').getByTestId('kit-row')).toHaveCount(1);
  await expect(page.getByTestId('kit-home').getByTestId('kit-state')).toHaveAttribute('data-state', 'READY');
  await keptByServiceWorker(page);

  // No network, and the page loaded again.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('logo')).toBeVisible();
  await expect(page.getByTestId('kit-home-offline')).toHaveText(webText('th', 'home.offline', 'kits'));
  await expect(page.getByTestId('kit-home').getByTestId('kit-row')).toContainText('DX225LCA');
  await page.screenshot({ path: testInfo.outputPath('kit-offline-home-th.png') });

  // A Thai phrase, from the header's box: its page in the kit's Thai manual, which opens in the dealer's copy.
  await headerSearch(page, THAI_PHRASE);
  const thaiHit = page.getByTestId('kit-page-hit').filter({ hasText: THAI_MANUAL }).first();
  await expect(thaiHit).toBeVisible();
  await expect(thaiHit.locator('mark').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kit-offline-search-th.png') });
  const hitPage = Number(/#page=(\d+)/.exec((await thaiHit.getByTestId('kit-page-hit-open').getAttribute('href'))!)![1]);
  await thaiHit.getByTestId('kit-page-hit-open').click();
  await expect(page.getByTestId('document-title')).toHaveText(THAI_MANUAL);
  expect(await pageText(page, hitPage)).toContain(ACCOUNTS.dealer.id);

  // The fault code finds its guide; the guide's step opens page 276 of the service manual.
  await headerSearch(page, 'SPN 110 FMI 0');
  await page.getByTestId('kit-guide-hit-open').first().click();
  await expect(page.getByTestId('guide-code')).toHaveText('SPN 110 FMI 0');
  await page.screenshot({ path: testInfo.outputPath('kit-offline-guide-th.png') });
  await page.getByTestId('guide-link').filter({ hasText: '276' }).first().click();
  await expect(page.getByTestId('document-title')).toHaveText(SERVICE_MANUAL);
  await expect(page).toHaveURL(/#page=276/);
  expect(await pageText(page, 276)).toContain(ACCOUNTS.dealer.id);

  // A bookmark, offline: kept on the phone.
  await page.getByTestId('kit-bookmark').click();
  await expect(page.getByText(webText('th', 'bookmark.queued', 'kits').replace('{{page}}', '276'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kit-offline-page-276-th.png') });

  // Back online: the bookmark is sent, the dealer is told, and it is on the server.
  await context.setOffline(false);
  await expect(page.getByTestId('kit-checks')).toBeVisible({ timeout: 30_000 });
  const api = await apiAs(ACCOUNTS.dealer);
  try {
    const { bookmarks } = await api.call(API.bookmarks.list, undefined);
    expect(bookmarks.some((b) => b.title === SERVICE_MANUAL && b.page === 276)).toBe(true);
  } finally {
    await api.dispose();
  }
});

test('a kit past its expiry without a check no longer opens, and says why in the reader\'s language (my, 390 px)', async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  await readsIn(page, 'my');
  await page.goto('/mylibrary/kits');
  await expectSignedIn(page);

  // Taken from My Library, typing the model.
  await page.getByTestId('kit-take').click();
  await page.getByTestId('kit-machine-word').fill('DX140LCR');
  await page.getByTestId('kit-machine-option').first().click();
  await expect(page.getByTestId('kit-plan-size')).toBeVisible();
  await page.getByTestId('kit-download').click();
  await expect(page.getByTestId('kit-taking').getByTestId('kit-progress')).toHaveAttribute('data-done', 'true', { timeout: 120_000 });
  await page.getByTestId('kit-open').click();
  await expect(page.getByTestId('kit-title')).toContainText('DX140LCR');
  const kitAddress = new URL(page.url()).pathname;
  const expiry = await page.evaluate(async () => {
    const open = indexedDB.open('gsis-field-kits');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const request = database.transaction('kits').objectStore('kits').getAll();
    const kits = await new Promise<{ expiresAt: string }[]>((resolve) => { request.onsuccess = () => resolve(request.result as { expiresAt: string }[]); });
    return kits[0]!.expiresAt;
  });
  await keptByServiceWorker(page);

  // Offline, a day past the expiry: the kit refuses to open, and says why.
  await context.setOffline(true);
  await page.clock.setFixedTime(new Date(Date.parse(expiry) + 24 * 60 * 60 * 1000));
  await page.goto(kitAddress);
  await expect(page.getByTestId('kit-expired')).toBeVisible();
  await expect(page.getByTestId('kit-expired-title')).toHaveText(webText('my', 'kit.expiredTitle', 'kits').replace('{{machine}}', 'DX140LCR'));
  await expect(page.getByTestId('kit-page')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('kit-expired-my.png') });
  await page.goto('/mylibrary/kits');
  await expect(page.getByTestId('kit-state')).toHaveAttribute('data-state', 'EXPIRED');
});
