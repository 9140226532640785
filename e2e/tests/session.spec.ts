// Signing in and out: the demo dealer, the login info, logout with its confirmation, and the lockout.
import { expect, test } from './fixtures.ts';
import { E2E } from './env.ts';
import { expectSignedIn, logIn, newAccount, NEW_ACCOUNT_PASSWORD } from './helpers.ts';
import { webText } from './locales.ts';

test('the demo dealer logs in, sees the login info, and logs out after confirming', async ({ page }) => {
  await logIn(page, 'dealer@gsis.local');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('header-user')).toContainText('Demo Dealer');
  await expect(page.getByTestId('login-info')).toBeVisible();
  await expect(page.getByTestId('current-address')).toHaveText('127.0.0.1');
  // The dealer's menus: reader menus, no management.
  await expect(page.getByTestId('top-menu').getByText('My Library', { exact: true })).toBeVisible();
  await expect(page.getByText('Management')).toHaveCount(0);

  await page.getByTestId('header-user').click();
  await page.getByTestId('logout').click();
  await expect(page.getByRole('dialog')).toContainText(webText('en', 'header.logoutConfirm'));
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-link')).toBeVisible();
  // The old token is gone from the browser and from the server.
  expect(await page.evaluate(() => localStorage.getItem('gsis.token'))).toBeNull();
});

test('a reader whose session ended elsewhere is told so on the login page, and comes back where they were', async ({ page }) => {
  await logIn(page, 'dealer@gsis.local');
  await expect(page).toHaveURL(/\/main$/);
  // The session ends on the server (as "End" under My Info on another device does); this tab still holds its token.
  const ended = await page.evaluate(async () => (await fetch('/api/logout', { headers: { authorization: `Bearer ${localStorage.getItem('gsis.token')}` } })).status);
  expect(ended).toBe(200);
  await page.goto('/mylibrary/bookmarks');
  await expect(page).toHaveURL(/\/login\?reason=session&redirect=%2Fmylibrary%2Fbookmarks/);
  await expect(page.getByTestId('login-reason')).toHaveText(webText('en', 'login.reason.session'));
  await page.getByTestId('login-id').fill('dealer@gsis.local');
  await page.getByTestId('login-password').fill(E2E.demoPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/mylibrary\/bookmarks$/);
});

test('a visitor opening a page that needs a sign-in is told why', async ({ page }) => {
  await page.goto('/mylibrary/bookmarks');
  await expect(page).toHaveURL(/\/login\?reason=page&redirect=/);
  await expect(page.getByTestId('login-reason')).toHaveText(webText('en', 'login.reason.page'));
  await page.goto('/document/view/1');
  await expect(page.getByTestId('login-reason')).toHaveText(webText('en', 'login.reason.document'));
});

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('the administrator sees the management menus', async ({ page }) => {
    await page.goto('/main');
    await expectSignedIn(page);
    await page.getByTestId('management-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Menus', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Access by Device', exact: true })).toBeVisible();
  });
});

test('the sixth wrong password in a row locks the account', async ({ page, request }) => {
  // An account of the journey's own: a demo account locked here would be locked for every journey after it.
  const id = await newAccount(request, 'locked.out');
  await page.goto('/login');
  // Every wrong password, the sixth included, answers as an unknown ID would: nothing tells the account exists.
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.getByTestId('login-id').fill(id);
    await page.getByTestId('login-password').fill(`wrong-password-${attempt}`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toContainText(webText('en', 'NO_LOGIN_INFO', 'errors'));
    // The seed's words, and under them which two things to check.
    await expect(page.getByTestId('login-error')).toContainText(webText('en', 'login.wrongIdOrPassword'));
    await expect(page.getByTestId('login-submit')).toBeEnabled();
  }
  // Only the right password learns of the lock.
  await page.getByTestId('login-password').fill(NEW_ACCOUNT_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('You got the password wrong more than 5 times. Please contact the manager.');
  await expect(page).toHaveURL(/\/login$/);
});
