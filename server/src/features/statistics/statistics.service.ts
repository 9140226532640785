// The rules of the statistics screens: what each counts (dimensions.ts), over which period and granularity, narrowed
// by the filters that fit it; its table (every key, largest first, with its share) and its chart (the largest keys
// per period, the rest together), every key named in the reader's language; and the same table as a spreadsheet.
import {
  LANGUAGES, STAT_SCREEN_SHAPES, type LanguageCode, type StatisticsFilterOptions, type StatisticsQuery, type StatisticsResult, type StatisticsRow, type StatScreen,
} from '@gsis/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { labelFor } from '../../platform/db/labels.ts';
import { labelsOf, loadNamespace } from '../../platform/i18n.ts';
import type { CatalogueLabels } from '../library/library.feature.ts';
import { SCREEN_COUNTS, type Dimension } from './dimensions.ts';
import * as repo from './statistics.repo.ts';

/** Keys drawn apart in a chart; the others are one series. */
const CHART_KEYS = 8;
/** Rows a screen's table shows at most; a spreadsheet holds up to EXPORT_ROWS. */
export const TABLE_ROWS = 500;
export const EXPORT_ROWS = 50_000;
/** The key the chart's other keys are put together under. */
const REST = '…';

type Query = z.output<typeof StatisticsQuery>;
type Words = Record<string, unknown>;
const words = loadNamespace('statistics') as unknown as Record<LanguageCode, Words>;
const menus = loadNamespace('menus');

/** A word of the statistics namespace in a language (a dotted path), English where it has none. */
export function word(language: LanguageCode, path: string): string {
  const find = (tree: Words) => path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Words)[part] : undefined), tree);
  const found = find(words[language]) ?? find(words.en);
  return typeof found === 'string' ? found : path;
}

/** A screen's title in a language: its menu's label. */
export const screenTitle = (screen: StatScreen, language: LanguageCode): string => {
  const labels = labelsOf(menus, `MGMT_STAT_${screen.toUpperCase()}`);
  return labels[language] ?? labels.en ?? screen;
};

