// The library's main journey: an administrator publishes a 320-page manual (upload with progress,
// indexing, distribution); a dealer with authority finds it, opens page 120 with their watermark,
// bookmarks it into a new folder and reopens it from My Library; a dealer without authority cannot.
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { E2E } from './env.ts';
import { logIn } from './helpers.ts';

const MANUAL = path.resolve(import.meta.dirname, '../../server/demo-content/dx225lca-service-manual-en.pdf');
const TITLE = `E2E DX225LCA Service Manual ${Date.now()}`;
const FOLDER = `E2E folder ${Date.now()}`;

test.describe.configure({ mode: 'serial' });

/**
 * Chooses an option of a select until the select shows it: on a starved machine a click can land while the list is
 * still opening and be lost, and it is made again, as a person would.
 */
async function pick(page: Page, testId: string, option: string): Promise<void> {
  const select = page.getByTestId(testId);
  await expect(async () => {
    if (!(await select.textContent())?.includes(option)) {
      await select.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 5_000 });
    }
    await expect(select).toContainText(option, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

async function confirm(page: Page): Promise<void> {
  const ok = page.locator('.ant-modal-confirm-btns .ant-btn-primary');
  await expect(ok).toBeVisible();
  await ok.click();
}

let documentId = '';

test('an administrator creates a document, uploads its PDF with a progress bar, sees it indexed and distributes it', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page, 'admin@gsis.local', E2E.adminPassword);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/management/library/document/new');
  await page.getByTestId('doc-title').fill(TITLE);
  await page.getByTestId('doc-description').fill('Complete service procedures, published by the journey test.');
  await pick(page, 'doc-type', 'Service Manual');
  await pick(page, 'doc-product-type', 'Crawler Excavator');
  await pick(page, 'doc-product', 'DX Crawler Excavators 14–30 t');
  await pick(page, 'doc-models', 'DX225LCA');
  await page.keyboard.press('Escape');
  await page.getByTestId('doc-save').click();
  await confirm(page);
  await expect(page).toHaveURL(/\/management\/library\/document\/details\?id=\d+/);
  documentId = new URL(page.url()).searchParams.get('id')!;

  await page.getByTestId('version-add').click();
  await page.getByTestId('version-label').fill('1.0');
  await page.getByTestId('version-save').click();
  await confirm(page);
  // The dialog stays open for the file; the progress bar shows how much has gone.
  await page.getByTestId('version-upload').locator('input[type=file]').setInputFiles(MANUAL);
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByTestId('upload-progress')).toContainText('100%', { timeout: 60_000 });
  await page.getByTestId('version-close').click();

  const row = page.getByTestId('version-row-1.0');
  const versionId = await row.getAttribute('data-version-id');
  await expect(page.getByTestId(`version-status-${versionId}`)).toHaveAttribute('data-status', 'INDEXED', { timeout: 90_000 });
  await expect(page.getByTestId(`version-status-${versionId}`)).toContainText('320');
  await page.getByTestId(`version-distribute-${versionId}`).click();
  await expect(page.getByTestId(`version-distribution-${versionId}`)).toContainText(/Distributed/);
});

test('a dealer with authority opens page 120 with their watermark, bookmarks it into a new folder and reopens it from My Library', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'dealer@gsis.local');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/document/list?keyword=${encodeURIComponent(TITLE)}`);
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByTestId('document-title')).toHaveText(TITLE);
  // A reader's first open stamps all 320 pages, here while the server still indexes the demo library.
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

test('a dealer without authority sees it labelled unauthorised and cannot open it', async ({ page }) => {
  await logIn(page, 'newdealer@gsis.local');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/document/list?keyword=${encodeURIComponent(TITLE)}`);
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
