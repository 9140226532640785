// The library's main journey: an administrator publishes a 320-page manual (the version and its file in
// one dialog, upload with progress, indexing, distribution) and gives it the product number and equipment code of
// its machine's plate; a dealer with authority finds it by that product number from the header box, opens page
// 120 with their watermark, bookmarks it into a new folder and reopens it from My Library; a dealer without
// authority cannot. An empty document form shows its first error below the sticky header, on a wide
// screen and on a phone, with the cursor in it.
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { answerConfirmation, chooseOption, expectSignedIn, readInThisBrowser } from './helpers.ts';
import { webText } from './locales.ts';

const MANUAL = path.resolve(import.meta.dirname, '../../server/demo-content/dx225lca-service-manual-en.pdf');
const TITLE = `E2E DX225LCA Service Manual ${Date.now()}`;
const FOLDER = `E2E folder ${Date.now()}`;
/** The codes on the plate of the manual's machine: this run's own, so the search finds this manual alone. */
const PRODUCT_NUMBER = `K-${Date.now().toString(36).toUpperCase()}`;
const EQUIPMENT_CODE = `CX225-LCA/${Date.now() % 1000}`;

test.describe.configure({ mode: 'serial' });

/** Chooses an option of a select and sees the select show it. */
async function pick(page: Page, testId: string, option: string): Promise<void> {
  await chooseOption(page, testId, option);
  await expect(page.getByTestId(testId)).toContainText(option);
}

/**
 * Saves the empty new-document form from its Save button at the bottom of the page: the title, its first
 * invalid field, has the cursor, with its message, in view below the sticky header.
 */
