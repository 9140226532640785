// The seed's edit confirmation: saving a change to a record that exists asks first, in the reader's language; adding
// a new one asks nothing. Declining keeps what was saved; accepting saves the change.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerConfirmation, readInThisBrowser } from './helpers.ts';
import { webText } from './locales.ts';

test.use({ signedInAs: 'admin' });

async function roleRow(page: Page, name: string) {
  const row = page.getByTestId('role-table').locator('tr', { hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test('renaming a role asks the edit question first, in Korean; adding one asks nothing', async ({ page }, testInfo) => {
  const name = `Field crew ${Date.now()}`;
  await page.goto('/management/role');
  await readInThisBrowser(page, 'ko');
  const common = (key: string) => webText('ko', key, 'common');

  await page.getByTestId('role-add').click();
  await page.getByTestId('role-name').fill(name);
  await page.getByTestId('role-save').click();
  await expect(page.getByTestId('role-dialog')).toBeHidden();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  const row = await roleRow(page, name);
  const id = (await row.getAttribute('data-row-key'))!;

  // Declined: the dialog stays with what was typed, and the saved name is unchanged.
  await page.getByTestId(`role-edit-${id}`).click();
  await page.getByTestId('role-name').fill(`${name} (north)`);
  await page.getByTestId('role-save').click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText(common('edit.confirm'));
  await expect(question).toContainText(common('edit.confirmText'));
  await page.screenshot({ path: testInfo.outputPath('role-rename-question-ko.png') });
  await question.getByRole('button', { name: webText('ko', 'common.cancel', 'roles') }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('role-name')).toHaveValue(`${name} (north)`);
  await page.getByTestId('role-dialog').getByRole('button', { name: webText('ko', 'common.cancel', 'roles') }).click();
  await expect(page.getByTestId(`role-link-${id}`)).toHaveText(name);

  // Accepted: saved.
  await page.getByTestId(`role-edit-${id}`).click();
  await page.getByTestId('role-name').fill(`${name} (north)`);
  await page.getByTestId('role-save').click();
  await answerConfirmation(page, webText('ko', 'common.save', 'roles'));
  await expect(page.getByTestId(`role-link-${id}`)).toHaveText(`${name} (north)`);

  await page.getByTestId(`role-delete-${id}`).click();
  await page.getByTestId('role-delete-ok').click();
  await expect(page.getByTestId(`role-link-${id}`)).toHaveCount(0);
});
