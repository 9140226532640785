// Two-step sign-in, as a reader lives it: set up an authenticator app in My Info (the key read off the page, the
// app's codes computed as an app does), keep a recovery code, then log in with ID, password and the app's code; once
// with the recovery code, which is then spent; and turn it off again. The setup and the login's code step are
// looked at in English and Korean. The journey's own account: a factor on it asks no other journey for a code.
import AxeBuilder from '@axe-core/playwright';
import { API, RECOVERY_CODE_PATTERN } from '@gsis/contract';
import { apiAs } from './api.ts';
import { generate } from 'otplib';
import { ACCOUNTS, expect, newContext, test, type Locator, type Page } from './fixtures.ts';
import { answerConfirmation, expectSignedIn, newAccount, NEW_ACCOUNT_PASSWORD as PASSWORD, readsIn, signInThroughApi } from './helpers.ts';
import { E2E } from './env.ts';
import { webText } from './locales.ts';

const my = (lang: string, key: string) => webText(lang, `secondFactor.${key}`, 'myinfo');
/** The words of setting an app up, which My info and the login page share. */
const kit = (lang: string, key: string) => webText(lang, `secondFactor.${key}`);

/** A picture of a part of the page, brought to the middle first: out from under the header that stays at the top. */
async function picture(part: Locator, name: string): Promise<void> {
  await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await part.screenshot({ path: test.info().outputPath(name) });
}

/** The part `selector` of the page passes axe's WCAG rules (nothing critical or serious). */
async function passesAxe(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The 30-second step of an authenticator app's code now (RFC 6238). */
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * The app's code of a step later than `used`: the server takes each step's code once, so a sign-in right after the
 * setup (or another sign-in) waits for the app's next code, as a person would.
 */
async function codeAfter(secret: string, used: number): Promise<{ code: string; step: number }> {
  await expect.poll(stepNow, { timeout: 40_000, intervals: [500] }).toBeGreaterThan(used);
  const step = stepNow();
  return { code: await generate({ secret }), step };
}

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('header-user').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  // From My Info, the login page offers to come back to it.
  await expect(page).toHaveURL(/\/login(\?|$)/);
}

/** ID and password on the login page: the right password leads to the code step. */
async function passwordStep(page: Page, id: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-id').fill(id);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-tfa')).toBeVisible();
  await expect(page.getByTestId('login-tfa-code')).toBeFocused();
}

/** Types `code` into the code step (a recovery code after switching to one) and sends it. */
async function sendCode(page: Page, code: string, { recovery = false } = {}): Promise<void> {
  if (recovery) {
    await page.getByTestId('login-tfa-recovery').click();
    await expect(page.getByTestId('login-tfa')).toContainText(webText('en', 'login.tfaRecoveryIntro'));
  }
  await page.getByTestId(recovery ? 'login-tfa-recovery-code' : 'login-tfa-code').fill(code);
  await page.getByTestId('login-tfa-submit').click();
}

/** The sign-in went through to the main page; then out again. */
async function signedInThenOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/main$/);
  await expectSignedIn(page);
  await logOut(page);
}

