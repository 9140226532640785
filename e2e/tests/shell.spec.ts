// The web shell as a visitor meets it: home, routing, the login guard and languages.
import { expect, test } from './fixtures.ts';
import { chooseLanguage } from './helpers.ts';
import { menuLabel, webText } from './locales.ts';

test('the root path opens /main with the slideshow and the slogan', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('slogan')).toHaveText('Value beyond information, GSIS');
  await expect(page.getByText('© 2021 Global Service Information System')).toBeVisible();
});

test('an unknown path shows the error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByText(webText('en', 'errorPage.notFoundTitle'))).toBeVisible();
});

test('a login-required page sends a visitor to /login and back after signing in', async ({ page }) => {
  await page.goto('/mylibrary/bookmarks');
  await expect(page).toHaveURL(/\/login\?reason=page&redirect=%2Fmylibrary%2Fbookmarks$/);
  await expect(page.getByTestId('confidentiality-warning')).toBeVisible();
});

test('an access token on a path other than /dxp-tsg sends the visitor to /login', async ({ page }) => {
  await page.goto('/main?accessToken=abc');
  await expect(page).toHaveURL(/\/login$/);
});

for (const lang of ['ko', 'th', 'my']) {
  test(`header, menus and footer in ${lang}`, async ({ page }) => {
    await page.goto('/main');
    await chooseLanguage(page, lang);
    await expect(page.getByTestId('login-link')).toContainText(webText(lang, 'header.login'));
    await expect(page.getByTestId('header-search')).toHaveAttribute('placeholder', webText(lang, 'header.searchPlaceholder'));
    await expect(page.getByTestId('top-menu').getByText(menuLabel(lang, 'SUPPORT'), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: webText(lang, 'footer.privacy') })).toBeVisible();
    await expect(page.getByTestId('slogan')).toHaveText(webText(lang, 'main.slogan'));
    await expect(page.getByTestId('related-sites')).toContainText(webText(lang, 'footer.relatedSites'));
    await page.screenshot({ path: `screenshots/shell-${lang}.png`, fullPage: true });
    // The choice is kept for the next visit.
    await page.reload();
    await expect(page.getByTestId('login-link')).toContainText(webText(lang, 'header.login'));
  });
}

test('related sites open in a new tab, long names shortened', async ({ page }) => {
  await page.goto('/main');
  await page.getByTestId('related-sites').click();
  const link = page.getByRole('menuitem', { name: 'Telematics Fleet Manag...' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: 'Training Academy', exact: true })).toBeVisible();
});

test('on a phone the side menu is an accordion with the login button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main');
  await expect(page.getByTestId('top-menu')).toBeHidden();
  await page.getByTestId('mobile-menu-button').click();
  const drawer = page.locator('.mobile-menu');
  await drawer.getByText('Support', { exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Notice' })).toBeVisible();
  await drawer.getByText('My Library', { exact: true }).click();
  // Opening one section closes the other.
  await expect(drawer.getByRole('link', { name: 'Notice' })).toBeHidden();
  await drawer.getByRole('button', { name: webText('en', 'header.login') }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on a first visit, before the app is kept on the device', () => {
  // These journeys hold the app's scripts back as a slow connection would. Once GSIS's service worker holds the
  // page (installable.spec.ts), the scripts come from its copies, which no connection slows: these are first visits.
  test.use({ serviceWorkers: 'block' });

  test('before the app\'s code arrives, the page already shows the header and the shape of a page', async ({ page }) => {
    // As on a slow connection where the scripts have not come yet: none arrives at all here.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/main');
    await expect(page.locator('.boot-shell .boot-header')).toBeVisible();
    await expect(page.locator('.boot-shell .boot-header')).toHaveCSS('background-color', 'rgb(11, 58, 96)');
    await expect(page.locator('.boot-shell')).toHaveAttribute('aria-busy', 'true');
    // Once the code runs, the app takes the page over.
    await page.unroute('**/*.js');
    await page.goto('/main');
    await expect(page.getByTestId('logo')).toBeVisible();
    await expect(page.locator('.boot-shell')).toHaveCount(0);
  });

  test('what a reader types in the search field before the app\'s code arrives stays in the app\'s box, in focus, and Enter there searches', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The scripts held back, as on a slow connection, until the reader has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the page's load: that waits for the scripts.
    await page.goto('/main', { waitUntil: 'commit' });
    const early = page.locator('.boot-shell .boot-search input');
    await expect(early).toBeInViewport();
    await early.click();
    await page.keyboard.type('DX22');
    release();
    const box = page.getByTestId('header-search');
    await expect(box).toBeVisible();
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    await expect(box).toHaveValue('DX22');
    await expect(box).toBeFocused();
    // The caret is where it was: typing goes on after what was typed.
    await page.keyboard.type('5LCA');
    await expect(box).toHaveValue('DX225LCA');
    await page.unroute('**/*.js');

    // Enter before the app is there searches without it: the manuals' pages, for the same words.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/main');
    await early.fill('hydraulic pump');
    await early.press('Enter');
    await expect(page).toHaveURL(/\/search\?searchWord=hydraulic\+pump$/);
    await page.unroute('**/*.js');
    await page.reload();
    await expect(page).toHaveURL(/\/search\/pdf\?searchWord=hydraulic(\+|%20)pump$/);
  });
});

test('on a phone the search box is in sight under the header, and gives way to the search page\'s own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main');
  const box = page.getByTestId('header-search');
  await expect(box).toBeInViewport();
  await box.fill('DX225LCA');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\w+\?searchWord=DX225LCA/);
  await expect(page.getByTestId('header-search')).toBeHidden();
});

test('the header\'s menus work from the keyboard: Enter opens on the current choice, arrows move, Esc closes back onto the button', async ({ page }) => {
  await page.goto('/main');
  const picker = page.getByTestId('language-picker');
  await picker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lang-en')).toBeFocused();
  await expect(page.getByTestId('lang-en')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(picker).toBeFocused();
  // ↓ on the button opens the list too; the next language down is Korean, chosen with Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('lang-ko')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('login-link')).toContainText(webText('ko', 'header.login'));
});
