// Searching the demo library: suggestions as you type, a serial-number suffix to the documents of its
// model, a phrase to its page opened highlighted, text in four scripts, and an unauthorised hit.
import { expect, test, type Page } from './fixtures.ts';
import { E2E } from './env.ts';
import { expectSignedIn, readInThisBrowser, searchFor } from './helpers.ts';
import { webText } from './locales.ts';

const MANUAL = 'DX225LCA Crawler Excavator Service Manual';


const suggestions = (page: Page) => page.locator('.search-suggestions [role="option"]');

test.use({ signedInAs: 'dealer' });

test('typing dx2 suggests models, arrow keys wrap around, Enter opens the results', async ({ page }) => {
  await page.goto('/main');
  await expectSignedIn(page);
  const box = page.getByTestId('header-search');
  await box.fill('dx2');
  await expect(suggestions(page).first()).toBeVisible();
  const count = await suggestions(page).count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(10);
  await expect(suggestions(page).filter({ hasText: 'DX225LCA' }).first()).toBeVisible();

  // Up from nothing highlights the last one; down from the last wraps to the first.
  await box.press('ArrowUp');
  await expect(suggestions(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(suggestions(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  const first = (await suggestions(page).nth(0).innerText()).split('\n')[0]!.trim();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/(index|pdf)\\?searchWord=${encodeURIComponent(first)}`));
  await expect(page.getByTestId('search-tab-index')).toBeVisible();
});

test('a serial-number suffix leads to the documents of its model', async ({ page }) => {
  await page.goto('/main');
  await expectSignedIn(page);
  const box = page.getByTestId('header-search');
  await box.fill('EHFBF');
  await expect(suggestions(page).filter({ hasText: 'EHFBF' }).first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/index\?searchWord=EHFBF/);
  await expect(page.getByTestId('search-resolved')).toContainText('DX225LCA');
  await expect(page.getByTestId('search-document').filter({ hasText: MANUAL })).toBeVisible({ timeout: 60_000 });
  // Documents of other models are not among them.
  await expect(page.getByTestId('search-document').filter({ hasText: 'DX140W' })).toHaveCount(0);
});

test('a serial plate typed in the header box and entered lands on the documents of that machine, not on pages', async ({ page }) => {
  await page.goto('/main');
  await expectSignedIn(page);
  const box = page.getByTestId('header-search');
  await box.fill('EHFBF 10234');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/index\?searchWord=EHFBF\+10234$/);
  await expect(page.getByTestId('search-resolved')).toContainText('DX225LCA');
  await expect(page.getByTestId('search-document').filter({ hasText: MANUAL })).toBeVisible();
});

test('a tab with nothing for the words says where the hits are instead of "Nothing was found"', async ({ page }) => {
  await page.goto('/search/pdf?searchWord=EHFBF+10234');
  await expectSignedIn(page);
  const empty = page.getByTestId('search-empty');
  await expect(empty).toContainText(webText('en', 'empty.noneHere', 'search').replace('{{word}}', 'EHFBF 10234'));
  await expect(empty).not.toContainText(webText('en', 'empty.noResults', 'search').replace('{{word}}', 'EHFBF 10234'));
  await empty.getByTestId('search-elsewhere').click();
  await expect(page).toHaveURL(/\/search\/index\?searchWord=EHFBF\+10234$/);
  await expect(page.getByTestId('search-document').filter({ hasText: MANUAL })).toBeVisible();
});

test('an English reader finds the English manuals of a model first, those in other languages after, and the locked ones last', async ({ page }) => {
  await searchFor(page, 'index', 'DX225LCA');
  await expectSignedIn(page);
  const groups = page.getByTestId('search-doc-group');
  await expect(groups.first()).toHaveAttribute('data-group', 'yours');
  await expect(groups.first().getByRole('heading')).toHaveText('In English');
  const first = page.getByTestId('search-document').first();
  await expect(first).toHaveAttribute('data-authorised', 'true');
  await expect(first.locator('.search-doc-tags')).toContainText('English');
  await expect(first.getByTestId('search-document-type')).toContainText(/Manual/);
  // The groups come in the reader's order, each once.
  const order = await groups.evaluateAll((sections) => sections.map((s) => s.getAttribute('data-group')));
  const rank = { yours: 0, other: 1, locked: 2 } as Record<string, number>;
  expect(order.map((g) => rank[g ?? ''])).toEqual([...order.map((g) => rank[g ?? ''])].sort());
});

test('a document card says when it was distributed the way the reader writes a day, not as ISO', async ({ page }) => {
  await searchFor(page, 'index', 'DX225LCA');
  await expectSignedIn(page);
  const distributed = page.getByTestId('search-document-distributed').first();
  await expect(distributed).toHaveText(/^Distributed [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await readInThisBrowser(page, 'th');
  // "เผยแพร่เมื่อ 2 มี.ค. 2569": the Thai month and the Buddhist year, as every other date the reader sees.
  await expect(distributed).toHaveText(/\d{1,2} [\u0E00-\u0E7F.]+ 25\d\d/);
  await expect(distributed).not.toHaveText(/\d{4}-\d{2}-\d{2}/);
  // The page, not the card: the list draws its cards again when the Thai answers arrive, and a card can go mid-shot.
  await page.screenshot({ path: test.info().outputPath('search-card-th.png') });
});

test('a phrase from page 217 of the service manual finds the page and opens it highlighted', async ({ page }) => {
  await searchFor(page, 'pdf', 'Removal of the batteries is described below');
  await expectSignedIn(page);
  const hit = page.getByTestId('search-hit').first();
  await expect(hit).toContainText(MANUAL);
  await expect(hit).toContainText('217');
  await expect(hit.locator('mark').first()).toBeVisible();
  // Hits are listed by manual, and the count says how many manuals they are in.
  const manuals = await page.getByTestId('search-hit').count();
  await expect(page.getByTestId('search-total')).toContainText(manuals === 1 ? 'in 1 document' : `in ${manuals} documents`);
  await hit.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/document\/view\/\d+\?.*page=217/);
  await expect(page).toHaveURL(/hl=/);
  await expect(page.getByTestId('pdf-viewer')).toBeVisible();
  // The reader's copy is watermarked on first open: on a busy machine that takes a while.
  const highlight = page.locator('.page[data-page-number="217"] .textLayer .highlight');
  await expect(highlight.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.page[data-page-number="217"] .textLayer')).toContainText('Removal of the batteries');
});

const SCRIPTS = [
  { word: '견인', title: 'DX225LCA 크롤러 굴착기 운전 및 정비 지침서', page: 10 },
  { word: '牵引', title: 'DX225LCA 履带式挖掘机操作与保养手册', page: 10 },
  { word: 'การสัมผัสสามจุด', title: 'DX225LCA', page: 3 },
  { word: 'установите фиксатор', title: 'DL250', page: 2 },
];

test.describe('as the administrator, who may read every document', () => {
  test.use({ signedInAs: 'admin' });

  test('Korean, Chinese, Thai and Russian queries find their pages', async ({ page }) => {
    for (const { word, title, page: pageNo } of SCRIPTS) {
      await searchFor(page, 'pdf', word);
      if (word === SCRIPTS[0]!.word) await expectSignedIn(page);
      const hit = page.getByTestId('search-hit').filter({ hasText: title }).first();
      await expect(hit).toContainText(String(pageNo));
      await expect(hit.locator('mark').first()).toBeVisible();
      await expect(hit).toHaveAttribute('data-authorised', 'true');
    }
  });
});

test('a hit in a document the dealer may not read shows labelled, without its text, and leads to the document\'s locked page', async ({ page }) => {
  await searchFor(page, 'pdf', 'outrigger valve');
  await expectSignedIn(page);
  const hit = page.getByTestId('search-hit').filter({ hasText: 'DX140W' }).first();
  await expect(hit).toHaveAttribute('data-authorised', 'false');
  await expect(hit).toContainText('Unauthorised');
  await expect(hit.locator('mark')).toHaveCount(0);
  // It leads to the document's page, which opens nothing and offers to request access.
  await hit.getByTestId('search-hit-link').click();
  await expect(page).toHaveURL(/\/document\/view\/\d+/);
  await expect(page.getByTestId('document-unauthorised')).toBeVisible();
  await expect(page.getByTestId('access-request')).toBeVisible();
  await expect(page.getByTestId('pdf-viewer')).toHaveCount(0);
  // A way forward besides the request: who to ask, and back to the search it came from.
  await expect(page.getByTestId('document-locked-contact')).toHaveAttribute('href', '/support/contactus');
  await page.getByTestId('document-locked-back').click();
  await expect(page).toHaveURL(/\/search\/pdf\?searchWord=outrigger/);
});

test.describe('as a visitor', () => {
  test.use({ signedInAs: null });

  test('a visitor searches without signing in, sees hits without their text, opens one, signs in and lands on it', async ({ page }) => {
    // The header's box works for visitors too: suggestions come as one types.
    await page.goto('/main');
    await expect(page.getByTestId('login-link')).toBeVisible();
    await page.getByTestId('header-search').fill('dx2');
    await expect(suggestions(page).filter({ hasText: 'DX225LCA' }).first()).toBeVisible();

    await searchFor(page, 'pdf', 'Removal of the batteries is described below');
    await expect(page.getByTestId('search-login-required-total')).toBeVisible();
    const hit = page.getByTestId('search-hit').filter({ hasText: MANUAL }).first();
    await expect(hit).toHaveAttribute('data-authorised', 'false');
    await expect(hit.getByTestId('search-login-required')).toBeVisible();
    await expect(hit).toContainText('217');
    await expect(hit.getByTestId('search-hit-models')).toContainText('DX225LCA');
    // Not a word of the page's text reaches a visitor.
    await expect(hit.locator('mark')).toHaveCount(0);
    await expect(hit).not.toContainText('Removal of the batteries');

    await hit.getByTestId('search-hit-link').click();
    await expect(page).toHaveURL(/\/login\?.*redirect=/);
    await page.getByTestId('login-id').fill('dealer@gsis.local');
    await page.getByTestId('login-password').fill(E2E.demoPassword);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/document\/view\/\d+\?.*page=217/);
    await expect(page.getByTestId('document-title')).toHaveText(MANUAL);
    await expect(page.getByTestId('pdf-viewer')).toBeVisible();
    await expect(page.locator('.page[data-page-number="217"]')).toBeVisible({ timeout: 60_000 });
  });
});
