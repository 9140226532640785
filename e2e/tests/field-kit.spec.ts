// The field kit (issue 31): a Thai dealer's phone takes the DX225LCA with its serial plate offline — its size, the
// device's free storage, the download's progress — and then, with no network at all and the page loaded again, reads
// and searches it: a Thai phrase finds its page in the kit's Thai manual, which opens in the dealer's own watermarked
// copy; "SPN 110 FMI 0" finds its troubleshooting guide, whose step opens page 276 of the service manual; a bookmark
// and feedback made there are kept on the phone, and are on the server once the network is back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API } from '@gsis/contract';
import { apiAs } from './api.ts';
import { ACCOUNTS, expect, newContext, test, type Page } from './fixtures.ts';
import { answerConfirmation, chooseOption, exactly, expectSignedIn, keptByServiceWorker, logIn, PHONE, readsIn, scriptFontKept } from './helpers.ts';
import { indexed, newDocument, publishVersion } from './library.ts';
import { webText } from './locales.ts';

const PLATE = 'EHFBF 10234';
const THAI_PHRASE = 'การสัมผัสสามจุด';
const THAI_MANUAL = 'รถขุดตีนตะขาบ DX225LCA คู่มือการใช้งานและการบำรุงรักษา';
const SERVICE_MANUAL = 'DX225LCA Crawler Excavator Service Manual';

/** Searches with the header's box, as a reader types and presses Enter. */
async function headerSearch(page: Page, words: string): Promise<void> {
  const box = page.getByRole('combobox').first();
  await box.fill(words);
  await box.press('Enter');
}

