// The library's rows as other features put them into their own SQL: a bookmarked place, the indexed pages and
// topics search matches, the words it knows, the machines and places a troubleshooting guide names. Bookmarks,
// search and troubleshooting compose these row sources and never name
// the library's tables, so the library may change its tables without their queries knowing
// (checks/architecture.test.ts reads every feature's SQL for other features' tables).
import type { LanguageCode } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import { labelIn } from '../../platform/db/labels.ts';
import { grantedToUser, readableBy, type Reader, type ReaderView } from './access/reader-access.ts';

/**
 * A place in the library (a document, optionally a version of it, a page or a web-help topic) as a row
 * source for `JOIN LATERAL … ON true` (one row while the document is there), with the columns `title`, `version_label`, `publish_type`,
 * `topic_title` and `authorised` (the reader's authority over the document).
 */
export function placeInLibrary(reader: Reader, at: { documentId: SQL; versionId: SQL; topicPath: SQL }): SQL {
  return sql`(
    SELECT d.title, v.version_label, v.publish_type, t.title AS topic_title, ${readableBy(reader)} AS authorised
    FROM documents d
    LEFT JOIN document_versions v ON v.id = ${at.versionId}
    LEFT JOIN webhelp_topics t ON t.version_id = ${at.versionId} AND t.path = ${at.topicPath}
    WHERE d.id = ${at.documentId})`;
}

/**
 * A document as someone else's request names it, as a row source for `JOIN LATERAL … ON true` (one row while
 * the document is there), with the columns `title` and `authorised`: whether the user whose id is `userId`
 * (an SQL value, e.g. a column of the request) may read it now by their grants.
 */
export function documentForUser(userId: SQL, documentId: SQL): SQL {
  return sql`(SELECT d.title, ${grantedToUser(userId)} AS authorised FROM documents d WHERE d.id = ${documentId})`;
}

/**
 * The edition a reader of the document would open now, as a row source for `LEFT JOIN LATERAL … ON true`: its
 * final distributed version in `language` (an SQL value; NULL for any language, the newest first), with the
 * columns `id`, `version_label` and `distributed_on`. Nothing while the document is out of use.
 */
export function currentFinalVersion(documentId: SQL, language: SQL): SQL {
  return sql`(
    SELECT v.id, v.version_label, v.distributed_on FROM document_versions v JOIN documents d ON d.id = v.document_id
    WHERE v.document_id = ${documentId} AND v.is_final AND v.distribution_status = 'DISTRIBUTED' AND d.use_yn = 'Y'
      AND (${language}::text IS NULL OR v.language = ${language}::text)
    ORDER BY v.distributed_on DESC NULLS LAST, v.id DESC LIMIT 1)`;
}

/**
 * Where a place of `fromVersionId` (a page or a web-help topic path, SQL values) stands in `versionId`, by the
 * comparison stored when `versionId` was compared with it (comparison/compare-task.ts), as a row source for `LEFT
 * JOIN LATERAL … ON true`: nothing unless `versionId` was compared with `fromVersionId` itself. Columns: `page`
 * and `topic_path` (the new place; NULL when removed or not that kind of place), `removed`, and `changed` (its words
 * changed; a page or topic that only moved has not).
 */
export function placeInComparedVersion(versionId: SQL, fromVersionId: SQL, at: { page: SQL; topicPath: SQL }): SQL {
  return sql`(
    SELECT
      CASE WHEN jsonb_typeof(c.place_map) = 'array' THEN (c.place_map ->> (${at.page} - 1))::int END AS page,
      CASE WHEN jsonb_typeof(c.place_map) = 'object' THEN c.place_map ->> ${at.topicPath} END AS topic_path,
      CASE WHEN jsonb_typeof(c.place_map) = 'array' THEN ${at.page} IS NOT NULL AND (c.place_map -> (${at.page} - 1)) = 'null'::jsonb
        ELSE (c.place_map -> ${at.topicPath}) = 'null'::jsonb END AS removed,
      ${changesAt(sql`c.changes`, at, ['changed'])} AS changed
    FROM version_comparisons c WHERE c.version_id = ${versionId} AND c.previous_version_id = ${fromVersionId})`;
}

/**
 * Whether a stored comparison's `changes` (jsonb) lists the previous version's page or topic `at` (SQL values) as
 * one of `kinds`: how a bookmark on that place learns that it changed or went.
 */
