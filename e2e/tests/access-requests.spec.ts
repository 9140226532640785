// Requesting access: the demo dealer without document authority finds a French daily-inspection sheet by
// search, follows the locked hit to the document's page and requests access with a reason; the administrator
// is e-mailed at the journeys' SMTP peer, follows the link and grants it; the dealer is e-mailed, sees the
// request granted in My Library › Access requests, and opens the document.
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { answerConfirmation, asRecipient, expectSignedIn, searchFor } from './helpers.ts';
import { webText } from './locales.ts';
import { waitForMail } from './mail-peer.ts';

const SHEET = 'Contrôle quotidien avant utilisation';
const en = (key: string) => webText('en', key, 'access-requests');

test.use({ signedInAs: 'newdealer' });

test('a reader requests access to an unauthorised document, an administrator grants it, and the reader opens it', async ({ page, browser }) => {
  const reason = `We service a DX225LCA for a customer in Lyon (${Date.now()}).`;
  const since = Date.now();
  await searchFor(page, 'pdf', 'levier de sécurité');
  await expectSignedIn(page);
  const hit = page.getByTestId('search-hit').filter({ hasText: SHEET }).first();
  await expect(hit).toHaveAttribute('data-authorised', 'false');
  await hit.getByTestId('search-hit-link').click();
  await expect(page.getByTestId('document-unauthorised')).toBeVisible();
  const documentPath = new URL(page.url()).pathname;

  await page.getByTestId('access-request-open').click();
  const dialog = page.getByRole('dialog', { name: en('request.title') });
  // Sent empty once the form is there to say what is missing (a fresh-clone run once clicked before it was).
  await expect(dialog.getByTestId('access-request-reason')).toBeEditable();
  await dialog.getByTestId('access-request-send').click();
  await expect(dialog.getByText(en('request.reasonRequired'))).toBeVisible();
  await dialog.getByTestId('access-request-reason').fill(reason);
  await dialog.getByTestId('access-request-send').click();
  await expect(page.getByTestId('access-request-pending')).toBeVisible();

  // The holders of user management are told, with a link to the request.
  const asked = await waitForMail('admin@gsis.local', new RegExp(`^Access requested: ${SHEET}$`), since);
  expect(asked.text).toContain(reason);
  const link = /https?:\/\/\S+\/management\/user\/access\?id=\d+/.exec(asked.text)?.[0];
  expect(link).toBeTruthy();

  await asRecipient(browser, link!, { id: 'admin@gsis.local', password: E2E.adminPassword }, async (admin) => {
    const row = admin.getByTestId('access-table').getByRole('row').filter({ hasText: reason });
    await expect(row).toContainText('Demo New Dealer');
    await expect(row).toHaveClass(/access-row-focused/);
    await row.getByRole('button', { name: en('manage.grant') }).click();
    await answerConfirmation(admin, en('manage.grant'));
    await expect(row.getByTestId('access-status')).toHaveText(en('status.GRANTED'));
  });

  // The reader is told, sees it granted in My Library, and opens the document.
  await waitForMail('newdealer@gsis.local', new RegExp(`^You may now read “${SHEET}”$`), since);
  await page.goto('/mylibrary/bookmarks');
  await page.getByTestId('mylibrary-tab-access').click();
  await expect(page).toHaveURL(/\/mylibrary\/access$/);
  const mine = page.getByTestId('my-access-table').getByRole('row').filter({ hasText: reason });
  await expect(mine.getByTestId('access-status')).toHaveText(en('status.GRANTED'));
  await mine.getByRole('link', { name: SHEET }).click();
  await expect(page).toHaveURL(new RegExp(`${documentPath}$`));
  await expect(page.getByTestId('pdf-viewer')).toBeVisible();
  await expect(page.getByTestId('document-unauthorised')).toHaveCount(0);
});