/** The text layer of a page of the PDF shown, once drawn. */
async function pageText(page: Page, pageNumber: number): Promise<string> {
  const shown = page.locator(`.page[data-page-number="${pageNumber}"]`);
  await expect(shown.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(shown.locator('.textLayer')).not.toBeEmpty({ timeout: 30_000 });
  return (await shown.locator('.textLayer').innerText()).replace(/\s+/g, '');
}

/**
 * In `lang`, on My Library's Offline kits, takes `model` offline the way a reader types it, and waits for the
 * download; `beforeDownload` sees the dialog with its plan.
 */
async function takeFromMyLibrary(page: Page, lang: string, model: string, beforeDownload?: () => Promise<void>): Promise<void> {
  await readsIn(page, lang);
  await page.goto('/mylibrary/kits');
  await expectSignedIn(page);
  await page.getByTestId('kit-take').click();
  await page.getByTestId('kit-machine-word').fill(model);
  await page.getByTestId('kit-machine-option').filter({ hasText: model }).first().click();
  await expect(page.getByTestId('kit-plan')).toBeVisible();
  await beforeDownload?.();
  await page.getByTestId('kit-download').click();
  await expect(page.getByTestId('kit-taking').getByTestId('kit-progress')).toHaveAttribute('data-done', 'true', { timeout: 120_000 });
}

// The service worker is what this journey is about (the other journeys block it: playwright.config.ts).
test.use({ ...PHONE, signedInAs: 'dealer', serviceWorkers: 'allow' });

test('a Thai dealer takes the DX225LCA offline and reads, searches and bookmarks it with no network (th, 390 px)', async ({ page, context }, testInfo) => {
  // The dealer's copy of the 320-page service manual is stamped on the first download, on a busy machine.
  test.setTimeout(300_000);
  await readsIn(page, 'th');
  await page.goto(`/search/index?searchWord=${encodeURIComponent(PLATE)}`);
  await expectSignedIn(page);

  // From the search for the serial plate: the machine is chosen, the plan says what the kit holds and its size.
  await page.getByTestId('kit-take').first().click();
  await expect(page.getByTestId('kit-machine')).toContainText(PLATE);
  await expect(page.getByTestId('kit-plan-size')).toBeVisible();
  await expect(page.getByTestId('kit-storage')).not.toBeEmpty();
  await page.screenshot({ path: testInfo.outputPath('kit-plan-th.png') });
  await page.getByTestId('kit-download').click();
  await expect(page.getByTestId('kit-taking').getByTestId('kit-progress')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kit-progress-th.png') });
  await expect(page.getByTestId('kit-taking').getByTestId('kit-progress')).toHaveAttribute('data-done', 'true', { timeout: 240_000 });
  await page.getByTestId('kit-dialog-close').click();

  // Online once more on the home page: the kit is listed, and everything its pages need is kept by the worker.
  await page.goto('/main');
  await expect(page.getByTestId('kit-home').getByTestId('kit-row')).toHaveCount(1);
  await expect(page.getByTestId('kit-home').getByTestId('kit-state')).toHaveAttribute('data-state', 'READY');
  await keptByServiceWorker(page);

  // No network, and the page loaded again.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('logo')).toBeVisible();
  await expect(page.getByTestId('kit-home-offline')).toHaveText(webText('th', 'home.offline', 'kits'));
  await expect(page.getByTestId('kit-home').getByTestId('kit-row')).toContainText('DX225LCA');
  await page.screenshot({ path: testInfo.outputPath('kit-offline-home-th.png') });

  // A Thai phrase, from the header's box: its page in the kit's Thai manual, which opens in the dealer's copy.
  await headerSearch(page, THAI_PHRASE);
  const thaiHit = page.getByTestId('kit-page-hit').filter({ hasText: THAI_MANUAL }).first();
  await expect(thaiHit).toBeVisible();
  await expect(thaiHit.locator('mark').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kit-offline-search-th.png') });
  const hitPage = Number(/#page=(\d+)/.exec((await thaiHit.getByTestId('kit-page-hit-open').getAttribute('href'))!)![1]);
  await thaiHit.getByTestId('kit-page-hit-open').click();
  await expect(page.getByTestId('document-title')).toHaveText(THAI_MANUAL);
  expect(await pageText(page, hitPage)).toContain(ACCOUNTS.dealer.id);

  // The fault code finds its guide; the guide's step opens page 276 of the service manual.
  await headerSearch(page, 'SPN 110 FMI 0');
  await page.getByTestId('kit-guide-hit-open').first().click();
  await expect(page.getByTestId('guide-code')).toHaveText('SPN 110 FMI 0');
  await page.screenshot({ path: testInfo.outputPath('kit-offline-guide-th.png') });
  await page.getByTestId('guide-link').filter({ hasText: '276' }).first().click();
  await expect(page.getByTestId('document-title')).toHaveText(SERVICE_MANUAL);
  await expect(page).toHaveURL(/#page=276/);
  expect(await pageText(page, 276)).toContain(ACCOUNTS.dealer.id);

  // A bookmark, offline: kept on the phone.
  await page.getByTestId('kit-bookmark').click();
  await expect(page.getByText(webText('th', 'bookmark.queued', 'kits', { page: 276 }))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('kit-offline-page-276-th.png') });
  // The message goes by itself (a pointer resting on it would hold it: it lies over the reader's buttons).
  await page.mouse.move(200, 800);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  // And feedback on the page, kept likewise.
  const comment = `Torque value unclear, offline ${Date.now()}`;
  await page.getByTestId('feedback-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.ant-rate-star').nth(3).click();
  await dialog.getByTestId('feedback-comment').fill(comment);
  await dialog.getByTestId('feedback-send').click();
  await expect(page.getByText(webText('th', 'give.kept', 'feedback'))).toBeVisible();

  // Back online: the bookmark and the feedback are sent, the dealer is told, and they are on the server.
  await context.setOffline(false);
  await expect(page.getByTestId('kit-checks')).toBeVisible({ timeout: 30_000 });
  const api = await apiAs(ACCOUNTS.dealer);
  try {
    await expect.poll(async () => (await api.call(API.bookmarks.list, undefined)).bookmarks.some((b) => b.title === SERVICE_MANUAL && b.page === 276)).toBe(true);
    const mine = await api.call(API.feedback.mine, { page: 1, pageSize: 20 });
    expect(mine.items.find((f) => f.comment === comment)).toMatchObject({ documentTitle: SERVICE_MANUAL, page: 276, rating: 4 });
  } finally {
    await api.dispose();
  }
});

test('a kit past its expiry without a check no longer opens, and says why in the reader\'s language (my, 390 px)', async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  // Taken from My Library, typing the model.
  await takeFromMyLibrary(page, 'my', 'DX140LCR');
  await page.getByTestId('kit-open').click();
  await expect(page.getByTestId('kit-title')).toContainText('DX140LCR');
  const kitAddress = new URL(page.url()).pathname;
  const expiry = await page.evaluate(async () => {
    const open = indexedDB.open('gsis-field-kits');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const request = database.transaction('kits').objectStore('kits').getAll();
    const kits = await new Promise<{ expiresAt: string }[]>((resolve) => { request.onsuccess = () => resolve(request.result as { expiresAt: string }[]); });
    return kits[0]!.expiresAt;
  });
  await keptByServiceWorker(page);

  // Offline, a day past the expiry: the kit refuses to open, and says why.
  await context.setOffline(true);
  await page.clock.setFixedTime(new Date(Date.parse(expiry) + 24 * 60 * 60 * 1000));
  await page.goto(kitAddress);
  await expect(page.getByTestId('kit-expired')).toBeVisible();
  await expect(page.getByTestId('kit-expired-title')).toHaveText(webText('my', 'kit.expiredTitle', 'kits', { machine: 'DX140LCR' }));
  await expect(page.getByTestId('kit-page')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('kit-expired-my.png') });
  await page.goto('/mylibrary/kits');
  await expect(page.getByTestId('kit-state')).toHaveAttribute('data-state', 'EXPIRED');
});

// ── The re-check ────────────────────────────────────────────────────────────────────────────────

const DEMO_CONTENT = path.join(import.meta.dirname, '../../server/demo-content');

/** A file of the demo content, to upload as is. */
const demoFile = (fileName: string) => ({ data: readFileSync(path.join(DEMO_CONTENT, fileName)), fileName });
/** A bulletin's version in English: a draft, not final until it is distributed. */
const bulletinVersion = (documentId: number, versionLabel: string) => ({ documentId, versionLabel, publishType: 'PDF', language: 'en' }) as const;
/** Distributed once its text is read (a minute at most). */
const ONCE_READ = { readyWhen: [{ when: indexed, timeout: 60_000 }] };

test('back online, the dealer\'s kit loses a document taken from their authority and gets the new final version of another (ko, 390 px)', async ({ page, context }, testInfo) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const [titleA, titleB] = [`Kit check A ${stamp}`, `Kit check B ${stamp}`];
  const admin = await apiAs(ACCOUNTS.admin);
  try {
    // Two bulletins of the DX255LC (a medium crawler excavator the dealer reads bulletins of), in English.
    const savedA = await newDocument(admin, { title: titleA, model: 'DX255LC', type: 'SERVICE_BULLETIN' });
    const { id: documentB } = await newDocument(admin, { title: titleB, model: 'DX255LC', type: 'SERVICE_BULLETIN' });
    await publishVersion(admin, bulletinVersion(savedA.id, '1.0'), demoFile('sb-2026-014-v1.pdf'), ONCE_READ);
    const { id: firstB } = await publishVersion(admin, bulletinVersion(documentB, '1.0'), demoFile('sb-2026-014-v1.pdf'), ONCE_READ);

    // The dealer's phone, in Korean, takes the DX255LC offline: both bulletins are on it.
    await takeFromMyLibrary(page, 'ko', 'DX255LC');
    await page.getByTestId('kit-open').click();
    const documents = page.getByTestId('kit-document');
    await expect(documents.filter({ hasText: titleA })).toHaveCount(1);
    await expect(documents.filter({ hasText: titleB })).toContainText('1.0');
    await keptByServiceWorker(page);

    // The phone goes offline; meanwhile A leaves the dealer's region, and B gets a new final version.
    await context.setOffline(true);
    const regions = await admin.call(API.catalogue.regions, {});
    const elsewhere = regions.find((r) => r.code !== 'ASIA_PACIFIC')!;
    await admin.call(API.documents.save, { ...savedA, regionIds: [elsewhere.id] });
    await admin.call(API.documents.saveVersion, { id: firstB, documentId: documentB, versionLabel: '1.0', publishType: 'PDF', language: 'en', isFinal: false, distributionStatus: 'DISTRIBUTED', distributedOn: new Date().toISOString().slice(0, 10) });
    const { id: secondB } = await publishVersion(admin, bulletinVersion(documentB, '2.0'), demoFile('sb-2026-014-v2.pdf'), ONCE_READ);
    // 2.0 is the bulletin's real revision 1.1 (a new set pressure, steps and labour time): compared with 1.0 by the job
    // worker once its text is read; the device is told what changed once it is.
    const versionB = async () => (await admin.call(API.documents.detail, { id: documentB })).versions.find((v) => v.id === secondB)!;
    await expect.poll(async () => (await versionB()).changes, { timeout: 60_000 }).not.toBeNull();
    const { counts } = (await versionB()).changes!;
    const pagesChanged = counts.changed + counts.added + counts.removed;
    expect(pagesChanged).toBeGreaterThan(0);
    await page.reload();
    await expect(documents.filter({ hasText: titleA })).toHaveCount(1);

    // Back online: the check removes A and fetches B's new version, and says so — with how many of its pages changed.
    await context.setOffline(false);
    await expect(page.getByTestId('kit-checks')).toContainText(titleA, { timeout: 60_000 });
    const changedText = webText('ko', 'kit.pagesChanged_other', 'kits', { count: pagesChanged });
    await expect(page.getByTestId('kit-checks')).toContainText(webText('ko', 'checks.updatedChanged', 'kits', { title: titleB, version: '2.0', changes: changedText }));
    await expect(documents.filter({ hasText: titleA })).toHaveCount(0);
    const newB = documents.filter({ hasText: titleB });
    await expect(newB).toContainText('2.0');
    await expect(newB.getByTestId('kit-document-open')).toBeVisible({ timeout: 60_000 });
    await expect(newB.getByTestId('kit-document-changes')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('kit-rechecked-ko.png') });
    // The new version opens from the device; the Korean words its pages show for the first time need their font.
    await scriptFontKept(page, 'Noto Sans KR');
    await context.setOffline(true);
    await newB.getByTestId('kit-document-open').click();
    await expect(page.getByTestId('document-title')).toHaveText(titleB);
    expect(await pageText(page, 1)).toContain(ACCOUNTS.dealer.id);

    // What changed in it reads offline too: the new set pressure marked, and its page opens with the new words marked.
    await page.goBack();
    await newB.getByTestId('kit-document-changes').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(webText('ko', 'changes.title', 'reading', { version: '2.0' }));
    const pressure = page.getByTestId('what-changed-place').filter({ has: page.locator('ins', { hasText: '28.4' }) }).first();
    await expect(pressure).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('kit-what-changed-ko.png') });
    await pressure.getByRole('link').click();
    await expect(page.getByTestId('document-title')).toHaveText(titleB);
    const at = Number(/[?&#]page=(\d+)/.exec(page.url())![1]);
    await expect(page.locator(`.page[data-page-number="${at}"] .textLayer .highlight`).first()).toBeVisible({ timeout: 60_000 });
  } finally {
    await admin.dispose();
  }
});

