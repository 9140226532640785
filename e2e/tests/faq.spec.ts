// FAQ: an administrator adds a question with a formatted answer in a Q&A classification; a visitor finds it on
// /support/faq under its classification's tab, opens it in the accordion and reads the answer; it is deleted.
import { expect, newContext, test } from './fixtures.ts';
import { chooseOption, expectSignedIn } from './helpers.ts';
import { webText } from './locales.ts';

const text = (key: string) => webText('en', key, 'faq');

test.use({ signedInAs: 'admin' });

test('an administrator adds a FAQ and a visitor reads it under its classification', async ({ page, browser }) => {
  const question = `How is the track tension checked? ${Date.now()}`;
  await page.goto('/management/support/faq');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { name: text('manage.title') })).toBeVisible();
  await page.getByTestId('faq-add').click();
  await chooseOption(page, 'faq-class-field', 'Troubleshooting');
  await page.getByTestId('faq-question-field').fill(question);
  await page.getByTestId('faq-answer-field').getByRole('textbox').click();
  await page.keyboard.type('Measure the sag between the carrier roller and the track: ');
  await page.getByRole('button', { name: webText('en', 'richText.bold') }).click();
  await page.keyboard.type('20 to 30 mm');
  await page.getByTestId('faq-save').click();
  await expect(page).toHaveURL(/\/management\/support\/faq$/);
  await expect(page.getByTestId('faq-table')).toContainText(question);

  const visitorContext = await newContext(browser);
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/support/faq');
    await expect(visitor.getByRole('heading', { name: text('page.title') })).toBeVisible();
    await visitor.getByRole('tab', { name: 'Troubleshooting' }).click();
    await expect(visitor).toHaveURL(/classId=\d+/);
    await visitor.getByTestId('faq-search').locator('input').fill('track tension');
    await expect(visitor.getByTestId('faq-question')).toHaveCount(1);
    await visitor.getByTestId('faq-question').click();
    await expect(visitor.getByTestId('faq-answer').locator('strong')).toHaveText('20 to 30 mm');

    // A link inside an answer to a page of GSIS opens it inside the app.
    await visitor.goto('/support/faq?keyword=password');
    await visitor.getByTestId('faq-question').filter({ hasText: 'I forgot my password' }).click();
    await visitor.getByTestId('faq-answer').getByRole('link', { name: 'Find password' }).click();
    await expect(visitor).toHaveURL(/\/forgot\/password$/);
  } finally {
    await visitorContext.close();
  }

  const row = page.getByRole('row').filter({ hasText: question });
  await row.getByRole('button', { name: /Delete/ }).click();
  await page.getByTestId('faq-delete-ok').click();
  await expect(page.getByTestId('faq-table')).not.toContainText(question);
});