test('a reader sets up an authenticator app, logs in with its code and once with a recovery code, and turns it off', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const id = await newAccount(request, 'two-step');
  const account = { id, password: PASSWORD };
  await page.setViewportSize({ width: 1366, height: 900 });
  const korean = await newContext(browser, { viewport: { width: 1366, height: 900 } });
  // The login's code step in Korean, from a browser that is not signed in.
  const koreanLogin = await newContext(browser, { viewport: { width: 1366, height: 900 } });
  try {
    // In Korean: off, with why; setting up shows the QR code, the key to type and the code's field; cancelled.
    const ko = await korean.newPage();
    await readsIn(ko, 'ko');
    await signInThroughApi(ko, account);
    await ko.goto('/mylibrary/myinfo');
    const koSection = ko.getByTestId('myinfo-second-factor');
    await expect(koSection).toContainText(my('ko', 'help'));
    await expect(koSection).toContainText(my('ko', 'off'));
    await ko.getByTestId('tfa-setup').click();
    await expect(ko.getByTestId('tfa-secret')).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await expect(koSection).toContainText(kit('ko', 'scan'));
    await picture(koSection, 'tfa-setup-ko.png');
    await ko.getByTestId('tfa-cancel').click();
    await expect(ko.getByTestId('tfa-setup')).toBeVisible();

    // In English: set up for real, the key typed into "the app".
    await signInThroughApi(page, account);
    await page.goto('/mylibrary/myinfo');
    await expectSignedIn(page);
    const section = page.getByTestId('myinfo-second-factor');
    await page.getByTestId('tfa-setup').click();
    await expect(page.getByTestId('tfa-qr')).toBeVisible();
    const secret = (await page.getByTestId('tfa-secret').textContent())!.replace(/\s+/g, '');
    await picture(section, 'tfa-setup-en.png');
    await passesAxe(page, '[data-testid="myinfo-second-factor"]');
    // A code that is not the app's is said at the field.
    await page.getByTestId('tfa-code').fill('12345');
    await page.getByTestId('tfa-confirm').click();
    await expect(section).toContainText(kit('en', 'codeInvalid'));
    let step = stepNow();
    await page.getByTestId('tfa-code').fill(await generate({ secret }));
    await page.getByTestId('tfa-confirm').click();

    // Ten recovery codes, shown this once; one is kept.
    const codes = page.getByTestId('tfa-recovery-code');
    await expect(codes).toHaveCount(10);
    await expect(section).toContainText(kit('en', 'codesOnce'));
    const recovery = (await codes.nth(3).textContent())!;
    expect(recovery).toMatch(RECOVERY_CODE_PATTERN);
    await picture(section, 'tfa-codes-en.png');
    await passesAxe(page, '[data-testid="myinfo-second-factor"]');
    await page.getByTestId('tfa-done').click();
    await expect(codes).toHaveCount(0);
    await expect(page.getByTestId('tfa-codes-left')).toHaveText('10');
    await expect(page.getByTestId('tfa-off')).toBeVisible();
    await picture(section, 'tfa-on-en.png');

    // Logging in now asks for the app's code after the password.
    await logOut(page);
    await passwordStep(page, id);
    await expect(page.getByTestId('login-tfa')).toContainText(webText('en', 'login.tfaIntro'));
    await picture(page.locator('.login-card'), 'login-tfa-en.png');
    await passesAxe(page, '[data-testid="login-tfa"]');
    const first = await codeAfter(secret, step);
    step = first.step;
    await sendCode(page, first.code);
    await signedInThenOut(page);

    // Once with the recovery code, typed as people copy it (lower case).
    await passwordStep(page, id);
    await sendCode(page, recovery.toLowerCase(), { recovery: true });
    await signedInThenOut(page);

    // The same recovery code again is refused, at its field.
    await passwordStep(page, id);
    await sendCode(page, recovery, { recovery: true });
    await expect(page.getByTestId('login-tfa')).toContainText(webText('en', 'SECOND_FACTOR_WRONG', 'errors'));
    await expect(page).toHaveURL(/\/login$/);

    // The code step in Korean, from a browser of its own.
    const koLogin = await koreanLogin.newPage();
    await readsIn(koLogin, 'ko');
    await passwordStep(koLogin, id);
    await expect(koLogin.getByTestId('login-tfa')).toContainText(webText('ko', 'login.tfaIntro'));
    await expect(koLogin.getByTestId('login-tfa-recovery')).toHaveText(webText('ko', 'login.tfaUseRecovery'));
    await picture(koLogin.locator('.login-card'), 'login-tfa-ko.png');

    // Back in with the app's next code, the reader turns it off with the password: the account is as it was.
    await page.getByTestId('login-tfa-recovery').click();
    await sendCode(page, (await codeAfter(secret, step)).code);
    await expect(page).toHaveURL(/\/main$/);
    await page.goto('/mylibrary/myinfo');
    // Two codes were spent: new ones in their place, behind the password (a wrong one said at its field).
    await expect(page.getByTestId('tfa-codes-left')).toHaveText('9');
    await page.getByTestId('tfa-renew').click();
    await page.getByTestId('tfa-password').fill(`${PASSWORD}x`);
    await page.getByTestId('tfa-password-ok').click();
    await expect(page.getByRole('dialog')).toContainText(webText('en', 'CHECK_PASSWORD', 'errors'));
    await page.getByTestId('tfa-password').fill(PASSWORD);
    await page.getByTestId('tfa-password-ok').click();
    await expect(section).toContainText(my('en', 'renewed'));
    await expect(codes).toHaveCount(10);
    expect(await codes.allTextContents()).not.toContain(recovery);
    await page.getByTestId('tfa-done').click();
    await expect(page.getByTestId('tfa-codes-left')).toHaveText('10');
    await page.getByTestId('tfa-off').click();
    await page.getByTestId('tfa-password').fill(PASSWORD);
    await page.getByTestId('tfa-password-ok').click();
    await expect(page.getByTestId('tfa-setup')).toBeVisible();
    await expect(section).toContainText(my('en', 'off'));
    await logOut(page);
    await page.getByTestId('login-id').fill(id);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    // Straight back to My Info, which the login page was opened from, with no code asked.
    await expect(page).toHaveURL(/\/mylibrary\/myinfo$/);
    await expect(page.getByTestId('tfa-setup')).toBeVisible();
  } finally {
    await korean.close();
    await koreanLogin.close();
  }
});

