// A dealer whose name is written in Korean, Chinese, Thai and Burmese opens a manual: the watermark on every page
// carries the name in all four scripts, drawn with the Noto faces the server ships in npm (no fonts on the
// machine), and pdf.js in Chromium renders and reads it.
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { E2E } from './env.ts';
import { logIn } from './helpers.ts';
import { mailSubject } from './locales.ts';
import { waitForMail } from './mail-peer.ts';

const PASSWORD = 'Excavat0r22';
const NAME = '김민준 王伟 สมชาย မောင်မောင်';
const MANUAL = 'DX225LCA Crawler Excavator Service Manual';
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Signs a dealer up through the API, confirms the address from the e-mail, and has the administrator approve them and let them read every document. */
async function dealerWithAuthority(request: APIRequestContext, id: string, name = NAME): Promise<void> {
  const since = Date.now() - 1000;
  const signedUp = await request.post('/api/signup', {
    data: { id, name, company: 'ACME 重工 เครื่องจักร', userType: 'DEALER', mobilePhone: '010-1234-5678', password: PASSWORD, passwordConfirm: PASSWORD, agreeTerms: true, agreePrivacy: true, language: 'en' },
  });
  expect(signedUp.status()).toBe(200);
  const mail = await waitForMail(id, exactly(mailSubject('en', 'SIGNUP_VERIFY')), since);
  const param = /\/validatemail\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  expect((await request.post('/api/validatemail', { data: { param } })).status()).toBe(200);

  const admin = await request.post('/api/login', { data: { id: 'admin@gsis.local', password: E2E.adminPassword } });
  const headers = { authorization: admin.headers().authorization! };
  const found = await (await request.post('/mgmt/user/list', { headers, data: { keyword: id } })).json() as { items: { id: number }[] };
  const userId = found.items[0]!.id;
  expect((await request.post('/mgmt/user/approve', { headers, data: { id: userId, approved: true } })).status()).toBe(200);
  const grants = { PRODUCT: [], DOCUMENT_TYPE: [], EXHAUST_CERTIFICATION: [], DOCUMENT: [], MODEL: [] };
  const granted = await request.post('/mgmt/user/authority/save', { headers, data: { id: userId, allowAllDocuments: true, regionId: null, grants } });
  expect(granted.status()).toBe(200);
}

test('a dealer’s watermark carries their name in Korean, Chinese, Thai and Burmese, rendered in the viewer', async ({ page, request }) => {
  test.setTimeout(150_000);
  const id = `minjun.${Date.now()}@dealer.example`;
  await dealerWithAuthority(request, id);

  await logIn(page, id, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/document/list?keyword=${encodeURIComponent(MANUAL)}`);
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
  await dealerWithAuthority(request, id, 'First Reader');
  // What the viewer asks of the copy: the answers' status and the bytes each carried.
  const answers: { status: number; range: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/service/content/')) answers.push({ status: response.status(), range: response.headers()['content-range'] });
  });

  await logIn(page, id, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/document/list?keyword=${encodeURIComponent(MANUAL)}`);
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
