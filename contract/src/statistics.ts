// Statistics (/management/statistics/**): the seed's 18 screens, the searches that found nothing and the offline kits
// taken, each a chart and a table for a period and a granularity, narrowed by the filters that fit it, and exported to
// a spreadsheet.
// Each screen has its own menu (MGMT_STAT_<SCREEN>), which opens its three calls.
import { z } from 'zod';
import { endpoint, type EndpointDefinition } from './endpoint.ts';
import { isoDate } from './fields.ts';
import { STATISTICS_SCREENS, statMenuOf } from './menus.ts';

/** The seed's 18 screens, then the two beyond it (the menu tree's statistics children). */
export const STAT_SCREENS = STATISTICS_SCREENS;
export type StatScreen = (typeof STAT_SCREENS)[number];
export const isStatScreen = (value: string): value is StatScreen => (STAT_SCREENS as readonly string[]).includes(value);

export const STAT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type StatGranularity = (typeof STAT_GRANULARITIES)[number];
export const STAT_FILTERS = ['region', 'country', 'documentType', 'productType'] as const;
export type StatFilter = (typeof STAT_FILTERS)[number];
/** The longest period a screen answers at once. */
export const STAT_MAX_DAYS = 3 * 366;

/**
 * Screens of many values (documents, models, search terms) narrow by region rather than country: their roll-ups
 * are kept without the country, so they stay small.
 */
const BY_DOCUMENT: readonly StatFilter[] = ['region', 'documentType', 'productType'];

/** What each screen shows as its chart, and which filters fit what it counts. */
export const STAT_SCREEN_SHAPES: Record<StatScreen, { chart: 'line' | 'bar' | 'pie'; filters: readonly StatFilter[] }> = {
  documentType: { chart: 'bar', filters: ['region', 'country', 'productType'] },
  productType: { chart: 'bar', filters: ['region', 'country', 'documentType'] },
  docDownload: { chart: 'bar', filters: BY_DOCUMENT },
  docView: { chart: 'bar', filters: BY_DOCUMENT },
  webhelp: { chart: 'bar', filters: BY_DOCUMENT },
  accountCreate: { chart: 'line', filters: [] },
  feedback: { chart: 'bar', filters: BY_DOCUMENT },
  docRatio: { chart: 'pie', filters: STAT_FILTERS },
  userStatus: { chart: 'bar', filters: ['region', 'country'] },
  accessbyregion: { chart: 'pie', filters: [] },
  accessbycountry: { chart: 'bar', filters: ['region'] },
  accessbylanguages: { chart: 'pie', filters: ['region', 'country'] },
  accessbytimezone: { chart: 'bar', filters: ['region', 'country'] },
  accessbypreferencedevice: { chart: 'pie', filters: ['region', 'country'] },
  accessbymodel: { chart: 'bar', filters: BY_DOCUMENT },
  recentmodel: { chart: 'bar', filters: BY_DOCUMENT },
  accessbytopic: { chart: 'bar', filters: BY_DOCUMENT },
  accessbyfunction: { chart: 'line', filters: ['region', 'country'] },
  searchmisses: { chart: 'bar', filters: ['region'] },
  kits: { chart: 'bar', filters: ['region'] },
};

const code = z.string().trim().min(1).max(40);