export const changesAt = (changes: SQL, at: { page: SQL; topicPath: SQL }, kinds: readonly ('changed' | 'removed' | 'moved')[]): SQL => sql`
  EXISTS (SELECT 1 FROM jsonb_array_elements(${changes}) e
    WHERE e ->> 'kind' IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})
      AND ((e ->> 'previousPage')::int = ${at.page} OR e ->> 'previousPath' = ${at.topicPath}))`;

/**
 * Where a version in `language` (an SQL column) stands for a reader of `readerLanguage`: 0 in their language,
 * 1 in English (what every technician can fall back on), 2 in any other. Search lists documents in this order,
 * the same whatever language the screens are in.
 */
export const readerLanguageOrder = (language: SQL, readerLanguage: LanguageCode): SQL =>
  sql`(CASE ${language} WHEN ${readerLanguage} THEN 0 WHEN 'en' THEN 1 ELSE 2 END)`;

/**
 * The version readers had before version `v` (an SQL alias of document_versions), as a row source for `LEFT JOIN
 * LATERAL … ON true`: the latest earlier one of its document and language that was distributed and read; `id`,
 * `publish_type`, `version_label`. The comparison of versions is made against it (comparison/compare-task.ts), and the
 * notice of a new version uses a stored comparison only when it was made against this one (versionChangesToTell).
 */
export const versionBefore = (v: SQL): SQL => sql`(
  SELECT e.id, e.publish_type, e.version_label FROM document_versions e
  WHERE e.document_id = ${v}.document_id AND e.language = ${v}.language AND e.id < ${v}.id
    AND e.distribution_status = 'DISTRIBUTED' AND e.index_status = 'INDEXED'
  ORDER BY e.id DESC LIMIT 1)`;

/**
 * What a version changed in its text, for telling its readers, as a row source for `JOIN LATERAL … ON true` (one row
 * while the version is there): `document_id`, `title`, `version_label`, `language`, `publish_type`; `current` (it is
 * the final distributed version of a document in use: what is told of); `text`: 'reading' while its text or OCR of
 * its scans is being read (a comparison of it is still to come), 'read', or 'unread' (it could not be); `previous_id`, the version readers had before
 * it (versionBefore: the latest earlier distributed one of its language that was read), NULL for a first version,
 * and its `previous_label`; and its stored comparison, when made against that one: `compared` (true then),
 * `identical`, `changes` (page-comparison.ts: PageChange[] or TopicChange[]).
 */
export function versionChangesToTell(versionId: SQL): SQL {
  return sql`(
    SELECT v.document_id, d.title, v.version_label, v.language, v.publish_type,
      (v.is_final AND v.distribution_status = 'DISTRIBUTED' AND d.use_yn = 'Y') AS current,
      CASE WHEN v.index_status IN ('WAITING', 'INDEXING') OR v.ocr_status = 'READING' THEN 'reading'
        WHEN v.index_status = 'INDEXED' THEN 'read' ELSE 'unread' END AS text,
      p.id AS previous_id, p.version_label AS previous_label, c.version_id IS NOT NULL AS compared, c.identical, c.changes
    FROM document_versions v JOIN documents d ON d.id = v.document_id
    LEFT JOIN LATERAL ${versionBefore(sql`v`)} p ON true
    LEFT JOIN version_comparisons c ON c.version_id = v.id AND c.previous_version_id = p.id
    WHERE v.id = ${versionId})`;
}

/**
 * What a version changed against the one readers had before it, as stored once its text was compared
 * (compare-task.ts), as a row source for `LEFT JOIN LATERAL … ON true`: `previous_version_id`, `identical`, `counts`
 * (ChangeCounts) and `changes` (PageChange[] or TopicChange[]); no row until it is compared, or for a first version.
 */
export const storedComparison = (versionId: SQL): SQL =>
  sql`(SELECT c.previous_version_id, c.identical, c.counts, c.changes FROM version_comparisons c WHERE c.version_id = ${versionId})`;

/** The language of a version (an SQL value), or NULL. */
export const languageOfVersion = (versionId: SQL): SQL => sql`(SELECT v.language FROM document_versions v WHERE v.id = ${versionId})`;

