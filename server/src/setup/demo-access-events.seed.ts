// Access events as a busy installation records them — sign-ins, searches (some finding nothing), PDF views and
// downloads, web-help views, feedback, sign-ups and offline kits taken across regions, countries, languages, devices,
// models and documents — generated in PostgreSQL (a fixed seed: the same data each time) for the demo's statistics
// and for the benchmark's ten million.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/database.ts';
import { textArray } from '../platform/db/sql-text.ts';
import { DEMO_MODELS, DOCUMENT_TYPE_CODES } from '../features/library/catalogue/catalogue-data.ts';

/** Where people sign in from: country, region, language, time zone. */
const PLACES: [string, string, string, string][] = [
  ['KR', 'KOREA', 'ko', 'Asia/Seoul'], ['TH', 'ASIA_PACIFIC', 'th', 'Asia/Bangkok'], ['MM', 'ASIA_PACIFIC', 'my', 'Asia/Yangon'],
  ['ID', 'ASIA_PACIFIC', 'id', 'Asia/Jakarta'], ['CN', 'CHINA', 'zh-CN', 'Asia/Shanghai'], ['MN', 'ASIA_PACIFIC', 'mn', 'Asia/Ulaanbaatar'],
  ['BR', 'LATIN_AMERICA', 'pt-BR', 'America/Sao_Paulo'], ['MX', 'LATIN_AMERICA', 'es-419', 'America/Mexico_City'], ['CL', 'LATIN_AMERICA', 'es-419', 'America/Santiago'],
  ['FR', 'EUROPE', 'fr', 'Europe/Paris'], ['TR', 'EUROPE', 'tr', 'Europe/Istanbul'], ['UA', 'CIS', 'uk', 'Europe/Kyiv'],
  ['RU', 'CIS', 'ru', 'Europe/Moscow'], ['US', 'NORTH_AMERICA', 'en', 'America/Chicago'], ['AU', 'ASIA_PACIFIC', 'en', 'Australia/Sydney'],
  ['ZA', 'MIDDLE_EAST_AFRICA', 'en', 'Africa/Johannesburg'], ['AE', 'MIDDLE_EAST_AFRICA', 'en', 'Asia/Dubai'], ['GB', 'EUROPE', 'en', 'Europe/London'],
];
const KINDS: [string, string][] = [
  ['SERVICE_MANUAL', 'Shop Manual'], ['OPERATION_MAINTENANCE_MANUAL', 'Operation & Maintenance Manual'], ['PARTS_BOOK', 'Parts Book'],
  ['SERVICE_BULLETIN', 'Service Bulletin'], ['TROUBLESHOOTING_GUIDE', 'Troubleshooting Guide'],
];
const FOUND = ['DX225LCA', 'DX300LCA', 'DL250', 'hydraulic pump', 'EHFBF', 'swing motor', 'engine oil', 'track tension', 'SPN 110 FMI 0', 'fuel filter'];
/** The models readers take offline, the most taken first. */
const KIT_MODELS = ['DX225LCA', 'DX300LCA', 'DL250', 'DX140LCR', 'DX220LC', 'DX380LC', 'DL300', 'DX140W', 'DX62R', 'DA30', 'DX420LCA', 'DL06'];
const MISSED = ['DX999', 'coolant leak noise', 'cab heater fuse', 'E0417', 'boom cylinder seal kit', 'ไส้กรองน้ำมัน', '냉각수 누유', 'filtro hidráulico'];

/** The demo's events: about 400 a day for four months. */
export const DEMO_ACCESS_EVENTS = 50_000;

export interface GeneratedEvents { count: number; days: number; documents?: number; seed?: number }

/** The documents events read: a title per model and kind, with its document type and product type. */
function documentsOf(count: number): { title: string; model: string; documentType: string; productType: string }[] {
  const documents = [];
  for (let i = 0; documents.length < count; i += 1) {
    const model = DEMO_MODELS[Math.floor(i / KINDS.length) % DEMO_MODELS.length]!;
    const [documentType, kind] = KINDS[i % KINDS.length]!;
    const edition = Math.floor(i / (DEMO_MODELS.length * KINDS.length));
    const known = (DOCUMENT_TYPE_CODES as readonly string[]).includes(documentType) ? documentType : DOCUMENT_TYPE_CODES[0]!;
    documents.push({ title: `${model.code} ${kind}${edition ? ` (${edition + 1})` : ''}`, model: model.code, documentType: known, productType: model.type });
  }
  return documents;
}


