// The symbol library: an administrator adds a symbol — an SVG with a script is refused and says why next to
// the image, a clean one is kept — and moves it up; a dealer reading in Korean finds it by type and
// by meaning, with its picture drawn. The symbol is the journey's own and is deleted at the end.
import { expect, newContext, test } from './fixtures.ts';
import { expectSignedIn, readInThisBrowser } from './helpers.ts';
import { webText } from './locales.ts';

const NUMBER = 'E2E-7';
const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#d0021b"/><path d="M7 12h10" stroke="#fff" stroke-width="3"/></svg>';
const text = (key: string, language = 'en') => webText(language, key, 'symbols');
const svgFile = (content: string) => ({ name: 'symbol.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(content) });

test.use({ signedInAs: 'admin' });

test('an administrator adds a symbol, a script in its SVG is refused with the reason, and a Korean dealer finds it', async ({ page, browser }) => {
  await page.goto('/management/library/symbollibrary');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { name: text('manage.title') })).toBeVisible();
  await expect(page.getByTestId('symbol-row-number').first()).toHaveText('101');

  await page.getByTestId('symbol-add').click();
  const dialog = page.getByTestId('symbol-dialog');
  await dialog.getByTestId('symbol-number-input').fill(NUMBER);
  await dialog.getByTestId('symbol-type-input').getByText(text('type.FAILURE'), { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: text('type.FAILURE') })).toBeChecked();
  await dialog.getByTestId('symbol-meaning-en').fill('Swing brake fault: do not swing the upper structure');
  await dialog.getByTestId('symbol-meaning-ko').fill('선회 브레이크 고장: 상부 선회체를 선회하지 마십시오');
  await dialog.locator('input[type=file]').setInputFiles(svgFile(DRAWING.replace('</svg>', '<script>alert(document.cookie)</script></svg>')));
  await expect(dialog.getByTestId('symbol-image-preview')).toBeVisible();
  await page.getByTestId('symbol-save').click();
  await expect(dialog.getByText(text('form.reasons.SVG_SCRIPT'))).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles(svgFile(DRAWING));
  await page.getByTestId('symbol-save').click();
  await expect(dialog).toBeHidden();
  const numbers = page.getByTestId('symbol-row-number');
  await expect(numbers.last()).toHaveText(NUMBER);

  // Moved up one place with its arrow (dragging is the related links' journey; the two share the kit), saved at once.
  const before = await numbers.allTextContents();
  await page.getByRole('button', { name: text('manage.moveUp').replace('{{number}}', NUMBER) }).click();
  await expect(page.locator('.ant-message')).toContainText(text('manage.orderSaved'));
  await expect(numbers).toHaveText([...before.slice(0, -2), NUMBER, before.at(-2)!]);
  await page.reload();
  await expect(numbers).toHaveText([...before.slice(0, -2), NUMBER, before.at(-2)!]);

  // A dealer reading in Korean: among the failures, found by a word of its meaning, its picture drawn.
  const context = await newContext(browser, { as: 'dealer' });
  const reader = await context.newPage();
  await reader.goto('/main');
  await expectSignedIn(reader);
  await readInThisBrowser(reader, 'ko');
  await reader.goto('/symbollibrary');
  await expect(reader.getByRole('heading', { name: text('library.title', 'ko') })).toBeVisible();
  await reader.getByTestId('symbol-type-filter').getByText(text('type.FAILURE', 'ko')).click();
  await expect(reader).toHaveURL(/type=FAILURE/);
  const cards = reader.getByTestId('symbol-card');
  await expect(cards.getByTestId('symbol-meaning').getByText('선회 브레이크 고장: 상부 선회체를 선회하지 마십시오')).toBeVisible();
  await expect(cards.getByTestId('symbol-type').getByText(text('type.CAUTION', 'ko'), { exact: true })).toHaveCount(0);
  await reader.getByPlaceholder(text('library.search', 'ko')).fill('선회 브레이크');
  await expect(reader).toHaveURL(/keyword=/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('symbol-number')).toContainText(NUMBER);
  const picture = cards.first().locator('img');
  await expect.poll(() => picture.evaluate((img) => {
    const drawn = img as unknown as { complete: boolean; naturalWidth: number };
    return drawn.complete && drawn.naturalWidth > 0;
  })).toBe(true);
  await context.close();

  // Deleted after the confirmation.
  await page.getByRole('button', { name: text('manage.delete').replace('{{number}}', NUMBER) }).click();
  await page.getByTestId('symbol-delete-confirm').click();
  await expect(numbers.first()).toHaveText('101');
});