test('an administrator turns off the two-step sign-in of a reader who lost their phone; the reader logs in with the password alone (th, 1366 px)', async ({ browser, request }) => {
  const id = await newAccount(request, 'lost-phone');
  // The reader's app, set up through the API as My Info does.
  const reader = await apiAs({ id, password: PASSWORD });
  const { secret } = await reader.call(API.myInfo.startTotp, undefined);
  await reader.call(API.myInfo.confirmTotp, { code: await generate({ secret }) });
  await reader.dispose();
  const admin = await apiAs(ACCOUNTS.admin);
  const userId = (await admin.call(API.users.list, { keyword: id })).items.find((user) => user.loginId === id)!.id;
  await admin.dispose();

  const desk = await newContext(browser, { as: ACCOUNTS.admin, viewport: { width: 1366, height: 900 } });
  try {
    const page = await desk.newPage();
    await readsIn(page, 'th');
    await page.goto(`/management/user/detail?id=${userId}`);
    const part = page.getByTestId('user-second-factor');
    await expect(part).toContainText(webText('th', 'account.secondFactor', 'users'));
    await picture(part, 'tfa-admin-on-th.png');
    await page.getByTestId('user-second-factor-reset').click();
    await answerConfirmation(page, { testId: 'user-confirm-ok' });
    await expect(part).toContainText(webText('th', 'account.secondFactorOff', 'users'));
    await expect(page.getByTestId('user-second-factor-reset')).toHaveCount(0);
    // The trail says so, in the reader's history.
    await expect(page.getByTestId('user-history').locator('[data-action="SECOND_FACTOR_RESET"]')).toContainText(webText('th', 'history.action.SECOND_FACTOR_RESET', 'users'));
  } finally {
    await desk.close();
  }
  // The password alone opens a session again.
  const again = await apiAs({ id, password: PASSWORD });
  expect(again.token).toBeTruthy();
  await again.dispose();
});

