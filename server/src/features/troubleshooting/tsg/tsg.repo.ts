// SQL of the troubleshooting guides: the administrators' list and a guide with its versions; the readers'
// models, search and one published guide; the places its links name as someone may open them; the rows.
// The catalogue and the documents come in only through the row sources the library publishes.
import type { GuideContent, LanguageCode } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { containing, isoUtc } from '../../../platform/db/sql-text.ts';
import type { ReaderView } from '../../library/access/reader-access.ts';
import {
  catalogueControllerTypes, catalogueModels, catalogueProductLines, controllerTypeRow, editionInLanguage, linkedPlace, machineScope, modelsCovered,
  productLineOf, versionsTitled,
} from '../../library/library-views.ts';
import { tsgGuides, tsgGuideVersions } from './tsg.tables.ts';

/** A guide's code as stored (contract `FaultCode` from these columns). */
export type StoredCode = { codeKind: 'J1939' | 'OEM'; spn: number | null; fmi: number | null; oemCode: string | null };
type Named = StoredCode & {
  guideId: number; modelId: number | null; productId: number | null; scopeLabel: string;
  controllerTypeId: number; sourceTpcd: string | null; modelCodeName: string | null; description: string | null;
};
export type GuideKeyValues = { modelId: number | null; productId: number | null; controllerTypeId: number } & StoredCode & { codeKey: string };

/** Which guides a code asks for: one code, or every FMI of an SPN. */
export type CodeFilter = { codeKey: string } | { spn: number };

const NAMED_COLUMNS = sql`g.id AS "guideId", g.code_kind AS "codeKind", g.spn, g.fmi, g.oem_code AS "oemCode",
  g.model_id AS "modelId", g.product_id AS "productId", sc.label AS "scopeLabel", g.controller_type_id AS "controllerTypeId",
  ct.source_tpcd AS "sourceTpcd", ct.model_code_name AS "modelCodeName", ct.description`;
const NAMED_JOINS = sql`CROSS JOIN LATERAL ${machineScope(sql`g.model_id`, sql`g.product_id`)} sc
  LEFT JOIN LATERAL ${controllerTypeRow(sql`g.controller_type_id`)} ct ON true`;

const codeCondition = (code: CodeFilter): SQL => ('codeKey' in code ? sql`g.code_key = ${code.codeKey}` : sql`g.spn = ${code.spn}`);
/** Guides for the model: written for it, or for its product line. */
const forModel = (modelId: number): SQL => sql`(g.model_id = ${modelId} OR g.product_id = ${productLineOf(sql`${modelId}`)})`;

// ── Administration ──

export type GuideRowValues = Named & { title: string; languages: { language: string; status: string; label: string }[]; updatedAt: string };

