// Notices: the demo popup opens on /main, stays away for the rest of the visit once closed, and "Don't show today"
// keeps it away until the browser's clock passes midnight; it never opens while the reader types; it reads in the
// reader's language with its date and the maintenance window in their own time zone (UTC beside it); an
// administrator writes a notice with formatted text, a Thai version and an attachment (a file that only claims to
// be a PDF is refused), a visitor finds it on the board, reads it and downloads the attachment, a Thai reader reads
// the Thai version, and the administrator deletes it after the confirmation; a notice written only in English
// reads as English, tagged so, for a Thai reader.
import path from 'node:path';
import { API } from '@gsis/contract';
import { apiAs } from './api.ts';
import { expect, newContext, test, type Page } from './fixtures.ts';
import { chooseOption, expectSignedIn, PHONE, readsIn } from './helpers.ts';
import { webText } from './locales.ts';

const DEMO_POPUP = 'Scheduled maintenance of GSIS';
/** The demo popup's title in the languages the journeys read it in (server/src/features/support/notices/notices.seed.ts). */
const DEMO_POPUP_IN: Record<string, string> = { th: 'แจ้งปิดปรับปรุงระบบ GSIS ตามกำหนดการ', ko: 'GSIS 시스템 점검 안내' };
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
    // When it was posted, and the window it announces (the demo's: a Sunday, 02:00 to 04:00 UTC).
    await expect(popup.getByTestId('notice-popup-posted')).toContainText('Posted');
    await expect(popup.getByTestId('notice-time')).toBeVisible();
    await expect(popup.getByTestId('other-language-tag')).toHaveCount(0);

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

  test('closed from the keyboard, the popup gives the focus back to the page, not to the top of the document', async ({ page }) => {
    await openMain(page);
    await expect(page.getByTestId('notice-popup-title')).toHaveText(DEMO_POPUP);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notice-popup-title')).toHaveCount(0);
    // The page's heading has it, so the next Tab continues in the page.
    await expect(page.locator('#content h1')).toBeFocused();
  });

  for (const [lang, timezoneId, offset] of [['th', 'Asia/Bangkok', 'GMT+7'], ['ko', 'Asia/Seoul', 'GMT+9']] as const) {
    test.describe(() => {
      test.use({ timezoneId });

      test(`a reader in ${lang} gets the popup in ${lang}, dated, with the maintenance in their own time and in UTC`, async ({ page }) => {
        await readsIn(page, lang);
        await openMain(page);
        const popup = page.getByRole('dialog').filter({ has: page.getByTestId('notice-popup-title') });
        await expect(popup.getByTestId('notice-popup-title')).toHaveText(DEMO_POPUP_IN[lang]!);
        await expect(popup.getByTestId('notice-popup-title')).toHaveAttribute('lang', lang);
        await expect(popup.getByTestId('other-language-tag')).toHaveCount(0);
        await expect(popup.getByTestId('notice-popup-posted')).toContainText(webText(lang, 'popup.posted', 'notices').replace(/\s*\{\{date\}\}\s*/, ''));
        // 02:00 to 04:00 UTC on a Sunday: 09:00 to 11:00 in Bangkok, 11:00 to 13:00 (11 a.m. to 1 p.m.) in Seoul, with the zone named.
        const here = popup.getByTestId('notice-time-here');
        await expect(here).toContainText(offset);
        await expect(here).toContainText(lang === 'th' ? /วันอาทิตย์.*9:00\s*[–-]\s*11:00/ : /일요일.*11:00\s*~\s*오후 1:00/);
        await expect(popup.getByTestId('notice-time-utc')).toContainText(/2:00\s*[–~-]\s*4:00 UTC/);
        await page.screenshot({ path: `screenshots/notice-popup-desk-${lang}.png` });
        await page.setViewportSize(PHONE.viewport);
        await expect(popup.getByTestId('notice-time-utc')).toBeVisible();
        await page.screenshot({ path: `screenshots/notice-popup-phone-${lang}.png` });
      });
    });
  }
});

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('an administrator writes a notice with a Thai version and an attachment, visitors read it in English and in Thai, and it is deleted', async ({ page, browser }) => {
    const title = `Hydraulic oil change interval ${Date.now()}`;
    const thaiTitle = `รอบการเปลี่ยนน้ำมันไฮดรอลิก ${Date.now()}`;
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

    // A second language: its own tab, with its own title and text; saved empty, the tab's fields say so.
    await chooseOption(page, 'notice-add-language', 'ไทย', 'ไทย');
    await expect(page.getByTestId('notice-tab-th')).toBeVisible();
    await page.getByTestId('notice-save').click();
    const thaiTab = page.getByRole('tabpanel', { name: 'ไทย' });
    await expect(thaiTab.getByTestId('notice-title-field-th')).toBeVisible();
    await expect(thaiTab.getByText(text('form.titleRequired'))).toBeVisible();
    await page.getByTestId('notice-title-field-th').fill(thaiTitle);
    await page.getByTestId('notice-body-field-th').getByRole('textbox').click();
    await page.keyboard.type('ตั้งแต่นี้ไป ให้เปลี่ยนน้ำมันไฮดรอลิกทุก 2000 ชั่วโมง');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'screenshots/notice-form-desk-en.png' });

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
    await expect(page.getByTestId('notice-languages')).toHaveText('English, ไทย');
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

    // A Thai reader gets the Thai version, on the board and in the notice, untagged.
    const thaiContext = await newContext(browser);
    try {
      const thai = await thaiContext.newPage();
      await readsIn(thai, 'th');
      await thai.goto(`/support/notice/detail?id=${noticeUrl.searchParams.get('id')}`);
      await expect(thai.getByTestId('notice-title')).toHaveText(thaiTitle);
      await expect(thai.getByTestId('notice-title')).toHaveAttribute('lang', 'th');
      await expect(thai.getByTestId('notice-body')).toContainText('ทุก 2000 ชั่วโมง');
      await expect(thai.getByTestId('other-language-tag')).toHaveCount(0);
    } finally {
      await thaiContext.close();
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

test('a notice written only in English reads as English for a Thai reader, tagged "(English)", and the demo notices in Thai', async ({ page }) => {
  const admin = await apiAs('admin');
  const title = `Grease the swing bearing ${Date.now()}`;
  const { id } = await admin.call(API.notices.save, { classification: 'GENERAL', title, bodyHtml: '<p>Every 250 hours, with the machine level.</p>' });
  try {
    await readsIn(page, 'th');
    await page.goto('/support/notice');
    const row = page.getByTestId(`notice-link-${id}`);
    await expect(row).toHaveText(title);
    await expect(row).toHaveAttribute('lang', 'en');
    const tag = page.getByRole('row').filter({ has: row }).getByTestId('other-language-tag');
    await expect(tag).toHaveText('(English)');
    await expect(tag).toHaveAttribute('lang', 'en');
    // The demo's notices are written in Thai too: none of theirs is tagged.
    await expect(page.getByRole('link', { name: 'เซอร์วิสบุลเลตินใหม่สำหรับรถขุดตีนตะขาบขนาดกลาง' })).toBeVisible();
    await expect(page.getByTestId('other-language-tag')).toHaveCount(1);
    await page.screenshot({ path: 'screenshots/notice-list-desk-th.png' });
    await page.setViewportSize(PHONE.viewport);
    await expect(tag).toBeVisible();
    await page.screenshot({ path: 'screenshots/notice-list-phone-th.png' });

    await row.click();
    await expect(page.getByTestId('notice-title')).toHaveText(title);
    await expect(page.getByTestId('notice-title')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 }).getByTestId('other-language-tag')).toHaveText('(English)');
    await expect(page.getByTestId('notice-body')).toContainText('Every 250 hours');
    await page.screenshot({ path: 'screenshots/notice-detail-phone-th.png' });
  } finally {
    await admin.call(API.notices.delete, { noticeId: id });
    await admin.dispose();
  }
});