/** Indexed units of text: pages of PDF versions, topics of web-help versions. */
export type TextKind = 'pdf' | 'webhelp';

/** What a search may narrow text units to. */
export interface TextFilters { documentTypeId?: number | undefined; productTypeId?: number | undefined; productId?: number | undefined; modelId?: number | undefined; language?: string | undefined }

/**
 * Where a unit must hold the query: anywhere in its text (its heading included), or in its heading (read from the
 * heading tables, documents.tables.ts, without the text).
 */
export type TextPart = 'text' | 'heading';

/**
 * The units of final, distributed versions of documents in use whose text (or heading) matches the tsquery `q`,
 * as a row source with the columns `version_id`, `unit` (the page number or the topic's path, as text),
 * `document_id`, `language` (the version's) and `tsv`: the vector matched (the unit's text vector, headings
 * weighted A; for the heading part, the heading's). With `excludes` (the query leaves a word out, `-word`), a
 * heading hit must match the whole unit too: a heading alone would match `flywheel & !lifting` on a page whose
 * text says "lifting". Without it, a heading that matches means the unit does (the heading's lexemes are the
 * text vector's, positions and all), and its text is not read.
 */
export function matchingTextUnits(kind: TextKind, q: SQL, filters: TextFilters, part: TextPart = 'text', { excludes = true } = {}): SQL {
  const [table, headings, unit, sameUnit] = kind === 'pdf'
    ? [sql`pdf_pages`, sql`pdf_page_headings`, sql`x.page_no::text`, sql`t.page_no = x.page_no`]
    : [sql`webhelp_topics`, sql`webhelp_topic_headings`, sql`x.path`, sql`t.path = x.path`];
  const wholeUnitMatches = sql`EXISTS (SELECT 1 FROM ${table} t WHERE t.version_id = x.version_id AND ${sameUnit} AND t.tsv @@ ${q})`;
  const [from, vector, matches] = part === 'heading'
    ? [headings, sql`x.heading`, excludes ? sql`x.heading @@ ${q} AND ${wholeUnitMatches}` : sql`x.heading @@ ${q}`]
    : [table, sql`x.tsv`, sql`x.tsv @@ ${q}`];
  const where: SQL[] = [matches, sql`v.is_final`, sql`v.distribution_status = 'DISTRIBUTED'`, sql`d.use_yn = 'Y'`];
  if (filters.documentTypeId) where.push(sql`d.document_type_id = ${filters.documentTypeId}`);
  if (filters.productId) where.push(sql`d.product_id = ${filters.productId}`);
  if (filters.productTypeId) where.push(sql`EXISTS (SELECT 1 FROM products p WHERE p.id = d.product_id AND p.product_type_id = ${filters.productTypeId})`);
  if (filters.modelId) where.push(sql`EXISTS (SELECT 1 FROM document_models dm WHERE dm.document_id = d.id AND dm.model_id = ${filters.modelId})`);
  if (filters.language) where.push(sql`v.language = ${filters.language}`);
  return sql`(
    SELECT x.version_id, ${unit} AS unit, v.document_id, v.language, ${vector} AS tsv
    FROM ${from} x JOIN document_versions v ON v.id = x.version_id JOIN documents d ON d.id = v.document_id
    WHERE ${sql.join(where, sql` AND `)})`;
}

/**
 * One unit named by its version and unit (SQL values), as a row source for `CROSS JOIN LATERAL`, with what a
 * hit shows of it: `document_id`, `title`, `document_type` (in `language`), `version_label`, `language`,
 * `models` (the document's model codes), `topic_title` (web help), `text` (a topic's text starts with its
 * title), `ocr` (a scanned page whose text OCR read) and `tsv`.
 */
export function textUnitShown(kind: TextKind, versionId: SQL, unit: SQL, language: LanguageCode): SQL {
  const [from, topicTitle, text, ocr] = kind === 'pdf'
    ? [sql`pdf_pages x ON x.version_id = ${versionId} AND x.page_no = ${unit}::int`, sql`NULL::text`, sql`x.text`, sql`x.text_source = 'OCR'`]
    : [sql`webhelp_topics x ON x.version_id = ${versionId} AND x.path = ${unit}`, sql`x.title`, sql`x.title || E'\\n' || x.text`, sql`false`];
  return sql`(
    SELECT v.document_id, d.title, ${labelIn('dt', language)} AS document_type, v.version_label, v.language,
      ARRAY(SELECT m.code FROM document_models dm JOIN models m ON m.id = dm.model_id WHERE dm.document_id = d.id ORDER BY m.code) AS models,
      ${topicTitle} AS topic_title, ${text} AS text, ${ocr} AS ocr, x.tsv
    FROM document_versions v JOIN ${from} JOIN documents d ON d.id = v.document_id JOIN document_types dt ON dt.id = d.document_type_id
    WHERE v.id = ${versionId})`;
}