/** The periods from `from` to `to`, each by its first day (weeks begin on Monday, as date_trunc's do). */
export function periodsOf(from: string, to: string, granularity: Query['granularity']): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  if (granularity === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (granularity === 'month') start.setUTCDate(1);
  const end = new Date(`${to}T00:00:00Z`);
  const periods: string[] = [];
  for (const at = start; at <= end;) {
    periods.push(at.toISOString().slice(0, 10));
    if (granularity === 'day') at.setUTCDate(at.getUTCDate() + 1);
    else if (granularity === 'week') at.setUTCDate(at.getUTCDate() + 7);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return periods;
}

export interface StatisticsService {
  result(screen: StatScreen, query: Query, language: LanguageCode, options?: { source?: repo.Source; limit?: number }): Promise<StatisticsResult>;
  filters(language: LanguageCode): Promise<StatisticsFilterOptions>;
  missedSearches(query: { term: string; language?: string | undefined; from: string; to: string }): Promise<Awaited<ReturnType<typeof repo.missedSearches>>>;
}

/** `clock`: what "now" is to the account statuses (a hold of wrong passwords lasts until a time); the real one by default. */
export function createStatisticsService({ db, catalogue, clock = () => new Date() }: { db: Db; catalogue: CatalogueLabels; clock?: () => Date }): StatisticsService {
  /** Names the keys of a dimension in a language. */
  async function namer(dimension: Dimension | 'status', language: LanguageCode): Promise<(key: string) => string> {
    const unknown = word(language, 'unknown');
    const from = (map: Map<string, string>) => (key: string) => (key === '' ? unknown : map.get(key) ?? key);
    switch (dimension) {
      case 'action': return (key) => word(language, `action.${key}`);
      case 'function': return (key) => word(language, `function.${key}`);
      case 'device': return (key) => (key === '' ? unknown : word(language, `device.${key}`));
      case 'user_type': return (key) => word(language, `userType.${key}`);
      case 'status': return (key) => word(language, `status.${key}`);
      case 'region': return from(new Map((await repo.regionLabels(db)).map((r) => [r.code, labelFor(r.labels, language)])));
      case 'country': {
        const names = new Intl.DisplayNames([language], { type: 'region' });
        return (key) => (key === '' ? unknown : names.of(key) ?? key);
      }
      case 'language': {
        const names = new Map<string, string>(LANGUAGES.map((l) => [l.code, l.nativeName]));
        return (key) => (key === '' ? unknown : names.get(key) ?? key);
      }
      case 'document_type': return from(new Map((await catalogue.codeLabels(language)).documentTypes.map((o) => [o.value, o.label])));
      case 'product_type': return from(new Map((await catalogue.codeLabels(language)).productTypes.map((o) => [o.value, o.label])));
      default: return (key) => (key === '' ? unknown : key);
    }
  }

  async function eventResult(screen: Exclude<StatScreen, 'userStatus'>, query: Query, language: LanguageCode, source: repo.Source, limit: number): Promise<StatisticsResult> {
    const count = SCREEN_COUNTS[screen];
    const narrowing = narrowingOf(screen, query);
    const { rows, total } = await repo.keyTotals(db, source, count, query, narrowing, limit);
    const chartKeys = [...new Set(rows.map((r) => r.value))].slice(0, CHART_KEYS);
    const counts = await repo.periodCounts(db, source, count, query, narrowing, chartKeys, REST);
    const [name, detailName] = await Promise.all([namer(count.dimension, language), namer('language', language)]);
    return assemble(query, language, total, rows.length >= limit, counts, chartKeys, name, rows.map((row) => ({
      key: row.value, label: name(row.value),
      detail: count.detail ? detailName(row.detail) : null,
      detailKey: count.detail ? row.detail : null,
      events: row.events, share: total ? row.events / total : 0,
      average: count.average && row.events ? Math.round((row.ratingSum / row.events) * 100) / 100 : null,
      lastSeen: row.lastSeen,
    })), {
      key: word(language, `columns.key.${count.dimension}`),
      detail: count.detail ? word(language, `columns.detail.${count.detail}`) : null,
      events: word(language, 'columns.events'),
    });
  }

  async function accountResult(query: Query, language: LanguageCode): Promise<StatisticsResult> {
    const { rows } = await repo.accountTotals(db, query, narrowingOf('userStatus', query), clock());
    const byKey = new Map<string, repo.KeyTotal>();
    for (const row of rows) {
      const id = `${row.value}\u0000${row.detail}`;
      const kept = byKey.get(id);
      byKey.set(id, kept
        ? { ...kept, events: kept.events + row.events, lastSeen: kept.lastSeen > row.lastSeen ? kept.lastSeen : row.lastSeen }
        : { value: row.value, detail: row.detail, events: row.events, ratingSum: 0, lastSeen: row.lastSeen });
    }
    const totals = [...byKey.values()].sort((a, b) => b.events - a.events || a.value.localeCompare(b.value));
    const total = totals.reduce((sum, r) => sum + r.events, 0);
    const [status, userType] = await Promise.all([namer('status', language), namer('user_type', language)]);
    const chartKeys = [...new Set(totals.map((r) => r.value))].slice(0, CHART_KEYS);
    const counts = rows.map((row) => ({ period: row.day, value: chartKeys.includes(row.value) ? row.value : REST, events: row.events }));
    return assemble(query, language, total, false, counts, chartKeys, status, totals.map((row) => ({
      key: row.value, label: status(row.value), detail: userType(row.detail), detailKey: row.detail, events: row.events, share: total ? row.events / total : 0, average: null, lastSeen: row.lastSeen,
    })), { key: word(language, 'columns.key.status'), detail: word(language, 'columns.detail.status'), events: word(language, 'columns.accounts') });
  }

  return {
    result(screen, query, language, { source = 'rollups', limit = TABLE_ROWS } = {}) {
      return screen === 'userStatus' ? accountResult(query, language) : eventResult(screen, query, language, source, limit);
    },

    async filters(language) {
      const [regions, countries, catalogueNames] = await Promise.all([repo.regionLabels(db), repo.countryRegions(db), catalogue.codeLabels(language)]);
      const countryName = new Intl.DisplayNames([language], { type: 'region' });
      return {
        regions: regions.map((r) => ({ value: r.code, label: labelFor(r.labels, language) })),
        countries: countries.map((c) => ({ value: c.code, label: countryName.of(c.code) ?? c.code, region: c.region }))
          .sort((a, b) => a.label.localeCompare(b.label, language)),
        documentTypes: catalogueNames.documentTypes,
        productTypes: catalogueNames.productTypes,
      };
    },

    missedSearches: (query) => repo.missedSearches(db, query),
  };
}

/** Only the filters that fit the screen narrow it. */
function narrowingOf(screen: StatScreen, query: Query): repo.Narrowing {
  const fits = new Set(STAT_SCREEN_SHAPES[screen].filters);
  return {
    region: fits.has('region') ? query.region : undefined,
    country: fits.has('country') ? query.country : undefined,
    documentType: fits.has('documentType') ? query.documentType : undefined,
    productType: fits.has('productType') ? query.productType : undefined,
  };
}

/** The chart's series (each chart key per period, the rest together) beside the table's rows. */
function assemble(
  query: Query, language: LanguageCode, total: number, truncated: boolean, counts: repo.PeriodCount[], chartKeys: string[], name: (key: string) => string,
  rows: StatisticsRow[], columns: StatisticsResult['columns'],
): StatisticsResult {
  const periods = periodsOf(query.from, query.to, query.granularity);
  const at = new Map(periods.map((p, i) => [p, i]));
  const keys = counts.some((c) => c.value === REST) ? [...chartKeys, REST] : chartKeys;
  const series = keys.map((key) => ({ key, label: key === REST ? word(language, 'other') : name(key), counts: periods.map(() => 0) }));
  const seriesOf = new Map(series.map((s) => [s.key, s]));
  for (const { period, value, events } of counts) {
    const i = at.get(period);
    const s = seriesOf.get(value);
    if (i !== undefined && s) s.counts[i]! += events;
  }
  return { periods, series, rows, total, truncated, columns };
}
