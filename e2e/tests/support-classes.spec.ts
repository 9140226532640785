// Support classifications: an administrator adds a Q&A classification under a first-level one, gives it a
// manager found by name, sees both in the tree, and deletes it after the confirmation.
import { expect, test } from './fixtures.ts';
import { expectSignedIn } from './helpers.ts';
import { webText } from './locales.ts';

const text = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), webText('en', key, 'support-classes'));

test.use({ signedInAs: 'admin' });

test('an administrator adds a Q&A classification under another, gives it a manager and deletes it', async ({ page }) => {
  const name = `Undercarriage ${Date.now()}`;
  await page.goto('/management/support/qna/cls');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { name: text('kind.QNA.title') })).toBeVisible();
  const parent = page.getByRole('row').filter({ hasText: 'Troubleshooting' }).first();
  await parent.getByRole('button', { name: text('list.addChild', { name: 'Troubleshooting' }) }).click();
  await expect(page).toHaveURL(/\/management\/support\/qna\/cls\/form\?parentId=\d+$/);
  await expect(page.getByTestId('support-class-parent')).toContainText('Troubleshooting');

  await page.getByTestId('support-class-save').click();
  await expect(page.getByText(text('form.englishRequired'))).toBeVisible();
  await page.getByTestId('support-class-label-en').fill(name);
  await page.getByTestId('support-class-label-ko').fill('하부 주행체');
  await page.getByTestId('support-class-save').click();
  await expect(page).toHaveURL(/\/management\/support\/qna\/cls$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(text('list.noManagers'));

  // A manager found by name, saved (no confirmation: the save destroys nothing).
  await row.getByRole('link', { name: text('list.manage', { name }) }).click();
  await expect(page.getByRole('heading', { name: text('managers.title', { name }) })).toBeVisible();
  await page.getByTestId('support-manager-find').locator('input').fill('Support');
  await page.locator('.ant-select-dropdown:visible').getByText('Demo Support Manager').click();
  await expect(page.getByTestId('support-manager-table')).toContainText('supportmanager@gsis.local');
  await page.getByTestId('support-manager-save').click();
  // The class's own "Saved." may still be showing above it.
  await expect(page.locator('.ant-message-notice').getByText(webText('en', 'managers.saved')).last()).toBeVisible();
  await page.getByRole('button', { name: webText('en', 'managers.backToList') }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(text('list.managerCount_one', { count: '1' }));

  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: text('list.delete', { name }) }).click();
  await page.getByTestId('support-class-delete-ok').click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
