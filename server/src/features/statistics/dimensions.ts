// What statistics group access events by, each as one SQL expression over an event `e`: the roll-ups are built
// from these, and a screen asked of the raw events reads the same expressions, so both answer alike.
import { STAT_SCREENS, type StatFilter, type StatScreen } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import { READING_ACTIONS, type AccessAction } from '../../platform/access-events.ts';

export const DIMENSIONS = [
  'action', 'region', 'country', 'language', 'time_zone', 'device', 'model', 'topic', 'function', 'document_type', 'product_type', 'user_type', 'missed_search',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The value an event has in a dimension (NULL: it is not counted there). */
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

/** What an event is kept under for each filter a screen may offer ('' where it has nothing to say). */
export const FILTER_VALUE: Record<StatFilter, SQL> = {
  region: sql`coalesce(e.region_code, '')`,
  country: sql`coalesce(e.country_code, '')`,
  documentType: sql`coalesce(e.document_type, '')`,
  productType: sql`coalesce(e.product_type, '')`,
};

/** The second key some screens keep: the language a search that found nothing was typed in, or a kit was taken in. */
export const detailIn = (count: Pick<ScreenCount, 'detail'>): SQL => (count.detail === 'language' ? sql`coalesce(e.language, '')` : sql`''`);
/** A feedback event's rating; 0 for every other. */
export const RATING = sql`coalesce((e.details->>'rating')::int, 0)`;
/** The UTC day of an event. */
export const DAY = sql`(e.occurred_at AT TIME ZONE 'UTC')::date`;
/** The moment a UTC day (a SQL date) begins, whatever the session's time zone. */
export const utcStartOf = (day: SQL): SQL => sql`((${day})::timestamp AT TIME ZONE 'UTC')`;


const SIGN_INS: AccessAction[] = ['LOGIN', 'LOGIN_SSO'];

export interface ScreenCount {
  /** The roll-up rows it reads: its own, or those of a screen that counts alike. */
  rollup: string;
  actions: readonly AccessAction[];
  dimension: Dimension;
  /** The table's order: most events first, or most recent first. */
  order: 'events' | 'recent';
  /** The rows are split by a second key as well: the reader's language. */
  detail?: 'language';
  /** The rows carry an average rating. */
  average?: true;
}

/** What each screen counts (userStatus counts accounts, not events: statistics.repo.ts). */
export const SCREEN_COUNTS: Record<Exclude<StatScreen, 'userStatus'>, ScreenCount> = {
  documentType: { rollup: 'documentType', actions: READING_ACTIONS, dimension: 'document_type', order: 'events' },
  productType: { rollup: 'productType', actions: READING_ACTIONS, dimension: 'product_type', order: 'events' },
  docDownload: { rollup: 'docDownload', actions: ['DOCUMENT_DOWNLOAD'], dimension: 'topic', order: 'events' },
  docView: { rollup: 'docView', actions: ['DOCUMENT_VIEW'], dimension: 'topic', order: 'events' },
  webhelp: { rollup: 'webhelp', actions: ['WEBHELP_VIEW'], dimension: 'topic', order: 'events' },
  accountCreate: { rollup: 'accountCreate', actions: ['SIGNUP'], dimension: 'user_type', order: 'events' },
  feedback: { rollup: 'feedback', actions: ['FEEDBACK'], dimension: 'topic', order: 'events', average: true },
  docRatio: { rollup: 'docRatio', actions: READING_ACTIONS, dimension: 'action', order: 'events' },
  accessbyregion: { rollup: 'accessbyregion', actions: SIGN_INS, dimension: 'region', order: 'events' },
  accessbycountry: { rollup: 'accessbycountry', actions: SIGN_INS, dimension: 'country', order: 'events' },
  accessbylanguages: { rollup: 'accessbylanguages', actions: SIGN_INS, dimension: 'language', order: 'events' },
  accessbytimezone: { rollup: 'accessbytimezone', actions: SIGN_INS, dimension: 'time_zone', order: 'events' },
  accessbypreferencedevice: { rollup: 'accessbypreferencedevice', actions: SIGN_INS, dimension: 'device', order: 'events' },
  accessbymodel: { rollup: 'accessbymodel', actions: [...READING_ACTIONS, 'SEARCH', 'FEEDBACK'], dimension: 'model', order: 'events' },
  recentmodel: { rollup: 'accessbymodel', actions: [...READING_ACTIONS, 'SEARCH', 'FEEDBACK'], dimension: 'model', order: 'recent' },
  accessbytopic: { rollup: 'accessbytopic', actions: [...READING_ACTIONS, 'FEEDBACK'], dimension: 'topic', order: 'events' },
  accessbyfunction: { rollup: 'accessbyfunction', actions: [...SIGN_INS, ...READING_ACTIONS, 'SEARCH', 'FEEDBACK', 'SIGNUP'], dimension: 'function', order: 'events' },
  searchmisses: { rollup: 'searchmisses', actions: ['SEARCH'], dimension: 'missed_search', order: 'events', detail: 'language' },
  kits: { rollup: 'kits', actions: ['KIT_DOWNLOAD'], dimension: 'model', order: 'events', detail: 'language' },
};

export const EVENT_SCREENS = STAT_SCREENS.filter((s): s is Exclude<StatScreen, 'userStatus'> => s !== 'userStatus');
/** Each roll-up once, with the screen that defines it (recentmodel reads accessbymodel's). */
export const ROLLUPS = EVENT_SCREENS.filter((screen) => SCREEN_COUNTS[screen].rollup === screen);
