// Statistics: an administrator opens every statistics screen on the demo's four months of events — each draws its
// chart and its table — and exports each to a spreadsheet that opens and holds the table's rows; on the searches
// that found nothing, a term shows who searched it. "Last seen" is a date in the spreadsheet, the recently accessed
// models are in its order, and the period reads in the reader's way of writing a day.
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { expectSignedIn, readInThisBrowser } from './helpers.ts';
import { webText } from './locales.ts';

const SCREENS = [
  'documentType', 'productType', 'docDownload', 'docView', 'webhelp', 'accountCreate', 'feedback', 'docRatio', 'userStatus', 'accessbyregion',
  'accessbycountry', 'accessbylanguages', 'accessbytimezone', 'accessbypreferencedevice', 'accessbymodel', 'recentmodel', 'accessbytopic',
  'accessbyfunction', 'searchmisses', 'kits',
];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const digits = (text: string) => Number(text.replace(/\D/g, ''));

test.use({ signedInAs: 'admin' });

test('every statistics screen draws its chart and table, and its spreadsheet holds the table', async ({ page }) => {
  test.setTimeout(360_000);
  // The roll-ups are made in the background after the server starts, a month at a time: wait until every event is
  // counted (the busiest screen's total no longer moves).
  await page.goto(`/management/statistics/accessbyfunction?from=${day(-130)}&to=${day(0)}&granularity=week`);
  await expectSignedIn(page);
  const total = async () => digits(await page.getByTestId('stat-total').textContent({ timeout: 10_000 }) ?? '');
  await expect(async () => {
    await page.reload();
    const before = await total();
    await page.waitForTimeout(3_000);
    await page.reload();
    expect(before).toBeGreaterThan(0);
    expect(await total()).toBe(before);
  }).toPass({ timeout: 120_000 });
  for (const screen of SCREENS) {
    // Journeys beside this one add events, and the roll-up counts today's every few minutes: a table and the
    // spreadsheet asked a moment later may straddle a roll-up. Then both are asked again.
    await expect(async () => {
      await page.goto(`/management/statistics/${screen}?from=${day(-130)}&to=${day(0)}&granularity=week`);
      const rows = page.getByTestId('stat-table').locator('tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible();
      await expect(page.getByTestId('stat-chart').locator('canvas')).toBeVisible();
      const shown = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

      const download = page.waitForEvent('download');
      await page.getByTestId('stat-export').click();
      const file = await (await download).path();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0]!;
      const hasDetail = screen === 'searchmisses' || screen === 'userStatus' || screen === 'kits';
      const exported = sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
      expect(exported.length, screen).toBeGreaterThanOrEqual(shown.length);
      for (const [i, cells] of shown.entries()) {
        const row = exported[i]!;
        expect(String(row[0]).replace(/^'/, ''), `${screen} row ${i}`).toBe(cells[0]);
        expect(row[hasDetail ? 2 : 1], `${screen} row ${i} events`).toBe(digits(cells[hasDetail ? 2 : 1]!));
      }
      expect(workbook.worksheets[1]!.rowCount, `${screen} periods`).toBeGreaterThan(1);
      // "Last seen", the last column, is a date a spreadsheet can sort by.
      const lastSeen = exported.map((row) => row.at(-1));
      for (const seen of lastSeen) expect(seen, `${screen} last seen`).toBeInstanceOf(Date);
      if (screen === 'recentmodel') {
        const days = lastSeen.map((seen) => (seen as Date).getTime());
        expect(days, 'the most recently looked at first').toEqual([...days].sort((a, b) => b - a));
      }
    }).toPass({ timeout: 60_000 });
  }

  // Who searched a term that found nothing.
  await page.goto(`/management/statistics/searchmisses?from=${day(-130)}&to=${day(0)}`);
  await page.getByTestId('stat-missed-term').first().click();
  await expect(page.getByTestId('stat-missed-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('stat-missed-table')).toContainText('@dealer.example');
});

test('the period reads the way the reader writes a day, as the captions do, and the recently accessed models say how they are ordered', async ({ page }) => {
  await page.goto('/management/statistics/recentmodel?from=2026-10-30&to=2026-11-28');
  await expectSignedIn(page);
  const periodIn = (lang: string) => page.getByRole('textbox', { name: webText(lang, 'filters.period', 'statistics'), exact: true });
  let period = periodIn('en');
  await expect(period.nth(0)).toHaveValue('10/30/2026');
  await expect(period.nth(1)).toHaveValue('11/28/2026');
  await expect(page.getByText(webText('en', 'screens.recentmodel.help', 'statistics'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recentmodel-en.png') });
  // A day typed the reader's way is read back.
  await period.nth(0).click();
  await period.nth(0).fill('11/01/2026');
  await period.nth(0).press('Enter');
  await period.nth(1).press('Enter');
  await expect(page).toHaveURL(/from=2026-11-01/);

  await readInThisBrowser(page, 'ru');
  period = periodIn('ru');
  await expect(period.nth(0)).toHaveValue('01.11.2026');
  await expect(page.getByText(webText('ru', 'screens.recentmodel.help', 'statistics'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recentmodel-ru.png') });
});
