// Reading the demo library: authority in the list, the web-help viewer at a topic, and a dealer
// without authority who sees documents labelled unauthorised and cannot open them.
import { expect, test } from './fixtures.ts';
import { expectSignedIn, listedDocument } from './helpers.ts';

const HELP = 'DX225LCA Troubleshooting Guide';
const SCHEMATIC = 'DX140W Wheel Excavator Hydraulic Schematic';

test.use({ signedInAs: 'dealer' });

test('the dealer opens a web-help guide at a topic, in a sandbox', async ({ page }) => {
  const help = await listedDocument(page, HELP);
  await expectSignedIn(page);
  await help.click();
  await expect(page.getByTestId('document-title')).toHaveText(HELP);
  await expect(page.getByTestId('webhelp-viewer')).toBeVisible();
  await page.getByTestId('webhelp-topic-topics/e012.html').click();
  await expect(page).toHaveURL(/topic=topics%2Fe012\.html/);
  const frame = page.frameLocator('[data-testid="webhelp-frame"]');
  await expect(frame.locator('h1')).toContainText('E-012');
  await expect(frame.locator('body')).toContainText('see light through the core');
  // The frame runs in an opaque origin: the portal's token is out of its reach.
  await expect(page.getByTestId('webhelp-frame')).toHaveAttribute('sandbox', /allow-scripts/);
  expect(await page.getByTestId('webhelp-frame').getAttribute('sandbox')).not.toContain('allow-same-origin');

  // Reloading the address opens the same topic again.
  await page.reload();
  await expect(page.frameLocator('[data-testid="webhelp-frame"]').locator('h1')).toContainText('E-012');
});

test('a document outside the dealer\'s region is labelled unauthorised, and its page opens nothing but offers to request access', async ({ page }) => {
  await listedDocument(page, SCHEMATIC);
  await expectSignedIn(page);
  const row = page.getByTestId('document-table').locator('tr', { hasText: SCHEMATIC });
  await expect(row).toContainText('Unauthorised');
  // Its title leads only to the document's page, which opens nothing and offers to request access.
  await row.locator('[data-testid^="doc-locked-"]').click();
  await expect(page).toHaveURL(/\/document\/view\/\d+$/);
  await expect(page.getByTestId('document-unauthorised')).toBeVisible();
  await expect(page.getByTestId('access-request')).toBeVisible();
  await expect(page.getByTestId('pdf-viewer')).toHaveCount(0);
});

test('on a phone the document list folds its filters away, says each document\'s type and language, and starts with what the reader may read in their language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/document/list');
  await expectSignedIn(page);
  const filters = page.getByTestId('document-filters');
  const toggle = page.getByTestId('document-filters-toggle');
  await expect(toggle).toBeVisible();
  await expect(filters).toBeHidden();
  const first = page.getByTestId('doc-meta-narrow').first();
  await expect(first).toBeVisible();
  // In the reader's order: a document they may read, in their language, comes first.
  await expect(page.locator('[data-testid="document-table"] tbody tr').first().locator('[data-testid^="doc-link-"]')).toBeVisible();
  await expect(first).toContainText('English');
  // Its type, then each of its languages.
  await expect(first.locator('.ant-tag').nth(1)).toBeVisible();
  await toggle.click();
  await expect(filters).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
