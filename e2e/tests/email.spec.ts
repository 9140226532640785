// E-mail administration: an administrator builds a group, writes a template in English and Korean, and sends it to
// the group plus typed addresses — one of them a member's address again, one typed twice in other letters. The
// count says how many messages it makes before sending (a wrong address among them leaves out itself alone, named
// once), the progress fills live, the sent list shows the subject's placeholder as what fills it, and the SMTP server
// receives exactly one message per address, each in its recipient's language, an address with no name greeted the
// neutral way.
import { API, type LanguageCode } from '@gsis/contract';
import { apiAs } from './api.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { answerConfirmation, expectSignedIn } from './helpers.ts';
import { mailText, webText } from './locales.ts';
import { mailsSince } from './mail-peer.ts';

const text = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), webText('en', key, 'email'));
const PASSWORD = 'Excavat0r22';

/** An approved account made through the API the sign-up and user-management screens call, reading in `language`. */
async function approvedAccount(request: APIRequestContext, account: { id: string; name: string; language: LanguageCode }): Promise<void> {
  await (await apiAs(null, request)).call(API.signup.signup, {
    ...account, company: 'Fleet Service Co.', userType: 'DEALER', mobilePhone: '010-1234-5678', password: PASSWORD, passwordConfirm: PASSWORD, agreeTerms: true, agreePrivacy: true,
  });
  const admin = await apiAs('admin', request);
  const { items: [user] } = await admin.call(API.users.list, { keyword: account.id });
  await admin.call(API.users.approve, { id: user!.id, approved: true, confirmUnverified: true });
}

/**
 * Finds a person in a picker by their ID and picks them, until `picked` holds. On a starved machine a click can
 * land while the list is still opening and be lost; it is made again, as a person would.
 */
async function pick(page: Page, testId: string, id: string, picked: () => Promise<void>, typed = id): Promise<void> {
  await expect(async () => {
    try {
      await picked();
    } catch {
      await page.getByTestId(testId).locator('input').fill(typed);
      await page.locator('.ant-select-dropdown:visible').getByText(id).click({ timeout: 5_000 });
      await picked();
    }
  }).toPass({ timeout: 60_000 });
}

/**
 * The messages the SMTP server received since `since` (ms) whose subject holds `stamp`, as recipient → subjects:
 * the other worker's journeys send mail of their own meanwhile (feedback to the manager, an answer to the dealer).
 */
async function receivedSince(since: number, stamp: number): Promise<Map<string, string[]>> {
  const byAddress = new Map<string, string[]>();
  for (const mail of await mailsSince(since)) {
    if (!mail.subject.includes(String(stamp))) continue;
    for (const to of mail.to) byAddress.set(to.toLowerCase(), [...(byAddress.get(to.toLowerCase()) ?? []), mail.subject]);
  }
  return byAddress;
}

test.use({ signedInAs: 'admin' });