/** Web-help topics named by version and path (SQL values), as a row source for `CROSS JOIN LATERAL`: `title`. */
export function topicNamed(versionId: SQL, path: SQL): SQL {
  return sql`(SELECT x.title FROM webhelp_topics x WHERE x.version_id = ${versionId} AND x.path = ${path})`;
}

/**
 * The documents whose ids the subquery `ids` gives, once each, as a row source: `id`, and `authorised`, whether
 * `reader` may read it. The authority rule is planned once and worked out once per document (for a library
 * manager or a visitor it is a constant; for a reader given their grants read beforehand, it is written over them).
 */
export function documentsReadable(reader: Reader, ids: SQL): SQL {
  return sql`(SELECT d.id, ${readableBy(reader, 'd')} AS authorised FROM documents d WHERE d.id IN (${ids}))`;
}

/** Every word of indexed text, as a row source with the column `word` (trigram-indexed, for 'did you mean'). */
export const indexedWords: SQL = sql`(SELECT word FROM search_words)`;

// ── What troubleshooting guides name: machines, controller types and places in documents ──

/**
 * What a guide is for, named, as a row source for `JOIN LATERAL … ON true` (always one row): `label`, the model's
 * code or the product line's name, whichever of the two ids is given (SQL values, one of them NULL).
 */
export function machineScope(modelId: SQL, productId: SQL): SQL {
  return sql`(SELECT coalesce(m.code, p.name, '') AS label FROM (SELECT 1) one
    LEFT JOIN models m ON m.id = ${modelId} LEFT JOIN products p ON p.id = ${productId})`;
}

/** A controller type as a row source (one row while it is there): `source_tpcd`, `model_code_name`, `description`. */
export function controllerTypeRow(controllerTypeId: SQL): SQL {
  return sql`(SELECT c.source_tpcd, c.model_code_name, c.description FROM controller_types c WHERE c.id = ${controllerTypeId})`;
}

/** The models a scope covers — the model, or every model of the product line — as a row source: `id`, `code`, `product_name`. */
export function modelsCovered(modelId: SQL, productId: SQL): SQL {
  return sql`(SELECT m.id, m.code, p.name AS product_name FROM models m JOIN products p ON p.id = m.product_id
    WHERE m.id = ${modelId} OR m.product_id = ${productId})`;
}

/** The product line of a model, as an SQL value. */
export const productLineOf = (modelId: SQL): SQL => sql`(SELECT m.product_id FROM models m WHERE m.id = ${modelId})`;

/** The catalogue a guide is written against, as row sources: models, product lines, controller types. */
export const catalogueModels: SQL = sql`(SELECT m.id, m.code, m.product_id FROM models m)`;
export const catalogueProductLines: SQL = sql`(SELECT p.id, p.name, p.sort_order FROM products p)`;
export const catalogueControllerTypes: SQL = sql`(SELECT c.id, c.source_tpcd, c.model_code_name, c.description FROM controller_types c)`;

/**
 * A place in a document a guide links to (a version's page or web-help topic), as a row source for
 * `LEFT JOIN LATERAL … ON true`: `title`, and, only when `view` may open it now (`openable`: the authority rule, the
 * version being the document's, for readers distributed in a document in use), `version_label`, `language`,
 * `publish_type`, `page_count` and `topic_title` (NULL when the topic is not in the version). For a reader, a document
 * out of use or a version not distributed is not there at all (no row): they learn nothing of it, not even its title.
 */
