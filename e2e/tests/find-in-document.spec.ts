// Find inside the open document: in a PDF manual the field in the toolbar counts the hits ("1 of 3") and goes
// from one to the next across pages (Enter, the buttons, Shift+Enter back), while the outline marks the section
// being read; in a web-help topic the same field marks the hits in the topic's frame and steps through them; a
// word the document does not have says so. On a phone (in Thai and in Russian) a toolbar button opens the find
// as a bar of its own, with 44 px controls. The bookmark button says which page is kept when it is another one.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectSignedIn, listedDocumentId, newAccount, NEW_ACCOUNT_PASSWORD, PHONE, readInThisBrowser, signInThroughApi } from './helpers.ts';
import { webText } from './locales.ts';

const MANUAL = 'DX225LCA Crawler Excavator Service Manual';
const HELP = 'DX225LCA Troubleshooting Guide';
/** In the manual on pages 3 (contents), 5 (chapter 1) and 14 (section 1.9), once on each. */
const WORD = 'slinging';
/** In the web help's topic E-012 eight times. */
const TOPIC = 'topics/e012.html';
const TOPIC_WORD = 'cooler';
const ABSENT = 'zqxwv';

const text = (lang: string, key: string) => webText(lang, key, 'reading');
const counted = (lang: string, current: number, total: number) => text(lang, 'find.count').replace('{{current}}', String(current)).replace('{{total}}', String(total));
const pageBox = (page: Page) => page.getByTestId('pdf-page-input');
const selectedHit = (page: Page, n: number) => page.locator(`.pdfViewer .page[data-page-number="${n}"] .textLayer .highlight.selected`);

async function openManual(page: Page, lang: string): Promise<void> {
  await page.goto('/main');
  await expectSignedIn(page);
  await readInThisBrowser(page, lang);
  const id = await listedDocumentId(page, MANUAL);
  await page.goto(`/document/view/${id}`);
  await expect(pageBox(page)).toHaveValue('1', { timeout: 60_000 });
  await expect(page.locator('.pdfViewer .page[data-page-number="1"] canvas').first()).toBeVisible({ timeout: 60_000 });
}

async function openTopic(page: Page, lang: string): Promise<Locator> {
  await page.goto('/main');
  await expectSignedIn(page);
  await readInThisBrowser(page, lang);
  const id = await listedDocumentId(page, HELP);
  await page.goto(`/document/view/${id}?topic=${encodeURIComponent(TOPIC)}`);
  const frame = page.frameLocator('[data-testid="webhelp-frame"]');
  await expect(frame.locator('h1')).toContainText('E-012');
  return frame.locator('body');
}

/** Which of the topic's hits is the current one (counting from 0), as the frame's own find script painted them. */
async function currentTopicHit(body: Locator): Promise<number> {
  return body.evaluate(() => {
    const all = [...(CSS.highlights.get('gsis-find') ?? [])];
    const [current] = [...(CSS.highlights.get('gsis-find-current') ?? [])];
    return current ? all.indexOf(current) : -1;
  });
}

