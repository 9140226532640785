// Long words on a phone: in Burmese, Russian, Ukrainian, Mongolian and Korean (which breaks only between words), at
// 390 px, the help, the document list, the search page and My Library's screens are as wide as the screen — nothing
// runs off the right edge for the reader to scroll sideways to (a Russian document type of 55 letters did, and the
// Burmese help's index).
import { expect, test, type Page } from './fixtures.ts';
import { expectSignedIn, PHONE, readsIn, searchFor } from './helpers.ts';

test.use({ signedInAs: 'dealer', ...PHONE });

/** How far the page reaches past the screen's right edge, and what sticks out furthest when it does. */
async function overflow(page: Page): Promise<{ width: number; widest: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    let widest = '';
    // Only asked when the page does reach further; what a box of its own scrolls or clips (a row of tabs) is not the cause.
    if (width <= 0) return { width: 0, widest };
    let right = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('body *')) {
      if (clipped(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(box.right)}px`;
      }
    }
    return { width, widest };
  });
}

async function expectNoSidewaysScroll(page: Page, lang: string, screen: string): Promise<void> {
  await page.screenshot({ path: `screenshots/phone-${screen}-${lang}.png` });
  expect(await overflow(page), `${screen} in ${lang}`).toEqual({ width: 0, widest: '' });
}

for (const lang of ['my', 'ru', 'uk', 'mn', 'ko']) {
  test(`in ${lang} on a 390 px phone, help, documents, search and My Library need no sideways scroll`, async ({ page }) => {
    await readsIn(page, lang);
    await page.goto('/mylibrary/help');
    await expectSignedIn(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, lang, 'help');

    await page.goto('/document/list');
    await expect(page.getByTestId('document-table').locator('a[data-testid^="doc-link-"]').first()).toBeVisible();
    await expectNoSidewaysScroll(page, lang, 'documents');

    await searchFor(page, 'pdf', 'DX225LCA');
    await expectNoSidewaysScroll(page, lang, 'search');

    await page.goto('/mylibrary/bookmarks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, lang, 'bookmarks');
  });
}
