// Reading a manual on a phone (390 × 844, touch), in Thai and in Korean: a search result opens the viewer,
// the table of contents opens as a drawer and jumps to a chapter, the pages scroll with the page and the
// page box follows, two fingers zoom, and full-screen reading hides everything but the pages and a small
// toolbar. The watermark's e-mail address is text, not a link, and every control is at least 44 px.
// A desktop journey in English checks that the side-by-side viewer and full screen still work there.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectSignedIn, newAccount, NEW_ACCOUNT_PASSWORD, PHONE, readInThisBrowser, searchFor, signInThroughApi } from './helpers.ts';
import { webText } from './locales.ts';

/** The machine the manuals below are for: the bookmark dialog names a new folder after it. */
const SUGGESTED_FOLDER = 'DX225LCA';


const JOURNEYS = [
  // The Thai operation manual, opened at page 3 by a Thai phrase; its chapter 10 starts on page 11.
  { lang: 'th', word: 'การสัมผัสสามจุด', title: 'คู่มือการใช้งานและการบำรุงรักษา', opened: 3, chapter: '10. การตรวจสอบประจำวัน', chapterPage: 11 },
  // A Korean reader opens the English service manual at page 217 by an English phrase of it; its chapter
  // "10 Troubleshooting" starts on page 272.
  { lang: 'ko', word: 'Removal of the batteries is described below', title: 'DX225LCA Crawler Excavator Service Manual', opened: 217, chapter: '10 Troubleshooting', chapterPage: 272 },
] as const;

const pageBox = (page: Page) => page.getByTestId('pdf-page-input');
const pageDiv = (page: Page, n: number) => page.locator(`.pdfViewer .page[data-page-number="${n}"]`);

/** Every visible control of the reader's toolbar (and the document's) is at least 44 × 44 CSS px. */
async function expectFingerSized(page: Page): Promise<void> {
  const controls = page.locator('.pdf-toolbar :is(button, [role="button"]):visible, .pdf-actions-row button:visible, [data-testid="document-details-toggle"]:visible');
  expect(await controls.count()).toBeGreaterThan(4);
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    expect(Math.round(box.width), await control.getAttribute('aria-label') ?? await control.innerText()).toBeGreaterThanOrEqual(44);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
  }
  const input = (await page.locator('.pdf-page-input').boundingBox())!;
  expect(Math.round(input.height)).toBeGreaterThanOrEqual(44);
  expect(Math.round(input.width)).toBeGreaterThanOrEqual(44);
}

/**
 * A finger on the control where it stands. (A click would first scroll it "into view", and the actions stick at
 * the top of the screen: Chromium scrolls to where they would be without sticking, the first pages.)
 */
