// My Library's Help tab: a guide to GSIS whose links lead to the pages it describes. (Its 13 languages are
// checked by the translation test; a journey that picked another language here would save it as the demo
// dealer's preference, and every other journey signing in as the dealer would then read that language.)
import { expect, test } from './fixtures.ts';
import { expectSignedIn } from './helpers.ts';
import { webText } from './locales.ts';

test.use({ signedInAs: 'dealer' });

test('the Help tab of My Library is a guide to GSIS, and its links lead where it says', async ({ page }) => {
  await page.goto('/mylibrary/bookmarks');
  await expectSignedIn(page);
  await page.getByTestId('mylibrary-tab-help').click();
  await expect(page).toHaveURL(/\/mylibrary\/help$/);
  const help = page.getByTestId('help-page');
  await expect(help.getByRole('heading', { level: 2, name: webText('en', 'title', 'help') })).toBeVisible();
  for (const section of ['find', 'search', 'read', 'bookmarks', 'feedback', 'authority', 'ask', 'account']) {
    await expect(help.getByTestId(`help-${section}`).getByRole('heading', { name: webText('en', `sections.${section}.title`, 'help') })).toBeVisible();
  }
  await expect(help.getByTestId('help-search')).toContainText(webText('en', 'sections.search.tip1', 'help'));

  await help.getByRole('link', { name: webText('en', 'sections.bookmarks.action', 'help') }).click();
  await expect(page).toHaveURL(/\/mylibrary\/bookmarks$/);
});
