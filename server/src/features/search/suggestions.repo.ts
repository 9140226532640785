// The header box's suggestions: kept in step with models, suffixes and published documents by the services
// that change them (in their own transactions), and found by prefix, word start and infix.
import type { SuggestionKind as AnyKind } from '@gsis/contract';
import { fold, MAX_SUGGESTIONS, tokenize } from '@gsis/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChangeSignals } from '../../platform/db/change-signals.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { LabelChange, LibraryNames } from '../library/changes.ts';
import { searchSuggestionKeys, searchSuggestions } from './search.tables.ts';
import { searchableText } from '../../platform/search-text/search-text.ts';
import { containing, startingWith } from '../../platform/db/sql-text.ts';

/** The names kept here; guides are suggested by troubleshooting, for the code typed. */
type SuggestionKind = Exclude<AnyKind, 'GUIDE'>;

const MAX_KEY_LENGTH = 64;

/** Where a label can be found from by prefix: its start, and the start of each word (each character, in Chinese). */
export function suggestionKeys(label: string): { key: string; whole: boolean }[] {
  const keys = new Map<string, boolean>();
  const tokens = tokenize(label);
  const add = (from: number, whole: boolean) => {
    const key = fold(label.slice(from)).trim().slice(0, MAX_KEY_LENGTH);
    if (key && !keys.get(key)) keys.set(key, whole || (keys.get(key) ?? false));
  };
  add(0, true);
  for (const token of tokens) if (token.start > 0) add(token.start, false);
  return [...keys].map(([key, whole]) => ({ key, whole }));
}

/** The first-start build's advisory lock and the setting that says it ran. */
const BUILT_KEY = 'search_suggestions_built';

/** Makes the suggestions of kind `kind` for the rows `change.ids` exactly `change.labels`: new ones added, changed ones rewritten, gone ones removed. */
export async function syncSuggestions(tx: DbOrTx, kind: SuggestionKind, change: LabelChange): Promise<void> {
  // Shares the first-start build's lock: a change made on another instance while it builds waits for it,
  // rather than writing suggestions the build is about to write too.
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtext(${BUILT_KEY}))`);
  // In slices, so a whole library (search's first start) stays within a statement's parameters.
  for (let i = 0; i < change.ids.length; i += 500) {
    const refIds = change.ids.slice(i, i + 500);
    const inSlice = new Set(refIds);
    await replaceSuggestions(tx, kind, refIds, change.labels.filter((l) => inSlice.has(l.id)));
  }
}

async function replaceSuggestions(tx: DbOrTx, kind: SuggestionKind, refIds: number[], labels: LabelChange['labels']): Promise<void> {
  if (refIds.length === 0) return;
  const existing = await tx.select({ id: searchSuggestions.id, refId: searchSuggestions.refId, label: searchSuggestions.label })
    .from(searchSuggestions).where(and(eq(searchSuggestions.kind, kind), inArray(searchSuggestions.refId, refIds)));
  const wanted = new Map(labels.map((l) => [l.id, l.label]));
  const gone = existing.filter((e) => wanted.get(e.refId) !== e.label).map((e) => e.id);
  if (gone.length) await tx.delete(searchSuggestions).where(inArray(searchSuggestions.id, gone));
  const kept = new Set(existing.filter((e) => wanted.get(e.refId) === e.label).map((e) => e.refId));
  for (const { id: refId, label } of labels) {
    if (kept.has(refId)) continue;
    const [row] = await tx.insert(searchSuggestions).values({
      kind, refId, label, tsv: sql`to_tsvector('simple', ${searchableText(label)})`,
    }).returning({ id: searchSuggestions.id });
    await tx.insert(searchSuggestionKeys).values(suggestionKeys(label).map((k) => ({ suggestionId: row!.id, ...k })));
  }
}


/**
 * Every suggestion from what the library names now, once per install (one that had documents and models
 * before search, or whose set-up wrote models without the catalogue service). It holds its lock for the
 * whole build; a change elsewhere waits for it (syncSuggestions takes the lock shared).
 */
export async function buildSuggestionsOnce(db: Db, names: LibraryNames, signals: ChangeSignals): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${BUILT_KEY}))`);
    const { rows: done } = await tx.execute(sql`SELECT 1 FROM system_settings WHERE key = ${BUILT_KEY}`);
    if (done.length) return;
    const now = await names.current(tx);
    for (const [kind, labels] of [['MODEL', now.models], ['SUFFIX', now.suffixes], ['TITLE', now.titles]] as const) {
      // Suggestions of rows the library no longer has go too.
      const held = await tx.select({ refId: searchSuggestions.refId }).from(searchSuggestions).where(eq(searchSuggestions.kind, kind));
      const ids = [...new Set([...labels.map((l) => l.id), ...held.map((h) => h.refId)])];
      await syncSuggestions(tx, kind, { ids, labels });
    }
    await tx.execute(sql`INSERT INTO system_settings (key, value) VALUES (${BUILT_KEY}, ${JSON.stringify({ builtAt: new Date().toISOString() })}::jsonb)`);
    await signals.signal(tx, 'suggestions');
  });
}