export function linkedPlace(view: ReaderView, at: { documentId: SQL; versionId: SQL; topicPath: SQL }): SQL {
  const reachable = view.distributedOnly ? sql`d.use_yn = 'Y' AND v.distribution_status = 'DISTRIBUTED'` : sql`true`;
  const ifOpenable = (column: string) => sql.raw(`CASE WHEN p.openable THEN p.${column} END AS ${column}`);
  return sql`(
    SELECT p.title, p.openable, ${ifOpenable('version_label')}, ${ifOpenable('language')}, ${ifOpenable('publish_type')},
      ${ifOpenable('page_count')}, ${ifOpenable('topic_title')}
    FROM (
      SELECT d.title, v.version_label, v.language, v.publish_type, v.page_count, t.title AS topic_title,
        (v.id IS NOT NULL AND ${readableBy(view)}) AS openable
      FROM documents d
      LEFT JOIN document_versions v ON v.id = ${at.versionId} AND v.document_id = d.id
      LEFT JOIN webhelp_topics t ON t.version_id = v.id AND t.path = ${at.topicPath}
      WHERE d.id = ${at.documentId} AND ${reachable}) p)`;
}

/**
 * The edition a reader of `language` would open in place of a place a guide links to (a version's page or web-help
 * topic) in another language, as a row source for `LEFT JOIN LATERAL … ON true`: the linked document's own final
 * version in `language`, else the newest final version in `language` of another document of the same type that names
 * one of the linked document's models among the machines the guide is for (`modelId` or every model of `productId`,
 * SQL values, one of them NULL) — distributed, in use, and one `view` may read. No row when the linked version is in
 * `language` already, or no such edition is there. Columns: `document_id`, `version_id`, `title`, `version_label`,
 * `language`, `publish_type`, `page_count`, `topic_title` (the linked topic's title in this edition, NULL when it has
 * no such topic) and `same_document`.
 */
export function editionInLanguage(view: ReaderView, at: { documentId: SQL; versionId: SQL; topicPath: SQL }, language: LanguageCode, machine: { modelId: SQL; productId: SQL }): SQL {
  return sql`(
    SELECT e.document_id, e.version_id, e.title, e.version_label, e.language, e.publish_type, e.page_count, t.title AS topic_title, e.same_document
    FROM documents ld JOIN document_versions lv ON lv.document_id = ld.id AND lv.id = ${at.versionId}
    CROSS JOIN LATERAL (
      SELECT d.id AS document_id, v.id AS version_id, d.title, v.version_label, v.language, v.publish_type, v.page_count, d.id = ld.id AS same_document
      FROM documents d JOIN document_versions v ON v.document_id = d.id
      WHERE v.language = ${language} AND v.is_final AND v.distribution_status = 'DISTRIBUTED' AND v.file_id IS NOT NULL AND d.use_yn = 'Y'
        AND (d.id = ld.id OR (d.document_type_id = ld.document_type_id AND EXISTS (
          SELECT 1 FROM document_models lm JOIN document_models em ON em.model_id = lm.model_id JOIN models mm ON mm.id = lm.model_id
          WHERE lm.document_id = ld.id AND em.document_id = d.id AND (mm.id = ${machine.modelId} OR mm.product_id = ${machine.productId}))))
        AND ${readableBy(view)}
      ORDER BY (d.id = ld.id) DESC, v.distributed_on DESC NULLS LAST, v.id DESC LIMIT 1) e
    LEFT JOIN webhelp_topics t ON t.version_id = e.version_id AND t.path = ${at.topicPath}
    WHERE ld.id = ${at.documentId} AND lv.language <> ${language})`;
}

/**
 * Versions with a file of the documents whose title matches `titlePattern` (an ILIKE pattern) that `view` may read
 * (for readers: distributed, in use), as a row source: `document_id`, `title`, `version_id`, `version_label`,
 * `language`, `publish_type`, `page_count`, `distributed`.
 */
export function versionsTitled(view: ReaderView, titlePattern: string): SQL {
  const reachable = view.distributedOnly ? sql`AND v.distribution_status = 'DISTRIBUTED' AND d.use_yn = 'Y'` : sql``;
  return sql`(
    SELECT d.id AS document_id, d.title, v.id AS version_id, v.version_label, v.language, v.publish_type, v.page_count,
      v.distribution_status = 'DISTRIBUTED' AS distributed
    FROM documents d JOIN document_versions v ON v.document_id = d.id
    WHERE d.title ILIKE ${titlePattern} AND v.file_id IS NOT NULL AND ${readableBy(view)} ${reachable})`;
}
