// A dealer whose name is written in Korean, Chinese, Thai and Burmese opens a manual: the watermark on every page
// carries the name in all four scripts, drawn with the Noto faces the server ships in npm (no fonts on the
// machine), and pdf.js in Chromium renders and reads it.
import { expect, test } from './fixtures.ts';
import { expectSignedIn, newAccount, NEW_ACCOUNT_PASSWORD, signInThroughApi } from './helpers.ts';

const NAME = '김민준 王伟 สมชาย မောင်မောင်';
const MANUAL = 'DX225LCA Crawler Excavator Service Manual';

test('a dealer’s watermark carries their name in Korean, Chinese, Thai and Burmese, rendered in the viewer', async ({ page, request }) => {
  test.setTimeout(150_000);
  const id = `minjun.${Date.now()}@dealer.example`;
  await newAccount(request, id, { name: NAME, company: 'ACME 重工 เครื่องจักร', readsEverything: true, region: null });

  await signInThroughApi(page, { id, password: NEW_ACCOUNT_PASSWORD });
  await page.goto(`/document/list?keyword=${encodeURIComponent(MANUAL)}`);
  await expectSignedIn(page);
  await page.getByRole('link', { name: MANUAL }).first().click();
  await expect(page.getByTestId('pdf-page-count')).toContainText('320', { timeout: 90_000 });

  const first = page.locator('.page[data-page-number="1"]');
  await expect(first.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  // The watermark is text inside the PDF: pdf.js reads each script back from the embedded subsets.
  await expect(async () => {
    const text = (await first.locator('.textLayer').innerText()).replace(/\s+/g, '');
    for (const part of ['김민준', '王伟', 'สมชาย', 'မောင်မောင်', id]) expect(text).toContain(part);
  }).toPass({ timeout: 30_000 });
  // The watermark crosses the middle of the page: show that part, the whole width, in the viewer.
  await page.locator('.pdf-zoom button').first().click();
  await page.locator('.pdf-zoom button').first().click();
  await first.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(first.locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: 'screenshots/watermark-four-scripts.png' });
  // And close up, where the name runs across the page.
  for (let i = 0; i < 4; i += 1) await page.locator('.pdf-zoom button').last().click();
  await first.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  // Zoomed in, pdf.js adds a second canvas with the visible part drawn in detail: the page's own is the first.
  await expect(first.locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: 'screenshots/watermark-four-scripts-close.png' });
});

test('a new dealer reads page 1 of the 320-page manual, watermarked, while the rest of the file is still to come', async ({ page, request }) => {
  test.setTimeout(150_000);
  const id = `first.${Date.now()}@dealer.example`;
  await newAccount(request, id, { name: 'First Reader', company: 'ACME 重工 เครื่องจักร', readsEverything: true, region: null });
  // What the viewer asks of the copy: the answers' status and the bytes each carried.
  const answers: { status: number; range: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/service/content/')) answers.push({ status: response.status(), range: response.headers()['content-range'] });
  });

  await signInThroughApi(page, { id, password: NEW_ACCOUNT_PASSWORD });
  await page.goto(`/document/list?keyword=${encodeURIComponent(MANUAL)}`);
  await expectSignedIn(page);
  await page.getByRole('link', { name: MANUAL }).first().click();
  const first = page.locator('.page[data-page-number="1"]');
  await expect(first.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
  await expect(async () => {
    expect((await first.locator('.textLayer').innerText()).replace(/\s+/g, '')).toContain(id);
  }).toPass({ timeout: 30_000 });

  // Page 1 and its watermark came in byte ranges of the reader's own copy, a small share of the whole.
  const ranges = answers.filter((answer) => answer.status === 206 && answer.range !== undefined).map((answer) => /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.range!)!);
  expect(ranges.length).toBeGreaterThan(0);
  const size = Number(ranges[0]![3]);
  const received = ranges.reduce((sum, range) => sum + Number(range[2]) - Number(range[1]) + 1, 0);
  expect(size).toBeGreaterThan(1_900_000); // the manual and the reader's update
  expect(received).toBeLessThan(size / 2);
  await expect(page.getByTestId('pdf-page-count')).toContainText('320');
  await page.screenshot({ path: 'screenshots/first-open-page-one.png' });
});