export async function listGuides(db: DbOrTx, query: { page: number; pageSize: number; keyword?: string | undefined; code?: CodeFilter | undefined; modelId?: number | undefined; controllerTypeId?: number | undefined }) {
  const conditions: SQL[] = [sql`true`];
  if (query.modelId) conditions.push(forModel(query.modelId));
  if (query.controllerTypeId) conditions.push(sql`g.controller_type_id = ${query.controllerTypeId}`);
  if (query.keyword) {
    const pattern = containing(query.keyword);
    conditions.push(sql`(sc.label ILIKE ${pattern} OR g.oem_code ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM tsg_guide_versions v WHERE v.guide_id = g.id AND v.title ILIKE ${pattern})
      ${query.code ? sql`OR ${codeCondition(query.code)}` : sql``})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<GuideRowValues>(sql`
      SELECT ${NAMED_COLUMNS},
        coalesce((SELECT v.title FROM tsg_guide_versions v WHERE v.guide_id = g.id AND v.status <> 'SUPERSEDED'
          ORDER BY (v.language = 'en') DESC, v.updated_at DESC LIMIT 1), '') AS title,
        coalesce((SELECT json_agg(json_build_object('language', v.language, 'status', v.status, 'label', v.label) ORDER BY v.language, v.status)
          FROM tsg_guide_versions v WHERE v.guide_id = g.id AND v.status <> 'SUPERSEDED'), '[]'::json) AS languages,
        ${isoUtc('g.updated_at')} AS "updatedAt"
      FROM tsg_guides g ${NAMED_JOINS} WHERE ${where}
      ORDER BY g.updated_at DESC, g.id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM tsg_guides g ${NAMED_JOINS} WHERE ${where}`),
  ]);
  return { items: rows, total: count!.total };
}

export type VersionValues = { versionId: number; language: LanguageCode; label: string; status: 'DRAFT' | 'PUBLISHED' | 'SUPERSEDED'; publishedAt: string | null; updatedAt: string; content: GuideContent };

export async function findGuide(db: DbOrTx, id: number): Promise<(GuideKeyValues & { guideId: number }) | undefined> {
  const [row] = await db.select({
    guideId: tsgGuides.id, modelId: tsgGuides.modelId, productId: tsgGuides.productId, controllerTypeId: tsgGuides.controllerTypeId,
    codeKind: tsgGuides.codeKind, spn: tsgGuides.spn, fmi: tsgGuides.fmi, oemCode: tsgGuides.oemCode, codeKey: tsgGuides.codeKey,
  }).from(tsgGuides).where(eq(tsgGuides.id, id));
  return row;
}

/** Every version of a guide, newest first. */
export async function versionsOf(db: DbOrTx, guideId: number): Promise<VersionValues[]> {
  const { rows } = await db.execute<VersionValues>(sql`
    SELECT v.id AS "versionId", v.language, v.label, v.status, ${isoUtc('v.published_at')} AS "publishedAt", ${isoUtc('v.updated_at')} AS "updatedAt", v.content
    FROM tsg_guide_versions v WHERE v.guide_id = ${guideId} ORDER BY v.updated_at DESC, v.id DESC`);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? null }));
}

export async function insertGuide(tx: DbOrTx, values: GuideKeyValues, at: Date): Promise<number> {
  const [row] = await tx.insert(tsgGuides).values({ ...values, createdAt: at, updatedAt: at }).returning({ id: tsgGuides.id });
  return row!.id;
}

export async function updateGuide(tx: DbOrTx, id: number, values: GuideKeyValues, at: Date): Promise<void> {
  await tx.update(tsgGuides).set({ ...values, updatedAt: at }).where(eq(tsgGuides.id, id));
}

/** Whether readers see a version of the guide. */
export async function isPublished(db: DbOrTx, guideId: number): Promise<boolean> {
  const { rows } = await db.execute<{ published: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM tsg_guide_versions WHERE guide_id = ${guideId} AND status = 'PUBLISHED') AS published`);
  return rows[0]!.published;
}

export async function touchGuide(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(tsgGuides).set({ updatedAt: at }).where(eq(tsgGuides.id, id));
}

export async function deleteGuide(tx: DbOrTx, id: number): Promise<boolean> {
  return (await tx.delete(tsgGuides).where(eq(tsgGuides.id, id)).returning({ id: tsgGuides.id })).length > 0;
}

/** Writes the language's draft: a new one, or over the one there is. */
export async function keepDraft(tx: DbOrTx, guideId: number, draft: { language: string; label: string; content: GuideContent }, at: Date): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO tsg_guide_versions (guide_id, language, label, status, title, content, created_at, updated_at)
    VALUES (${guideId}, ${draft.language}, ${draft.label}, 'DRAFT', ${draft.content.title}, ${JSON.stringify(draft.content)}::jsonb, ${at}, ${at})
    ON CONFLICT (guide_id, language) WHERE status = 'DRAFT'
    DO UPDATE SET label = EXCLUDED.label, title = EXCLUDED.title, content = EXCLUDED.content, updated_at = EXCLUDED.updated_at
    RETURNING id`);
  return rows[0]!.id;
}

/** The language's draft becomes what readers see; the version they saw is superseded. False when there is no draft. */
export async function publishDraft(tx: DbOrTx, guideId: number, language: string, at: Date): Promise<boolean> {
  const draft = await tx.select({ id: tsgGuideVersions.id }).from(tsgGuideVersions)
    .where(sql`${tsgGuideVersions.guideId} = ${guideId} AND ${tsgGuideVersions.language} = ${language} AND ${tsgGuideVersions.status} = 'DRAFT'`);
  if (draft.length === 0) return false;
  await tx.execute(sql`UPDATE tsg_guide_versions SET status = 'SUPERSEDED' WHERE guide_id = ${guideId} AND language = ${language} AND status = 'PUBLISHED'`);
  await tx.execute(sql`UPDATE tsg_guide_versions SET status = 'PUBLISHED', published_at = ${at}, updated_at = ${at} WHERE id = ${draft[0]!.id}`);
  return true;
}

// ── What the editor chooses from ──

export async function catalogueChoices(db: DbOrTx) {
  const [models, products, controllers] = await Promise.all([
    db.execute<{ id: number; code: string; productId: number }>(sql`SELECT m.id, m.code, m.product_id AS "productId" FROM ${catalogueModels} m ORDER BY m.code`),
    db.execute<{ id: number; name: string }>(sql`SELECT p.id, p.name FROM ${catalogueProductLines} p ORDER BY p.sort_order, p.name`),
    db.execute<{ controllerTypeId: number; sourceTpcd: string; modelCodeName: string; description: string }>(sql`
      SELECT c.id AS "controllerTypeId", c.source_tpcd AS "sourceTpcd", c.model_code_name AS "modelCodeName", c.description
      FROM ${catalogueControllerTypes} c ORDER BY c.source_tpcd, c.model_code_name`),
  ]);
  return { models: models.rows, products: products.rows, controllers: controllers.rows };
}

/** Which of the ids name a model, a product line and a controller type. */
export async function catalogueHas(db: DbOrTx, ids: { modelId: number | null; productId: number | null; controllerTypeId: number }) {
  const { rows } = await db.execute<{ model: boolean; product: boolean; controller: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM ${catalogueModels} m WHERE m.id = ${ids.modelId}) AS model,
      EXISTS (SELECT 1 FROM ${catalogueProductLines} p WHERE p.id = ${ids.productId}) AS product,
      EXISTS (SELECT 1 FROM ${catalogueControllerTypes} c WHERE c.id = ${ids.controllerTypeId}) AS controller`);
  return rows[0]!;
}