async function saveEmptyDocument(page: Page, titleRequired: string): Promise<void> {
  await page.goto('/management/library/document/new');
  await page.getByTestId('doc-save').click();
  const title = page.getByTestId('doc-title');
  await expect(title).toBeFocused();
  await expect(page.getByText(titleRequired)).toBeVisible();
  const header = (await page.locator('.app-header').boundingBox())!;
  const field = (await title.boundingBox())!;
  const label = (await page.locator('label[for="title"]').boundingBox())!;
  expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(field.y + field.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

let documentId = '';

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('an administrator creates a document, adds a version with its PDF in the same dialog with a progress bar, sees it indexed and distributes it', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await saveEmptyDocument(page, webText('en', 'form.titleRequired', 'documents'));
    await expectSignedIn(page);
    await page.screenshot({ path: test.info().outputPath('document-new-empty-save-en-1366.png') });

    // Saving destroys nothing: no question first.
    await page.getByTestId('doc-title').fill(TITLE);
    await page.getByTestId('doc-description').fill('Complete service procedures, published by the journey test.');
    await pick(page, 'doc-type', 'Service Manual');
    await pick(page, 'doc-product-type', 'Crawler Excavator');
    await pick(page, 'doc-product', 'DX Crawler Excavators 14–30 t');
    await pick(page, 'doc-models', 'DX225LCA');
    await page.keyboard.press('Escape');
    await page.getByTestId('doc-save').click();
    await expect(page).toHaveURL(/\/management\/library\/document\/details\?id=\d+/);
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    documentId = new URL(page.url()).searchParams.get('id')!;

    // The version and its file in one dialog: Save creates the version, then sends the file.
    await page.getByTestId('version-add').click();
    await page.getByTestId('version-label').fill('1.0');
    await page.getByTestId('version-upload').locator('input[type=file]').setInputFiles(MANUAL);
    await expect(page.getByTestId('version-file-chosen')).toContainText('dx225lca-service-manual-en.pdf');
    await page.getByTestId('version-modal').screenshot({ path: test.info().outputPath('version-dialog-file-chosen.png') });
    // Sent at 1 MB/s (2 MB), so that the progress bar is seen on the way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByTestId('version-save').click();
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    await expect(page.getByText(webText('en', 'upload.done', 'documents').replace('{{name}}', 'dx225lca-service-manual-en.pdf'))).toBeVisible({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByTestId('version-modal')).toBeHidden();

    const row = page.getByTestId('version-row-1.0');
    const versionId = await row.getAttribute('data-version-id');
    await expect(page.getByTestId(`version-status-${versionId}`)).toHaveAttribute('data-status', 'INDEXED', { timeout: 90_000 });
    await expect(page.getByTestId(`version-status-${versionId}`)).toContainText('320');
    await page.getByTestId(`version-distribute-${versionId}`).click();
    await expect(page.getByTestId(`version-distribution-${versionId}`)).toContainText(/Distributed/);

    // A file the server refuses: the version is kept, the dialog shows it with the reason and a drop zone to try again.
    await page.getByTestId('version-add').click();
    await page.getByTestId('version-label').fill('1.1');
    await page.getByTestId('version-upload').locator('input[type=file]').setInputFiles({ name: 'revision.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a PDF') });
    await page.getByTestId('version-save').click();
    await expect(page.getByTestId('version-saved-no-file')).toBeVisible();
    await expect(page.getByTestId('upload-error')).toContainText(webText('en', 'upload.reasons.FILE_TYPE', 'documents'));
    await expect(page.getByTestId('version-upload')).toBeVisible();
    await page.getByTestId('version-close').click();
    const kept = page.getByTestId('version-row-1.1');
    await expect(kept).toContainText(webText('en', 'version.noFile', 'documents'));
    await kept.locator('[data-testid^="version-delete-"]').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: webText('en', 'common.delete', 'documents') }).click();
    await expect(kept).toHaveCount(0);
  });

  test('an administrator gives the manual the product number and equipment code of its plate, confirms the edit, and filters the list by one', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/management/library/document/details?id=${documentId}`);
    await expectSignedIn(page);
    // A character no plate has is refused before anything is asked.
    await page.getByTestId('doc-product-number').fill(PRODUCT_NUMBER);
    await page.getByTestId('doc-equipment-code').fill('CX225#LCA');
    await page.getByTestId('doc-save').click();
    await expect(page.getByText(webText('en', 'form.codeCharacters', 'documents'))).toBeVisible();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    await page.getByTestId('doc-equipment-code').fill(EQUIPMENT_CODE);
    await page.getByTestId('document-form').screenshot({ path: test.info().outputPath('document-codes-form-en-1366.png') });
    // Changing a saved document asks first.
    await page.getByTestId('doc-save').click();
    await answerConfirmation(page, webText('en', 'common.save', 'documents'));
    await expect(page.getByText(webText('en', 'common.saved', 'documents'))).toBeVisible();

    // The list, filtered by part of the product number typed the way a plate is read: any case, no hyphen.
    await page.goto('/management/library/document');
    const filter = page.getByTestId('filter-product-number').locator('input');
    await filter.fill(PRODUCT_NUMBER.slice(2).toLowerCase());
    await filter.press('Enter');
    await expect(page).toHaveURL(/[?&]productNumber=/);
    const rows = page.locator('[data-testid="document-table"] tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(TITLE);
    await expect(page.getByTestId(`document-codes-${documentId}`)).toContainText(PRODUCT_NUMBER);
    await expect(page.getByTestId(`document-codes-${documentId}`)).toContainText(EQUIPMENT_CODE);
    await page.screenshot({ path: test.info().outputPath('document-codes-list-en-1366.png') });
  });

  /** The administrator on a 390 px screen, reading Thai in this browser only. */
  async function adminOnThaiPhone(page: Page): Promise<void> {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/main');
    await expectSignedIn(page);
    // In this browser only, so no other journey's administrator reads Thai.
    await readInThisBrowser(page, 'th');
  }

  test('on a phone in Thai, the empty new-document form shows its first error below the header, with the cursor in it', async ({ page }) => {
    await adminOnThaiPhone(page);
    await saveEmptyDocument(page, webText('th', 'form.titleRequired', 'documents'));
    await page.screenshot({ path: test.info().outputPath('document-new-empty-save-th-390.png') });
  });

  test('on a phone in Thai, the document list is as wide as the screen: filters folded, each row its status, type and languages', async ({ page }) => {
    await adminOnThaiPhone(page);
    await page.goto(`/management/library/document?keyword=${encodeURIComponent(TITLE)}`);
    const row = page.locator('[data-testid="document-table"] tbody tr', { hasText: TITLE });
    await expect(row).toHaveCount(1);
    // Under the title: the state, the type and the language; beside it, the delete button alone.
    const meta = row.locator('[data-testid^="document-meta-"]');
    await expect(meta).toContainText(webText('th', 'distribution.DISTRIBUTED', 'documents'));
    await expect(meta).toContainText('English');
    await expect(meta).toContainText(PRODUCT_NUMBER);
    await expect(row.locator('td')).toHaveCount(2);
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('.ant-table-content, .ant-table-body').first().evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    // The filters fold behind one button that counts the one set (the keyword); New stays in sight.
    await expect(page.getByTestId('document-new')).toBeVisible();
    await expect(page.getByTestId('filter-keyword')).toBeHidden();
    const toggle = page.getByTestId('document-filters-toggle');
    await expect(toggle).toHaveText(webText('th', 'filters.toggleActive').replace('{{count}}', '1'));
    await toggle.click();
    await expect(page.getByTestId('filter-keyword')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('document-list-th-390.png') });
  });
});

test.describe(() => {
  test.use({ signedInAs: 'dealer' });

  test('a dealer types the product number of the plate into the header box and finds the manual on the Documents tab, its codes on it', async ({ page }) => {
    await page.goto('/main');
    await expectSignedIn(page);
    const box = page.getByTestId('header-search');
    await box.fill(PRODUCT_NUMBER.toLowerCase().replace('-', ' '));
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/index\?searchWord=/);
    await expect(page.getByTestId('search-resolved-code')).toContainText(webText('en', 'index.byProductNumber', 'search').split('“')[0]!);
    const hit = page.getByTestId('search-document').filter({ hasText: TITLE });
    await expect(hit).toHaveCount(1);
    await expect(hit.getByTestId('search-document-product-number')).toContainText(PRODUCT_NUMBER);
    await hit.getByTestId('search-document-link').click();
    await expect(page.getByTestId('document-title')).toHaveText(TITLE);
    await expect(page.getByTestId('document-product-number')).toHaveText(PRODUCT_NUMBER);
    await expect(page.getByTestId('document-equipment-code')).toHaveText(EQUIPMENT_CODE);
  });

  test('a dealer with authority opens page 120 with their watermark, bookmarks it into a new folder and reopens it from My Library', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/document/list?keyword=${encodeURIComponent(TITLE)}`);
    await expectSignedIn(page);
    await page.getByRole('link', { name: TITLE }).click();
    await expect(page.getByTestId('document-title')).toHaveText(TITLE);
    // A reader's first open stamps all 320 pages, on a machine busy with the other worker's journeys.
    await expect(page.getByTestId('pdf-page-count')).toContainText('320', { timeout: 60_000 });

    await page.getByTestId('pdf-page-input').fill('120');
    await page.getByTestId('pdf-page-input').press('Enter');
    const page120 = page.locator('.page[data-page-number="120"]');
    await expect(page120.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/#page=120/);
    // The watermark is drawn into the PDF itself: its text is part of page 120.
    await expect(async () => {
      const text = (await page120.locator('.textLayer').innerText()).replace(/\s+/g, '');
      expect(text).toContain('dealer@gsis.local');
    }).toPass({ timeout: 30_000 });
    await page120.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/viewer-page-120-watermark.png' });

    await page.getByTestId('bookmark-button').click();
    await page.getByTestId('bookmark-new-folder-mode').click();
    await page.getByTestId('bookmark-new-folder').fill(FOLDER);
    await page.getByTestId('bookmark-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/mylibrary/bookmarks');
    await page.locator('[data-testid^="bookmark-folder-"]', { hasText: FOLDER }).click();
    const item = page.locator('[data-testid^="bookmark-item-"]', { hasText: TITLE });
    await expect(item).toContainText('120');
    await item.locator('[data-testid^="bookmark-open-"]').click();
    await expect(page).toHaveURL(new RegExp(`/document/view/${documentId}\\?version=\\d+&page=120`));
    await expect(page.getByTestId('pdf-page-input')).toHaveValue('120', { timeout: 30_000 });
    await expect(page.locator('.page[data-page-number="120"] canvas')).toBeVisible({ timeout: 30_000 });
  });
});

test.describe(() => {
  test.use({ signedInAs: 'newdealer' });

  test('a dealer without authority sees it labelled unauthorised and cannot open it', async ({ page }) => {
    await page.goto(`/document/list?keyword=${encodeURIComponent(TITLE)}`);
    await expectSignedIn(page);
    const row = page.getByTestId('document-table').locator('tr', { hasText: TITLE });
    await expect(row).toContainText('Unauthorised');
    await expect(row.getByTestId(`doc-locked-${documentId}`)).toBeVisible();
    await page.goto(`/document/view/${documentId}`);
    await expect(page.getByTestId('document-unauthorised')).toBeVisible();
    // Nor can the content be reached around the screen: the ticket is refused.
    const refused = await page.evaluate(async (id) => {
      const token = localStorage.getItem('gsis.token');
      const detail = await fetch('/service/document/detail', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ id: Number(id) }) });
      const versionId = ((await detail.json()) as { versions: { id: number }[] }).versions[0]!.id;
      const ticket = await fetch('/service/document/ticket', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ versionId }) });
      return ticket.status;
    }, documentId);
    expect(refused).toBe(403);
  });
});