export const StatisticsQuery = z.object({
  from: isoDate,
  to: isoDate,
  granularity: z.enum(STAT_GRANULARITIES).default('day'),
  region: code.optional(),
  country: z.string().trim().length(2).toUpperCase().optional(),
  documentType: code.optional(),
  productType: code.optional(),
}).refine((q) => q.from <= q.to, { path: ['to'], message: 'before from' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STAT_MAX_DAYS, { path: ['from'], message: 'period too long' });
export type StatisticsQuery = z.input<typeof StatisticsQuery>;

export const StatisticsRow = z.object({
  /** What the row counts, as stored (a code, a title, a term); '' for events that did not say. */
  key: z.string(),
  /** The key in the reader's language. */
  label: z.string(),
  /** A second column some screens have: the language of a search that found nothing or of a kit's reader. */
  detail: z.string().nullable(),
  /** The second key as stored (a language code), for asking about the row. */
  detailKey: z.string().nullable(),
  events: z.number().int(),
  /** Of all events the screen counts in the period, 0 to 1. */
  share: z.number(),
  /** Feedback: the average rating (1–5). */
  average: z.number().nullable(),
  /** The last day with an event. */
  lastSeen: z.string().nullable(),
});
export type StatisticsRow = z.infer<typeof StatisticsRow>;
export const StatisticsResult = z.object({
  /** The first day of each period, in order. */
  periods: z.array(z.string()),
  /** The largest keys (and the rest together, as key '…'), one count per period. */
  series: z.array(z.object({ key: z.string(), label: z.string(), counts: z.array(z.number().int()) })),
  rows: z.array(StatisticsRow),
  total: z.number().int(),
  /** More keys than the table lists (the largest are listed; the spreadsheet holds up to 50 000). */
  truncated: z.boolean(),
  /** The words of the table's columns, in the reader's language. */
  columns: z.object({ key: z.string(), detail: z.string().nullable(), events: z.string() }),
});
export type StatisticsResult = z.infer<typeof StatisticsResult>;

const option = z.object({ value: z.string(), label: z.string() });
export const StatisticsFilterOptions = z.object({
  regions: z.array(option), countries: z.array(option.extend({ region: z.string() })), documentTypes: z.array(option), productTypes: z.array(option),
});
export type StatisticsFilterOptions = z.infer<typeof StatisticsFilterOptions>;

/** Who searched a term that found nothing, and when (searchmisses). */
export const SearchMissQuery = z.object({ term: z.string().min(1).max(200), language: z.string().max(10).optional(), from: isoDate, to: isoDate });
export const SearchMissSearches = z.object({
  items: z.array(z.object({ id: z.number().int(), at: z.string(), loginId: z.string().nullable(), country: z.string().nullable(), tab: z.string().nullable() })),
});

// ── Endpoints: three per screen, opened by the screen's menu ──

function screenEndpoints(screen: StatScreen) {
  const base = { access: { menu: statMenuOf(screen) }, area: 'statistics' } as const;
  return {
    query: endpoint({ ...base, method: 'POST', path: `/mgmt/statistics/${screen}`, summary: `The ${screen} screen: a chart's series and a table for a period`, body: StatisticsQuery, response: StatisticsResult }),
    export: endpoint({ ...base, method: 'POST', path: `/mgmt/statistics/${screen}/export`, summary: `The ${screen} table as a spreadsheet (.xlsx)`, body: StatisticsQuery }),
    filters: endpoint({ ...base, method: 'POST', path: `/mgmt/statistics/${screen}/filters`, summary: 'The regions, countries, document types and product types to narrow by', response: StatisticsFilterOptions }),
  };
}

export type StatScreenEndpoints = ReturnType<typeof screenEndpoints>;
export const statisticsScreenApi = Object.fromEntries(STAT_SCREENS.map((screen) => [screen, screenEndpoints(screen)])) as Record<StatScreen, StatScreenEndpoints>;
/** Who searched a term that found nothing (the searchmisses screen's menu). */
export const searchMissSearchesEndpoint = endpoint({
  access: { menu: statMenuOf('searchmisses') }, area: 'statistics', method: 'POST', path: '/mgmt/statistics/searchmisses/searches',
  summary: 'Who searched a term that found nothing, and when (kept as long as raw events are)', body: SearchMissQuery, response: SearchMissSearches,
});

export const statisticsApi: Record<string, EndpointDefinition> = {
  ...Object.fromEntries(STAT_SCREENS.flatMap((screen) => Object.entries(statisticsScreenApi[screen]).map(([kind, e]) => [`${screen}.${kind}`, e]))),
  searchMissSearches: searchMissSearchesEndpoint,
};
