// Company sign-in, as an employee lives it: from the login page to /ssoStep1, the work e-mail, the company's own
// sign-in page (a real OpenID provider the run started, company-idp.ts), and back to GSIS signed in, with the role the
// employee's group maps to. That role manages documents and the provider proved no second factor, so GSIS asks for
// its own, set up there and then, before anything opens. Looked at in English and Turkish.
import { generate } from 'otplib';
import { newSigner } from '../../server/src/features/company-sign-in/saml-idp.test-helper.ts';
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

test.describe('the providers\' management screen', () => {
  test.use({ signedInAs: 'admin' });

  test('an administrator sets a SAML 2.0 provider up and reads what to register at it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/management/user/company-sign-in');
    // The journeys' own provider, set up through these calls, is listed.
    await expect(page.getByTestId('sso-table')).toContainText(COMPANY.name);

    await page.getByTestId('sso-add').click();
    const dialog = page.getByTestId('sso-dialog');
    await page.getByTestId('sso-field-name').fill('Baltic Ports ADFS');
    await page.getByTestId('sso-field-kind').getByText(webText('en', 'form.kinds.SAML', 'company-sign-in')).click();
    // The protocol's own fields: no client secret for SAML, an entity ID and certificates instead.
    await expect(page.getByTestId('sso-field-clientSecret')).toHaveCount(0);
    await page.getByTestId('sso-field-entityId').fill('https://sts.baltic-ports.example/adfs/services/trust');
    await page.getByTestId('sso-field-ssoUrl').fill('https://sts.baltic-ports.example/adfs/ls/');
    await page.getByTestId('sso-field-certificates').fill(newSigner('Baltic Ports ADFS').certificate);
    const domains = page.getByTestId('sso-field-domains').locator('input');
    await domains.fill('baltic-ports.example');
    await domains.press('Enter');
    await page.screenshot({ path: test.info().outputPath('sso-saml-dialog-en.png') });
    await page.getByTestId('sso-save').click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('sso-table').locator('tr', { hasText: 'Baltic Ports ADFS' });
    await row.getByRole('button', { name: /expand|펼치기|Expand row/i }).first().click();
    const register = page.getByTestId('sso-redirect').filter({ hasText: webText('en', 'details.acsUrl', 'company-sign-in') });
    await expect(register).toContainText(/\/api\/sso\/saml\/\d+\/acs/);
    await page.screenshot({ path: test.info().outputPath('sso-saml-list-en.png') });
  });
});
