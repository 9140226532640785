// Rows of controls on a 390 px phone in long-word languages (UX review 2026-11-28, m1, m17, m19 and the symbols'
// filter): My Library's tab row keeps the current tab in view and shows, at an edge, that more tabs lie that way; my
// access requests are cards, not a table wider than the screen; the home slideshow's arrows and dots are thumb-sized
// and its "previous" arrow is no stop for Tab on the first slide; the symbols' type filter fits the screen. On the
// desk, the help's contents wrap instead of being cut, and a model without documents links nowhere.
import { API } from '@gsis/contract';
import { apiAs } from './api.ts';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectSignedIn, NEW_ACCOUNT_PASSWORD, newAccount, PHONE, readsIn, signInThroughApi } from './helpers.ts';
import { webText } from './locales.ts';


/** Where `inner` lies past the box of `outer` (0 on each side when it is fully inside). */
async function outside(inner: Locator, outer: Locator): Promise<{ left: number; right: number }> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return { left: Math.max(0, Math.round(b!.x - a!.x)), right: Math.max(0, Math.round(a!.x + a!.width - (b!.x + b!.width))) };
}

/** Whether the boxes of `a` and `b` share any width (one lies over the other, or partly). */
async function overlapping(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  return x!.x < y!.x + y!.width && y!.x < x!.x + x!.width;
}

