// Company sign-in, as an employee lives it: from the login page to /ssoStep1, the work e-mail, the company's own
// sign-in page (a real OpenID provider the run started, company-idp.ts), and back to GSIS signed in, with the role the
// employee's group maps to. That role manages documents and the provider proved no second factor, so GSIS asks for
// its own, set up there and then, before anything opens. Looked at in English and Turkish.
import { generate } from 'otplib';
import { newSigner } from '../../server/src/features/company-sign-in/saml-idp.test-helper.ts';
import { COMPANY, EMPLOYEE, SIGNED_UP_EMPLOYEE } from './company-idp.ts';
import { expect, test, type Page } from './fixtures.ts';
import { NEW_ACCOUNT_PASSWORD, newAccount, readsIn, signInThroughApi } from './helpers.ts';
import { webText } from './locales.ts';

/** At the provider's own page: whoever types the employee's login (any password, it is a test provider). */
async function atCompanyLoginPage(page: Page, who = EMPLOYEE): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${COMPANY.port}/interaction/`));
  await page.screenshot({ path: test.info().outputPath('company-provider-login.png') });
  await page.locator('input[name="login"]').fill(who.email);
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

test.describe('an employee who had a GSIS password', () => {
  test.use({ signedInAs: null });

  test('links their company account in My info, signs in with it after, and logs out of GSIS and the company both', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const id = await newAccount(page.request, SIGNED_UP_EMPLOYEE.email, { name: 'Mehmet Demir', company: COMPANY.name });

    // Company sign-in will not take the account over on its own.
    await page.goto('/ssoStep1');
    await page.getByTestId('login-company-email').fill(id);
    await page.getByTestId('login-company-submit').click();
    await atCompanyLoginPage(page, SIGNED_UP_EMPLOYEE);
    await expect(page.getByTestId('login-company-error')).toHaveText(webText('en', 'SSO_ACCOUNT_NOT_LINKED', 'errors'));

    // Signed in with the password, My info offers the company's provider.
    await signInThroughApi(page, { id, password: NEW_ACCOUNT_PASSWORD });
    await page.goto('/mylibrary/myinfo');
    const section = page.getByTestId('myinfo-company-accounts');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(webText('en', 'companyAccounts.title', 'myinfo'));
    const row = section.getByTestId('myinfo-company-row');
    await expect(row).toContainText(COMPANY.name);
    await expect(row.getByTestId('myinfo-company-state')).toHaveText(webText('en', 'companyAccounts.notLinked', 'myinfo'));
    // The provider still knows them from the refused sign-in a moment ago: it sends them straight back.
    await row.getByTestId('myinfo-company-link').click();

    // Back in My info: linked, and the ticket gone from the address.
    await expect(page).toHaveURL(/\/mylibrary\/myinfo$/);
    await expect(section.getByTestId('myinfo-company-outcome')).toHaveText(webText('en', 'companyAccounts.linked', 'myinfo'));
    await expect(row.getByTestId('myinfo-company-state')).toContainText('Linked on');
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('myinfo-company-linked-en.png') });
    // The same section in Thai, from here on.
    await readsIn(page, 'th');
    await page.reload();
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(webText('th', 'companyAccounts.title', 'myinfo'));
    await expect(row.getByTestId('myinfo-company-unlink')).toHaveText(webText('th', 'companyAccounts.unlink', 'myinfo'));
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('myinfo-company-linked-th.png') });

    // The password session's logout ends at GSIS (on the login page, which would bring them back to My info).
    await page.getByTestId('header-user').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(/\/login(\?redirect=%2Fmylibrary%2Fmyinfo)?$/);

    // Signed in through the company, logging out goes on to the company's logout, which asks, and sends the browser
    // back to GSIS's login page.
    await page.goto('/ssoStep1');
    await page.getByTestId('login-company-email').fill(id);
    await page.getByTestId('login-company-submit').click();
    // Company sign-in now opens the account (the provider, still signed in, asks nothing).
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('header-user')).toContainText('Mehmet Demir');
    await page.getByTestId('header-user').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${COMPANY.port}/session/end`));
    await page.screenshot({ path: test.info().outputPath('company-provider-logout.png') });
    await page.locator('button[name="logout"][value="yes"]').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('header-user')).toHaveCount(0);
  });
});