/**
 * Best first: the label itself, then labels that start with the term, then words inside labels that do,
 * then (from three characters) labels that hold it anywhere; within each, the most searched first.
 */
export async function findSuggestions(db: DbOrTx, term: string): Promise<{ text: string; kind: SuggestionKind }[]> {
  const folded = fold(term).trim().slice(0, MAX_KEY_LENGTH);
  if (!folded) return [];
  const lower = term.trim().toLowerCase();
  // Up to three characters, one index per length (left(key, 1|2|3), whole, popularity) walks the keys in
  // popularity order and stops at 50. Longer terms walk the key index itself (in its own order, ~<~) and
  // stop at 100: "serv" starts 40 000 keys of a large library, too many to sort by popularity per keystroke,
  // and by the fourth letter the term itself does most of the choosing.
  const length = [...folded].length;
  const byPrefix = length <= 3
    ? sql`SELECT k.suggestion_id, CASE WHEN k.whole THEN 1 ELSE 2 END FROM search_suggestion_keys k
        WHERE ${sql.raw(`left(k.key, ${length})`)} = ${folded}
        ORDER BY ${sql.raw(`left(k.key, ${length})`)}, k.whole DESC, k.popularity DESC LIMIT 50`
    : sql`SELECT k.suggestion_id, CASE WHEN k.whole THEN 1 ELSE 2 END FROM search_suggestion_keys k
        WHERE k.key LIKE ${startingWith(folded)} ORDER BY k.key USING ~<~ LIMIT 100`;
  // Labels holding the term anywhere are only looked for when the prefixes found too few: they come last.
  const infix = [...lower].length >= 3
    ? sql`UNION ALL (SELECT s.id, 3 AS tier FROM search_suggestions s
        WHERE (SELECT count(DISTINCT id) FROM prefixed) < ${MAX_SUGGESTIONS} AND lower(s.label) LIKE ${containing(lower)}
        ORDER BY s.popularity DESC LIMIT 30)`
    : sql``;
  const { rows } = await db.execute<{ label: string; kind: SuggestionKind }>(sql`
    WITH prefixed AS MATERIALIZED (
      (SELECT s.id, 0 AS tier FROM search_suggestions s WHERE lower(s.label) = ${lower} LIMIT ${MAX_SUGGESTIONS})
      UNION ALL
      (${byPrefix})
    ),
    candidates AS (SELECT * FROM prefixed ${infix})
    SELECT s.label, s.kind FROM (SELECT id, min(tier) AS tier FROM candidates GROUP BY id) c JOIN search_suggestions s ON s.id = c.id
    ORDER BY c.tier, s.popularity DESC, length(s.label), s.label
    LIMIT ${MAX_SUGGESTIONS}`);
  return rows.map((r) => ({ text: r.label, kind: r.kind }));
}

/**
 * A search that names a suggestion exactly makes it more popular (the label bumped, if any, is returned). Rows another search is bumping right
 * now are skipped rather than waited for: popularity is a ranking hint, not a count anyone reads.
 */
export async function bumpPopularity(db: Db, term: string): Promise<string | undefined> {
  const { rows } = await db.execute<{ label: string }>(sql`
    WITH hit AS (SELECT id FROM search_suggestions WHERE lower(label) = ${term.trim().toLowerCase()} FOR UPDATE SKIP LOCKED),
    bumped AS (UPDATE search_suggestions s SET popularity = s.popularity + 1 FROM hit WHERE s.id = hit.id RETURNING s.id, s.popularity)
    UPDATE search_suggestion_keys k SET popularity = bumped.popularity FROM bumped WHERE k.suggestion_id = bumped.id
    RETURNING (SELECT s.label FROM search_suggestions s WHERE s.id = k.suggestion_id)`);
  return rows[0]?.label;
}
