// Statistics through the real app: every screen read from the roll-ups answers what the same screen asks of the
// raw events, with and without filters, by day, week and month; the spreadsheet holds the table's rows and never a
// formula; raw events past the retention go while the roll-ups keep their counts; and periods are checked.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMissSearchesEndpoint, STAT_SCREENS, statisticsScreenApi, type StatScreen } from '@gsis/contract';
import { recordAccessEvent, type AccessAction } from '../../platform/access-events.ts';
import { apiOf } from '../../../test/api.ts';
import { createUser } from '../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { EVENT_SCREENS } from './dimensions.ts';
import { catchUp, purgeRawEvents, ROLLUP_EVERY_MS, ROLLUP_TASK, rollupTask, scheduleRollup } from './rollup.ts';
import { createStatisticsService } from './statistics.service.ts';

const FORMULA = '=HYPERLINK("http://evil.example","x")';

describe('statistics', () => {
  let t: TestContext;
  let admin: string;
  const days = ['2026-03-02', '2026-03-03', '2026-03-10', '2026-03-31', '2026-04-01'];

  beforeAll(async () => {
    t = await startTestApp({ RUN_JOBS: 'false' });
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const reader = await createUser(t.database.db, { language: 'th' });
    const user = { id: reader.id, loginId: reader.loginId, countryCode: 'TH', regionCode: 'ASIA_PACIFIC', language: 'th', timeZone: 'Asia/Bangkok' };
    const other = { ...user, countryCode: 'BR', regionCode: 'LATIN_AMERICA', language: 'pt-BR', timeZone: 'America/Sao_Paulo' };
    const client = (device: string, language: string) => ({ ip: '10.0.0.1', language, timeZone: undefined, device, browser: 'Chrome', os: 'Linux' }) as never;
    let n = 0;
    const event = async (action: AccessAction, day: string, extra: Record<string, unknown> = {}, who = user) => {
      n += 1;
      await recordAccessEvent(t.database.db, {
        action, at: new Date(`${day}T${String(n % 24).padStart(2, '0')}:15:00Z`), user: who, client: client(n % 2 ? 'desktop' : 'mobile', who.language), ...extra,
      });
    };
    const reading = (title: string, model: string, documentType: string, productType: string) => ({ function: 'DOCUMENT', topic: title, modelCode: model, documentType, productType });
    for (const [i, day] of days.entries()) {
      for (let k = 0; k <= i; k += 1) {
        await event('LOGIN', day);
        await event('LOGIN_SSO', day, {}, other);
        await event('DOCUMENT_VIEW', day, reading('DX225LCA Shop Manual', 'DX225LCA', 'SERVICE_MANUAL', 'EXCAVATOR'));
        await event('DOCUMENT_VIEW', day, reading('DL250 Operation Manual', 'DL250', 'OPERATION_MANUAL', 'WHEEL_LOADER'), other);
        await event('DOCUMENT_DOWNLOAD', day, reading('DX225LCA Shop Manual', 'DX225LCA', 'SERVICE_MANUAL', 'EXCAVATOR'));
        await event('WEBHELP_VIEW', day, reading('Engine web help', 'DX225LCA', 'SERVICE_MANUAL', 'ENGINE'));
        await event('SEARCH', day, { function: 'SEARCH', topic: 'DX225', modelCode: 'DX225LCA', details: { term: 'DX225', tab: 'index', resultCount: 3 } });
        await event('SEARCH', day, { function: 'SEARCH', topic: 'coolant leak', details: { term: 'coolant leak', tab: 'pdf', resultCount: 0 } }, other);
        await event('FEEDBACK', day, { ...reading('DX225LCA Shop Manual', 'DX225LCA', 'SERVICE_MANUAL', 'EXCAVATOR'), details: { rating: 1 + ((i + k) % 5) } });
      }
      await recordAccessEvent(t.database.db, { action: 'SIGNUP', at: new Date(`${day}T08:00:00Z`), client: client('desktop', 'ko'), loginId: `new${i}@dealer.example`, details: { userType: i % 2 ? 'DEALER' : 'USER' } });
    }
    await event('SEARCH', '2026-03-10', { function: 'SEARCH', topic: FORMULA, details: { term: FORMULA, tab: 'index', resultCount: 0 } });
    await catchUp(t.database.db, new Date('2026-04-02T00:00:00Z'));
  });
  afterAll(async () => { await t.close(); });

  const service = () => createStatisticsService({ db: t.database.db, catalogue: { codeLabels: async () => ({ documentTypes: [], productTypes: [] }) } });

  it.each(['day', 'week', 'month'] as const)('answers every screen from the roll-ups as from the raw events, by %s', async (granularity) => {
    const statistics = service();
    const periods = [{ from: '2026-03-01', to: '2026-04-30' }, { from: '2026-03-03', to: '2026-03-10' }, { from: '2026-02-15', to: '2026-04-01' }];
    const narrowings = [{}, { region: 'ASIA_PACIFIC' }, { country: 'BR' }, { documentType: 'SERVICE_MANUAL', productType: 'EXCAVATOR' }];
    let counted = 0;
    for (const screen of EVENT_SCREENS) {
      for (const period of periods) {
        for (const narrowing of narrowings) {
          const query = { ...period, granularity, ...narrowing };
          const [fromRollups, fromRaw] = await Promise.all([statistics.result(screen, query, 'en'), statistics.result(screen, query, 'en', { source: 'raw' })]);
          expect(fromRollups, `${screen} ${JSON.stringify(query)}`).toEqual(fromRaw);
          if (fromRollups.total > 0) counted += 1;
        }
      }
    }
    // Most questions have events to count (a country narrows the screens of many values away from none).
    expect(counted).toBeGreaterThan(EVENT_SCREENS.length * 4);
  });

  it('counts what each screen says it counts', async () => {
    const statistics = service();
    const march = { from: '2026-03-01', to: '2026-03-31', granularity: 'week' as const };
    const views = await statistics.result('docView', march, 'en');
    // Days 1 to 4 of the five carry 1+2+3+4 views of each manual.
    expect(views.rows.map((r) => [r.label, r.events])).toEqual([['DL250 Operation Manual', 10], ['DX225LCA Shop Manual', 10]]);
    expect(views.total).toBe(20);
    expect(views.periods[0]).toBe('2026-02-23');
    const byRegion = await statistics.result('accessbyregion', march, 'en');
    expect(Object.fromEntries(byRegion.rows.map((r) => [r.key, r.events]))).toEqual({ ASIA_PACIFIC: 10, LATIN_AMERICA: 10 });
    const misses = await statistics.result('searchmisses', march, 'en');
    expect(misses.rows.map((r) => [r.key, r.detail, r.events])).toEqual([['coolant leak', 'Português (Brasil)', 10], [FORMULA, 'ไทย', 1]]);
    const feedback = await statistics.result('feedback', { ...march, from: '2026-03-02', to: '2026-03-02' }, 'en');
    expect(feedback.rows[0]).toMatchObject({ events: 1, average: 1 });
    const devices = await statistics.result('accessbypreferencedevice', march, 'en');
    expect(devices.rows.map((r) => r.label).sort()).toEqual(['Computer', 'Phone']);
  });

  it('lists the recently accessed models by the day each was last looked at, the most recent first, and on one day the most looked at first', async () => {
    const read = (model: string, at: string) => recordAccessEvent(t.database.db, {
      action: 'DOCUMENT_VIEW', at: new Date(at), client: { ip: '10.0.0.2', language: 'en', device: 'desktop', browser: 'Chrome', os: 'Linux' } as never,
      function: 'DOCUMENT', topic: `${model} Shop Manual`, modelCode: model, documentType: 'SERVICE_MANUAL', productType: 'EXCAVATOR',
    });
    // DX140LCR is read most, but on an earlier day; on the last day DX225LCA is read more often than DL250.
    for (const at of ['2026-01-05T08:00:00Z', '2026-01-05T09:00:00Z', '2026-01-05T23:00:00Z']) await read('DX140LCR', at);
    for (const at of ['2026-01-09T01:00:00Z', '2026-01-09T02:00:00Z']) await read('DX225LCA', at);
    await read('DL250', '2026-01-09T22:00:00Z');
    await catchUp(t.database.db, new Date('2026-04-02T00:00:00Z'));
    const recent = await service().result('recentmodel', { from: '2026-01-01', to: '2026-01-31', granularity: 'day' }, 'en');
    expect(recent.rows.map((r) => [r.label, r.lastSeen, r.events])).toEqual([['DX225LCA', '2026-01-09', 2], ['DL250', '2026-01-09', 1], ['DX140LCR', '2026-01-05', 3]]);
  });

  it('answers every screen through the API and refuses a period that ends before it starts', async () => {
    const api = apiOf(t.app).as(admin);
    for (const screen of STAT_SCREENS as readonly StatScreen[]) {
      const reply = await api.send(statisticsScreenApi[screen].query, { from: '2026-03-01', to: '2026-04-30', granularity: 'month' });
      expect(reply.status, `${screen}: ${reply.text}`).toBe(200);
      expect(reply.body.periods).toEqual(['2026-03-01', '2026-04-01']);
    }
    const backwards = await api.send(statisticsScreenApi.docView.query, { from: '2026-04-30', to: '2026-03-01' });
    expect(backwards.status).toBe(400);
    const who = await api.call(searchMissSearchesEndpoint, { term: 'coolant leak', from: '2026-03-01', to: '2026-04-30' });
    expect(who.items).toHaveLength(15);
  });

  it('exports the table as a spreadsheet whose text never runs as a formula', async () => {
    const reply = await apiOf(t.app).as(admin).send(statisticsScreenApi.searchmisses.export, { from: '2026-03-01', to: '2026-04-30', granularity: 'week' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(reply.bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1, 4));
    expect(rows).toEqual([['coolant leak', 'Português (Brasil)', 15], [`'${FORMULA}`, 'ไทย', 1]]);
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    // "Last seen" and the periods are dates a spreadsheet can sort and reckon with, not text.
    expect(sheet.getCell('E2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('E2').value).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(sheet.getCell('E2').numFmt).toBe('yyyy-mm-dd');
    expect(workbook.worksheets[1]!.rowCount).toBe(1 + 10);
    expect(workbook.worksheets[1]!.getCell('A2').value).toEqual(new Date('2026-02-23T00:00:00Z'));
  });

  it('plans its next run at every run, a slot after the one running, so the roll-ups keep catching up', async () => {
    const at = new Date('2026-04-02T10:03:00Z');
    const slot = Math.floor(at.getTime() / ROLLUP_EVERY_MS);
    const planned = async () => (await t.database.db.execute<{ key: string; runAt: string }>(sql`
      SELECT job_key AS key, to_char(run_at AT TIME ZONE 'UTC', 'HH24:MI') AS "runAt" FROM jobs WHERE task = ${ROLLUP_TASK} ORDER BY job_key`)).rows;
    await scheduleRollup(t.database.db, at, { atOnce: true });
    expect(await planned()).toEqual([{ key: `${ROLLUP_TASK}:${slot + 1}`, runAt: '10:05' }, { key: `${ROLLUP_TASK}:start`, runAt: '10:03' }]);
    const context = { jobId: 0, attempt: 1, signal: new AbortController().signal };
    // The start job's run leaves the planned one where it is; the planned one's run plans the one after it.
    await rollupTask.with({ db: t.database.db, clock: () => at, retentionDays: 400 }).run({} as never, context);
    expect((await planned()).find((j) => j.key === `${ROLLUP_TASK}:${slot + 1}`)?.runAt).toBe('10:05');
    await rollupTask.with({ db: t.database.db, clock: () => new Date('2026-04-02T10:04:59Z'), retentionDays: 400 }).run({ slot: slot + 1 } as never, context);
    expect((await planned()).map((j) => j.key)).toContain(`${ROLLUP_TASK}:${slot + 2}`);
    await t.database.db.execute(sql`DELETE FROM jobs WHERE task = ${ROLLUP_TASK}`);
  });

  it('forgets raw events past the retention and keeps their counts', async () => {
    const before = await service().result('accessbyregion', { from: '2026-03-01', to: '2026-03-31', granularity: 'month' }, 'en');
    const purged = await purgeRawEvents(t.database.db, new Date('2026-04-05T00:00:00Z'), 30);
    expect(purged).toBeGreaterThan(0);
    const { rows: [left] } = await t.database.db.execute<{ oldest: string }>(sql`SELECT to_char(min(occurred_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS oldest FROM access_events`);
    expect(left!.oldest >= '2026-03-06').toBe(true);
    await catchUp(t.database.db, new Date('2026-04-05T00:00:00Z'));
    expect(await service().result('accessbyregion', { from: '2026-03-01', to: '2026-03-31', granularity: 'month' }, 'en')).toEqual(before);
  });
});
