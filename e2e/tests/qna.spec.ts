// Q&A: the demo dealer, reading in Korean, asks a question with an attachment in a classification; its manager
// receives the e-mail at the journeys' SMTP peer, follows its link, signs in and answers; the dealer is told by
// e-mail and finds the question answered in My Library › My Q&A. (Korean is chosen in this browser only, so the
// dealer's saved language, which other journeys rely on, is left alone.) "Questions I will answer" is offered only to the
// managers of a classification; an empty list offers to ask.
import path from 'node:path';
import { E2E } from './env.ts';
import { expect, newContext, test } from './fixtures.ts';
import { answerConfirmation, asRecipient, chooseOption, expectSignedIn, NEW_ACCOUNT_PASSWORD, newAccount, PHONE, readInThisBrowser, signInThroughApi } from './helpers.ts';
import { webText } from './locales.ts';
import { waitForMail } from './mail-peer.ts';

const FILE = path.resolve(import.meta.dirname, '../../server/demo-content/daily-inspection-tr.pdf');
const ko = (key: string) => webText('ko', key, 'qna');
const en = (key: string) => webText('en', key, 'qna');

test.use({ signedInAs: 'dealer' });

test('a dealer asks in Korean with an attachment, the manager is e-mailed and answers, and the dealer sees it answered in My Q&A', async ({ page, browser }) => {
  const title = `유압 펌프에서 소음이 납니다 ${Date.now()}`;
  const since = Date.now();
  await page.goto('/main');
  await expectSignedIn(page);
  await readInThisBrowser(page, 'ko');

  await page.goto('/support/qna');
  await expect(page.getByRole('heading', { name: ko('board.title') })).toBeVisible();
  await page.getByTestId('qna-ask').click();
  await expect(page).toHaveURL(/\/support\/qna\/form$/);
  await chooseOption(page, 'qna-class-field', '고장 진단');
  await page.getByTestId('qna-title-field').fill(title);
  await page.getByTestId('qna-body-field').getByRole('textbox').click();
  await page.keyboard.type('DX225LCA 굴착기의 유압 펌프에서 고음의 소음이 납니다. 점검 순서를 알려 주세요.');
  await page.getByTestId('qna-attachments').locator('input[type=file]').setInputFiles(FILE);
  await expect(page.getByTestId('attachment-item')).toContainText('daily-inspection-tr.pdf');
  await page.getByTestId('qna-save').click();
  await expect(page).toHaveURL(/\/support\/qna\/detail\?id=\d+$/);
  await expect(page.getByTestId('qna-status')).toHaveText(ko('status.ANSWERING'));

  // The manager of Troubleshooting is told, in English, with a link to the question.
  const asked = await waitForMail('supportmanager@gsis.local', new RegExp(`^New question in “Troubleshooting”: ${title}$`), since);
  const link = /https?:\/\/\S+\/support\/qna\/detail\?id=\d+/.exec(asked.text)?.[0];
  expect(link).toBeTruthy();

  await asRecipient(browser, link!, { id: 'supportmanager@gsis.local', password: E2E.demoPassword }, async (manager) => {
    await expect(manager.getByTestId('qna-title')).toHaveText(title);
    await expect(manager.getByTestId('qna-detail').getByTestId('attachment-link')).toHaveText('daily-inspection-tr.pdf');
    await manager.getByTestId('qna-answer-open').click();
    await manager.getByTestId('qna-answer-field').getByRole('textbox').click();
    await manager.keyboard.type('흡입 라인의 공기 유입과 작동유 레벨을 먼저 점검하십시오.');
    await manager.getByTestId('qna-answer-save').click();
    // The first answer e-mails the asker, which cannot be taken back: the question says so.
    await expect(manager.locator('.ant-modal-confirm')).toContainText('is told by e-mail');
    await answerConfirmation(manager, en('detail.saveAnswer'));
    await expect(manager.getByTestId('qna-status')).toHaveText(en('status.ANSWERED'));
  });

  // The dealer is told, and finds it answered in My Q&A.
  await waitForMail('dealer@gsis.local', new RegExp(title), since);
  await page.goto('/mylibrary/myqna');
  await expect(page.getByRole('heading', { name: ko('board.myTitle') })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('qna-status')).toHaveText(ko('status.ANSWERED'));
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/mylibrary\/myqna\/detail\?id=\d+$/);
  await expect(page.getByTestId('qna-answer-body')).toContainText('작동유 레벨');

  // Deleted by its asker after the seed's confirmation, with its answer.
  await page.getByTestId('qna-delete').click();
  await expect(page.getByText(ko('detail.deleteConfirm'))).toBeVisible();
  await page.getByTestId('qna-delete-ok').click();
  await expect(page).toHaveURL(/\/mylibrary\/myqna$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('only the managers of a classification see "Questions I will answer", and a reader with no questions is offered to ask', async ({ page, browser, request }) => {
  // A new dealer of the journey's own: no question asked, none to answer.
  const id = await newAccount(request, 'asker');
  await signInThroughApi(page, { id, password: NEW_ACCOUNT_PASSWORD });
  await page.goto('/support/qna');
  await expectSignedIn(page);
  const tabs = page.getByTestId('qna-tabs').getByRole('tab');
  await expect(tabs).toHaveText([en('tab.ANSWERED'), en('tab.ANSWERING')]);

  // My Q&A, empty: it says so and offers to ask, which opens the form.
  await page.goto('/mylibrary/myqna');
  await expect(page.getByTestId('qna-empty')).toContainText(en('board.emptyMine'));
  await page.screenshot({ path: test.info().outputPath('my-qna-empty-en.png') });
  await page.getByTestId('qna-empty-ask').click();
  await expect(page).toHaveURL(/\/mylibrary\/myqna\/form$/);

  // The same on a phone, in Korean.
  const phone = await newContext(browser, { ...PHONE, as: { id, password: NEW_ACCOUNT_PASSWORD } });
  const small = await phone.newPage();
  await small.goto('/main');
  await readInThisBrowser(small, 'ko');
  await small.goto('/mylibrary/myqna');
  await expect(small.getByTestId('qna-empty')).toContainText(ko('board.emptyMine'));
  await expect(small.getByTestId('qna-empty-ask')).toHaveText(ko('board.ask'));
  await small.screenshot({ path: test.info().outputPath('my-qna-empty-phone-ko.png') });
  await phone.close();

  // The support manager manages Troubleshooting: the list of the questions to answer is theirs.
  const manager = await newContext(browser, { as: 'supportmanager' });
  const managerPage = await manager.newPage();
  await managerPage.goto('/support/qna');
  await expect(managerPage.getByTestId('qna-tabs').getByRole('tab', { name: en('tab.TO_ANSWER') })).toBeVisible();
  await manager.close();
});
