// FAQ: an administrator adds a question with a formatted answer in a Q&A classification, and a Thai version of it;
// a visitor finds it on /support/faq under its classification's tab, opens it in the accordion and reads the
// answer, a Thai reader reads the Thai version; it is deleted. A Thai reader reads the demo's FAQ in Thai, and a
// question written only in English in English, tagged so.
import { API } from '@gsis/contract';
import { apiAs } from './api.ts';
import { expect, newContext, test } from './fixtures.ts';
import { chooseOption, expectSignedIn, PHONE, readsIn } from './helpers.ts';
import { webText } from './locales.ts';

const text = (key: string) => webText('en', key, 'faq');

/** The language this browser reads in, as the header's picker leaves it. */

test('an administrator adds a FAQ with a Thai version, and visitors read it under its classification in English and in Thai', async ({ browser }) => {
  const context = await newContext(browser, { as: 'admin' });
  const page = await context.newPage();
  const question = `How is the track tension checked? ${Date.now()}`;
  const thaiQuestion = `ตรวจความตึงของแทร็กอย่างไร ${Date.now()}`;
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
  // The Thai version in a tab of its own.
  await chooseOption(page, 'faq-add-language', 'ไทย', 'ไทย');
  await page.getByTestId('faq-question-field-th').fill(thaiQuestion);
  await page.getByTestId('faq-answer-field-th').getByRole('textbox').click();
  await page.keyboard.type('วัดระยะหย่อนระหว่างลูกกลิ้งบนกับแทร็ก: 20 ถึง 30 มม.');
  await page.getByTestId('faq-save').click();
  await expect(page).toHaveURL(/\/management\/support\/faq$/);
  await expect(page.getByTestId('faq-table')).toContainText(question);
  await expect(page.getByRole('row').filter({ hasText: question })).toContainText('en th');

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

  const thaiContext = await newContext(browser);
  try {
    const thai = await thaiContext.newPage();
    await readsIn(thai, 'th');
    await thai.goto('/support/faq?keyword=' + encodeURIComponent('ตรวจความตึงของแทร็ก'));
    const entry = thai.getByTestId('faq-question').filter({ hasText: thaiQuestion });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('other-language-tag')).toHaveCount(0);
    await entry.click();
    await expect(thai.getByTestId('faq-answer')).toContainText('20 ถึง 30 มม.');
  } finally {
    await thaiContext.close();
  }

  const row = page.getByRole('row').filter({ hasText: question });
  await row.getByRole('button', { name: /Delete/ }).click();
  await page.getByTestId('faq-delete-ok').click();
  await expect(page.getByTestId('faq-table')).not.toContainText(question);
  await context.close();
});

for (const lang of ['th', 'ko'] as const) {
  test(`a reader in ${lang} reads the demo's FAQ in ${lang}, and a question written only in English in English, tagged "(English)"`, async ({ page }) => {
    const admin = await apiAs('admin');
    const classId = (await admin.call(API.qnaClasses.choices, undefined)).items.find((c) => c.parentId === null)!.classId;
    const question = `Which grease for the bucket pins? ${Date.now()}`;
    const { id } = await admin.call(API.faq.save, { classId, question, answerHtml: '<p>Lithium-complex grease, NLGI 2.</p>', sortOrder: 0 });
    try {
      await readsIn(page, lang);
      await page.goto('/support/faq');
      // The demo's questions, in the reader's language, untagged.
      const demo = page.getByTestId('faq-question').filter({ hasText: lang === 'th' ? 'ลืมรหัสผ่าน ต้องทำอย่างไร' : '비밀번호를 잊어버렸습니다' });
      await expect(demo).toHaveCount(1);
      await expect(demo.getByTestId('other-language-tag')).toHaveCount(0);
      // The one in English only: English, marked so.
      const english = page.getByTestId('faq-question').filter({ hasText: question });
      await expect(english.getByTestId('other-language-tag')).toHaveText('(English)');
      await expect(english.getByTestId('other-language-tag')).toHaveAttribute('lang', 'en');
      await expect(english.getByText(question)).toHaveAttribute('lang', 'en');
      await english.click();
      await expect(page.getByTestId('faq-answer').filter({ hasText: 'NLGI 2' }).locator('[lang="en"]')).toHaveCount(1);
      await page.screenshot({ path: `screenshots/faq-desk-${lang}.png` });
      await page.setViewportSize(PHONE.viewport);
      await expect(english).toBeVisible();
      await page.screenshot({ path: `screenshots/faq-phone-${lang}.png` });
    } finally {
      await admin.call(API.faq.delete, { faqId: id });
      await admin.dispose();
    }
  });
}
