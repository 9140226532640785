// A scanned manual (issue 32): its administrators see how many of its pages have no text and what OCR did with them —
// the English version's scanned page read by OCR, the Korean version's counted and unsearchable for want of Korean OCR
// data — and a search finds the scanned page's words on their page, marked as text read from a scanned image. On a
// desktop in English and a phone in French (the administrators' screen) and Korean (search).
import type { VersionItem } from '@gsis/contract';
import { makeScannedPdf } from '../../server/test/scanned-pdf.ts';
import { apiAs, type Api } from './api.ts';
import { ACCOUNTS } from './env.ts';
import { expect, newContext, test, type Page } from './fixtures.ts';
import { PHONE, readsIn } from './helpers.ts';
import { newDocument, publishVersion } from './library.ts';
import { webText } from './locales.ts';

const TITLE = `E2E scanned manual ${Date.now()}`;
const SCANNED = 'Check the accumulator precharge\nwith dry nitrogen every 500 hours.';

test.describe.configure({ mode: 'serial' });

let documentId = 0;
const versions: Record<'en' | 'ko', number> = { en: 0, ko: 0 };

/** A version of the document with the scanned PDF, uploaded, indexed and distributed; its row once OCR is over. */
async function publishScan(api: Api, language: 'en' | 'ko', versionLabel: string): Promise<VersionItem> {
  const file = await makeScannedPdf([{ text: 'Hydraulic oil grade table' }, { scan: SCANNED }, { text: 'Swing bearing grease points', picture: true }]);
  const version = await publishVersion(api, { documentId, versionLabel, publishType: 'PDF', language, isFinal: true }, { data: file, fileName: `scan-${language}.pdf` }, {
    // Indexed, then read by OCR in the background (a page takes seconds).
    readyWhen: [{ when: (v) => v.indexStatus === 'INDEXED' && v.ocrStatus !== 'READING', timeout: 120_000 }],
  });
  versions[language] = version.id;
  return version;
}

async function seeScanNotes(page: Page, lang: string): Promise<void> {
  await page.goto(`/management/library/document/details?id=${documentId}`);
  const english = page.getByTestId(`version-scans-${versions.en}`);
  const korean = page.getByTestId(`version-scans-${versions.ko}`);
  await expect(english).toHaveAttribute('data-ocr-status', 'DONE');
  await expect(english).toHaveText(webText(lang, 'scans.ocrRead_one', 'documents', { count: 1 }));
  await expect(korean).toHaveAttribute('data-ocr-status', 'NO_LANGUAGE_DATA');
  const unsearchable = webText(lang, 'scans.unsearchable_one', 'documents', { count: 1, total: 3 });
  await expect(korean).toContainText(unsearchable);
  await expect(korean).toContainText(webText(lang, 'scans.ocrNoData', 'documents'));
  // The Korean version's language is named in Hangul, whose font comes once the page shows it.
  await page.evaluate(() => document.fonts.ready);
}

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const admin = await apiAs(ACCOUNTS.admin);
    try {
      ({ id: documentId } = await newDocument(admin, { title: TITLE, model: 'DX225LCA', type: 'SERVICE_MANUAL' }));
      expect(await publishScan(admin, 'en', '1.0')).toMatchObject({ scannedPages: 1, ocrStatus: 'DONE', ocrPages: 1 });
      // No Korean OCR data on the server (npm brings English and French): counted, and said so.
      expect(await publishScan(admin, 'ko', '1.0-ko')).toMatchObject({ scannedPages: 1, ocrStatus: 'NO_LANGUAGE_DATA', ocrPages: 0 });
    } finally {
      await admin.dispose();
    }
  });

  test('the administrator sees what OCR did with each version\'s scanned page (en, 1366)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await seeScanNotes(page, 'en');
    await page.getByTestId('versions-section').screenshot({ path: testInfo.outputPath('scanned-versions-en-1366.png') });
  });

  test('the administrator sees the same on a phone in French, in the table and in the version\'s dialog (fr, 390)', async ({ browser }, testInfo) => {
    const context = await newContext(browser, { ...PHONE, as: 'admin' });
    const page = await context.newPage();
    await readsIn(page, 'fr');
    await seeScanNotes(page, 'fr');
    // The table scrolls sideways on a phone: the note is there, beside the other columns.
    await page.getByTestId(`version-scans-${versions.ko}`).evaluate((note) => note.scrollIntoView({ block: 'center', inline: 'start' }));
    await page.screenshot({ path: testInfo.outputPath('scanned-versions-fr-390.png') });
    // The version's dialog says it across the phone's width.
    await page.getByTestId(`version-edit-${versions.ko}`).click();
    const note = page.getByTestId('upload-scans');
    await expect(note).toContainText(webText('fr', 'scans.ocrNoData', 'documents'));
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('scanned-version-dialog-fr-390.png') });
    await context.close();
  });

  for (const [lang, width] of [['en', 1366], ['ko', 390]] as const) {
    test(`a search finds the scanned page's words on its page, marked as read from a scanned image (${lang}, ${width})`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await readsIn(page, lang);
      await page.goto(`/search/pdf?searchWord=${encodeURIComponent('accumulator precharge')}`);
      const card = page.getByTestId('search-hit').filter({ hasText: TITLE });
      await expect(card).toBeVisible({ timeout: 60_000 });
      await expect(card.getByTestId('search-hit-page')).toHaveText(webText(lang, 'hit.page', 'search', { page: 2 }));
      await expect(card.getByTestId('search-hit-ocr')).toHaveText(webText(lang, 'hit.ocr', 'search'));
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`scanned-hit-${lang}-${width}.png`) });
    });
  }
});
