// Entering from the partner portal: /dxp-tsg?accessToken=… signs in as the mapped user.
import { expect, newContext, test } from './fixtures.ts';
import { SignJWT } from 'jose';
import { E2E } from './env.ts';

async function partnerToken(claims: Record<string, unknown> = {}, secret = E2E.dxpSecret): Promise<string> {
  return new SignJWT({ jti: crypto.randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(E2E.dxpIssuer)
    .setAudience(E2E.dxpAudience)
    .setSubject('partner-user-42')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));
}

test('a valid partner token opens a session as the shared dxp user, shown without a dropdown; the token leaves the address bar and the history', async ({ page }) => {
  await page.goto(`/dxp-tsg?accessToken=${await partnerToken()}`);
  await expect(page).toHaveURL(/\/dxp-tsg$/);
  expect(page.url()).not.toContain('accessToken');
  expect(await page.evaluate<string>('JSON.stringify(window.history.state)')).not.toContain('accessToken');
  const user = page.getByTestId('header-user');
  await expect(user).toHaveText(/dxp/);
  await expect(user.locator('.anticon-down')).toHaveCount(0);
  await user.click();
  await expect(page.getByTestId('logout')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('gsis.user') ?? '{}').user?.userName)).toBe('dxp');
});

test('a partner token with the e-mail of a GSIS user opens the session as that user', async ({ page }) => {
  await page.goto(`/dxp-tsg?accessToken=${await partnerToken({ email: 'dealer@gsis.local' })}`);
  await expect(page.getByTestId('header-user')).toContainText('Demo Dealer');
});

test('an invalid partner token ends on /login with nobody signed in, and is not kept', async ({ page }) => {
  await page.goto(`/dxp-tsg?accessToken=${await partnerToken({}, 'another-secret-that-is-long-enough-to-sign')}`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gsis.token'))).toBeNull();
});

test('a partner token used once cannot open a second session', async ({ page, browser }) => {
  const token = await partnerToken();
  await page.goto(`/dxp-tsg?accessToken=${token}`);
  await expect(page.getByTestId('header-user')).toHaveText(/dxp/);
  const other = await newContext(browser);
  try {
    const replay = await other.newPage();
    await replay.goto(`/dxp-tsg?accessToken=${token}`);
    await expect(replay).toHaveURL(/\/login/);
  } finally {
    await other.close();
  }
});
