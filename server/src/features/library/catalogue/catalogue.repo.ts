// SQL of the catalogue: document types, product types, product lines, models with their suffixes,
// exhaust certifications, controller types, and regions with their countries.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { GrantKind } from '@gsis/contract';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { controllerTypes, documentTypes, exhaustCertifications, models, modelSuffixes, products, productTypes } from './catalogue.tables.ts';
import { countries, regions } from '../../../platform/auth/identity.tables.ts';

// What uses a catalogue entry — documents and their applicability, and users' grants, both the library's
// too — is read by those tables' names: the catalogue imports neither part's code.

type Labels = Partial<Record<string, string>>;

const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
const exists = async (db: DbOrTx, query: SQL): Promise<boolean> => {
  const result = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (${query}) AS found`);
  return Boolean(result.rows[0]?.found);
};
const granted = (kind: GrantKind, refId: number) =>
  sql`SELECT 1 FROM user_document_grants g WHERE g.kind = ${kind} AND g.ref_id = ${refId}`;

// ── Document types ──────────────────────────────────────────────────────────────────────────────

export async function listDocumentTypes(db: DbOrTx) {
  return db
    .select({
      id: documentTypes.id, code: documentTypes.code, labels: documentTypes.labels, sortOrder: documentTypes.sortOrder,
      documentCount: count(sql`SELECT count(*) FROM documents d WHERE d.document_type_id = ${documentTypes.id}`),
    })
    .from(documentTypes)
    .orderBy(asc(documentTypes.sortOrder), asc(documentTypes.code));
}

export interface LabelledValues { code: string; labels: Labels; sortOrder: number }

export async function insertDocumentType(db: DbOrTx, values: LabelledValues): Promise<number> {
  const [row] = await db.insert(documentTypes).values(values).returning({ id: documentTypes.id });
  return row!.id;
}

export async function updateDocumentType(db: DbOrTx, id: number, values: LabelledValues): Promise<boolean> {
  const rows = await db.update(documentTypes).set(values).where(eq(documentTypes.id, id)).returning({ id: documentTypes.id });
  return rows.length > 0;
}

/** Locks the row for the rest of the transaction; false when it does not exist. */
export async function lockDocumentType(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.id, id)).for('update')).length > 0;
}

export async function documentTypeInUse(db: DbOrTx, id: number): Promise<boolean> {
  return (await exists(db, sql`SELECT 1 FROM documents d WHERE d.document_type_id = ${id}`)) || exists(db, granted('DOCUMENT_TYPE', id));
}

export async function deleteDocumentType(db: DbOrTx, id: number): Promise<void> {
  await db.delete(documentTypes).where(eq(documentTypes.id, id));
}

// ── Product types ───────────────────────────────────────────────────────────────────────────────

export async function listProductTypes(db: DbOrTx) {
  return db
    .select({
      id: productTypes.id, code: productTypes.code, labels: productTypes.labels, sortOrder: productTypes.sortOrder,
      productCount: count(sql`SELECT count(*) FROM ${products} WHERE ${products.productTypeId} = ${productTypes.id}`),
    })
    .from(productTypes)
    .orderBy(asc(productTypes.sortOrder), asc(productTypes.code));
}

export async function insertProductType(db: DbOrTx, values: LabelledValues): Promise<number> {
  const [row] = await db.insert(productTypes).values(values).returning({ id: productTypes.id });
  return row!.id;
}

export async function updateProductType(db: DbOrTx, id: number, values: LabelledValues): Promise<boolean> {
  return (await db.update(productTypes).set(values).where(eq(productTypes.id, id)).returning({ id: productTypes.id })).length > 0;
}

export async function lockProductType(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.id, id)).for('update')).length > 0;
}

/** FOR KEY SHARE: the type cannot be deleted while this transaction points a product at it. */
export async function productTypeExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.id, id)).for('key share')).length > 0;
}

export async function productTypeInUse(db: DbOrTx, id: number): Promise<boolean> {
  return exists(db, sql`SELECT 1 FROM ${products} WHERE ${products.productTypeId} = ${id}`);
}

export async function deleteProductType(db: DbOrTx, id: number): Promise<void> {
  await db.delete(productTypes).where(eq(productTypes.id, id));
}

// ── Products (product lines) ────────────────────────────────────────────────────────────────────

export async function listProducts(db: DbOrTx) {
  return db
    .select({
      id: products.id, code: products.code, name: products.name, productTypeId: products.productTypeId, sortOrder: products.sortOrder,
      modelCount: count(sql`SELECT count(*) FROM ${models} WHERE ${models.productId} = ${products.id}`),
      documentCount: count(sql`SELECT count(*) FROM documents d WHERE d.product_id = ${products.id}`),
    })
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.code));
}

export interface ProductValues { code: string; name: string; productTypeId: number; sortOrder: number }

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: DbOrTx, id: number, values: ProductValues): Promise<boolean> {
  return (await db.update(products).set(values).where(eq(products.id, id)).returning({ id: products.id })).length > 0;
}

export async function lockProduct(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update')).length > 0;
}

export async function productExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('key share')).length > 0;
}

export async function productInUse(db: DbOrTx, id: number): Promise<boolean> {
  return (await exists(db, sql`SELECT 1 FROM ${models} WHERE ${models.productId} = ${id}`))
    || (await exists(db, sql`SELECT 1 FROM documents d WHERE d.product_id = ${id}`))
    || exists(db, granted('PRODUCT', id));
}

export async function deleteProduct(db: DbOrTx, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

// ── Models and their suffixes ───────────────────────────────────────────────────────────────────

export interface SuffixValues { suffix: string; serialFrom: number | null; serialTo: number | null }

export async function listModels(db: DbOrTx, productId: number | undefined) {
  const rows = await db
    .select({
      id: models.id, code: models.code, productId: models.productId,
      documentCount: count(sql`SELECT count(*) FROM document_models dm WHERE dm.model_id = ${models.id}`),
    })
    .from(models)
    .where(productId === undefined ? undefined : eq(models.productId, productId))
    .orderBy(asc(models.code));
  const suffixes = rows.length
    ? await db
      .select({ modelId: modelSuffixes.modelId, suffix: modelSuffixes.suffix, serialFrom: modelSuffixes.serialFrom, serialTo: modelSuffixes.serialTo })
      .from(modelSuffixes)
      .where(inArray(modelSuffixes.modelId, rows.map((r) => r.id)))
      .orderBy(asc(modelSuffixes.serialFrom), asc(modelSuffixes.suffix))
    : [];
  const byModel = new Map<number, SuffixValues[]>();
  for (const { modelId, ...suffix } of suffixes) byModel.set(modelId, [...(byModel.get(modelId) ?? []), suffix]);
  return rows.map((row) => ({ ...row, suffixes: byModel.get(row.id) ?? [] }));
}

export async function insertModel(db: DbOrTx, values: { code: string; productId: number }): Promise<number> {
  const [row] = await db.insert(models).values(values).returning({ id: models.id });
  return row!.id;
}

export async function updateModel(db: DbOrTx, id: number, values: { code: string; productId: number }): Promise<boolean> {
  return (await db.update(models).set(values).where(eq(models.id, id)).returning({ id: models.id })).length > 0;
}

/** Suffixes among `suffixes` that another model already holds. */
export async function suffixesHeldElsewhere(db: DbOrTx, modelId: number | undefined, suffixes: string[]): Promise<string[]> {
  if (!suffixes.length) return [];
  const rows = await db
    .select({ suffix: modelSuffixes.suffix })
    .from(modelSuffixes)
    .where(and(inArray(modelSuffixes.suffix, suffixes), modelId === undefined ? undefined : ne(modelSuffixes.modelId, modelId)));
  return rows.map((r) => r.suffix);
}

/** The model's suffixes become `suffixes`: the ids of the rows removed, and the rows added. */
export async function replaceSuffixes(db: DbOrTx, modelId: number, suffixes: SuffixValues[]): Promise<{ removed: number[]; added: { id: number; label: string }[] }> {
  const removed = await db.delete(modelSuffixes).where(eq(modelSuffixes.modelId, modelId)).returning({ id: modelSuffixes.id });
  const added = suffixes.length
    ? await db.insert(modelSuffixes).values(suffixes.map((s) => ({ ...s, modelId }))).returning({ id: modelSuffixes.id, label: modelSuffixes.suffix })
    : [];
  return { removed: removed.map((r) => r.id), added };
}

export async function lockModel(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: models.id }).from(models).where(eq(models.id, id)).for('update')).length > 0;
}

export async function modelInUse(db: DbOrTx, id: number): Promise<boolean> {
  return (await exists(db, sql`SELECT 1 FROM document_models dm WHERE dm.model_id = ${id}`)) || exists(db, granted('MODEL', id));
}

/** Deletes the model and its suffixes: the suffixes' ids. */
export async function deleteModel(db: DbOrTx, id: number): Promise<number[]> {
  const suffixes = await db.delete(modelSuffixes).where(eq(modelSuffixes.modelId, id)).returning({ id: modelSuffixes.id });
  await db.delete(models).where(eq(models.id, id));
  return suffixes.map((s) => s.id);
}

/** Every model by its code and every suffix, as search suggests them. */
export async function modelNames(db: DbOrTx): Promise<{ models: { id: number; label: string }[]; suffixes: { id: number; label: string }[] }> {
  const [modelRows, suffixRows] = await Promise.all([
    db.select({ id: models.id, label: models.code }).from(models).orderBy(asc(models.id)),
    db.select({ id: modelSuffixes.id, label: modelSuffixes.suffix }).from(modelSuffixes).orderBy(asc(modelSuffixes.id)),
  ]);
  return { models: modelRows, suffixes: suffixRows };
}

// ── Exhaust certifications ──────────────────────────────────────────────────────────────────────

export async function listCertifications(db: DbOrTx) {
  return db
    .select({
      id: exhaustCertifications.id, code: exhaustCertifications.code, name: exhaustCertifications.name, sortOrder: exhaustCertifications.sortOrder,
      documentCount: count(sql`SELECT count(*) FROM document_certifications dc WHERE dc.certification_id = ${exhaustCertifications.id}`),
    })
    .from(exhaustCertifications)
    .orderBy(asc(exhaustCertifications.sortOrder), asc(exhaustCertifications.code));
}

export interface CertificationValues { code: string; name: string; sortOrder: number }

export async function insertCertification(db: DbOrTx, values: CertificationValues): Promise<number> {
  const [row] = await db.insert(exhaustCertifications).values(values).returning({ id: exhaustCertifications.id });
  return row!.id;
}

export async function updateCertification(db: DbOrTx, id: number, values: CertificationValues): Promise<boolean> {
  return (await db.update(exhaustCertifications).set(values).where(eq(exhaustCertifications.id, id)).returning({ id: exhaustCertifications.id })).length > 0;
}

export async function lockCertification(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: exhaustCertifications.id }).from(exhaustCertifications).where(eq(exhaustCertifications.id, id)).for('update')).length > 0;
}

export async function certificationInUse(db: DbOrTx, id: number): Promise<boolean> {
  return (await exists(db, sql`SELECT 1 FROM document_certifications dc WHERE dc.certification_id = ${id}`))
    || exists(db, granted('EXHAUST_CERTIFICATION', id));
}

export async function deleteCertification(db: DbOrTx, id: number): Promise<void> {
  await db.delete(exhaustCertifications).where(eq(exhaustCertifications.id, id));
}

// ── Controller types ────────────────────────────────────────────────────────────────────────────

export interface ControllerTypeValues { sourceTpcd: string; modelCodeName: string; description: string }

export async function listControllerTypes(db: DbOrTx) {
  return db
    .select({ id: controllerTypes.id, sourceTpcd: controllerTypes.sourceTpcd, modelCodeName: controllerTypes.modelCodeName, description: controllerTypes.description })
    .from(controllerTypes)
    .orderBy(asc(controllerTypes.sourceTpcd), asc(controllerTypes.modelCodeName));
}

/** The unique index is case-sensitive; people are not, so 'ecu' and 'ECU' are one source. */
export async function controllerTypeTaken(db: DbOrTx, values: ControllerTypeValues, exceptId: number | undefined): Promise<boolean> {
  return exists(db, sql`SELECT 1 FROM ${controllerTypes}
    WHERE lower(${controllerTypes.sourceTpcd}) = lower(${values.sourceTpcd}) AND lower(${controllerTypes.modelCodeName}) = lower(${values.modelCodeName})
    ${exceptId === undefined ? sql`` : sql`AND ${controllerTypes.id} <> ${exceptId}`}`);
}

export async function insertControllerType(db: DbOrTx, values: ControllerTypeValues): Promise<number> {
  const [row] = await db.insert(controllerTypes).values(values).returning({ id: controllerTypes.id });
  return row!.id;
}

export async function updateControllerType(db: DbOrTx, id: number, values: ControllerTypeValues): Promise<boolean> {
  return (await db.update(controllerTypes).set(values).where(eq(controllerTypes.id, id)).returning({ id: controllerTypes.id })).length > 0;
}

export async function deleteControllerType(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(controllerTypes).where(eq(controllerTypes.id, id)).returning({ id: controllerTypes.id })).length > 0;
}

// ── Regions and countries ───────────────────────────────────────────────────────────────────────

export async function listRegions(db: DbOrTx) {
  return db
    .select({
      id: regions.id, code: regions.code, labels: regions.labels, sortOrder: regions.sortOrder,
      countries: sql<string[]>`coalesce((SELECT array_agg(${countries.code} ORDER BY ${countries.code}) FROM ${countries} WHERE ${countries.regionId} = ${regions.id}), '{}')`,
      userCount: count(sql`SELECT count(*) FROM users u WHERE u.region_id = ${regions.id}`),
      documentCount: count(sql`SELECT count(*) FROM document_regions dr WHERE dr.region_id = ${regions.id}`),
    })
    .from(regions)
    .orderBy(asc(regions.sortOrder), asc(regions.code));
}

export async function insertRegion(db: DbOrTx, values: LabelledValues): Promise<number> {
  const [row] = await db.insert(regions).values(values).returning({ id: regions.id });
  return row!.id;
}

export async function updateRegion(db: DbOrTx, id: number, values: LabelledValues): Promise<boolean> {
  return (await db.update(regions).set(values).where(eq(regions.id, id)).returning({ id: regions.id })).length > 0;
}

export async function lockRegion(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).for('update')).length > 0;
}

export async function countriesOfRegion(db: DbOrTx, regionId: number): Promise<string[]> {
  const rows = await db.select({ code: countries.code }).from(countries).where(eq(countries.regionId, regionId)).for('update');
  return rows.map((r) => r.code);
}

/** Puts each country in the region, adding the ones the table does not hold yet. */
export async function moveCountries(db: DbOrTx, regionId: number, codes: string[]): Promise<void> {
  if (!codes.length) return;
  await db
    .insert(countries)
    .values(codes.map((code) => ({ code, regionId })))
    .onConflictDoUpdate({ target: countries.code, set: { regionId } });
}

export async function regionInUse(db: DbOrTx, id: number): Promise<boolean> {
  return (await exists(db, sql`SELECT 1 FROM users u WHERE u.region_id = ${id}`))
    || (await exists(db, sql`SELECT 1 FROM ${countries} WHERE ${countries.regionId} = ${id}`))
    || exists(db, sql`SELECT 1 FROM document_regions dr WHERE dr.region_id = ${id}`);
}

export async function deleteRegion(db: DbOrTx, id: number): Promise<void> {
  await db.delete(regions).where(eq(regions.id, id));
}

/** Every model with its suffixes and how many distributed documents in use name it, for the readers' product list. */
export async function modelsForReaders(db: DbOrTx) {
  const { rows } = await db.execute<{ id: number; code: string; productId: number; documentCount: number }>(sql`
    SELECT m.id, m.code, m.product_id AS "productId",
      (SELECT count(*)::int FROM document_models dm JOIN documents d ON d.id = dm.document_id
        WHERE dm.model_id = m.id AND d.use_yn = 'Y'
          AND EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id AND v.distribution_status = 'DISTRIBUTED')) AS "documentCount"
    FROM models m ORDER BY m.code`);
  const suffixes = await db
    .select({ modelId: modelSuffixes.modelId, suffix: modelSuffixes.suffix, serialFrom: modelSuffixes.serialFrom, serialTo: modelSuffixes.serialTo })
    .from(modelSuffixes).orderBy(asc(modelSuffixes.serialFrom), asc(modelSuffixes.suffix));
  const byModel = new Map<number, SuffixValues[]>();
  for (const { modelId, ...suffix } of suffixes) byModel.set(modelId, [...(byModel.get(modelId) ?? []), suffix]);
  return rows.map((row) => ({ ...row, suffixes: byModel.get(row.id) ?? [] }));
}