async function tap(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Two fingers spread apart over the middle of `n`'s page, through the browser's own touch input. */
async function pinchOut(page: Page, n: number): Promise<void> {
  const box = (await pageDiv(page, n).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = Math.min(box.y + box.height / 2, 600);
  const cdp = await page.context().newCDPSession(page);
  const fingers = (spread: number) => [{ x: x - spread, y, id: 1 }, { x: x + spread, y, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (const spread of [50, 60, 70, 80, 90]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const journey of JOURNEYS) {
  test.describe(`on a phone in ${journey.lang}`, () => {
    test.use(PHONE);

    test(`a ${journey.lang} reader opens a result, jumps to a chapter from the contents, zooms with two fingers and reads full screen`, async ({ page }) => {
      test.setTimeout(180_000);
      const text = (key: string) => webText(journey.lang, `viewer.${key}`, 'reading');
      // A reader of every manual with no bookmark yet: the bookmark at the end meets the first-bookmark dialog.
      const reader = await newAccount(page.request, `phone.${journey.lang}`, { readsEverything: true });
      await signInThroughApi(page, { id: reader, password: NEW_ACCOUNT_PASSWORD });
      await page.goto('/main');
      await expectSignedIn(page);
      // The language in this browser only, so no other journey's dealer (nor their e-mail) turns Thai or Korean.
      await readInThisBrowser(page, journey.lang);

      // From the search box in sight under the phone's header on the home page: a result opens the viewer at its page.
      await expect(async () => {
        await page.goto('/main');
        // The notices that open over the home page go first, as a reader closes them.
        if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
        const box = page.getByTestId('header-search');
        await expect(box).toBeInViewport();
        await box.fill(journey.word);
        await box.press('Enter');
        await expect(page).toHaveURL(/\/search\/pdf\?/);
        await expect(page.getByTestId('search-hit').first()).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 120_000 });
      const hit = page.getByTestId('search-hit').filter({ hasText: journey.title }).first();
      await hit.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/document/view/\\d+\\?.*page=${journey.opened}`));
      await expect(pageBox(page)).toHaveValue(String(journey.opened), { timeout: 60_000 });
      await expect(pageDiv(page, journey.opened).locator('canvas').first()).toBeVisible({ timeout: 60_000 });

      // The title stays; the document's details are folded behind a toggle.
      await expect(page.getByTestId('document-title')).toBeVisible();
      const details = page.getByTestId('document-details-toggle');
      await expect(details).toHaveText(text('details'));
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('document-details')).toBeHidden();
      await details.click();
      await expect(page.getByTestId('document-details')).toBeVisible();
      await expect(page.getByTestId('version-select')).toBeVisible();
      await details.click();
      await expect(page.getByTestId('document-details')).toBeHidden();

      // No side panel on a phone, and no switch claiming one is shown: a Contents button opens a drawer.
      await expect(page.locator('.pdf-outline')).toHaveCount(0);
      await expect(page.locator('.pdf-toolbar .ant-segmented')).toHaveCount(0);
      await expectFingerSized(page);
      await page.screenshot({ path: `screenshots/phone-reading-${journey.lang}-viewer.png` });

      // The watermark's e-mail address is text in the page, not a link, and the pages are one Tab stop.
      const opened = pageDiv(page, journey.opened);
      await expect(opened.locator('.textLayer')).toContainText(reader, { timeout: 30_000 });
      await expect(page.locator('.pdfViewer a[href^="mailto:"]')).toHaveCount(0);
      await expect(page.locator('.pdfViewer [tabindex]')).toHaveCount(0);
      await expect(page.locator('.pdfViewer a')).toHaveCount(0);
      await expect(page.getByTestId('pdf-container')).toHaveAttribute('aria-label', text('pages'));

      // The table of contents, as a drawer: choosing a chapter goes there and closes it.
      const contents = page.getByTestId('pdf-contents');
      await expect(contents).toHaveAttribute('aria-label', text('outline'));
      await contents.click();
      const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('pdf-outline-drawer') });
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText(text('outline'));
      for (const target of [drawer.locator('.ant-tree-node-content-wrapper').first(), drawer.getByRole('button', { name: /.+/ }).first()]) {
        const box = (await target.boundingBox())!;
        expect(Math.round(Math.min(box.width, box.height))).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: `screenshots/phone-reading-${journey.lang}-contents.png` });
      await drawer.getByText(journey.chapter, { exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(pageBox(page)).toHaveValue(String(journey.chapterPage));
      await expect(page).toHaveURL(new RegExp(`#page=${journey.chapterPage}$`));
      const chapter = pageDiv(page, journey.chapterPage);
      await expect(chapter.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
      await expect(chapter).toBeInViewport({ ratio: 0.5 });
      // Focus comes back to the button that opened the drawer.
      await expect(contents).toBeFocused();

      // One scrolling surface: the window scrolled there, the pages have no scroll box of their own, and
      // scrolling the page on by one page moves the page box on.
      expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(2_000);
      expect(await page.evaluate<string>('getComputedStyle(document.querySelector("[data-testid=pdf-container]")).overflowY')).toBe('hidden');
      const height = (await chapter.boundingBox())!.height;
      await page.evaluate(`window.scrollBy(0, ${height})`);
      await expect(pageBox(page)).toHaveValue(String(journey.chapterPage + 1));
      await page.evaluate(`window.scrollBy(0, -${height})`);
      await expect(pageBox(page)).toHaveValue(String(journey.chapterPage));

      // The first bookmark goes into a new folder the dialog names after the machine.
      const bookmark = page.getByTestId('bookmark-button');
      await expect(bookmark).toHaveAttribute('data-bookmarked', 'false');
      const kept = await pageBox(page).inputValue();
      await tap(page, bookmark);
      const dialog = page.getByRole('dialog', { name: webText(journey.lang, 'bookmark.title', 'reading') });
      await expect(dialog).toContainText(webText(journey.lang, 'bookmark.atPage', 'reading').replace('{{page}}', kept));
      await expect(dialog.getByTestId('bookmark-new-folder')).toHaveValue(SUGGESTED_FOLDER);
      await expect(dialog.getByTestId('bookmark-existing-folder-mode')).toHaveCount(0);
      await page.screenshot({ path: `screenshots/phone-reading-${journey.lang}-bookmark.png` });
      await dialog.getByTestId('bookmark-save').click();
      await expect(dialog).toBeHidden();
      await expect(bookmark).toHaveAttribute('data-bookmarked', 'true');
      await expect(bookmark).toHaveText(webText(journey.lang, 'bookmark.bookmarked', 'reading'));

      // The next time, the dialog says this page is kept already, and the folder is there, chosen; typing its
      // name for a new folder offers it instead. (The
      // "Saved" toast sits over the top of the screen for a few seconds first.)
      await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
      await tap(page, bookmark);
      await expect(dialog.getByTestId('bookmark-already')).toContainText(SUGGESTED_FOLDER);
      const chosenFolder = dialog.getByText(SUGGESTED_FOLDER, { exact: true });
      await expect(chosenFolder).toBeVisible();
      await dialog.getByTestId('bookmark-new-folder-mode').click();
      await dialog.getByTestId('bookmark-new-folder').fill(SUGGESTED_FOLDER.toLowerCase());
      await dialog.getByTestId('bookmark-use-folder').click();
      await expect(chosenFolder).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Full screen: the header, the footer and the document's title fold away, the page fills the width,
      // the toolbar keeps the page box, zoom, contents and the way out; the reader stays on the same line.
      const toolbar = page.locator('.pdf-toolbar');
      const readingLine = async () => {
        const bar = (await toolbar.boundingBox())!;
        return (await chapter.boundingBox())!.y - (bar.y + bar.height);
      };
      let line = await readingLine();
      await page.getByTestId('pdf-full-screen').click();
      await expect(page.locator('.app-header')).toBeHidden();
      await expect(page.getByTestId('document-title')).toBeHidden();
      await expect(page.locator('.pdf-actions-row')).toHaveCount(0);
      await expect(page.getByTestId('pdf-full-screen')).toHaveAttribute('aria-label', text('exitFullScreen'));
      await expect.poll(async () => Math.abs((await readingLine()) - line)).toBeLessThan(3);
      await expect(pageBox(page)).toHaveValue(String(journey.chapterPage));
      const canvas = (await chapter.locator('canvas').first().boundingBox())!;
      expect(canvas.width).toBeGreaterThanOrEqual(390 * 0.9);
      expect((await toolbar.boundingBox())!.y).toBeLessThanOrEqual(1);
      await expectFingerSized(page);
      await page.screenshot({ path: `screenshots/phone-reading-${journey.lang}-full-screen.png` });
      // The contents work in full screen too; Esc closes them and stays in full screen.
      await page.getByTestId('pdf-contents').click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.locator('.app-header')).toBeHidden();

      // Two fingers spread on the page: it grows, drawn again at the new scale; "fit to width" brings it back.
      const before = (await chapter.boundingBox())!.width;
      await pinchOut(page, journey.chapterPage);
      await expect.poll(async () => (await chapter.boundingBox())!.width).toBeGreaterThan(before * 1.5);
      await expect(chapter.locator('canvas').first()).toBeVisible();
      await page.screenshot({ path: `screenshots/phone-reading-${journey.lang}-pinched.png` });
      await page.getByRole('button', { name: text('fitWidth') }).click();
      await expect.poll(async () => Math.abs((await chapter.boundingBox())!.width - before)).toBeLessThan(2);

      // Esc (Thai) or the button (Korean) leaves full screen, on the same line.
      line = await readingLine();
      if (journey.lang === 'th') await page.keyboard.press('Escape');
      else await page.getByTestId('pdf-full-screen').click();
      await expect(page.locator('.app-header')).toBeVisible();
      await expect(page.getByTestId('document-title')).toBeAttached();
      await expect(page.getByTestId('pdf-full-screen')).toHaveAttribute('aria-label', text('fullScreen'));
      await expect.poll(async () => Math.abs((await readingLine()) - line)).toBeLessThan(3);
      await expect(page.locator('.pdfViewer a[href^="mailto:"]')).toHaveCount(0);
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 }, signedInAs: 'dealer' });

  test('the outline stays beside the pages, and full screen gives the pages the whole screen until Esc', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/main');
    await expectSignedIn(page);
    // English whatever another journey left the dealer's language at, in this browser only.
    await readInThisBrowser(page, 'en');
    await searchFor(page, 'pdf', 'Removal of the batteries is described below');
    await page.getByTestId('search-hit').filter({ hasText: 'DX225LCA Crawler Excavator Service Manual' }).first().getByRole('link').first().click();
    await expect(pageBox(page)).toHaveValue('217', { timeout: 60_000 });
    await expect(pageDiv(page, 217).locator('canvas').first()).toBeVisible({ timeout: 60_000 });

    // The details are shown, the outline is beside the pages and the switch says so.
    await expect(page.getByTestId('document-details')).toBeVisible();
    await expect(page.getByTestId('document-details-toggle')).toHaveCount(0);
    const outline = page.locator('nav.pdf-outline');
    await expect(outline).toBeVisible();
    await expect(page.locator('.pdf-toolbar .ant-segmented-item-selected')).toHaveText('Contents');
    await outline.getByText('10 Troubleshooting', { exact: true }).click();
    await expect(pageBox(page)).toHaveValue('272');
    // The pages scroll in their own box beside the outline: the window does not.
    expect(await page.evaluate<number>('window.scrollY')).toBeLessThan(400);
    await expect(page.locator('.pdfViewer a[href^="mailto:"]')).toHaveCount(0);
    await page.screenshot({ path: 'screenshots/desktop-reading-en-viewer.png' });

    // By keyboard: the button is in the toolbar's Tab order.
    await page.getByRole('button', { name: 'Read full screen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.app-header')).toBeHidden();
    await expect(page.getByTestId('document-title')).toBeHidden();
    await expect(outline).toBeVisible();
    await expect(pageBox(page)).toHaveValue('272');
    const viewer = (await page.getByTestId('pdf-viewer').boundingBox())!;
    expect(viewer.width).toBe(1366);
    expect(Math.round(viewer.height)).toBe(900);
    await page.screenshot({ path: 'screenshots/desktop-reading-en-full-screen.png' });
    await page.keyboard.press('Escape');
    await expect(page.locator('.app-header')).toBeVisible();
    await expect(pageBox(page)).toHaveValue('272');
    await expect(page.getByRole('button', { name: 'Read full screen' })).toBeVisible();
  });
});
