// Company sign-in, as an employee lives it: from the login page to /ssoStep1, the work e-mail, the company's own
// sign-in page (a real OpenID provider the run started, company-idp.ts), and back to GSIS signed in, with the role the
// employee's group maps to. That role manages documents and the provider proved no second factor, so GSIS asks for
// its own, set up there and then, before anything opens. Looked at in English and Turkish.
import { generate } from 'otplib';
import { COMPANY, EMPLOYEE } from './company-idp.ts';
import { expect, test, type Page } from './fixtures.ts';
import { readsIn } from './helpers.ts';
import { webText } from './locales.ts';

/** At the provider's own page: whoever types the employee's login (any password, it is a test provider). */
async function atCompanyLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${COMPANY.port}/interaction/`));
  await page.screenshot({ path: test.info().outputPath('company-provider-login.png') });
  await page.locator('input[name="login"]').fill(EMPLOYEE.email);
  await page.locator('input[name="password"]').fill('any-password-at-the-test-provider');
  await page.locator('button[type="submit"]').first().click();
}

test('an employee signs in with their company account: work e-mail, the company page, then GSIS with the role their group maps to', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await page.getByTestId('login-company-way').click();
  await expect(page).toHaveURL(/\/ssoStep1$/);
  const step = page.getByTestId('login-company');
  await expect(step).toContainText(webText('en', 'login.companyIntro'));

  // An address no company has set up is told so, and stays.
  await page.getByTestId('login-company-email').fill('someone@elsewhere.example');
  await page.getByTestId('login-company-submit').click();
  await expect(page.getByTestId('login-company-error')).toHaveText(webText('en', 'SSO_NO_PROVIDER', 'errors'));
  await page.screenshot({ path: test.info().outputPath('company-sign-in-en.png') });

  await page.getByTestId('login-company-email').fill(EMPLOYEE.email);
  await page.getByTestId('login-company-submit').click();
  await atCompanyLoginPage(page);

  // Back at GSIS: the group made the account a document manager, so GSIS's own second factor is set up first.
  await expect(page.getByTestId('login-enrol')).toBeVisible();
  await expect(page).toHaveURL(/\/ssoStep1$/);
  await page.getByTestId('login-enrol-start').click();
  const secret = (await page.getByTestId('tfa-secret').textContent())!.replace(/\s+/g, '');
  await page.getByTestId('tfa-code').fill(await generate({ secret }));
  await page.getByTestId('tfa-confirm').click();
  await expect(page.getByTestId('tfa-recovery-code')).toHaveCount(10);
  await page.getByTestId('tfa-done').click();

  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('header-user')).toContainText('Ayşe Yılmaz');
  await expect(page.getByTestId('management-menu')).toBeVisible();
  await page.goto('/management/library/document');
  await expect(page).toHaveURL(/\/management\/library\/document$/);
});

test('the company sign-in page reads in Turkish, and says why a sign-in the company refused did not go through', async ({ page }) => {
  await readsIn(page, 'tr');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ssoStep1?error=SSO_ACCOUNT_NOT_LINKED');
  await expect(page.getByTestId('login-company')).toContainText(webText('tr', 'login.companyIntro'));
  await expect(page.getByTestId('login-company-error')).toHaveText(webText('tr', 'SSO_ACCOUNT_NOT_LINKED', 'errors'));
  await page.screenshot({ path: test.info().outputPath('company-sign-in-tr-phone.png'), fullPage: true });
  await page.getByTestId('login-password-way').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-company-way')).toHaveText(webText('tr', 'login.companyLink'));
});
