// What changed (issue 33): the administrator distributes version 2.0 of a small service manual, with a page inserted
// and the torque on the last page changed from 980 to 1 050 Nm. The demo dealer, who had bookmarked that page in 1.0,
// is told on My Library that it changed in 2.0 and where it is now; "What changed in 2.0" on the document lists the
// pages with the old value struck and the new one marked, and opens page 6 of 2.0 with the new value highlighted.
// In English on a desktop, then Korean and Thai at 390 and 1366 px.
// Last, the same on the demo's real 320-page service manual, with the e-mail: page 276's radiator cap opening pressure
// goes from 90 to 100 kPa, and the dealer who bookmarked that page is told so, and reads it.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { API, DEFAULT_LANGUAGE, type VersionItem } from '@gsis/contract';
import { MAINTENANCE_PROCEDURES as PROCEDURES, maintenanceManual as manual } from '../../server/test/text-pdfs.ts';
import { apiAs, type Api } from './api.ts';
import { ACCOUNTS, E2E } from './env.ts';
import { expect, test, type Page } from './fixtures.ts';
import { exactly, readsIn } from './helpers.ts';
import { indexed, newDocument, publishVersion } from './library.ts';
import { mailSubject, mailText, webText } from './locales.ts';
import { waitForMail } from './mail-peer.ts';
import { withTextChangedOnPage } from './pdf-text-edit.ts';

const TITLE = `E2E maintenance manual ${Date.now()}`;
const REVISED = [...PROCEDURES.slice(0, 2), 'Fuel filter\nReplace the element every 500 hours.', ...PROCEDURES.slice(2)];
REVISED[5] = 'Turntable bolts\nTighten to 1 050 Nm in a crosswise sequence.';

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: 'dealer' });

let documentId = 0;
let secondId = 0;
let bookmarkId = 0;

/** A service manual of the DX225LCA, which the demo dealer may read. */
const SERVICE_MANUAL = { model: 'DX225LCA', type: 'SERVICE_MANUAL' };

/** A final version of document `document` with the PDF `pdf`, uploaded, indexed (and compared) and distributed on `on`. */
async function publish(admin: Api, document: number, versionLabel: string, pdf: Buffer, on: string): Promise<number> {
  const draft = { documentId: document, versionLabel, publishType: 'PDF', language: 'en', isFinal: true } as const;
  return (await publishVersion(admin, draft, { data: pdf, fileName: `manual-${versionLabel}.pdf` }, {
    distributedOn: on,
    readyWhen: [
      // Reading 320 pages' text takes a while on a busy machine.
      { when: indexed, timeout: 240_000 },
      // A version after the first is compared with it once its text is read (a background job).
      ...(versionLabel === '1.0' ? [] : [{ when: (v: VersionItem) => v.changes?.counts.changed === 1, timeout: 120_000 }]),
    ],
  })).id;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const [admin, dealer] = [await apiAs(ACCOUNTS.admin), await apiAs(ACCOUNTS.dealer)];
  try {
    ({ id: documentId } = await newDocument(admin, { title: TITLE, ...SERVICE_MANUAL }));
    const firstId = await publish(admin, documentId, '1.0', await manual(PROCEDURES), '2026-01-10');
    // The dealer keeps the torque page of 1.0.
    ({ id: bookmarkId } = await dealer.call(API.bookmarks.add, { newFolderName: `Torques ${Date.now()}`.slice(0, 60), documentId, versionId: firstId, page: 5 }));
    secondId = await publish(admin, documentId, '2.0', await manual(REVISED), new Date().toISOString().slice(0, 10));
  } finally {
    await Promise.all([admin.dispose(), dealer.dispose()]);
  }
});

/** The new value, highlighted on page 6 of 2.0 (the reader's copy is watermarked on first open: it may take a while). */
async function expectMarkedOnPage6(page: Page): Promise<void> {
  // The viewer keeps the page it shows in the address's fragment (#page=6) once it is open.
  await expect(page).toHaveURL(new RegExp(`/document/view/${documentId}\\?version=${secondId}&(page=6&)?changes=1`));
  await expect(page).toHaveURL(/page=6/);
  const marked = page.locator('.page[data-page-number="6"] .textLayer .highlight');
  await expect(marked.first()).toBeVisible({ timeout: 60_000 });
  await expect(marked.first()).toContainText('1');
  await expect(page.locator('.page[data-page-number="6"] .textLayer')).toContainText('1 050');
}