test('an administrator sends a template in two languages to a group and typed addresses: one message per address, each in its language', async ({ page, request }) => {
  const stamp = Date.now();
  const korean = { id: `kim.${stamp}@fleet.example`, name: '김서연', language: 'ko' as const };
  const english = { id: `jones.${stamp}@fleet.example`, name: 'Sam Jones', language: 'en' as const };
  const outsider = `buyer.${stamp}@partner.example`;
  await approvedAccount(request, korean);
  await approvedAccount(request, english);

  // A group with both people, found by name.
  const group = `Fleet dealers ${stamp}`;
  await page.goto('/management/email/group');
  await expectSignedIn(page);
  await page.getByTestId('email-group-add').click();
  await page.getByTestId('email-group-name').fill(group);
  await page.getByTestId('email-group-save').click();
  await page.getByRole('row').filter({ hasText: group }).getByRole('link', { name: group }).click();
  await expect(page.getByRole('heading', { name: text('members.title', { name: group }) })).toBeVisible();
  for (const person of [korean, english]) {
    await pick(page, 'email-member-find', person.id, () => expect(page.getByTestId('email-member-table')).toContainText(person.id, { timeout: 5_000 }));
  }
  await expect(page.getByText(text('members.total', { count: '2' }))).toBeVisible();

  // A template in English and Korean.
  const title = `Undercarriage campaign ${stamp}`;
  await page.goto('/management/email/template');
  await page.getByTestId('email-template-add').click();
  await page.getByTestId('email-template-title').fill(title);
  await page.getByTestId('email-template-subject-en').fill(`Track inspection for {{name}} ${stamp}`);
  await page.getByTestId('email-template-body-en').getByRole('textbox').fill('Dear {{name}}, book your free track inspection at {{portalLink}}.');
  await page.getByTestId('email-template-add-language').click();
  await page.locator('.ant-select-dropdown:visible').getByText('한국어').click();
  await page.getByTestId('email-template-subject-ko').fill(`{{name}}님, 하부 주행체 무상 점검 안내 ${stamp}`);
  await page.getByTestId('email-template-body-ko').getByRole('textbox').fill('{{name}}님, 안녕하십니까. 무상 점검을 예약하십시오.');
  // The Korean text as the Korean member would read it.
  await page.getByTestId('email-template-preview-ko').click();
  await pick(page, 'email-preview-recipient', korean.id,
    () => expect(page.getByTestId('email-preview-subject')).toContainText(`김서연님, 하부 주행체 무상 점검 안내 ${stamp}`, { timeout: 5_000 }));
  await page.getByTestId('email-preview-dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('email-template-save').click();
  await expect(page).toHaveURL(/\/management\/email\/template$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('한국어');

  // The send: the group, the Korean member's address again, and an outsider typed twice.
  await page.goto('/management/email/send/form');
  await pick(page, 'email-send-template', title, () => expect(page.getByTestId('email-send-template')).toContainText(title, { timeout: 5_000 }), 'Undercarriage');
  await pick(page, 'email-send-groups', group, () => expect(page.getByTestId('email-send-groups')).toContainText(group, { timeout: 5_000 }));
  await page.keyboard.press('Escape');
  const addresses = page.getByTestId('email-send-addresses');
  await addresses.fill(`${korean.id}, ${outsider}`);
  await expect(page.getByText(text('sendForm.addressesInvalid', { address: `${korean.id}, ${outsider}` }))).toBeVisible();
  // One wrong address among right ones: the right ones still count (the group's two, the outsider; the Korean member
  // once), the wrong one is named, and the rule is said once.
  await addresses.fill(`${korean.id}; ${outsider}; tech.a.dealer.example`);
  await expect(page.getByText(text('sendForm.addressesInvalid', { address: 'tech.a.dealer.example' }))).toBeVisible();
  await expect(page.getByText(text('sendForm.addressesHelp'))).toHaveCount(1);
  await expect(page.getByTestId('email-send-count')).toContainText('3');
  await expect(page.getByTestId('email-send-submit')).toBeDisabled();
  await page.getByTestId('email-send-form-page').screenshot({ path: test.info().outputPath('send-form-wrong-address-en.png') });
  await addresses.fill(`${korean.id.toUpperCase()}; ${outsider}; ${outsider.toUpperCase()}`);
  await expect(page.getByTestId('email-send-count')).toContainText('3');
  await expect(page.getByText(text('sendForm.addressesHelp'))).toHaveCount(1);
  const since = Date.now();
  await page.getByTestId('email-send-submit').click();
  await answerConfirmation(page, text('sendForm.send'));
  await expect(page.getByText(text('sendForm.sent'))).toBeVisible();
  await expect(page).toHaveURL(/\/management\/email\/send\?id=\d+$/);
  await expect(page.getByTestId('email-send-progress-text')).toContainText(text('sends.progress', { sent: '3', failed: '0', total: '3' }), { timeout: 60_000 });
  await expect(page.getByTestId('email-send-state')).toHaveText(text('sends.state.DONE'));
  await expect(page.getByTestId('email-recipient-table')).toContainText(outsider);
  // The subject as the administrator reads it: what fills {{name}}, not the placeholder.
  const drawer = page.getByTestId('email-send-drawer');
  await expect(drawer.getByTestId('email-placeholder-chip')).toHaveText(text('placeholder.name'));
  await expect(drawer).not.toContainText('{{name}}');
  await drawer.screenshot({ path: test.info().outputPath('sent-subject-en.png') });

  // Exactly one message per address, each in its recipient's language.
  await expect(async () => expect([...(await receivedSince(since, stamp)).keys()].sort()).toEqual([outsider, english.id, korean.id].sort())).toPass({ timeout: 30_000 });
  await page.waitForTimeout(1500); // a second delivery to anyone would have come by now
  const received = await receivedSince(since, stamp);
  expect(received.get(korean.id)).toEqual([`김서연님, 하부 주행체 무상 점검 안내 ${stamp}`]);
  expect(received.get(english.id)).toEqual([`Track inspection for Sam Jones ${stamp}`]);
  expect(received.get(outsider)).toEqual([`Track inspection for ${mailText('en', 'layout.nameUnknown')} ${stamp}`]);
});
