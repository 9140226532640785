// Statistics through the real app: every screen read from the roll-ups answers what the same screen asks of the
// raw events, with and without filters, by day, week and month; the spreadsheet holds the table's rows and never a
// formula; raw events past the retention go while the roll-ups keep their counts; and periods are checked.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMissSearchesEndpoint, STAT_SCREENS, statisticsScreenApi, type StatScreen } from '@gsis/contract';
import { recordAccessEvent, type AccessAction } from '../../platform/access-events.ts';
import { apiOf } from '../../../test/api.ts';
import { createRole, createUser } from '../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, emptyDatabaseForFile, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { migrateUpTo } from '../../../test/migrations.ts';
import { MIGRATIONS_DIR, runMigrations } from '../../platform/db/database.ts';
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
    // Offline kits taken, as kits.service records them: the Thai reader takes the DX225LCA 1, 2 … 5 times a day, the
    // Brazilian one the DL250 once; and once the Thai reader uses the portal in English.
    const kit = (model: string, languages: string[]) => ({ function: 'KIT', modelCode: model, details: { kitId: 1, languages, versions: 3, bytes: 1_000_000, suffix: null } });
    for (const [i, day] of days.entries()) {
      for (let k = 0; k <= i; k += 1) await event('KIT_DOWNLOAD', day, kit('DX225LCA', ['th', 'en']));
      await event('KIT_DOWNLOAD', day, kit('DL250', ['pt-BR', 'en']), other);
    }
    await recordAccessEvent(t.database.db, { action: 'KIT_DOWNLOAD', at: new Date('2026-03-10T09:00:00Z'), user, client: client('mobile', 'en'), ...kit('DX225LCA', ['en']) });
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

  it('counts the offline kits taken by model and the reader\'s language, narrowed by region and period, and nowhere else', async () => {
    const statistics = service();
    const march = { from: '2026-03-01', to: '2026-03-31', granularity: 'week' as const };
    const kits = await statistics.result('kits', march, 'en');
    // Days 1 to 4 of the five: 1+2+3+4 of the DX225LCA in Thai, one in English, one DL250 a day in Portuguese.
    expect(kits.rows.map((r) => [r.key, r.detailKey, r.detail, r.events])).toEqual([
      ['DX225LCA', 'th', 'ไทย', 10], ['DL250', 'pt-BR', 'Português (Brasil)', 4], ['DX225LCA', 'en', 'English', 1],
    ]);
    expect(kits.total).toBe(15);
    expect(kits.columns).toEqual({ key: 'Model', detail: 'Language', events: 'Events' });
    expect(kits.series.map((s) => [s.key, s.counts.reduce((a, b) => a + b, 0)])).toEqual([['DX225LCA', 11], ['DL250', 4]]);
    for (const source of ['rollups', 'raw'] as const) {
      const asia = await statistics.result('kits', { ...march, region: 'ASIA_PACIFIC' }, 'en', { source });
      expect(asia.rows.map((r) => [r.key, r.detailKey, r.events])).toEqual([['DX225LCA', 'th', 10], ['DX225LCA', 'en', 1]]);
      const latin = await statistics.result('kits', { ...march, region: 'LATIN_AMERICA' }, 'en', { source });
      expect(latin.rows.map((r) => [r.key, r.detailKey, r.events])).toEqual([['DL250', 'pt-BR', 4]]);
      const twoDays = await statistics.result('kits', { from: '2026-03-02', to: '2026-03-03', granularity: 'day' }, 'en', { source });
      expect(twoDays.rows.map((r) => [r.key, r.detailKey, r.events])).toEqual([['DX225LCA', 'th', 3], ['DL250', 'pt-BR', 2]]);
      expect(twoDays.series.find((s) => s.key === 'DX225LCA')?.counts).toEqual([1, 2]);
    }
    // A country is not among the screen's filters (its roll-up keeps none): it narrows nothing.
    expect(await statistics.result('kits', { ...march, country: 'BR' }, 'en')).toEqual(kits);
    // The languages are named in the reader's language.
    expect((await statistics.result('kits', march, 'ko')).rows.map((r) => r.detail)).toEqual(['ไทย', 'Português (Brasil)', 'English']);
    // Taking a kit is not reading: the models and functions screens count what they counted.
    const models = await statistics.result('accessbymodel', march, 'en');
    expect(models.rows.find((r) => r.key === 'DL250')?.events).toBe(10);
    expect((await statistics.result('accessbyfunction', march, 'en')).rows.map((r) => r.key)).not.toContain('KIT');
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

  it('exports the offline kits with the model, the language and the count of each row', async () => {
    const reply = await apiOf(t.app).as(admin).send(statisticsScreenApi.kits.export, { from: '2026-03-01', to: '2026-04-30', granularity: 'month' });
    expect(reply.status).toBe(200);
    expect(decodeURIComponent(String(reply.headers['content-disposition']))).toContain('Offline Kits 2026-03-01 2026-04-30.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(reply.bytes).buffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1, 4));
    expect(rows).toEqual([['Model', 'Language', 'Events'], ['DX225LCA', 'ไทย', 15], ['DL250', 'Português (Brasil)', 5], ['DX225LCA', 'English', 1]]);
    expect(workbook.worksheets[1]!.getRow(1).values).toEqual([undefined, 'Period', 'DX225LCA', 'DL250']);
  });

  it('opens the offline kits to their own menu only, not to another statistics screen\'s', async () => {
    const asHolderOf = async (menuId: string) => {
      const holder = await createUser(t.database.db, { roles: [await createRole(t.database.db, [menuId])] });
      return apiOf(t.app).as(await login(t.app, holder.loginId, holder.password));
    };
    const period = { from: '2026-03-01', to: '2026-03-31' };
    const misses = await asHolderOf('MGMT_STAT_SEARCHMISSES');
    expect((await misses.send(statisticsScreenApi.searchmisses.query, period)).status).toBe(200);
    for (const call of [statisticsScreenApi.kits.query, statisticsScreenApi.kits.export]) expect((await misses.send(call, period)).status).toBe(403);
    expect((await misses.send(statisticsScreenApi.kits.filters)).status).toBe(403);
    const kits = await asHolderOf('MGMT_STAT_KITS');
    expect((await kits.send(statisticsScreenApi.kits.query, period)).body.total).toBe(15);
    expect((await kits.send(statisticsScreenApi.kits.filters)).status).toBe(200);
    expect((await kits.send(statisticsScreenApi.accessbymodel.query, period)).status).toBe(403);
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

describe('migration 0035 (the offline kits screen)', () => {
  const empty = emptyDatabaseForFile();

  it('has the roll-ups recount the days of the kits taken before the screen counted them, and no day before the first', async () => {
    const database = empty.database();
    await migrateUpTo(database, '_kit_statistics');
    // Rolled up by a version without the screen: the roll-ups hold nothing of these events, and the last run read them all.
    await database.pool.query(`INSERT INTO access_events (occurred_at, action, region_code, language, model_code) VALUES
      ('2026-03-01T10:00:00Z', 'LOGIN', 'EUROPE', 'fr', NULL), ('2026-03-02T10:00:00Z', 'KIT_DOWNLOAD', 'EUROPE', 'fr', 'DX225LCA'),
      ('2026-03-05T10:00:00Z', 'LOGIN', 'CIS', 'ru', NULL), ('2026-03-05T11:00:00Z', 'KIT_DOWNLOAD', 'CIS', 'ru', 'DL250')`);
    await database.pool.query('INSERT INTO access_rollup_state (id, last_event_id) SELECT 1, max(id) FROM access_events');

    await runMigrations(database, MIGRATIONS_DIR);
    await catchUp(database.db, new Date('2026-04-02T00:00:00Z'));
    const statistics = createStatisticsService({ db: database.db, catalogue: { codeLabels: async () => ({ documentTypes: [], productTypes: [] }) } });
    const march = { from: '2026-03-01', to: '2026-03-31', granularity: 'month' as const };
    const kits = await statistics.result('kits', march, 'en');
    expect(kits.rows.map((r) => [r.key, r.detailKey, r.events])).toEqual([['DL250', 'ru', 1], ['DX225LCA', 'fr', 1]]);
    expect(kits).toEqual(await statistics.result('kits', march, 'en', { source: 'raw' }));
    // The sign-in of the day before the first kit was not recounted; the one of a later day was.
    expect((await statistics.result('accessbyregion', march, 'en')).rows.map((r) => [r.key, r.events])).toEqual([['CIS', 1]]);
  });
});