export async function linkableVersions(db: DbOrTx, view: ReaderView, keyword: string) {
  const { rows } = await db.execute<{ documentId: number; title: string; versionId: number; label: string; language: string; publishType: 'PDF' | 'WEBHELP'; pageCount: number | null; distributed: boolean }>(sql`
    SELECT t.document_id AS "documentId", t.title, t.version_id AS "versionId", t.version_label AS label, t.language, t.publish_type AS "publishType",
      t.page_count AS "pageCount", t.distributed
    FROM ${versionsTitled(view, containing(keyword))} t ORDER BY t.title, t.document_id, t.distributed DESC, t.version_id DESC LIMIT 200`);
  return rows;
}

/** Symbols among the ids that are in the library (each id once). */
export async function symbolsThere(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM symbols WHERE id = ANY(${sql.param([...ids])}::int[]) FOR KEY SHARE`);
  return rows.map((row) => row.id);
}

/** Terms among the ids that are in the dictionary, held until the transaction ends so none is deleted under the draft. */
export async function termsThere(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM tsg_terms WHERE id = ANY(${sql.param([...ids])}::int[]) FOR KEY SHARE`);
  return rows.map((row) => row.id);
}

// ── Places in documents ──

export type PlaceValues = { title: string | null; versionLabel: string | null; language: string | null; publishType: 'PDF' | 'WEBHELP' | null; pageCount: number | null; topicTitle: string | null; openable: boolean };

