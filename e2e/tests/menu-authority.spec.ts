// Menu authority: an administrator gives a role of the dealer's the document-type management menu on the
// "Menus by role" screen; the dealer sees it in the header and its page works. Taken away again, the menu
// is gone and the page says 'A wrong access page', alone. The role is made for the journey (not the built-in USER
// role, which is also what anonymous visitors are shown while other journeys run) and removed at the end.
import { API } from '@gsis/contract';
import { apiAs, type Api } from './api.ts';
import { expect, newContext, test, type Page } from './fixtures.ts';
import { answerConfirmation, chooseOption, expectSignedIn } from './helpers.ts';
import { menuLabel, webText } from './locales.ts';

const MENU = 'MGMT_LIB_DOCTYPE';
const PARENT = 'MGMT_LIBRARY';

/** The menus a role holds, as the server has them. */
async function heldBy(admin: Api, roleId: number): Promise<string[]> {
  return (await admin.call(API.menus.roleHeld, { roleId })).menuIds;
}

async function saveAndConfirm(page: Page): Promise<void> {
  await page.getByTestId('authority-save').click();
  await answerConfirmation(page, { testId: 'authority-save-ok' });
  await expect(page.locator('.ant-message')).toContainText(webText('en', 'common.saved', 'menus'));
  await expect(page.getByTestId('authority-dirty')).toHaveCount(0);
}

/** Opens the Management menu (a click toggles it: left open by an earlier try, it stays). */
async function openManagement(page: Page): Promise<void> {
  const button = page.getByTestId('management-menu');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

test('a menu given to the dealer\'s role appears in their header and opens its page; taken away, it is gone and refused', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const api = await apiAs('admin', request);
  const roleName = `Field trainers ${Date.now()}`;
  const role = { id: (await api.call(API.roles.save, { roleName })).id, roleName };
  const users = await api.call(API.users.list, { keyword: 'dealer@gsis.local' });
  const dealerId = users.items.find((u) => u.loginId === 'dealer@gsis.local')!.id;
  await api.call(API.roles.addUser, { roleId: role.id, userId: dealerId });

  const adminContext = await newContext(browser, { as: 'admin' });
  const dealerContext = await newContext(browser, { as: 'dealer' });
  try {
    const admin = await adminContext.newPage();
    const dealer = await dealerContext.newPage();
    await dealer.goto('/main');
    await expectSignedIn(dealer);
    await expect(dealer.getByTestId('top-menu').getByText('My Library', { exact: true })).toBeVisible();
    await expect(dealer.getByTestId('management-menu')).toHaveCount(0);

    // The administrator gives the role the menu: ticking a submenu leaves its parent half-ticked.
    await admin.goto('/management/menu/role/list');
    await expectSignedIn(admin);
    await chooseOption(admin, 'authority-role', role.roleName, role.roleName);
    await expect(admin).toHaveURL(new RegExp(`roleId=${role.id}$`));
    const node = admin.getByTestId(`menu-node-${MENU}`);
    await expect(node).toHaveAttribute('data-checked', 'false');
    await node.click();
    await expect(node).toHaveAttribute('data-checked', 'true');
    await expect(admin.getByTestId(`menu-node-${PARENT}`)).toHaveAttribute('data-checked', 'half');
    await expect(admin.getByTestId('authority-dirty')).toBeVisible();
    await admin.screenshot({ path: 'screenshots/menu-authority-role.png' });
    await saveAndConfirm(admin);
    expect(await heldBy(api, role.id)).toContain(MENU);

    // The dealer, after a reload, finds it under Management and its list loads.
    await dealer.reload();
    const link = dealer.getByRole('menuitem', { name: menuLabel('en', MENU), exact: true });
    const listed = dealer.waitForResponse((r) => new URL(r.url()).pathname === '/mgmt/doctype/list');
    // On a busy machine the menu's list can still be drawing when the click lands: try again until it takes.
    await expect(async () => {
      await openManagement(dealer);
      await expect(link).toBeVisible({ timeout: 2_000 });
      await link.click({ timeout: 2_000 });
      await expect(dealer).toHaveURL(/\/management\/library\/doctype$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    expect((await listed).status()).toBe(200);
    await expect(dealer.getByTestId('doctype-page')).toBeVisible();
    await expect(dealer.getByTestId('doctype-page').locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

    // The administrator takes it away again.
    await node.click();
    await expect(node).toHaveAttribute('data-checked', 'false');
    await expect(admin.getByTestId(`menu-node-${PARENT}`)).toHaveAttribute('data-checked', 'false');
    await saveAndConfirm(admin);
    expect(await heldBy(api, role.id)).not.toContain(MENU);

    // After a reload the menu is gone and the page is refused: the message alone, not the screen's heading and
    // table over calls the server would refuse (none is made), as the server says of the address (authorized).
    const calls: string[] = [];
    dealer.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/mgmt/')) calls.push(r.url()); });
    await dealer.reload();
    await expect(dealer.getByTestId('error-page')).toContainText(webText('en', 'WRONG_ACCESS', 'errors'));
    await expect(dealer.getByTestId('doctype-page')).toHaveCount(0);
    expect(calls).toEqual([]);
    await expect(dealer.getByTestId('top-menu').getByText('My Library', { exact: true })).toBeVisible();
    await expect(dealer.getByTestId('management-menu')).toHaveCount(0);
  } finally {
    // The journey's role goes, with whatever menus it was given: the dealer is taken out of it first (a role
    // that has users is not deleted).
    await api.call(API.roles.removeUser, { roleId: role.id, userId: dealerId });
    await api.call(API.roles.remove, { id: role.id });
    await adminContext.close();
    await dealerContext.close();
  }
});