test('an administrator sets up an authenticator app at the next sign-in, then logs in with its code', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  // A reader of the journey's own is made a document manager: an account that manages GSIS, without a second factor.
  const id = await newAccount(request, 'new-manager');
  const admin = await apiAs('admin', request);
  const { items: [user] } = await admin.call(API.users.list, { keyword: id });
  const { roleList } = await admin.call(API.roles.list, undefined);
  const roleIds = roleList.filter((role) => role.roleKey === 'DOCUMENT_MANAGER' || role.roleKey === 'USER').map((role) => role.id);
  await admin.call(API.users.saveRoles, { id: user!.id, roleIds });

  // In Thai: the password leads to setting the app up, with why, and nothing else opens.
  const thai = await newContext(browser, { viewport: { width: 1366, height: 900 } });
  try {
    const th = await thai.newPage();
    await readsIn(th, 'th');
    await th.goto('/login');
    await th.getByTestId('login-id').fill(id);
    await th.getByTestId('login-password').fill(PASSWORD);
    await th.getByTestId('login-submit').click();
    await expect(th.getByTestId('login-enrol')).toContainText(webText('th', 'login.enrolIntro'));
    await th.getByTestId('login-enrol-start').click();
    await expect(th.getByTestId('tfa-qr')).toBeVisible();
    await expect(th.getByTestId('login-enrol')).toContainText(kit('th', 'scan'));
    await picture(th.locator('.login-card'), 'login-enrol-th.png');
    await th.goto('/mylibrary/myinfo');
    await expect(th).toHaveURL(/\/login\?/);
  } finally {
    await thai.close();
  }

  // In English, for real: the app's key read off the page, its first code, the recovery codes, then GSIS.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await page.getByTestId('login-id').fill(id);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  const enrol = page.getByTestId('login-enrol');
  await expect(enrol).toContainText(webText('en', 'login.enrolIntro'));
  // The pointer left where "Log in" was is over "Back to login" now: its hover colour is not what axe should judge.
  await page.mouse.move(0, 0);
  await picture(page.locator('.login-card'), 'login-enrol-en.png');
  await passesAxe(page, '[data-testid="login-enrol"]');
  await page.getByTestId('login-enrol-start').click();
  const secret = (await page.getByTestId('tfa-secret').textContent())!.replace(/\s+/g, '');
  const step = stepNow();
  await page.getByTestId('tfa-code').fill(await generate({ secret }));
  await page.getByTestId('tfa-confirm').click();
  await expect(page.getByTestId('tfa-recovery-code')).toHaveCount(10);
  await expect(enrol).toContainText(webText('en', 'login.enrolDone'));
  await picture(page.locator('.login-card'), 'login-enrol-codes-en.png');
  await page.getByTestId('tfa-done').click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('management-menu')).toBeVisible();

  // Turning it off is refused: an account that manages GSIS keeps its factor.
  await page.goto('/mylibrary/myinfo');
  await page.getByTestId('tfa-off').click();
  await page.getByTestId('tfa-password').fill(PASSWORD);
  await page.getByTestId('tfa-password-ok').click();
  await expect(page.getByTestId('tfa-password-error')).toContainText(webText('en', 'SECOND_FACTOR_MANDATORY', 'errors'));
  await page.keyboard.press('Escape');

  // The next sign-in asks for the app's code; this browser is remembered, and the one after skips it.
  await logOut(page);
  await passwordStep(page, id);
  const next = await codeAfter(secret, step);
  await page.getByTestId('login-remember-device').check();
  await sendCode(page, next.code);
  await signedInThenOut(page);
  await page.getByTestId('login-id').fill(id);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/main$/);
  await expectSignedIn(page);
});

test('a reader adds a passkey in My Info and logs in with it (Chromium\'s virtual authenticator)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const id = await newAccount(request, 'passkey');
  // A passkey is for a site's name, not an address: the journey is on localhost, which GSIS allows (CORS_ORIGINS).
  const site = E2E.baseUrl.replace('127.0.0.1', 'localhost');
  await page.setViewportSize({ width: 1366, height: 900 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  const signIn = async () => {
    await page.goto(`${site}/login`);
    await page.getByTestId('login-id').fill(id);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`${site}/mylibrary/myinfo`);
  const section = page.getByTestId('myinfo-second-factor');
  await page.getByTestId('tfa-passkey-add').click();
  await page.getByTestId('tfa-passkey-name-input').fill('Workshop laptop');
  await page.getByTestId('tfa-passkey-create').click();
  // The account's first factor: its recovery codes, shown once.
  await expect(page.getByTestId('tfa-recovery-code')).toHaveCount(10);
  await page.getByTestId('tfa-done').click();
  await expect(page.getByTestId('tfa-passkey-name')).toHaveText(['Workshop laptop']);
  await expect(section).toContainText(my('en', 'onWithPasskeys'));
  await picture(section, 'tfa-passkeys-en.png');
  await passesAxe(page, '[data-testid="myinfo-second-factor"]');

  // The next sign-in offers the passkey first; the virtual authenticator answers the browser's prompt.
  await logOut(page);
  await signIn();
  await expect(page.getByTestId('login-tfa')).toContainText(webText('en', 'login.passkeyIntro'));
  await page.mouse.move(0, 0);
  await picture(page.locator('.login-card'), 'login-passkey-en.png');
  await passesAxe(page, '[data-testid="login-tfa"]');
  await page.getByTestId('login-passkey').click();
  await expect(page).toHaveURL(/\/main$/);
  await expectSignedIn(page);
  // My Info says when it was last used.
  await page.goto(`${site}/mylibrary/myinfo`);
  await expect(page.getByTestId('tfa-passkey')).toContainText(my('en', 'passkeyUsedOn').split('{{')[0]!);
});