/** The places the links name, in their order, as `view` sees them. */
export async function placesOf(db: DbOrTx, view: ReaderView, links: readonly { documentId: number; versionId: number; topic?: string | undefined }[]): Promise<PlaceValues[]> {
  if (links.length === 0) return [];
  const { rows } = await db.execute<PlaceValues>(sql`
    SELECT p.title, p.version_label AS "versionLabel", p.language, p.publish_type AS "publishType", p.page_count AS "pageCount", p.topic_title AS "topicTitle",
      coalesce(p.openable, false) AS openable
    FROM unnest(${sql.param(links.map((l) => l.documentId))}::int[], ${sql.param(links.map((l) => l.versionId))}::int[], ${sql.param(links.map((l) => l.topic ?? null))}::text[])
      WITH ORDINALITY AS l(document_id, version_id, topic, i)
    LEFT JOIN LATERAL ${linkedPlace(view, { documentId: sql`l.document_id`, versionId: sql`l.version_id`, topicPath: sql`l.topic` })} p ON true
    ORDER BY l.i`);
  return rows;
}

export type EditionValues = {
  documentId: number; versionId: number; title: string; versionLabel: string; language: LanguageCode; publishType: 'PDF' | 'WEBHELP';
  pageCount: number | null; topicTitle: string | null; sameDocument: boolean;
};

/**
 * For each link in order, the edition in `language` a reader (`view`) would open in its stead, or null: when the
 * linked version is in `language` already, or there is none they may open.
 */
export async function editionsIn(
  db: DbOrTx, view: ReaderView, links: readonly { documentId: number; versionId: number; topic?: string | undefined }[],
  language: LanguageCode, machine: { modelId: number | null; productId: number | null },
): Promise<(EditionValues | null)[]> {
  if (links.length === 0) return [];
  const { rows } = await db.execute<{ [K in keyof EditionValues]: EditionValues[K] | null }>(sql`
    SELECT e.document_id AS "documentId", e.version_id AS "versionId", e.title, e.version_label AS "versionLabel", e.language,
      e.publish_type AS "publishType", e.page_count AS "pageCount", e.topic_title AS "topicTitle", e.same_document AS "sameDocument"
    FROM unnest(${sql.param(links.map((l) => l.documentId))}::int[], ${sql.param(links.map((l) => l.versionId))}::int[], ${sql.param(links.map((l) => l.topic ?? null))}::text[])
      WITH ORDINALITY AS l(document_id, version_id, topic, i)
    LEFT JOIN LATERAL ${editionInLanguage(view, { documentId: sql`l.document_id`, versionId: sql`l.version_id`, topicPath: sql`l.topic` }, language, {
      modelId: sql`${machine.modelId}::int`, productId: sql`${machine.productId}::int`,
    })} e ON true
    ORDER BY l.i`);
  return rows.map((row) => (row.versionId === null ? null : row as EditionValues));
}

// ── Reading ──

export async function modelsWithGuides(db: DbOrTx) {
  const { rows } = await db.execute<{ modelId: number; code: string; productName: string; controllerTypeId: number; sourceTpcd: string | null; modelCodeName: string | null; description: string | null; guideCount: number }>(sql`
    SELECT mc.id AS "modelId", mc.code, mc.product_name AS "productName", g.controller_type_id AS "controllerTypeId",
      ct.source_tpcd AS "sourceTpcd", ct.model_code_name AS "modelCodeName", ct.description, count(*)::int AS "guideCount"
    FROM tsg_guides g
    JOIN LATERAL ${modelsCovered(sql`g.model_id`, sql`g.product_id`)} mc ON true
    LEFT JOIN LATERAL ${controllerTypeRow(sql`g.controller_type_id`)} ct ON true
    WHERE EXISTS (SELECT 1 FROM tsg_guide_versions v WHERE v.guide_id = g.id AND v.status = 'PUBLISHED')
    GROUP BY mc.id, mc.code, mc.product_name, g.controller_type_id, ct.source_tpcd, ct.model_code_name, ct.description
    ORDER BY mc.code, ct.source_tpcd, ct.model_code_name`);
  return rows;
}

