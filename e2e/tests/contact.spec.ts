// Contact Us: a visitor sends a message with an attachment; the classification's manager receives it by e-mail
// (at the journeys' SMTP peer), follows the e-mail's link, and reads the message and its attachment.
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { answerConfirmation, chooseOption, expectSignedIn, signInThroughApi } from './helpers.ts';
import { webText } from './locales.ts';
import { waitForMail } from './mail-peer.ts';

const text = (key: string) => webText('en', key, 'contact');
const FILE = path.resolve(import.meta.dirname, '../../server/demo-content/daily-inspection-id.pdf');

test('a visitor sends Contact Us and the manager receives it by e-mail and reads it', async ({ page }) => {
  const title = `Quote for 20 bucket teeth ${Date.now()}`;
  const since = Date.now();
  await page.goto('/support/contactus');
  await expect(page.getByRole('heading', { name: text('form.title') })).toBeVisible();
  // The privacy note says it once: its sentence, then the policy as a link.
  await expect(page.locator('.contact-privacy')).toHaveText(`${text('form.privacy')} ${text('form.privacyLink')}`);
  await expect(page.locator('.contact-privacy').getByRole('link', { name: text('form.privacyLink') })).toHaveAttribute('href', '/footer/privacypolice');

  // Sent empty: each missing value is named.
  await page.getByTestId('contact-send').click();
  await expect(page.getByText(text('form.classificationRequired'))).toBeVisible();
  await expect(page.getByText(text('form.emailRequired'))).toBeVisible();

  await chooseOption(page, 'contact-class', 'Technical support');
  await page.getByTestId('contact-name').fill('Joko Susilo');
  await page.getByTestId('contact-company').fill('Surabaya Alat Berat');
  await page.getByTestId('contact-email').fill('joko.susilo@example.com');
  await chooseOption(page, 'contact-country', 'Indonesia', 'Indonesia');
  await page.getByTestId('contact-title').fill(title);
  await page.getByTestId('contact-body').fill('We need 20 bucket teeth for two DX225LCA.\nPlease send a quote.');
  await page.getByTestId('contact-attachment').locator('input[type=file]').setInputFiles(FILE);
  await expect(page.getByTestId('attachment-item')).toContainText('daily-inspection-id.pdf');
  await page.getByTestId('contact-send').click();
  await answerConfirmation(page, text('form.send'));
  await expect(page.getByTestId('contact-sent')).toContainText(text('form.sentTitle'));

  // The manager of Technical support is told, in their language (English), with a link to the message.
  const mail = await waitForMail('supportmanager@gsis.local', new RegExp(`^Contact Us: ${title}$`), since);
  expect(mail.text).toContain('Joko Susilo <joko.susilo@example.com>');
  expect(mail.text).toContain('Please send a quote.');
  const link = /https?:\/\/\S+\/management\/support\/contact\?message=\d+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  await signInThroughApi(page, 'supportmanager');
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expectSignedIn(page);
  const dialog = page.getByTestId('contact-message');
  await expect(dialog).toContainText(title);
  await expect(page.getByTestId('contact-message-body')).toContainText('We need 20 bucket teeth for two DX225LCA.');
  await expect(dialog.getByTestId('attachment-link')).toHaveText('daily-inspection-id.pdf');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: text('messages.close') }).click();
  await expect(page.getByTestId('contact-table')).toContainText(title);
});