/** Inserts `count` events over the `days` before `now`. */
export async function generateAccessEvents(db: DbOrTx, now: Date, { count, days, documents = 60, seed = 0.42 }: GeneratedEvents): Promise<void> {
  const docs = documentsOf(documents);
  await db.execute(sql`SELECT setseed(${seed})`);
  await db.execute(sql`
    INSERT INTO access_events (occurred_at, action, login_id, ip, country_code, region_code, language, time_zone, device, browser, os,
      model_code, document_type, product_type, topic, function, details)
    SELECT g.at, a.action,
      CASE WHEN a.action <> 'SIGNUP' THEN 'dealer' || g.person || '@dealer.example' END,
      '10.' || (g.person % 250) || '.0.1',
      (${textArray(PLACES.map((p) => p[0]))})[g.place], (${textArray(PLACES.map((p) => p[1]))})[g.place],
      (${textArray(PLACES.map((p) => p[2]))})[g.place], (${textArray(PLACES.map((p) => p[3]))})[g.place],
      CASE WHEN g.r_device < 0.7 THEN 'desktop' WHEN g.r_device < 0.95 THEN 'mobile' ELSE 'tablet' END, 'Chrome', 'Windows',
      CASE WHEN a.reads OR a.action = 'SEARCH' AND g.r_term < 0.5 THEN (${textArray(docs.map((d) => d.model))})[g.doc] END,
      CASE WHEN a.reads THEN (${textArray(docs.map((d) => d.documentType))})[g.doc] END,
      CASE WHEN a.reads THEN (${textArray(docs.map((d) => d.productType))})[g.doc] END,
      CASE WHEN a.reads THEN (${textArray(docs.map((d) => d.title))})[g.doc] WHEN a.action = 'SEARCH' THEN s.term END,
      CASE WHEN a.reads AND a.action <> 'FEEDBACK' THEN 'DOCUMENT' WHEN a.action IN ('SEARCH', 'FEEDBACK') THEN a.action END,
      CASE a.action
        WHEN 'SEARCH' THEN jsonb_build_object('term', s.term, 'tab', CASE WHEN g.r_term < 0.6 THEN 'index' ELSE 'pdf' END, 'resultCount', CASE WHEN s.missed THEN 0 ELSE 1 + g.person % 40 END)
        WHEN 'FEEDBACK' THEN jsonb_build_object('rating', 1 + floor(g.r_term * 5)::int)
        WHEN 'SIGNUP' THEN jsonb_build_object('userType', CASE WHEN g.r_term < 0.6 THEN 'DEALER' WHEN g.r_term < 0.9 THEN 'USER' ELSE 'EMPLOYEES' END)
      END
    FROM (
      SELECT ${now}::timestamptz - random() * ${days} * interval '1 day' AS at, random() AS r_action, random() AS r_device, random() AS r_term,
        1 + floor(random() * ${PLACES.length})::int AS place, 1 + floor(power(random(), 2) * ${docs.length})::int AS doc, floor(random() * 5000)::int AS person
      FROM generate_series(1, ${count})
    ) g
    CROSS JOIN LATERAL (SELECT CASE
      WHEN g.r_action < 0.15 THEN 'LOGIN' WHEN g.r_action < 0.17 THEN 'LOGIN_SSO' WHEN g.r_action < 0.52 THEN 'SEARCH'
      WHEN g.r_action < 0.80 THEN 'DOCUMENT_VIEW' WHEN g.r_action < 0.88 THEN 'DOCUMENT_DOWNLOAD' WHEN g.r_action < 0.98 THEN 'WEBHELP_VIEW'
      WHEN g.r_action < 0.99 THEN 'FEEDBACK' ELSE 'SIGNUP' END AS action) a0
    CROSS JOIN LATERAL (SELECT a0.action, a0.action IN ('DOCUMENT_VIEW', 'DOCUMENT_DOWNLOAD', 'WEBHELP_VIEW', 'FEEDBACK') AS reads) a
    CROSS JOIN LATERAL (SELECT g.r_term < 0.12 AS missed,
      CASE WHEN g.r_term < 0.12 THEN (${textArray(MISSED)})[1 + floor(g.r_term / 0.12 * ${MISSED.length})::int]
           ELSE (${textArray(FOUND)})[1 + floor((g.r_term - 0.12) / 0.88 * ${FOUND.length})::int] END AS term) s`);
  // One offline kit taken for every hundred other events, in the reader's language and English, as kits.service records it.
  await db.execute(sql`
    INSERT INTO access_events (occurred_at, action, login_id, ip, country_code, region_code, language, time_zone, device, browser, os, model_code, function, details)
    SELECT g.at, 'KIT_DOWNLOAD', 'dealer' || g.person || '@dealer.example', '10.' || (g.person % 250) || '.0.1', p.country, p.region, p.language, p.time_zone,
      CASE WHEN g.r_device < 0.4 THEN 'desktop' WHEN g.r_device < 0.85 THEN 'mobile' ELSE 'tablet' END, 'Chrome',
      CASE WHEN g.r_device < 0.4 THEN 'Windows' ELSE 'Android' END,
      (${textArray(KIT_MODELS)})[g.model], 'KIT',
      jsonb_build_object('languages', CASE WHEN p.language = 'en' THEN jsonb_build_array('en') ELSE jsonb_build_array(p.language, 'en') END,
        'versions', 4 + g.person % 20, 'bytes', (40 + g.person % 300) * 1048576, 'suffix', NULL)
    FROM (
      SELECT ${now}::timestamptz - random() * ${days} * interval '1 day' AS at, random() AS r_device,
        1 + floor(random() * ${PLACES.length})::int AS place, 1 + floor(power(random(), 2) * ${KIT_MODELS.length})::int AS model, floor(random() * 5000)::int AS person
      FROM generate_series(1, ${Math.max(1, Math.round(count / 100))})
    ) g
    CROSS JOIN LATERAL (SELECT (${textArray(PLACES.map((p) => p[0]))})[g.place] AS country, (${textArray(PLACES.map((p) => p[1]))})[g.place] AS region,
      (${textArray(PLACES.map((p) => p[2]))})[g.place] AS language, (${textArray(PLACES.map((p) => p[3]))})[g.place] AS time_zone) p`);
}