/** The published version a reader sees: the one asked for, else the reader's language, else English, else the first. */
const shownVersion = (guide: SQL, asked: string | null, language: string) => sql`(
  SELECT v.id, v.language, v.label, v.title, v.content, v.published_at FROM tsg_guide_versions v
  WHERE v.guide_id = ${guide} AND v.status = 'PUBLISHED'
  ORDER BY (v.language = ${asked}) DESC NULLS LAST, (v.language = ${language}) DESC, (v.language = 'en') DESC, v.language LIMIT 1)`;

export type HitValues = Named & { title: string; language: LanguageCode };

export async function findPublished(db: DbOrTx, query: { modelId?: number | undefined; controllerTypeId?: number | undefined; code?: CodeFilter | undefined }, language: LanguageCode): Promise<HitValues[]> {
  const conditions: SQL[] = [sql`true`];
  if (query.modelId) conditions.push(forModel(query.modelId));
  if (query.controllerTypeId) conditions.push(sql`g.controller_type_id = ${query.controllerTypeId}`);
  if (query.code) conditions.push(codeCondition(query.code));
  const { rows } = await db.execute<HitValues>(sql`
    SELECT ${NAMED_COLUMNS}, v.title, v.language
    FROM tsg_guides g JOIN LATERAL ${shownVersion(sql`g.id`, null, language)} v ON true ${NAMED_JOINS}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY g.code_kind, g.spn, g.fmi, g.oem_code, sc.label, ct.source_tpcd LIMIT 100`);
  return rows;
}

export type MachineGuideValues = Named & { versions: { language: LanguageCode; title: string; content: GuideContent }[] };

/** The guides readers find for a model (written for it or for its product line), each with its published versions by language. */
export async function publishedForModel(db: DbOrTx, modelId: number): Promise<MachineGuideValues[]> {
  const { rows } = await db.execute<MachineGuideValues>(sql`
    SELECT ${NAMED_COLUMNS}, v.versions
    FROM tsg_guides g
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('language', v.language, 'title', v.title, 'content', v.content) ORDER BY v.language) AS versions
      FROM tsg_guide_versions v WHERE v.guide_id = g.id AND v.status = 'PUBLISHED') v
    ${NAMED_JOINS}
    WHERE ${forModel(modelId)} AND v.versions IS NOT NULL
    ORDER BY g.code_kind, g.spn, g.fmi, g.oem_code, sc.label, ct.source_tpcd, g.id`);
  return rows;
}

export type ShownValues = Named & { language: LanguageCode; label: string; title: string; content: GuideContent; publishedAt: string; languages: LanguageCode[] };

export async function publishedGuide(db: DbOrTx, guideId: number, asked: LanguageCode | undefined, language: LanguageCode): Promise<ShownValues | undefined> {
  const { rows } = await db.execute<ShownValues>(sql`
    SELECT ${NAMED_COLUMNS}, v.language, v.label, v.title, v.content, ${isoUtc('v.published_at')} AS "publishedAt",
      (SELECT array_agg(o.language ORDER BY o.language) FROM tsg_guide_versions o WHERE o.guide_id = g.id AND o.status = 'PUBLISHED') AS languages
    FROM tsg_guides g JOIN LATERAL ${shownVersion(sql`g.id`, asked ?? null, language)} v ON true ${NAMED_JOINS}
    WHERE g.id = ${guideId}`);
  return rows[0];
}
