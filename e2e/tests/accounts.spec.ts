// Accounts: a new dealer signs up in Thai, confirms the address from the e-mail the SMTP server received,
// waits for approval, is approved as a USER and then logs in to that role's menus; a user finds their password
// with an e-mailed code, signs in with the temporary password it brings and chooses a new one; Find ID says the ID is
// the e-mail address and confirms, with a code, that an address is one's ID.
import { expect, newContext, test, type Browser, type Page } from './fixtures.ts';
import { E2E } from './env.ts';
import { answerConfirmation, chooseLanguage, exactly, expectSignedIn, logIn, newAccount, NEW_ACCOUNT_PASSWORD as PASSWORD } from './helpers.ts';
import { mailSubject, menuLabel, webText } from './locales.ts';
import { waitForMail } from './mail-peer.ts';

async function signUp(page: Page, id: string): Promise<void> {
  await page.getByTestId('signup-agree-all').check();
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-id').fill(id);
  await page.getByTestId('signup-check-id').click();
  await expect(page.getByTestId('signup-id-available')).toBeVisible();
  await page.getByTestId('signup-name').fill('สมชาย ใจดี');
  await page.getByTestId('signup-company').fill('สยาม เฮฟวี่ อีควิปเมนท์');
  await page.getByTestId('signup-usertype-DEALER').click();
  await page.getByTestId('signup-mobile').fill('081-234-5678');
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-password-confirm').fill(PASSWORD);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-done')).toBeVisible();
}

/** The administrator approves the account on the user-management screens, with the role the question offers (USER). */
async function approveOnScreen(browser: Browser, loginId: string): Promise<void> {
  const context = await newContext(browser, { as: 'admin' });
  try {
    const admin = await context.newPage();
    await admin.goto(`/management/user?approvalStatus=UNAPPROVED&keyword=${encodeURIComponent(loginId)}`);
    await expectSignedIn(admin);
    await admin.getByTestId(`user-row-${loginId}`).click();
    await expect(admin).toHaveURL(/\/management\/user\/detail\?id=\d+/);
    await admin.getByTestId('user-approve').click();
    await expect(admin.getByTestId('user-approve-roles')).toContainText('User');
    await admin.screenshot({ path: 'screenshots/user-approve-roles.png', animations: 'disabled' });
    await answerConfirmation(admin, { testId: 'user-confirm-ok' });
    await expect(admin.getByTestId('user-approve')).toHaveCount(0);
    await expect(admin.getByTestId('user-roles')).toContainText('User');
  } finally {
    await context.close();
  }
}

