// SQL of search: a query's lexemes, full-text hits over the library's row sources with their authority, 'did you mean', recent searches.
import type { LanguageCode, RecentSearch, SearchTab } from '@gsis/contract';
import { MAX_RECENT_SEARCHES } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Lexicon } from '../../platform/search-text/search-text.ts';
import type { Reader } from '../library/access/reader-access.ts';
import {
  documentsReadable, indexedWords, matchingTextUnits, readerLanguageOrder, textUnitShown, topicNamed, type TextFilters, type TextKind,
} from '../library/library-views.ts';
import { isoUtc, startingWith, textArray } from '../../platform/db/sql-text.ts';
import { headingVector } from '../../platform/search-text/vectors.ts';

export type { TextFilters, TextKind };

/** Each token read in each configuration, in one round trip: [] where it is a stop word. */
export async function lexemesOf(db: DbOrTx, configs: string[], tokens: string[]): Promise<Lexicon> {
  const lexicon: Lexicon = new Map(configs.map((c) => [c, new Map()]));
  if (tokens.length === 0) return lexicon;
  const { rows } = await db.execute<{ cfg: string; token: string; lexemes: string[] }>(sql`
    SELECT c AS cfg, w AS token,
      coalesce((SELECT array_agg(u.lexeme ORDER BY u.positions[1]) FROM unnest(to_tsvector(c::regconfig, w)) u), '{}') AS lexemes
    FROM unnest(${textArray(configs)}) c, unnest(${textArray(tokens)}) w`);
  for (const r of rows) lexicon.get(r.cfg)!.set(r.token, r.lexemes);
  return lexicon;
}

/** Whose authority labels the hits (the library's reader access). */
export type Viewer = Reader;

/**
 * At most this many matching pages (or topics) are ranked and counted: first those whose heading holds the query,
 * then the first others PostgreSQL finds. A word on 400 000 of a million pages would otherwise cost seconds to rank
 * in full, for a reader who looks at the first twenty; past the cap the count says "more than" and the reader
 * narrows the search (docs/search.md, docs/performance.md). The heading index's posting lists are a thirtieth of
 * the text's, so the heading hits are gathered from all matches, not from the first found.
 */
export const HEADING_CANDIDATES = 300;
export const TEXT_CANDIDATES = 300;
export const MAX_CANDIDATES = HEADING_CANDIDATES + TEXT_CANDIDATES;

/**
 * The CTEs `heading_hits` (units whose heading holds `q`, found in the heading tables without reading the text),
 * `text_hits` (the first others whose text does) and `hits` (both), each row with the columns `select` names over
 * `u` (matchingTextUnits: its `tsv` is the heading's in the first tier) and `in_heading`; one more than the cap of
 * each tier, so that `capped` can tell.
 */
function candidateHits(kind: TextKind, tsquery: string, filters: TextFilters, select: SQL): SQL {
  const q = sql`${tsquery}::tsquery`;
  // `!` is the tsquery's NOT (a lexeme never holds one: the parsers split words at punctuation).
  const excludes = tsquery.includes('!');
  return sql`heading_hits AS MATERIALIZED (
      SELECT ${select}, true AS in_heading FROM ${matchingTextUnits(kind, q, filters, 'heading', { excludes })} u LIMIT ${HEADING_CANDIDATES + 1}),
    text_hits AS MATERIALIZED (
      SELECT ${select}, false AS in_heading FROM ${matchingTextUnits(kind, q, filters)} u
      WHERE NOT (${headingVector(sql`u.tsv`)} @@ ${q}) LIMIT ${TEXT_CANDIDATES + 1}),
    hits AS (SELECT * FROM heading_hits UNION ALL SELECT * FROM text_hits)`;
}

/** Whether a tier of `candidateHits` had more than it keeps. */
const tierCapped = sql`((SELECT count(*) FROM heading_hits) > ${HEADING_CANDIDATES} OR (SELECT count(*) FROM text_hits) > ${TEXT_CANDIDATES})`;

export interface HitCounts { total: number; authorisedTotal: number; capped: boolean; manuals: number }

/**
 * Runs a query for matching text units under costs that tell PostgreSQL what reading a text index really costs.
 * Asked for the first few hundred pages holding common words, the planner would build the full bitmap of every
 * page holding them from the GIN index (140 000 pages for "filter valve" on a million: 160 ms; 60 683 for
 * "hydraulic pump check": 120 ms) where a scan of the table stops after the first few hundred (30 ms): it prices
 * an index scan by the pages it finds, but the work is decoding every posting list of every word, and several
 * common words find few pages from long lists. Thirty times its default price of an index entry puts the plans
 * in their measured order (ten times did for single words, not for several: p95 86 → 65 ms over 70 searches of
 * two and three words). Words on a few pages still come from the index (0.1 ms).
 */
