// Reading the demo library: authority in the list, the web-help viewer at a topic, a dealer
// without authority who sees documents labelled unauthorised and cannot open them, and the address of a
// document that is no longer there.
import { API } from '@gsis/contract';
import { apiAs } from './api.ts';
import { expect, test } from './fixtures.ts';
import { expectSignedIn, listedDocument, readsIn } from './helpers.ts';
import { webText } from './locales.ts';

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

test('a withdrawn document\'s address says it is no longer available and offers its model\'s documents; an unknown one, the list (en, th)', async ({ page, request }, testInfo) => {
  // An administrator takes a DX225LCA bulletin out of use; the dealer opens an old link to it.
  const admin = await apiAs('admin', request);
  const options = await admin.call(API.documents.filters, undefined);
  const model = options.models.find((m) => m.label === 'DX225LCA')!;
  const { id } = await admin.call(API.documents.save, {
    title: `Withdrawn bulletin ${testInfo.testId}`, documentTypeId: options.documentTypes[0]!.id, productId: model.productId, useYn: 'N', models: [{ modelId: model.id }],
  });
  try {
    await page.goto(`/document/view/${id}`);
    await expectSignedIn(page);
    const gone = page.getByTestId('document-gone');
    await expect(gone.getByRole('heading', { level: 1 })).toHaveText(webText('en', 'gone.title', 'reading'));
    await expect(gone).not.toContainText('Withdrawn bulletin');
    await page.screenshot({ path: testInfo.outputPath('document-gone-models-en.png') });
    await gone.getByRole('link', { name: webText('en', 'gone.modelDocuments', 'reading').replace('{{model}}', 'DX225LCA') }).click();
    await expect(page).toHaveURL(/\/search\/index\?searchWord=DX225LCA$/);
    await expect(page.getByRole('link', { name: HELP })).toBeVisible();
  } finally {
    await admin.call(API.documents.remove, { id });
    await admin.dispose();
  }

  // A link that names no document at all, read in Thai: the list is the way on.
  await readsIn(page, 'th');
  await page.goto('/document/view/2000000000');
  const unknown = page.getByTestId('document-gone');
  await expect(unknown.getByRole('heading', { level: 1 })).toHaveText(webText('th', 'gone.title', 'reading'));
  await expect(unknown).toContainText(webText('th', 'gone.help', 'reading'));
  await expect(page.getByTestId('document-gone-models')).toHaveCount(0);
  await expect(page.getByTestId('document-gone-back')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('document-gone-th.png') });
  await page.getByTestId('document-gone-list').click();
  await expect(page).toHaveURL(/\/document\/list$/);
  await expect(page.getByTestId('document-table')).toBeVisible();
  // An address that names no number is the same page.
  await page.goto('/document/view/manual');
  await expect(page.getByTestId('document-gone')).toBeVisible();
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
