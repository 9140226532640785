import { expect, type Page } from '@playwright/test';
import { E2E } from './env.ts';

/**
 * Picks a language in the header. On a starved CI machine a click can land on the dropdown while it is
 * still opening and be lost; the choice is then made again, the way a person would click once more.
 */
export async function chooseLanguage(page: Page, code: string): Promise<void> {
  await expect(async () => {
    if (!(await page.getByTestId(`lang-${code}`).isVisible())) await page.getByTestId('language-picker').click();
    await page.getByTestId(`lang-${code}`).click({ timeout: 5_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', code, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

export async function logIn(page: Page, id: string, password = E2E.demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-id').fill(id);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