async function withTextIndexCosts<T extends Record<string, unknown>>(db: DbOrTx, query: SQL, { indexOnly = false } = {}): Promise<T[]> {
  return db.transaction(async (tx) => {
    // A scan of the pages starts at the first page, not where the last scan of the table stopped (PostgreSQL's
    // synchronised scans, for tables past a quarter of its shared buffers): the "first others found" are then the
    // same each time, so a search asked twice lists the same manuals, and they are the pages read most, kept in
    // memory (on the million pages, "starter motor": 58–89 ms → 35–39 ms).
    // Bitmap scans only, for `indexOnly`: a plain index scan in key order is a table scan by another name.
    const bitmapOnly = indexOnly ? sql`; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off` : sql``;
    await tx.execute(sql`SET LOCAL cpu_index_tuple_cost = 0.15; SET LOCAL synchronize_seqscans = off${bitmapOnly}`);
    return (await tx.execute<T>(query)).rows as T[];
  });
}

const counted = (total: number, authorisedTotal: number, manuals: number, capped: boolean): HitCounts => ({
  total: Math.min(total, MAX_CANDIDATES), authorisedTotal: Math.min(authorisedTotal, MAX_CANDIDATES), capped, manuals,
});

/**
 * The documents of the hits (the CTE `hits`, column `document_id`) once each, with whether the viewer may read
 * them (a thousand hits are often of a hundred documents) and, given the query, whether their title matches.
 */
function hitDocuments(viewer: Viewer, titleMatches?: SQL): SQL {
  return sql`SELECT r.id, r.authorised
      ${titleMatches ? sql`, EXISTS (SELECT 1 FROM search_suggestions s WHERE s.kind = 'TITLE' AND s.ref_id = r.id AND s.tsv @@ ${titleMatches}) AS title_hit` : sql``}
    FROM ${documentsReadable(viewer, sql`SELECT document_id FROM hits`)} r`;
}

/** How many units match, in documents the viewer may read and in all, and in how many manuals. */
export async function countHits(db: DbOrTx, kind: TextKind, tsquery: string, filters: TextFilters, viewer: Viewer): Promise<HitCounts> {
  const rows = await withTextIndexCosts<{ total: number; authorised_total: number; manuals: number; capped: boolean }>(db, sql`
    WITH ${candidateHits(kind, tsquery, filters, sql`u.version_id, u.document_id`)},
    docs AS MATERIALIZED (${hitDocuments(viewer)})
    SELECT count(*)::int AS total, count(*) FILTER (WHERE docs.authorised)::int AS authorised_total, count(DISTINCT hits.version_id)::int AS manuals,
      ${tierCapped} AS capped
    FROM hits JOIN docs ON docs.id = hits.document_id`);
  return counted(rows[0]!.total, rows[0]!.authorised_total, rows[0]!.manuals, rows[0]!.capped);
}

/**
 * Whether anything at all matches (for 'did you mean'), asked of the index alone. A word outside the commonest few
 * thousand is estimated on 0.3% of pages (migration 0028), two or three such readings on about 1%, and to find the
 * first of 1% the planner would scan the table; but the closest known word to a misspelling is often on no page at
 * all (it may be a title's), and that scan read all million pages (1.5 s). The index answers in a millisecond, and
 * a common word in a few.
 */
export async function anyHit(db: DbOrTx, kind: TextKind, tsquery: string, filters: TextFilters): Promise<boolean> {
  const rows = await withTextIndexCosts(db, sql`SELECT 1 FROM ${matchingTextUnits(kind, sql`${tsquery}::tsquery`, filters)} u LIMIT 1`, { indexOnly: true });
  return rows.length > 0;
}

export interface RankedHit { versionId: number; unit: string; documentId: number; authorised: boolean }
/** A manual (version) with hits: how many of its units match, and the first `unitsKept` of them, best first. */
export interface RankedManual { versionId: number; documentId: number; authorised: boolean; hitCount: number; units: string[] }

