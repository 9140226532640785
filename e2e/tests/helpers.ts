import { expect, type Page } from '@playwright/test';
import { E2E } from './env.ts';

export async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId('language-picker').click();
  await page.getByTestId(`lang-${code}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

export async function logIn(page: Page, id: string, password = E2E.demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-id').fill(id);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