// ── Administrators ──────────────────────────────────────────────────────────────────────────────

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('a manual\'s page and a guide offer to take their machine offline (en, 1366 px)', async ({ page }) => {
    // From the manual: its first model is typed for the reader, who picks the machine.
    await page.goto(`/search/index?searchWord=${encodeURIComponent(SERVICE_MANUAL)}`);
    await expectSignedIn(page);
    await page.getByTestId('search-document-link').filter({ hasText: SERVICE_MANUAL }).first().click();
    await expect(page.getByTestId('document-title')).toHaveText(SERVICE_MANUAL);
    await page.getByTestId('document-details').getByTestId('kit-take').click();
    await expect(page.getByTestId('kit-machine-word')).toHaveValue('DX225LCA');
    await page.getByTestId('kit-machine-option').filter({ hasText: 'DX225LCA' }).first().click();
    await expect(page.getByTestId('kit-machine')).toHaveText('DX225LCA');
    await expect(page.getByTestId('kit-plan-size')).toBeVisible();
    await page.keyboard.press('Escape');

    // From a guide of one model: the machine is the guide's.
    await page.goto(`/search/pdf?searchWord=${encodeURIComponent('SPN 110 FMI 0')}`);
    // Several machines have a guide for the code: the DX225LCA's.
    await page.getByTestId('guide-lead').getByTestId('guide-lead-hit').filter({ hasText: 'DX225LCA' }).first().click();
    await expect(page.getByTestId('guide-code')).toHaveText('SPN 110 FMI 0');
    await page.getByTestId('guide').getByTestId('kit-take').click();
    await expect(page.getByTestId('kit-machine')).toHaveText('DX225LCA');
    await expect(page.getByTestId('kit-plan-size')).toBeVisible();
  });

  test('an administrator sees the kit a dealer took and revokes it; the dealer\'s browser wipes it at its next check (ko, 1366 px)', async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    // The DX300LCA: a machine no other journey takes offline, so the administrator's list names this kit alone.
    await takeFromMyLibrary(page, 'ko', 'DX300LCA', () => page.screenshot({ path: testInfo.outputPath('kit-dialog-ko-1366.png') }).then(() => undefined));
    await page.getByTestId('kit-dialog-close').click();
    const row = page.getByTestId('kit-row').filter({ hasText: 'DX300LCA' });
    await expect(row.getByTestId('kit-state')).toHaveAttribute('data-state', 'READY');
    await page.screenshot({ path: testInfo.outputPath('kit-list-ko-1366.png') });

    // The administrator, in Korean too, finds the kit on the dealer's page and revokes it.
    const admin = await apiAs(ACCOUNTS.admin);
    const dealerId = (await admin.call(API.users.list, { keyword: ACCOUNTS.dealer.id })).items.find((u) => u.loginId === ACCOUNTS.dealer.id)!.id;
    await admin.dispose();
    const desk = await newContext(browser, { as: ACCOUNTS.admin, viewport: { width: 1366, height: 900 } });
    try {
      const adminPage = await desk.newPage();
      await readsIn(adminPage, 'ko');
      await adminPage.goto(`/management/user/detail?id=${dealerId}`);
      const kit = adminPage.getByTestId('user-kit').filter({ hasText: 'DX300LCA' }).filter({ has: adminPage.getByTestId('user-kit-revoke') });
      await expect(kit).toHaveCount(1);
      await kit.scrollIntoViewIfNeeded();
      await adminPage.screenshot({ path: testInfo.outputPath('kit-admin-ko-1366.png') });
      await kit.getByTestId('user-kit-revoke').click();
      await answerConfirmation(adminPage, webText('ko', 'manage.revoke', 'kits'));
      await expect(adminPage.getByTestId('user-kit').filter({ hasText: 'DX300LCA' }).filter({ has: adminPage.getByTestId('user-kit-revoke') })).toHaveCount(0);
    } finally {
      await desk.close();
    }

    // The dealer's next start checks the kit: it is gone from the browser, and the dealer is told why.
    await page.reload();
    // Korean has one plural form.
    await expect(page.getByTestId('kit-checks')).toContainText(webText('ko', 'checks.wiped_other', 'kits', { count: 1 }), { timeout: 60_000 });
    await expect(page.getByTestId('kit-row').filter({ hasText: 'DX300LCA' })).toHaveCount(0);
  });

  test('an administrator finds a dealer\'s kit on the revocation list by the dealer\'s ID and revokes it (fr, 1366 px)', async ({ browser }, testInfo) => {
    // The DX380LC: a machine no other journey takes offline. Taken here by the dealer's own call, as the app does.
    const dealer = await apiAs(ACCOUNTS.dealer);
    const desk = await newContext(browser, { as: ACCOUNTS.admin, viewport: { width: 1366, height: 900 } });
    try {
      const modelId = (await dealer.call(API.search.index, { searchWord: 'DX380LC' })).resolved.find((model) => model.model === 'DX380LC')!.modelId;
      const taken = await dealer.call(API.kits.take, { modelId });
      const adminPage = await desk.newPage();
      await readsIn(adminPage, 'fr');
      await adminPage.goto('/management/user');
      await adminPage.getByTestId('kits-all-link').click();
      await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(webText('fr', 'manage.title', 'kits'));

      await adminPage.getByTestId('kits-search').fill(ACCOUNTS.dealer.id);
      const row = adminPage.getByTestId('kits-table').locator(`tr[data-row-key="${taken.kit.kitId}"]`);
      await expect(row).toContainText('DX380LC');
      await expect(row).toContainText(ACCOUNTS.dealer.id);
      await adminPage.screenshot({ path: testInfo.outputPath('kit-revocation-list-fr-1366.png') });
      await row.getByTestId(`kit-revoke-${taken.kit.kitId}`).click();
      await answerConfirmation(adminPage, webText('fr', 'manage.revoke', 'kits'));
      await expect(row.getByTestId(`kit-revoke-${taken.kit.kitId}`)).toHaveCount(0);

      // Among the revoked ones now, and the device is told so at its next check.
      await chooseOption(adminPage, 'kits-status', exactly(webText('fr', 'manage.status.REVOKED', 'kits')));
      await expect(adminPage).toHaveURL(/status=REVOKED/);
      await expect(row).toBeVisible();
      expect((await dealer.call(API.kits.check, { kitId: taken.kit.kitId, secret: taken.secret })).status).toBe('REVOKED');
    } finally {
      await desk.close();
      await dealer.dispose();
    }
  });

  test('logging out asks whether to keep the kits; the next person to sign in sees none of them, the dealer finds them again (en, 1366 px)', async ({ page }) => {
    test.setTimeout(240_000);
    await takeFromMyLibrary(page, 'en', 'DX160LC');
    await page.getByTestId('kit-dialog-close').click();
    const kit = page.getByTestId('kit-row').filter({ hasText: 'DX160LC' });
    await expect(kit).toHaveCount(1);

    const logOut = async (keep: boolean) => {
      await page.getByTestId('header-user').click();
      await page.getByTestId('logout').click();
      await expect(page.getByTestId('logout-kits')).toBeVisible();
      await page.getByTestId(keep ? 'logout-keep-kits' : 'logout-delete-kits').check();
      await page.getByTestId('logout-confirm').click();
      await expect(page).toHaveURL(/\/login/);
    };

    // Kept on the device; another person signing in on it sees no kit, and is not asked about any when leaving.
    await logOut(true);
    await logIn(page, ACCOUNTS.newdealer.id);
    await expectSignedIn(page);
    await page.goto('/mylibrary/kits');
    await expect(page.getByTestId('kit-none')).toBeVisible();
    await page.getByTestId('header-user').click();
    await page.getByTestId('logout').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('logout-kits')).toHaveCount(0);
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(/\/login/);

    // The dealer again: the kit is there; leaving with "delete" takes it off the device for good.
    await logIn(page, ACCOUNTS.dealer.id);
    await expectSignedIn(page);
    await page.goto('/mylibrary/kits');
    await expect(kit.getByTestId('kit-state')).toHaveAttribute('data-state', 'READY');
    await logOut(false);
    await logIn(page, ACCOUNTS.dealer.id);
    await expectSignedIn(page);
    await page.goto('/mylibrary/kits');
    await expect(page.getByTestId('kit-none')).toBeVisible();
  });
});