/**
 * One page of manuals (versions) with hits, best first: manuals the viewer may read before the others (both are
 * listed; only the readable ones can be opened), then in the reader's language, English, the others, then those
 * whose title matches, then those with a page whose heading holds the query, then by their best page's rank (of its
 * heading where its heading holds the query, else of its text: the heading's words weigh most); each with its
 * matching units, best first (heading hits first), at most `unitsKept`. Every candidate is ranked, not only those
 * of the page.
 */
export async function rankedManuals(
  db: DbOrTx, kind: TextKind, tsquery: string, filters: TextFilters, viewer: Viewer,
  { language, page, pageSize, unitsKept }: { language: LanguageCode; page: number; pageSize: number; unitsKept: number },
): Promise<{ manuals: RankedManual[]; counts: HitCounts | undefined }> {
  const q = sql`${tsquery}::tsquery`;
  const unitOrder = kind === 'pdf' ? sql`h.unit::int` : sql`h.unit`;
  const manualOrder = (m: string) => sql.raw(`${m}.authorised DESC, ${m}.language_order, ${m}.title_hit DESC, ${m}.heading_hit DESC, ${m}.best DESC, ${m}.version_id`);
  const rows = await withTextIndexCosts<{
    version_id: number; document_id: number; authorised: boolean; hit_count: number; units: string[]; total: number; authorised_total: number; manuals: number;
    capped: boolean;
  }>(db, sql`
    WITH ${candidateHits(kind, tsquery, filters, sql`u.version_id, u.unit, u.document_id, u.language, ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', u.tsv, ${q}, 1) AS rank`)},
    docs AS MATERIALIZED (${hitDocuments(viewer, q)}),
    manuals AS (
      SELECT h.version_id, h.document_id, docs.authorised, docs.title_hit, bool_or(h.in_heading) AS heading_hit,
        coalesce(max(h.rank) FILTER (WHERE h.in_heading), max(h.rank)) AS best,
        count(*)::int AS hit_count,
        ${readerLanguageOrder(sql`h.language`, language)} AS language_order
      FROM hits h JOIN docs ON docs.id = h.document_id GROUP BY h.version_id, h.document_id, h.language, docs.authorised, docs.title_hit),
    page AS (
      SELECT m.*, sum(m.hit_count) OVER ()::int AS total, coalesce(sum(m.hit_count) FILTER (WHERE m.authorised) OVER (), 0)::int AS authorised_total,
        count(*) OVER ()::int AS manuals
      FROM manuals m ORDER BY ${manualOrder('m')} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize})
    SELECT p.version_id, p.document_id, p.authorised, p.hit_count, p.total, p.authorised_total, p.manuals, ${tierCapped} AS capped,
      ARRAY(SELECT h.unit FROM hits h WHERE h.version_id = p.version_id ORDER BY h.in_heading DESC, h.rank DESC, ${unitOrder} LIMIT ${unitsKept}) AS units
    FROM page p ORDER BY ${manualOrder('p')}`);
  const first = rows[0];
  return {
    manuals: rows.map((r) => ({ versionId: r.version_id, documentId: r.document_id, authorised: r.authorised, hitCount: r.hit_count, units: r.units })),
    counts: first ? counted(first.total, first.authorised_total, first.manuals, first.capped) : undefined,
  };
}

/** Web-help topics' titles (`versionId/path` → title), for the topics a page of manuals lists without a snippet. */
export async function topicTitles(db: DbOrTx, topics: { versionId: number; path: string }[]): Promise<Map<string, string>> {
  if (topics.length === 0) return new Map();
  const keys = sql.join(topics.map((t) => sql`(${t.versionId}::int, ${t.path}::text)`), sql`, `);
  const { rows } = await db.execute<{ version_id: number; path: string; title: string }>(sql`
    SELECT k.version_id, k.path, t.title FROM (VALUES ${keys}) AS k(version_id, path) CROSS JOIN LATERAL ${topicNamed(sql`k.version_id`, sql`k.path`)} t`);
  return new Map(rows.map((r) => [`${r.version_id}/${r.path}`, r.title]));
}

export type HitDetail = {
  versionId: number; unit: string; documentId: number; title: string; documentType: string; versionLabel: string; language: string; models: string[];
  topicTitle: string | null;
  /** A scanned page whose text OCR read. */
  ocr: boolean;
  /** Only for hits the viewer may read. */
  text: string | null;
  /** 1-based token positions of the matching lexemes. */
  positions: number[];
};

/** Titles, labels and — for readable hits only — the text and where the query's lexemes stand in it. */
export async function hitDetails(db: DbOrTx, kind: TextKind, hits: RankedHit[], lexemes: string[], prefixes: string[], language: LanguageCode): Promise<HitDetail[]> {
  if (hits.length === 0) return [];
  const keys = sql.join(hits.map((h) => sql`(${h.versionId}::int, ${h.unit}::text, ${h.authorised}::boolean)`), sql`, `);
  const prefixPatterns = prefixes.map(startingWith);
  const { rows } = await db.execute<HitDetail & { topic_title: string | null }>(sql`
    SELECT k.version_id AS "versionId", k.unit, u.document_id AS "documentId", u.title, u.document_type AS "documentType",
      u.version_label AS "versionLabel", u.language, u.models, CASE WHEN k.authorised THEN u.topic_title END AS topic_title, u.ocr,
      CASE WHEN k.authorised THEN u.text END AS text,
      CASE WHEN k.authorised THEN coalesce((
        SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest(u.tsv) w, unnest(w.positions) p
        WHERE w.lexeme = ANY(${textArray(lexemes)}) OR w.lexeme LIKE ANY(${textArray(prefixPatterns)})), '{}') ELSE '{}' END AS positions
    FROM (VALUES ${keys}) AS k(version_id, unit, authorised)
    CROSS JOIN LATERAL ${textUnitShown(kind, sql`k.version_id`, sql`k.unit`, language)} u`);
  return rows.map(({ topic_title, ...r }) => ({ ...r, topicTitle: topic_title }));
}

/** The indexed word or suggestion most like `word`, if any is alike enough (trigram similarity). */
export async function closestWord(db: DbOrTx, word: string): Promise<string | undefined> {
  const { rows } = await db.execute<{ known: boolean; closest: string | null }>(sql`
    SELECT EXISTS (SELECT 1 FROM ${indexedWords} w WHERE w.word = ${word}) OR EXISTS (SELECT 1 FROM search_suggestions WHERE lower(label) = ${word}) AS known,
      (SELECT c.w FROM (
          (SELECT w.word AS w, similarity(w.word, ${word}) AS s FROM ${indexedWords} w WHERE w.word % ${word} ORDER BY s DESC LIMIT 1)
          UNION ALL
          -- Titles' words are in search_words already; of the labels, models and suffixes are what is misspelt. A model is
          -- offered as it is written ("DX225LCA", not "dx225lca").
          (SELECT label, similarity(lower(label), ${word}) FROM search_suggestions WHERE kind <> 'TITLE' AND lower(label) % ${word} ORDER BY 2 DESC LIMIT 1)
        ) c ORDER BY c.s DESC, c.w LIMIT 1) AS closest`);
  const r = rows[0]!;
  return r.known ? undefined : r.closest ?? undefined;
}

export async function rememberSearch(db: Db, userId: number, searchWord: string, tab: SearchTab, at: Date): Promise<void> {
  await db.execute(sql`
    WITH saved AS (
      INSERT INTO recent_searches (user_id, search_word, tab, searched_at) VALUES (${userId}, ${searchWord}, ${tab}, ${at})
      ON CONFLICT (user_id, lower(search_word)) DO UPDATE SET search_word = excluded.search_word, tab = excluded.tab, searched_at = excluded.searched_at
        -- Written after the answer: of two searches of one word whose records cross, the later one stays.
        WHERE recent_searches.searched_at <= excluded.searched_at
      RETURNING 1)
    DELETE FROM recent_searches r WHERE r.user_id = ${userId} AND r.searched_at < (
      SELECT searched_at FROM recent_searches WHERE user_id = ${userId} ORDER BY searched_at DESC OFFSET ${MAX_RECENT_SEARCHES * 2 - 1} LIMIT 1)`);
}

export async function recentSearches(db: DbOrTx, userId: number): Promise<RecentSearch[]> {
  const { rows } = await db.execute<RecentSearch>(sql`
    SELECT search_word AS "searchWord", tab, ${isoUtc('searched_at')} AS "searchedAt"
    FROM recent_searches WHERE user_id = ${userId} ORDER BY searched_at DESC LIMIT ${MAX_RECENT_SEARCHES}`);
  return rows;
}

export async function forgetSearches(db: DbOrTx, userId: number, searchWord: string | undefined): Promise<void> {
  await db.execute(sql`DELETE FROM recent_searches WHERE user_id = ${userId} ${searchWord ? sql`AND lower(search_word) = lower(${searchWord})` : sql``}`);
}