test.use({ signedInAs: 'dealer' });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('finding a word in a PDF manual counts its hits and goes from page to page, the outline following', async ({ page }) => {
    await openManual(page, 'en');
    const field = page.getByTestId('find-input');
    await expect(field).toHaveAccessibleName('Find in this document');
    const count = page.getByTestId('find-count');
    await field.fill(WORD);
    // The total grows as pdf.js reads the 320 pages; the first hit is the first from the page being read.
    await expect(count).toHaveText(counted('en', 1, 3), { timeout: 60_000 });
    await expect(pageBox(page)).toHaveValue('3');
    await expect(selectedHit(page, 3)).toBeInViewport();
    const outline = page.getByTestId('pdf-outline');
    await expect(outline.locator('.ant-tree-node-selected')).toHaveText('Contents');
    await page.screenshot({ path: 'screenshots/find-pdf-desk-en.png' });

    await field.press('Enter');
    await expect(count).toHaveText(counted('en', 2, 3));
    await expect(pageBox(page)).toHaveValue('5');
    await expect(selectedHit(page, 5)).toBeInViewport();
    await expect(outline.locator('.ant-tree-node-selected')).toHaveText('1 Safety');

    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(count).toHaveText(counted('en', 3, 3));
    await expect(pageBox(page)).toHaveValue('14');
    await expect(selectedHit(page, 14)).toBeInViewport();
    // The section of page 14 sits under chapter 1, which opens to show it.
    await expect(outline.locator('.ant-tree-node-selected')).toHaveText('1.9 Lifting and slinging components');
    await expect(outline.locator('.ant-tree-node-selected')).toBeInViewport();
    // The screen reader hears the count once it has settled.
    await expect(page.getByTestId('find').getByRole('status')).toHaveText(counted('en', 3, 3));

    // Past the last hit the find goes on from the top, and says so; Shift+Enter goes back.
    await field.press('Enter');
    await expect(count).toHaveText(counted('en', 1, 3));
    await expect(pageBox(page)).toHaveValue('3');
    await expect(page.getByTestId('find').getByRole('status')).toContainText(text('en', 'find.wrappedTop'));
    await field.press('Shift+Enter');
    await expect(count).toHaveText(counted('en', 3, 3));
    await expect(pageBox(page)).toHaveValue('14');

    // F3 works from anywhere on the page, not only in the field.
    await page.getByTestId('pdf-container').focus();
    await page.keyboard.press('Shift+F3');
    await expect(count).toHaveText(counted('en', 2, 3));
    await expect(pageBox(page)).toHaveValue('5');

    // A word the manual does not have.
    await field.fill(ABSENT);
    await expect(count).toHaveText('No matches', { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Next match' })).toBeDisabled();
    await expect(page.locator('.pdfViewer .textLayer .highlight')).toHaveCount(0);
    await page.screenshot({ path: 'screenshots/find-pdf-desk-en-none.png' });

    // Esc ends the find: the field empties, the reader stays where they are.
    await field.press('Escape');
    await expect(field).toHaveValue('');
    await expect(count).toHaveText('');
    await expect(pageBox(page)).toHaveValue('5');
    // Ctrl+F brings the field back.
    await page.getByTestId('pdf-container').focus();
    await page.keyboard.press('Control+f');
    await expect(field).toBeFocused();
  });

  test('finding a word in a web-help topic marks its hits in the topic and steps through them', async ({ page }) => {
    const body = await openTopic(page, 'en');
    const field = page.getByTestId('find-input');
    const count = page.getByTestId('find-count');
    await field.fill(TOPIC_WORD);
    await expect(count).toHaveText(counted('en', 1, 8));
    expect(await currentTopicHit(body)).toBe(0);
    await page.screenshot({ path: 'screenshots/find-webhelp-desk-en.png' });

    await field.press('Enter');
    await expect(count).toHaveText(counted('en', 2, 8));
    expect(await currentTopicHit(body)).toBe(1);
    await page.getByRole('button', { name: 'Previous match' }).click();
    await page.getByRole('button', { name: 'Previous match' }).click();
    await expect(count).toHaveText(counted('en', 8, 8));
    expect(await currentTopicHit(body)).toBe(7);
    // The last hit is scrolled into view inside the topic.
    expect(await body.evaluate(() => {
      const [current] = [...(CSS.highlights.get('gsis-find-current') ?? [])] as Range[];
      const box = current!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })).toBe(true);

    // Another topic from the contents is searched for the same word.
    await page.getByTestId('webhelp-topic-topics/overview.html').click();
    await expect(page.frameLocator('[data-testid="webhelp-frame"]').locator('h1')).toContainText('Using this troubleshooting guide');
    await expect(count).toHaveText('No matches');
    await page.getByTestId('webhelp-topic-topics/e012.html').click();
    await expect(count).toHaveText(counted('en', 1, 8));

    await field.fill(ABSENT);
    await expect(count).toHaveText('No matches');
    await expect(page.getByRole('button', { name: 'Next match' })).toBeDisabled();
    await field.press('Escape');
    await expect(field).toHaveValue('');
    expect(await page.frameLocator('[data-testid="webhelp-frame"]').locator('body').evaluate(() => CSS.highlights.has('gsis-find'))).toBe(false);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  /** Nothing is wider than the screen (the page would scroll sideways). */
  const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  /** Every control of the find bar is at least 44 × 44 CSS px. */
  async function expectFingerSized(bar: Locator): Promise<void> {
    for (const control of await bar.locator('button, .find-input').all()) {
      const box = (await control.boundingBox())!;
      expect(Math.round(box.height), await control.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(44);
      expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
    }
  }

  test('a Thai reader opens the find bar from the toolbar and goes from hit to hit in a PDF manual', async ({ page }) => {
    await openManual(page, 'th');
    // No field in the toolbar: a button in it opens the bar.
    await expect(page.getByTestId('find-input')).toHaveCount(0);
    const open = page.locator('.pdf-toolbar').getByTestId('find-open');
    await expect(open).toHaveAccessibleName(text('th', 'find.open'));
    await open.click();
    const bar = page.getByTestId('find');
    await expect(bar).toBeVisible();
    const field = bar.getByTestId('find-input');
    await expect(field).toBeFocused();
    await expectFingerSized(bar);
    await field.fill(WORD);
    const count = bar.getByTestId('find-count');
    await expect(count).toHaveText(counted('th', 1, 3), { timeout: 60_000 });
    await expect(pageBox(page)).toHaveValue('3');
    await expect(selectedHit(page, 3)).toBeInViewport();
    // The bar stays on screen with the toolbar while the pages scroll under them.
    await expect(bar).toBeInViewport();
    expect(await fitsTheWidth(page)).toBe(true);
    await page.screenshot({ path: 'screenshots/find-pdf-phone-th.png' });
    await bar.getByRole('button', { name: text('th', 'find.next') }).click();
    await expect(count).toHaveText(counted('th', 2, 3));
    await expect(pageBox(page)).toHaveValue('5');
    await expect(selectedHit(page, 5)).toBeInViewport();
    await expect(bar).toBeInViewport();

    await field.fill(ABSENT);
    await expect(count).toHaveText(text('th', 'find.none'), { timeout: 60_000 });
    await page.screenshot({ path: 'screenshots/find-pdf-phone-th-none.png' });
    // Esc closes the bar, and the focus goes back to its button.
    await field.press('Escape');
    await expect(bar).toHaveCount(0);
    await expect(open).toBeFocused();

    // Reading full screen, the button is still in the toolbar, and it still fits.
    await page.getByTestId('pdf-full-screen').click();
    await expect(page.locator('.pdf-actions-row')).toHaveCount(0);
    await expect(page.locator('.pdf-toolbar').getByTestId('find-open')).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
    await page.getByTestId('find-open').click();
    await bar.getByTestId('find-input').fill(WORD);
    // From the page being read (5), the second hit.
    await expect(count).toHaveText(counted('th', 2, 3), { timeout: 60_000 });
    await page.screenshot({ path: 'screenshots/find-pdf-phone-th-full-screen.png' });
  });

  test('a Russian reader finds a word in a web-help topic', async ({ page }) => {
    const body = await openTopic(page, 'ru');
    expect(await fitsTheWidth(page)).toBe(true);
    await page.getByTestId('find-open').click();
    const bar = page.getByTestId('find');
    await expectFingerSized(bar);
    await bar.getByTestId('find-input').fill(TOPIC_WORD);
    const count = bar.getByTestId('find-count');
    await expect(count).toHaveText(counted('ru', 1, 8));
    await bar.getByRole('button', { name: text('ru', 'find.next') }).click();
    await expect(count).toHaveText(counted('ru', 2, 8));
    expect(await currentTopicHit(body)).toBe(1);
    await page.screenshot({ path: 'screenshots/find-webhelp-phone-ru.png' });
    await bar.getByRole('button', { name: text('ru', 'find.close') }).click();
    await expect(bar).toHaveCount(0);
  });
});

test.describe('the bookmark button', () => {
  test.use({ viewport: { width: 1366, height: 900 }, signedInAs: null });

  test('says which page is kept when the reader is on another one, and still keeps this one', async ({ page }) => {
    const reader = await newAccount(page.request, 'bookmark.pages', { readsEverything: true });
    await signInThroughApi(page, { id: reader, password: NEW_ACCOUNT_PASSWORD });
    await page.goto('/main');
    await expectSignedIn(page);
    await readInThisBrowser(page, 'en');
    const id = await listedDocumentId(page, MANUAL);
    await page.goto(`/document/view/${id}?page=45`);
    await expect(pageBox(page)).toHaveValue('45', { timeout: 60_000 });
    const bookmark = page.getByTestId('bookmark-button');
    await expect(bookmark).toHaveText('Bookmark');
    await bookmark.click();
    const dialog = page.getByRole('dialog', { name: 'Add a bookmark' });
    await expect(dialog).toContainText('Page 45 of this version will be kept.');
    await dialog.getByTestId('bookmark-save').click();
    await expect(dialog).toBeHidden();
    await expect(bookmark).toHaveText('Bookmarked');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

    // On another page the button names the page kept, is not pressed, and keeps this page too.
    await pageBox(page).fill('103');
    await pageBox(page).press('Enter');
    await expect(pageBox(page)).toHaveValue('103');
    await expect(bookmark).toHaveText('Bookmarked (p. 45)');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await expect(bookmark).toHaveAttribute('data-bookmarked', 'elsewhere');
    await page.screenshot({ path: 'screenshots/bookmark-elsewhere-desk-en.png' });
    await bookmark.click();
    await expect(dialog).toContainText('Page 103 of this version will be kept.');
    await expect(dialog.getByTestId('bookmark-already')).toHaveCount(0);
    await dialog.getByTestId('bookmark-save').click();
    await expect(dialog).toBeHidden();
    await expect(bookmark).toHaveText('Bookmarked');

    // Elsewhere again, both pages are named.
    await pageBox(page).fill('200');
    await pageBox(page).press('Enter');
    await expect(bookmark).toHaveText('Bookmarked (pp. 45, 103)');
    await pageBox(page).fill('45');
    await pageBox(page).press('Enter');
    await expect(bookmark).toHaveText('Bookmarked');
  });
});
