// Related links: an administrator adds a Related Site, moves it to the top of the block by dragging its row,
// and the footer's Related Sites list follows; the journey deletes its link at the end. The link is the
// journey's own, so the demo links other journeys read keep their names.
import { expect, test, type Page } from './fixtures.ts';
import { expectSignedIn } from './helpers.ts';
import { webText } from './locales.ts';

const NAME = 'Service Bulletin Archive';
const text = (key: string) => webText('en', key, 'related-links');

function rowNames(page: Page) {
  return page.getByTestId('related-link-table').getByTestId('related-link-name');
}

test.use({ signedInAs: 'admin' });

test('an administrator reorders Related Sites by drag and the footer follows', async ({ page }) => {
  await page.goto('/management/support/relatedlink');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { name: text('list.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: text('type.RELATED_SITE'), selected: true })).toBeVisible();
  // The block's links are read once the list has loaded (the heading is drawn before it).
  await expect(rowNames(page).first()).toBeVisible();
  const before = await rowNames(page).allTextContents();
  expect(before.length).toBeGreaterThan(1);

  // Added: it goes last in its block.
  await page.getByTestId('related-link-add').click();
  await expect(page).toHaveURL(/\/management\/support\/relatedlink\/form\?type=RELATED_SITE$/);
  await page.getByTestId('related-link-name-field').fill(NAME);
  await page.getByTestId('related-link-url-field').fill('javascript:alert(1)');
  await page.getByTestId('related-link-save').click();
  await expect(page.getByText(text('form.urlRule'))).toBeVisible();
  await page.getByTestId('related-link-url-field').fill('https://bulletins.example.com/');
  await page.getByTestId('related-link-save').click();
  await expect(page).toHaveURL(/\/management\/support\/relatedlink\?type=RELATED_SITE$/);
  await expect(rowNames(page)).toHaveText([...before, NAME]);

  // Dragged onto the first row: first in the block, saved at once.
  const rows = page.getByTestId('related-link-table').locator('tbody tr[draggable="true"]');
  await rows.last().dragTo(rows.first());
  await expect(page.locator('.ant-message')).toContainText(text('list.orderSaved'));
  await expect(rowNames(page)).toHaveText([NAME, ...before]);
  await page.reload();
  await expect(rowNames(page)).toHaveText([NAME, ...before]);

  // The footer's Related Sites, on the next page.
  await page.goto('/main');
  await page.getByTestId('related-sites').click();
  const footerLinks = page.locator('.related-sites-menu').getByRole('menuitem');
  await expect(footerLinks.first()).toHaveText(NAME);
  await expect(footerLinks.first()).toHaveAttribute('href', 'https://bulletins.example.com/');

  // Deleted after the seed's confirmation: gone from the list and the footer.
  await page.goto('/management/support/relatedlink');
  await page.getByRole('button', { name: text('list.delete').replace('{{name}}', NAME) }).click();
  await page.getByTestId('related-link-delete-confirm').click();
  await expect(rowNames(page)).toHaveText(before);
  await page.goto('/main');
  await page.getByTestId('related-sites').click();
  await expect(page.locator('.related-sites-menu').getByRole('menuitem', { name: NAME })).toHaveCount(0);
});