test('the dealer learns on My Library that the bookmarked page changed, reads what changed and opens it marked (en, 1366)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/mylibrary/bookmarks');
  const told = page.getByTestId(`bookmark-in-final-${bookmarkId}`);
  await expect(told).toContainText(webText('en', 'inFinal.changed', 'bookmarks', { page: 5, version: '2.0' }));
  await told.getByRole('link', { name: webText('en', 'inFinal.open', 'bookmarks', { page: 6, version: '2.0' }) }).click();
  await expectMarkedOnPage6(page);

  // From the document's page, its final version says what changed in it.
  await page.goto(`/document/view/${documentId}`);
  await page.getByTestId('document-what-changed').click();
  await expect(page).toHaveURL(`/document/changes/${secondId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(webText('en', 'changes.title', 'reading', { version: '2.0' }));
  const places = page.getByTestId('what-changed-place');
  await expect(places).toHaveCount(2);
  await expect(places.nth(0)).toContainText(webText('en', 'changes.addedPage', 'reading'));
  const torque = places.nth(1);
  await expect(torque.getByRole('heading')).toHaveText(webText('en', 'changes.page', 'reading', { page: 6 }));
  await expect(torque).toContainText(webText('en', 'changes.wasPage', 'reading', { page: 5, version: '1.0' }));
  // Struck and marked, and named for a screen reader.
  await expect(torque.locator('del')).toHaveText(`${webText('en', 'changes.removedWords', 'reading')} 980`);
  await expect(torque.locator('ins')).toHaveText(`${webText('en', 'changes.addedWords', 'reading')} 1 050`);
  // WCAG 2.2 AA as axe-core checks it (accessibility.spec.ts scans the other pages the same way).
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await torque.getByRole('link', { name: webText('en', 'changes.openPage', 'reading', { page: 6, version: '2.0' }) }).click();
  await expectMarkedOnPage6(page);
});

for (const lang of ['ko', 'th'] as const) {
  for (const width of [390, 1366] as const) {
    test(`My Library, What changed and the marked page read in ${lang} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await readsIn(page, lang);
      await page.goto('/mylibrary/bookmarks');
      const told = page.getByTestId(`bookmark-in-final-${bookmarkId}`);
      await expect(told).toContainText(webText(lang, 'inFinal.changed', 'bookmarks', { page: 5, version: '2.0' }));
      await page.getByTestId(`bookmark-item-${bookmarkId}`).scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: testInfo.outputPath(`bookmark-changed-${lang}-${width}.png`) });

      await page.goto(`/document/view/${documentId}`);
      // Beside the version picker; on a phone, under the title, where the folded details do not hide it.
      await expect(page.getByTestId('document-what-changed')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: testInfo.outputPath(`document-link-${lang}-${width}.png`) });
      await page.getByTestId('document-what-changed').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(webText(lang, 'changes.title', 'reading', { version: '2.0' }));
      await expect(page.locator('ins')).toContainText('1 050');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: testInfo.outputPath(`what-changed-${lang}-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: webText(lang, 'changes.openPage', 'reading', { page: 6, version: '2.0' }) }).click();
      await expectMarkedOnPage6(page);
      await page.screenshot({ path: testInfo.outputPath(`marked-page-${lang}-${width}.png`) });
    });
  }
}

// Issue 33's Done-when on the demo's real 320-page manual, made by Chromium with its text in CID fonts. On a copy of
// it, a document of its own: the demo manual itself stays at 1.0 for the journeys that open it (the field kit, search)
// while this file runs beside them, in the same database.
test('the dealer who bookmarked page 276 of the demo manual is e-mailed that it changed in 2.0, reads 90 → 100 kPa in What changed, and the bookmark opens it marked (en, 1366)', async ({ page }, testInfo) => {
  // Two versions of 320 pages read and compared, and the dealer's watermarked copy of one made on first open.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const title = `DX225LCA Crawler Excavator Service Manual (revision journey ${Date.now()})`;
  const demoManual = await readFile(new URL('../../server/demo-content/dx225lca-service-manual-en.pdf', import.meta.url));
  const [admin, dealer] = [await apiAs(ACCOUNTS.admin), await apiAs(ACCOUNTS.dealer)];
  const onlyPage276Changed = { changed: 1, added: 0, removed: 0, moved: 0 };
  let copyId = 0;
  let revisedId = 0;
  let bookmark = 0;
  let language: string = DEFAULT_LANGUAGE;
  try {
    ({ id: copyId } = await newDocument(admin, { title, ...SERVICE_MANUAL }));
    const firstId = await publish(admin, copyId, '1.0', demoManual, '2026-03-02');
    ({ id: bookmark } = await dealer.call(API.bookmarks.add, { newFolderName: `Cooling ${Date.now()}`.slice(0, 60), documentId: copyId, versionId: firstId, page: 276 }));
    language = (await dealer.call(API.myInfo.get, undefined)).language ?? DEFAULT_LANGUAGE;
  } finally {
    await dealer.dispose();
  }

  // The demo dealer has not asked for these e-mails (no account has until it does): they ask in My Info, which wants
  // a mobile phone to save anything, and the demo account was made without one. It stays asked for the rest of the run:
  // other journeys' new versions e-mail the dealer too, which none minds (each waits for its own subject).
  await page.goto('/mylibrary/myinfo');
  const notify = page.getByTestId('myinfo-notify-new-versions');
  if ((await notify.getAttribute('aria-checked')) !== 'true') {
    await notify.click();
    const mobile = page.getByTestId('myinfo-mobile-phone');
    if (!(await mobile.inputValue())) await mobile.fill('081-234-5678');
    await page.getByTestId('myinfo-save').click();
    await expect(page.getByText(webText('en', 'details.saved', 'myinfo'))).toBeVisible();
  }
  await expect(notify).toHaveAttribute('aria-checked', 'true');

  const since = Date.now();
  try {
    revisedId = await publish(admin, copyId, '2.0', await withTextChangedOnPage(demoManual, 276, '90 kPa', '100 kPa'), new Date().toISOString().slice(0, 10));
    expect((await admin.call(API.documents.detail, { id: copyId })).versions.find((v) => v.id === revisedId)!.changes?.counts).toEqual(onlyPage276Changed);
  } finally {
    await admin.dispose();
  }

  // The e-mail names page 276 as the dealer's bookmark, and no other page: none other changed.
  const subject = mailSubject(language, 'NEW_VERSION_CHANGES', { title, version: '2.0' });
  const mail = await waitForMail(ACCOUNTS.dealer.id, exactly(subject), since, 120_000);
  const pageLink = `${E2E.baseUrl}/document/view/${copyId}?version=${revisedId}&page=276`;
  const listed = mail.text.split(/\r?\n/).filter((line) => line.startsWith('• '));
  expect(listed).toEqual([`• ${mailText(language, 'NEW_VERSION_CHANGES.items.bookmark').replace('{{page}}', '276')}: ${pageLink}`]);
  expect(mail.html).toContain(`href="${pageLink.replaceAll('&', '&amp;')}"`);

  // The dealer follows it: page 276 of 2.0, which says 100 kPa.
  await page.goto(pageLink);
  await expect(page).toHaveURL(/page=276/);
  await expect(page.locator('.page[data-page-number="276"] .textLayer')).toContainText('opening pressure 100 kPa', { timeout: 120_000 });

  // What changed in 2.0: one page, 276, its old value struck and the new one marked.
  await page.getByTestId('document-what-changed').click();
  await expect(page).toHaveURL(`/document/changes/${revisedId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(webText('en', 'changes.title', 'reading', { version: '2.0' }));
  await expect(page.getByRole('list', { name: webText('en', 'changes.pageCounts', 'reading') }).getByRole('listitem'))
    .toHaveText(Object.entries(onlyPage276Changed).map(([kind, n]) => webText('en', `changes.count.${kind}`, 'reading', { n })));
  const places = page.getByTestId('what-changed-place');
  await expect(places).toHaveCount(1);
  await expect(places.getByRole('heading')).toHaveText(webText('en', 'changes.page', 'reading', { page: 276 }));
  // Page 276 in 1.0 too: nothing says where it was.
  await expect(places.locator('.what-changed-was')).toHaveCount(0);
  await expect(places.locator('del')).toHaveText(`${webText('en', 'changes.removedWords', 'reading')} 90`);
  await expect(places.locator('ins')).toHaveText(`${webText('en', 'changes.addedWords', 'reading')} 100`);
  await expect(places).toContainText('radiator cap (opening pressure');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('what-changed-page-276.png'), fullPage: true });

  // My Library says the bookmark's page changed in 2.0, and its link opens it with the new value highlighted.
  await page.goto('/mylibrary/bookmarks');
  const told = page.getByTestId(`bookmark-in-final-${bookmark}`);
  await expect(told).toContainText(webText('en', 'inFinal.changed', 'bookmarks', { page: 276, version: '2.0' }));
  await told.getByRole('link', { name: webText('en', 'inFinal.open', 'bookmarks', { page: 276, version: '2.0' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/document/view/${copyId}\\?version=${revisedId}&(page=276&)?changes=1`));
  await expect(page).toHaveURL(/page=276/);
  const marked = page.locator('.page[data-page-number="276"] .textLayer .highlight');
  await expect(marked.first()).toBeVisible({ timeout: 120_000 });
  await expect.poll(async () => (await marked.allTextContents()).join('')).toBe('100');
  await expect(page.locator('.page[data-page-number="276"] canvas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('marked-page-276.png') });
});
