// What statistics group access events by, each as one SQL expression over an event `e`: the roll-ups are built
// from these, and a screen asked of the raw events reads the same expressions, so both answer alike.
import { STAT_SCREENS, type StatScreen } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessAction } from '../../platform/access-events.ts';

export const DIMENSIONS = [
  'action', 'region', 'country', 'language', 'time_zone', 'device', 'model', 'topic', 'function', 'document_type', 'product_type', 'user_type', 'missed_search',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * The value an event has in a dimension (NULL: it is not counted there). Dimensions of many values (a document's
 * title, a model, a search term) are kept without the event's country, so their roll-ups stay small: their
 * screens narrow by region, document type and product type.
 */
export const DIMENSION_VALUE: Record<Dimension, SQL> = {
  action: sql`e.action`,
  region: sql`coalesce(e.region_code, '')`,
  country: sql`coalesce(e.country_code, '')`,
  language: sql`coalesce(e.language, '')`,
  time_zone: sql`coalesce(e.time_zone, '')`,
  device: sql`coalesce(e.device, '')`,
  model: sql`e.model_code`,
  topic: sql`e.topic`,
  function: sql`coalesce(e.function, e.action)`,
  document_type: sql`e.document_type`,
  product_type: sql`e.product_type`,
  user_type: sql`e.details->>'userType'`,
  missed_search: sql`CASE WHEN e.action = 'SEARCH' AND e.details->>'resultCount' = '0' THEN e.details->>'term' END`,
};

const MANY_VALUES: ReadonlySet<Dimension> = new Set(['model', 'topic', 'missed_search']);
/** The country an event is kept under in a dimension's roll-up. */
export const countryIn = (dimension: Dimension): SQL => (MANY_VALUES.has(dimension) ? sql`''` : sql`coalesce(e.country_code, '')`);
/** The second key some dimensions keep: the language a search that found nothing was typed in. */
export const detailIn = (dimension: Dimension): SQL => (dimension === 'missed_search' ? sql`coalesce(e.language, '')` : sql`''`);
/** A feedback event's rating; 0 for every other. */
export const RATING = sql`coalesce((e.details->>'rating')::int, 0)`;
/** The UTC day of an event. */
export const DAY = sql`(e.occurred_at AT TIME ZONE 'UTC')::date`;
/** The moment a UTC day (a SQL date) begins, whatever the session's time zone. */
export const utcStartOf = (day: SQL): SQL => sql`((${day})::timestamp AT TIME ZONE 'UTC')`;

const READING: AccessAction[] = ['DOCUMENT_VIEW', 'DOCUMENT_DOWNLOAD', 'WEBHELP_VIEW'];
const SIGN_INS: AccessAction[] = ['LOGIN', 'LOGIN_SSO'];

export interface ScreenCount {
  actions: readonly AccessAction[];
  dimension: Dimension;
  /** The table's order: most events first, or most recent first. */
  order: 'events' | 'recent';
  /** The rows carry an average rating. */
  average?: true;
}

/** What each screen counts (userStatus counts accounts, not events: statistics.repo.ts). */
export const SCREEN_COUNTS: Record<Exclude<StatScreen, 'userStatus'>, ScreenCount> = {
  documentType: { actions: READING, dimension: 'document_type', order: 'events' },
  productType: { actions: READING, dimension: 'product_type', order: 'events' },
  docDownload: { actions: ['DOCUMENT_DOWNLOAD'], dimension: 'topic', order: 'events' },
  docView: { actions: ['DOCUMENT_VIEW'], dimension: 'topic', order: 'events' },
  webhelp: { actions: ['WEBHELP_VIEW'], dimension: 'topic', order: 'events' },
  accountCreate: { actions: ['SIGNUP'], dimension: 'user_type', order: 'events' },
  feedback: { actions: ['FEEDBACK'], dimension: 'topic', order: 'events', average: true },
  docRatio: { actions: READING, dimension: 'action', order: 'events' },
  accessbyregion: { actions: SIGN_INS, dimension: 'region', order: 'events' },
  accessbycountry: { actions: SIGN_INS, dimension: 'country', order: 'events' },
  accessbylanguages: { actions: SIGN_INS, dimension: 'language', order: 'events' },
  accessbytimezone: { actions: SIGN_INS, dimension: 'time_zone', order: 'events' },
  accessbypreferencedevice: { actions: SIGN_INS, dimension: 'device', order: 'events' },
  accessbymodel: { actions: [...READING, 'SEARCH', 'FEEDBACK'], dimension: 'model', order: 'events' },
  recentmodel: { actions: [...READING, 'SEARCH', 'FEEDBACK'], dimension: 'model', order: 'recent' },
  accessbytopic: { actions: [...READING, 'FEEDBACK'], dimension: 'topic', order: 'events' },
  accessbyfunction: { actions: [...SIGN_INS, ...READING, 'SEARCH', 'FEEDBACK', 'SIGNUP'], dimension: 'function', order: 'events' },
  searchmisses: { actions: ['SEARCH'], dimension: 'missed_search', order: 'events' },
};

export const EVENT_SCREENS = STAT_SCREENS.filter((s): s is Exclude<StatScreen, 'userStatus'> => s !== 'userStatus');
