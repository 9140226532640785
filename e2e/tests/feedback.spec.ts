// Feedback: the demo dealer, reading a service manual at page 2, rates it from the viewer; the feedback
// manager is e-mailed at the journeys' SMTP peer, follows the link, signs in and answers; the dealer is told
// by e-mail and reads the answer in My Library › Feedback.
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { answerConfirmation, asRecipient, expectSignedIn, listedDocument } from './helpers.ts';
import { webText } from './locales.ts';
import { waitForMail } from './mail-peer.ts';

const MANUAL = 'DX225LCA Crawler Excavator Service Manual';
const en = (key: string, values: Record<string, string | number> = {}) =>
  webText('en', key, 'feedback').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

test.use({ signedInAs: 'dealer' });

test('a reader leaves feedback from the viewer, the manager answers from the e-mail, and the reader reads it in My Library', async ({ page, browser }) => {
  const comment = `The torque table for the swing bearing bolts is missing (${Date.now()}).`;
  const since = Date.now();
  const manual = await listedDocument(page, MANUAL);
  await expectSignedIn(page);
  await manual.click();
  await expect(page.getByTestId('document-title')).toHaveText(MANUAL);
  await expect(page.getByTestId('pdf-page-count')).toHaveText(/\/ \d+/, { timeout: 30_000 });
  await page.getByTestId('pdf-page-input').fill('2');
  await page.getByTestId('pdf-page-input').press('Enter');
  await expect(page).toHaveURL(/#page=2$/);

  await page.getByTestId('feedback-button').click();
  const dialog = page.getByRole('dialog', { name: en('give.title') });
  await expect(dialog.getByText(en('give.atPage', { page: 2 }))).toBeVisible();
  // Sending without stars is refused in the dialog.
  await dialog.getByTestId('feedback-send').click();
  await expect(dialog.getByText(en('give.ratingRequired'))).toBeVisible();
  await dialog.locator('.ant-rate-star').nth(3).click();
  await dialog.getByTestId('feedback-comment').fill(comment);
  await dialog.getByTestId('feedback-send').click();
  await expect(page.getByText(en('give.sent'))).toBeVisible();

  // The feedback manager is told, with a link to the feedback.
  const received = await waitForMail('supportmanager@gsis.local', new RegExp(`^New feedback on “${MANUAL}”$`), since);
  expect(received.text).toContain(comment);
  expect(received.text).toContain('★★★★☆');
  const link = /https?:\/\/\S+\/management\/support\/feedback\?id=\d+/.exec(received.text)?.[0];
  expect(link).toBeTruthy();

  await asRecipient(browser, link!, { id: 'supportmanager@gsis.local', password: E2E.demoPassword }, async (manager) => {
    const opened = manager.getByTestId('feedback-dialog');
    await expect(opened).toContainText(comment);
    await expect(opened).toContainText(en('place.page', { page: 2 }));
    await opened.getByTestId('feedback-answer-text').fill('Thank you. The table is added on page 2 in revision B: 265 N·m.');
    await opened.getByTestId('feedback-answer-save').click();
    // The first answer e-mails the author, which cannot be taken back: the question says so.
    await expect(manager.locator('.ant-modal-confirm')).toContainText('is told by e-mail');
    await answerConfirmation(manager, en('manage.save'));
    await expect(opened).toBeHidden();
    await expect(manager.getByTestId('feedback-table').getByRole('row').filter({ hasText: comment }).getByTestId('feedback-status')).toHaveText(en('status.ANSWERED'));
  });

  // The reader is told, and reads the answer in My Library › Feedback, where the e-mail's link leads.
  const answered = await waitForMail('dealer@gsis.local', new RegExp(`^Your feedback on “${MANUAL}” has been answered$`), since);
  const mine = /https?:\/\/\S+\/mylibrary\/feedback\?id=\d+/.exec(answered.text)?.[0];
  expect(mine).toBeTruthy();
  await page.goto('/mylibrary/bookmarks');
  await page.getByTestId('mylibrary-tab-feedback').click();
  await expect(page).toHaveURL(/\/mylibrary\/feedback$/);
  const card = page.locator('article', { hasText: comment });
  await expect(card.getByTestId('feedback-status')).toHaveText(en('status.ANSWERED'));
  await expect(card.getByTestId('feedback-answer')).toContainText('265 N·m');
  // Its link goes back to the page the feedback was about.
  await card.getByRole('link', { name: MANUAL }).click();
  await expect(page).toHaveURL(/\/document\/view\/\d+\?version=\d+&page=2/);
});