test('a new dealer signs up in Thai, confirms the address by e-mail, waits for approval, then logs in', async ({ page, browser }) => {
  const id = `somchai.${Date.now()}@siam-heavy.example`;
  const since = Date.now() - 1000;
  await page.goto('/login');
  await chooseLanguage(page, 'th');
  await page.getByTestId('login-signup').click();
  await expect(page).toHaveURL(/\/signup$/);
  await signUp(page, id);

  const mail = await waitForMail(id, exactly(mailSubject('th', 'SIGNUP_VERIFY')), since);
  expect(mail.html).toContain('lang="th"');
  const link = /(http\S+\/validatemail\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  expect(link.startsWith(E2E.baseUrl)).toBe(true);
  await page.goto(link);
  await expect(page.getByTestId('validatemail-result')).toHaveAttribute('data-state', 'ok');

  // Confirmed, but not yet approved.
  await logIn(page, id, PASSWORD);
  await expect(page.getByTestId('login-error')).toContainText(webText('th', 'ACCOUNT_PENDING_APPROVAL', 'errors'));
  await expect(page).toHaveURL(/\/login/);

  await approveOnScreen(browser, id);
  // Told in Thai that the account is approved.
  await waitForMail(id, exactly(mailSubject('th', 'ACCOUNT_APPROVED')), since);
  await logIn(page, id, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('header-user')).toContainText('สมชาย');
  // Approved as a USER, the new dealer has that role's menus in the header, in Thai, and no management.
  for (const menu of ['PRODUCT', 'DOCUMENT', 'TSG', 'MY_LIBRARY']) {
    await expect(page.getByTestId('top-menu').getByText(menuLabel('th', menu), { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('management-menu')).toHaveCount(0);
});

test('a user finds their password with the code from the e-mail, then chooses a new one at sign-in', async ({ page, request }) => {
  const id = `kanya.${Date.now()}@siam-heavy.example`;
  // An approved account of their own, so other journeys keep their passwords: made through the API, as the
  // sign-up journey above makes one through the screens.
  await newAccount(request, id);

  await page.goto('/login');
  await page.getByTestId('login-find-password').click();
  await expect(page).toHaveURL(/\/forgot\/password$/);
  // Verifying before a code was asked for says so.
  await page.getByTestId('forgot-email').fill(id);
  await page.getByTestId('forgot-code').fill('123456');
  await page.getByTestId('forgot-verify').click();
  await expect(page.getByTestId('forgot-error')).toContainText(webText('en', 'VERIFICATION_CODE_REQUIRED_FIRST', 'errors'));

  const since = Date.now() - 1000;
  await page.getByTestId('forgot-send').click();
  await expect(page.getByTestId('forgot-countdown')).toBeVisible();
  const codeMail = await waitForMail(id, /^Your GSIS verification code: \d{6}$/, since);
  const code = /(\d{6})/.exec(codeMail.subject)![1]!;
  await page.getByTestId('forgot-code').fill(code);
  await page.getByTestId('forgot-verify').click();
  await expect(page.getByTestId('forgot-result')).toBeVisible();

  const reset = await waitForMail(id, exactly(mailSubject('en', 'PASSWORD_RESET')), since);
  const password = /: ([A-Za-z\d]{12})\s/.exec(reset.text)?.[1];
  expect(password, reset.text).toBeDefined();
  await logIn(page, id, PASSWORD);
  await expect(page.getByTestId('login-error')).toBeVisible();

  // The temporary password opens no session: it asks for a new password first.
  await logIn(page, id, password!);
  await expect(page.getByTestId('login-new-password')).toContainText(webText('en', 'login.newPasswordTitle'));
  await expect(page).toHaveURL(/\/login$/);
  // The server refuses a common password on its field, in the reader's words.
  await page.getByTestId('login-new-password-input').fill('Password123');
  await page.getByTestId('login-new-password-confirm').fill('Password123');
  await page.getByTestId('login-new-password-submit').click();
  await expect(page.getByText(webText('en', 'PASSWORD_TOO_COMMON', 'errors'))).toBeVisible();
  const chosen = 'Loader bucket 3.5 m³ — mine';
  await page.getByTestId('login-new-password-input').fill(chosen);
  await page.getByTestId('login-new-password-confirm').fill(chosen);
  await page.getByTestId('login-new-password-submit').click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('header-user')).toBeVisible();
  // Told by e-mail; and the temporary password worked once only.
  await waitForMail(id, exactly(mailSubject('en', 'PASSWORD_CHANGED')), since);
  const again = await request.post('/api/login', { data: { id, password } });
  expect((await again.json() as { code: string }).code).toBe('NO_LOGIN_INFO');
  const mine = await request.post('/api/login', { data: { id, password: chosen } });
  expect(mine.status()).toBe(200);
});

test('Find ID says the ID is the e-mail address, and confirms with a code sent there that an address is it', async ({ page, request }) => {
  const id = await newAccount(request, 'malee');
  await page.goto('/forgot/id');
  await expect(page.getByTestId('forgot-id-lead')).toHaveText(webText('en', 'id.lead', 'forgot'));
  await expect(page.getByLabel(webText('en', 'fields.checkEmail', 'forgot'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('find-id-en.png') });
  await page.getByTestId('forgot-name').fill('Somchai Jaidee');
  await page.getByTestId('forgot-email').fill(id);
  const since = Date.now() - 1000;
  await page.getByTestId('forgot-send').click();
  await expect(page.getByTestId('forgot-countdown')).toBeVisible();
  const codeMail = await waitForMail(id, /^Your GSIS verification code: \d{6}$/, since);
  await page.getByTestId('forgot-code').fill(/(\d{6})/.exec(codeMail.subject)![1]!);
  await page.getByTestId('forgot-verify').click();
  await expect(page.getByTestId('forgot-result')).toContainText(webText('en', 'result.idTitle', 'forgot'));
  await expect(page.getByTestId('forgot-found-id')).toHaveText(id);

  await page.goto('/forgot/id');
  await chooseLanguage(page, 'my');
  await expect(page.getByTestId('forgot-id-lead')).toHaveText(webText('my', 'id.lead', 'forgot'));
  await page.screenshot({ path: test.info().outputPath('find-id-my.png') });
});
