// My Info's sessions, with an account signed in on several devices: this one comes first as "This device",
// named the way people call it ("Chrome on Linux"); the others wait folded under "Other devices (n)", most
// recently active first, and are ended one by one or all at once. On a phone in Thai the section stays short. A
// wrong current password is answered in the seed's words.
// Each journey signs up an account of its own, so ending sessions signs no other journey out.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { chooseLanguage, expectSignedIn, newAccount, NEW_ACCOUNT_PASSWORD as PASSWORD, PHONE, signInThroughApi } from './helpers.ts';
import { webText } from './locales.ts';


/** The other devices, signed in oldest first: the list shows them the other way round. */
const DEVICES = [
  { name: ['Chrome', 'Windows'], agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' },
  { name: ['Chrome', 'Android'], agent: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' },
  { name: ['Safari', 'macOS'], agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15' },
  { name: ['Safari', 'iPhone'], agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' },
] as const;

const text = (lang: string, key: string, values: Record<string, string | number> = {}) =>
  webText(lang, `sessions.${key}`, 'myinfo').replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
const deviceName = (lang: string, [browser, place]: readonly [string, string]) => text(lang, 'device.on', { browser, place });

/** Signs the account in from each other device (only the user agent tells them apart); their tokens. */
async function signInElsewhere(request: APIRequestContext, id: string): Promise<string[]> {
  const tokens: string[] = [];
  for (const device of DEVICES) {
    const answer = await request.post('/api/login', { data: { id, password: PASSWORD }, headers: { 'user-agent': device.agent } });
    expect(answer.status()).toBe(200);
    tokens.push(answer.headers().authorization!);
  }
  return tokens;
}

/** Signs the account in on this device (the journeys' Chromium, by its own user agent) and opens `path`. */
async function signedInAt(page: Page, id: string, path: string): Promise<void> {
  await signInThroughApi(page, { id, password: PASSWORD });
  await page.goto(path);
  await expectSignedIn(page);
}

/** The names of the other devices' rows, top to bottom. */
const otherNames = (page: Page) => page.getByTestId('myinfo-session-list').locator('[data-testid^="myinfo-session-name-"]');

test('My Info shows this device first by name, and the other devices folded, newest first, to end one or all', async ({ page, request }) => {
  const id = await newAccount(request, 'sessions.desktop');
  const tokens = await signInElsewhere(request, id);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAt(page, id, '/mylibrary/myinfo');

  // This device: Playwright's Chromium on Linux, named as such, and the only one marked.
  const here = page.getByTestId('myinfo-this-device');
  await expect(here).toContainText(text('en', 'thisDevice'));
  await expect(here.locator('[data-testid^="myinfo-session-name-"]')).toHaveText(deviceName('en', ['Chrome', 'Linux']));
  await expect(here.locator('[data-current]')).toHaveCount(1);
  await expect(here.getByRole('button', { name: text('en', 'end') })).toHaveCount(0);

  // The others wait folded, counted.
  const toggle = page.getByTestId('myinfo-others-toggle');
  await expect(toggle).toHaveText(text('en', 'others', { n: DEVICES.length }));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('myinfo-session-list')).toBeHidden();
  await page.screenshot({ path: 'screenshots/myinfo-sessions-desktop-en.png', fullPage: true });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(otherNames(page)).toHaveText([...DEVICES].reverse().map((d) => deviceName('en', d.name)));
  await expect(page.getByTestId('myinfo-session-list').getByRole('img', { name: text('en', 'device.kind.tablet'), exact: true })).toHaveCount(1);
  await page.getByTestId('myinfo-sessions').screenshot({ path: 'screenshots/myinfo-sessions-desktop-en-open.png' });
  // Open, the section passes axe's WCAG rules (nothing critical or serious).
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="myinfo-sessions"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Ending the Windows computer's session signs only it out.
  await page.getByRole('button', { name: text('en', 'endLabel', { device: deviceName('en', DEVICES[0].name) }) }).click();
  await expect(otherNames(page)).toHaveCount(DEVICES.length - 1);
  await expect(toggle).toHaveText(text('en', 'others', { n: DEVICES.length - 1 }));
  expect((await request.get('/api/myinfo', { headers: { authorization: tokens[0]! } })).status()).toBe(401);
  expect((await request.get('/api/myinfo', { headers: { authorization: tokens[3]! } })).status()).toBe(200);

  // Then all the others at once, after a confirmation; this device stays signed in.
  await page.getByTestId('myinfo-end-others').click();
  await page.getByTestId('myinfo-end-others-ok').click();
  await expect(page.getByTestId('myinfo-sessions-none')).toHaveText(text('en', 'noOthers'));
  await expect(page.getByTestId('myinfo-others-toggle')).toHaveCount(0);
  for (const token of tokens) expect((await request.get('/api/myinfo', { headers: { authorization: token } })).status()).toBe(401);
  await expect(page.getByTestId('myinfo-this-device')).toBeVisible();
});

test.describe('on a phone in Thai', () => {
  test.use(PHONE);

  test('My Info keeps the other devices folded under one line, in Thai', async ({ page, request }) => {
    const id = await newAccount(request, 'sessions.phone');
    await signInElsewhere(request, id);
    await signedInAt(page, id, '/main');
    await chooseLanguage(page, 'th');
    await page.goto('/mylibrary/myinfo');

    const here = page.getByTestId('myinfo-this-device');
    await expect(here).toContainText(text('th', 'thisDevice'));
    await expect(here.locator('[data-testid^="myinfo-session-name-"]')).toHaveText(deviceName('th', ['Chrome', 'Linux']));
    const toggle = page.getByTestId('myinfo-others-toggle');
    await expect(toggle).toHaveText(text('th', 'others', { n: DEVICES.length }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('myinfo-session-list')).toBeHidden();
    // Folded, the whole section is about one screen tall, and nothing in it is wider than the phone.
    const section = (await page.getByTestId('myinfo-sessions').boundingBox())!;
    expect(section.height).toBeLessThan(844);
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('myinfo-sessions').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/myinfo-sessions-phone-th.png' });

    await toggle.click();
    await expect(otherNames(page)).toHaveText([...DEVICES].reverse().map((d) => deviceName('th', d.name)));
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('myinfo-sessions').screenshot({ path: 'screenshots/myinfo-sessions-phone-th-open.png' });
  });
});

test("a wrong current password is answered with the seed's 'Please check the password', under the field", async ({ page, request }) => {
  const id = await newAccount(request, 'password.wrong');
  await signedInAt(page, id, '/mylibrary/myinfo');
  await page.getByTestId('myinfo-current-password').fill('NotMyPassw0rd');
  await page.getByTestId('myinfo-new-password').fill('Backhoe2027x');
  await page.getByTestId('myinfo-new-password-confirm').fill('Backhoe2027x');
  await page.getByTestId('myinfo-change-password').click();
  const field = page.getByTestId('myinfo-password-form').locator('.ant-form-item').filter({ has: page.getByTestId('myinfo-current-password') });
  await expect(field.locator('.ant-form-item-explain-error')).toHaveText(webText('en', 'CHECK_PASSWORD', 'errors'));
  await expect(page.getByTestId('myinfo-password-done')).toHaveCount(0);
});
