// Notices: the demo popup opens on /main, stays away for the rest of the visit once closed, and "Don't show today"
// keeps it away until the browser's clock passes midnight; it never opens while the reader types; an administrator writes a notice with formatted text and an attachment (a file that only claims to
// be a PDF is refused), a visitor finds it on the board, reads it and downloads the attachment, and the
// administrator deletes it after the confirmation.
import path from 'node:path';
import { expect, newContext, test, type Page } from './fixtures.ts';
import { chooseOption, expectSignedIn } from './helpers.ts';
import { webText } from './locales.ts';

const DEMO_POPUP = 'Scheduled maintenance this Sunday';
const BULLETIN = path.resolve(import.meta.dirname, '../../server/demo-content/daily-inspection-fr.pdf');
const text = (key: string) => webText('en', key, 'notices');

/** The popups of /main answered (so a popup that is not there has had its chance to appear). */
async function openMain(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/service/notice/popup'));
  await page.goto('/main');
  await answered;
}

test.describe('popups', () => {
  test.use({ closeNoticePopups: false });

  test('a popup notice opens on /main, and "Don\'t show today" hides it until midnight', async ({ page }) => {
    await page.clock.install();
    await openMain(page);
    const popup = page.getByRole('dialog').filter({ has: page.getByTestId('notice-popup-title') });
    await expect(popup.getByTestId('notice-popup-title')).toHaveText(DEMO_POPUP);
    await expect(popup).toContainText('Sunday from 02:00 to 04:00');

    // Closed without the box ticked: away for the rest of this visit (Home again, even reloaded), back on the next
    // visit (a new tab).
    await popup.getByTestId('notice-popup-close').click();
    await expect(popup).toBeHidden();
    await openMain(page);
    await expect(page.getByTestId('slogan')).toBeVisible();
    await expect(page.getByTestId('notice-popup-title')).toHaveCount(0);
    const nextVisit = await page.context().newPage();
    await openMain(nextVisit);
    await expect(nextVisit.getByTestId('notice-popup-title')).toHaveText(DEMO_POPUP);

    // Ticked: gone for the rest of the day, on the visits after too.
    await nextVisit.getByTestId('notice-popup-hide-today').check();
    await nextVisit.getByTestId('notice-popup-close').click();
    await expect(nextVisit.getByTestId('notice-popup-title')).toBeHidden();
    const laterVisit = await page.context().newPage();
    await openMain(laterVisit);
    await expect(laterVisit.getByTestId('slogan')).toBeVisible();
    await expect(laterVisit.getByTestId('notice-popup-title')).toHaveCount(0);

    // A minute past the browser's midnight it is a new day, and the popup shows again.
    const untilMidnight = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 1).getTime() - now.getTime();
    });
    await page.clock.fastForward(untilMidnight);
    const tomorrow = await page.context().newPage();
    await openMain(tomorrow);
    await expect(tomorrow.getByTestId('notice-popup-title')).toHaveText(DEMO_POPUP);
  });

  test('a popup never opens while the reader types in the header box, and opens once they leave it', async ({ page }) => {
    // The day's popups arrive only once the reader is typing, as on a slow phone.
    let typing!: () => void;
    const typed = new Promise<void>((resolve) => { typing = resolve; });
    await page.route('**/service/notice/popup*', async (route) => { await typed; await route.continue(); });
    const answered = page.waitForResponse((r) => r.url().includes('/service/notice/popup'));
    await page.goto('/main');
    const box = page.getByTestId('header-search');
    await box.click();
    await page.keyboard.type('DX225');
    typing();
    await answered;
    await page.keyboard.type('LCA');
    await expect(box).toHaveValue('DX225LCA');
    await expect(box).toBeFocused();
    await expect(page.getByTestId('notice-popup-title')).toHaveCount(0);

    // Out of the box, the popup opens; what was typed is still there.
    await page.getByTestId('slogan').click();
    await expect(page.getByTestId('notice-popup-title')).toHaveText(DEMO_POPUP);
    await expect(box).toHaveValue('DX225LCA');
  });
});

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('an administrator writes a notice with an attachment, a visitor reads it, and it is deleted', async ({ page, browser }) => {
    const title = `Hydraulic oil change interval ${Date.now()}`;
    await page.goto('/management/support/notice');
    await expectSignedIn(page);
    await expect(page.getByRole('heading', { name: text('list.manageTitle') })).toBeVisible();
    await page.getByTestId('notice-write').click();
    await expect(page).toHaveURL(/\/management\/support\/notice\/form$/);

    // Saved empty: each missing value is named.
    await page.getByTestId('notice-save').click();
    await expect(page.getByText(text('form.titleRequired'))).toBeVisible();
    await expect(page.getByText(text('form.bodyRequired'))).toBeVisible();

    await chooseOption(page, 'notice-class-field', text('class.DOCUMENT'));
    await page.getByTestId('notice-title-field').fill(title);
    const editor = page.getByTestId('notice-body-field').getByRole('textbox');
    await editor.click();
    await page.keyboard.type('From now on, change the hydraulic oil every ');
    await page.getByRole('button', { name: webText('en', 'richText.bold') }).click();
    await page.keyboard.type('2000 hours');
    await page.getByRole('button', { name: webText('en', 'richText.bold') }).click();
    await page.keyboard.type('.');

    // A text file named like a PDF is judged by its content and refused with its reason; the real PDF is kept.
    const picker = page.getByTestId('notice-attachments').locator('input[type=file]');
    await picker.setInputFiles({ name: 'bulletin.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a PDF') });
    await expect(page.getByTestId('notice-attachments-error')).toContainText(webText('en', 'attachments.reasons.FILE_TYPE'));
    await picker.setInputFiles(BULLETIN);
    await expect(page.getByTestId('attachment-item')).toHaveCount(1);
    await expect(page.getByTestId('attachment-item')).toContainText('daily-inspection-fr.pdf');

    await page.getByTestId('notice-save').click();
    await expect(page).toHaveURL(/\/management\/support\/notice\/detail\?id=\d+$/);
    await expect(page.getByTestId('notice-title')).toHaveText(title);
    await expect(page.getByTestId('notice-body').locator('strong')).toHaveText('2000 hours');
    const noticeUrl = new URL(page.url());

    // A visitor finds it by a word of its text, reads it (one hit) and downloads the file.
    const visitorContext = await newContext(browser);
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto('/support/notice');
      await expect(visitor.getByRole('heading', { name: text('list.title') })).toBeVisible();
      await visitor.getByTestId('notice-search').fill('2000 hours');
      await expect(visitor).toHaveURL(/keyword=2000/);
      await visitor.getByRole('link', { name: title }).click();
      await expect(visitor.getByTestId('notice-title')).toHaveText(title);
      await expect(visitor.getByTestId('notice-hits')).toHaveText('1');
      const download = visitor.waitForEvent('download');
      await visitor.getByTestId('attachment-link').click();
      expect((await download).suggestedFilename()).toBe('daily-inspection-fr.pdf');
      // Back to the list as it was left.
      await visitor.getByTestId('notice-back').click();
      await expect(visitor).toHaveURL(/\/support\/notice\?keyword=2000/);
    } finally {
      await visitorContext.close();
    }

    // Deleted after the seed's confirmation: gone from the board.
    await page.goto(noticeUrl.pathname + noticeUrl.search);
    await page.getByTestId('notice-delete').click();
    await expect(page.getByText(text('detail.deleteConfirm'))).toBeVisible();
    await page.getByTestId('notice-delete-ok').click();
    await expect(page).toHaveURL(/\/management\/support\/notice$/);
    await page.getByTestId('notice-search').fill(title);
    await expect(page.getByText(text('list.noMatch'))).toBeVisible();
  });
});