/** How far the page reaches past the screen's right edge. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  for (const lang of ['ko', 'th', 'my']) {
    test.describe(() => {
      test.use({ signedInAs: 'dealer' });
      test(`in ${lang}, My Library's tab row shows the current tab whole and says where more tabs are`, async ({ page }) => {
        await readsIn(page, lang);
        const row = page.getByTestId('mylibrary-tabs');
        const before = page.getByTestId('mylibrary-tabs-more-before');
        const after = page.getByTestId('mylibrary-tabs-more-after');
        // Help is the last tab (Korean 도움말 showed as 도), Access requests one in the middle, Bookmarks the first.
        for (const tab of ['help', 'access', 'myinfo', 'bookmarks']) {
          await page.goto(`/mylibrary/${tab}`);
          await expectSignedIn(page);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          const current = page.getByTestId(`mylibrary-tab-${tab}`);
          await expect(current).toHaveAttribute('aria-current', 'page');
          await expect(current).toHaveText(webText(lang, `myLibrary.tabs.${tab}`, 'bookmarks'));
          // Whole inside the row, and clear of the fades at its edges.
          await expect.poll(() => outside(current, row), `${tab} in ${lang}`).toEqual({ left: 0, right: 0 });
          for (const cue of [before, after]) {
            if (await cue.isVisible()) expect(await overlapping(current, cue), `${tab} under a fade`).toBe(false);
          }
          await page.screenshot({ path: `screenshots/phone-mylibrary-${tab}-${lang}.png` });
        }
        // Six tabs do not fit in these languages: from the first tab, the arrow at the right edge says so and turns the row.
        expect(await row.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
        await expect(after).toBeVisible();
        await expect(before).toBeHidden();
        await after.click();
        await expect(before).toBeVisible();
        expect(await row.evaluate((nav) => nav.scrollLeft)).toBeGreaterThan(0);
        expect(await sidewaysScroll(page)).toBe(0);
      });
    });
  }

  test('my access requests are cards, each whole on the screen, with where it stands', async ({ page, request }) => {
    // A dealer of the journey's own, allowed nothing, asks for two documents; the administrator declines one with a note.
    const id = await newAccount(request, 'cards');
    const reader = await apiAs({ id, password: NEW_ACCOUNT_PASSWORD }, request);
    const listed = (await reader.call(API.documents.list, { pageSize: 20 })).items;
    const items = listed.filter((item, at) => listed.findIndex((other) => other.title === item.title) === at).slice(0, 2);
    expect(items.map((item) => item.authorised)).toEqual([false, false]);
    const note = 'Ask your distributor for the Asia-Pacific edition of this manual.';
    const requested = [];
    for (const item of items) {
      requested.push(await reader.call(API.accessRequests.request, { documentId: item.id, reason: `A DX225LCA in Chiang Mai needs “${item.title}”.` }));
    }
    const admin = await apiAs('admin', request);
    await admin.call(API.accessRequests.decide, { requestId: requested[0]!.id, grant: false, note });

    for (const lang of ['en', 'ru']) {
      await readsIn(page, lang);
      await signInThroughApi(page, { id, password: NEW_ACCOUNT_PASSWORD });
      await page.goto('/mylibrary/access');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const cards = page.getByTestId('my-access-card');
      await expect(cards).toHaveCount(2);
      await expect(page.getByTestId('my-access-table')).toHaveCount(0);
      // Newest first: the second request waits, the first was declined with the administrator's note.
      await expect(cards.nth(0)).toContainText(items[1]!.title);
      await expect(cards.nth(0).getByTestId('access-status')).toHaveText(webText(lang, 'status.PENDING', 'access-requests'));
      await expect(cards.nth(1)).toContainText(items[0]!.title);
      await expect(cards.nth(1).getByTestId('access-status')).toHaveText(webText(lang, 'status.DECLINED', 'access-requests'));
      await expect(cards.nth(1)).toContainText(note);
      for (const card of await cards.all()) expect(await outside(card, page.locator('body'))).toEqual({ left: 0, right: 0 });
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `screenshots/phone-access-cards-${lang}.png`, fullPage: true });
    }
    await Promise.all([reader.dispose(), admin.dispose()]);
  });

  test.describe(() => {
    test.use({ signedInAs: 'dealer' });

    test("the slideshow's arrows and dots are 44 px targets, and an arrow with nothing that way is no stop for Tab", async ({ page }) => {
      await readsIn(page, 'ko');
      await page.goto('/main');
      await expectSignedIn(page);
      const previous = page.getByTestId('slide-previous');
      const next = page.getByTestId('slide-next');
      const dots = page.locator('.hero .slick-dots button');
      await expect(dots).toHaveCount(3);
      for (const control of [previous, next, ...await dots.all()]) {
        const box = (await control.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      // Ant Design's own label, in the reader's language.
      await expect(previous).toHaveAccessibleName('이전 슬라이드');
      await page.screenshot({ path: 'screenshots/phone-home-ko.png' });

      // On the first slide "previous" is disabled (not merely hidden), so it takes no focus.
      await expect(previous).toBeDisabled();
      await next.focus();
      await expect(next).toBeFocused();
      const shown = page.locator('.hero .slick-dots li.slick-active');
      const dotIndex = () => shown.evaluate((li) => [...li.parentElement!.children].indexOf(li));
      // Forward to the last slide by keyboard (the slideshow may also turn on its own meanwhile).
      while (await next.isEnabled()) {
        const at = await dotIndex();
        await page.keyboard.press('Enter');
        await expect.poll(dotIndex).toBeGreaterThan(at);
      }
      expect(await dotIndex()).toBe(2);
      // "Next" is now the one with nothing that way: disabled, and the focus it held is on "previous", not lost.
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await expect(previous).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(dotIndex).toBe(1);
    });

    for (const lang of ['th', 'my', 'ru']) {
      test(`in ${lang}, the symbols' type filter fits the screen and every name in it is whole`, async ({ page }) => {
        await readsIn(page, lang);
        await page.goto('/symbollibrary');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const filter = page.getByTestId('symbol-type-filter');
        await expect(page.getByTestId('symbol-card').first()).toBeVisible();
        const items = filter.locator('.ant-segmented-item');
        await expect(items).toHaveCount(4);
        for (const item of await items.all()) {
          expect(await outside(item, page.locator('body'))).toEqual({ left: 0, right: 0 });
          // Not cut: the label's words take the lines they need.
          expect(await item.locator('.ant-segmented-item-label').evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(0);
          expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        }
        await filter.getByText(webText(lang, 'type.FAILURE', 'symbols'), { exact: true }).click();
        await expect(page).toHaveURL(/type=FAILURE/);
        await expect(filter.locator('.ant-segmented-item-selected')).toHaveText(webText(lang, 'type.FAILURE', 'symbols'));
        expect(await sidewaysScroll(page)).toBe(0);
        await page.screenshot({ path: `screenshots/phone-symbols-${lang}.png` });
      });
    }
  });
});

test.describe('on the desk', () => {
  test.use({ signedInAs: 'dealer', viewport: { width: 1280, height: 900 } });

  test("the help's contents take the lines their names need, and a model without documents is not a link", async ({ page }) => {
    await readsIn(page, 'en');
    await page.goto('/mylibrary/help');
    await expectSignedIn(page);
    const names = page.locator('.help-contents .ant-anchor-link-title');
    await expect(names.first()).toBeVisible();
    expect(await names.count()).toBeGreaterThan(5);
    // None is cut ("Find the documents of a mac…"); the long ones wrap onto a second line.
    const widths = await names.evaluateAll((links) => links.map((link) => ({ cut: link.scrollWidth > link.clientWidth, lines: Math.round(link.clientHeight / parseFloat(getComputedStyle(link).lineHeight)) })));
    expect(widths.filter((name) => name.cut)).toEqual([]);
    expect(Math.max(...widths.map((name) => name.lines))).toBeGreaterThan(1);
    await page.screenshot({ path: 'screenshots/desk-help-en.png' });

    await page.goto('/product/list');
    const models = page.getByTestId('product-model');
    await expect(models.first()).toBeVisible();
    // On every product type's tab, a count of documents leads to them; none is said in plain words, leading nowhere.
    const none = webText('en', 'productList.documents', 'catalogue').replace('{{count}}', '0');
    let withoutDocuments = 0;
    for (const type of await page.getByTestId('product-types').getByRole('tab').all()) {
      await type.click();
      await expect(type).toHaveAttribute('aria-selected', 'true');
      await expect(models.first()).toBeVisible();
      for (const model of await models.all()) {
        const link = model.getByTestId('product-model-documents');
        if (await link.count()) {
          await expect(link).not.toHaveText(none);
        } else {
          await expect(model.getByTestId('product-model-no-documents')).toHaveText(none);
          await expect(model.locator('a[href^="/document/list"]')).toHaveCount(0);
          withoutDocuments += 1;
        }
      }
    }
    expect(withoutDocuments, 'the demo has models without documents').toBeGreaterThan(0);
    await page.getByTestId('product-types').getByRole('tab').first().click();
    // The DX225LCA, with guides and symbols besides its documents, keeps its links on the card's foot inside the card.
    const dx225 = models.filter({ has: page.getByTestId('product-model-code').getByText('DX225LCA', { exact: true }) });
    await page.getByTestId('product-search').fill('DX225');
    await expect(page).toHaveURL(/keyword=DX225/);
    await expect(models).toHaveCount(2);
    await expect(dx225.getByTestId('product-model-guides')).toBeVisible();
    for (const link of await dx225.locator('.product-model-links > *').all()) expect(await outside(link, dx225)).toEqual({ left: 0, right: 0 });
    await page.getByTestId('product-search').fill('');
    await expect(dx225).toBeVisible();
    // The feet of the cards side by side start on one line.
    const feet = await models.evaluateAll((cards) => cards.map((card) => ({
      row: Math.round(card.getBoundingClientRect().top), foot: Math.round(card.querySelector('.product-model-links')!.getBoundingClientRect().top),
    })));
    for (const { row, foot } of feet) expect(feet.filter((card) => card.row === row).map((card) => card.foot)).toEqual(feet.filter((card) => card.row === row).map(() => foot));
    await dx225.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/desk-products-en.png' });
  });
});
