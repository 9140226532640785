// The rules of the catalogue: unique codes, nothing deleted while something uses it, a model's suffixes
// replaced as one set, a country in exactly one region. Every write runs in one transaction.
import {
  DEFAULT_LANGUAGE, ErrorCode, ISO_COUNTRY_CODES, type CertificationItem, type ControllerTypeItem, type DocumentTypeItem, type FieldIssue,
  type LanguageCode, type ModelItem, type ProductItem, type ProductTree, type ProductTypeItem, type RegionItem,
} from '@gsis/contract';
import type { CertificationSave, ControllerTypeSave, DocumentTypeSave, ModelSave, ProductSave, ProductTypeSave, RegionSave } from '@gsis/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CatalogueChanges } from '../changes.ts';
import * as repo from './catalogue.repo.ts';

// The routes hand over what zod made of the body: defaults filled in, codes upper-cased.
type Parsed<T extends z.ZodType> = z.output<T>;
type DocumentTypeInput = Parsed<typeof DocumentTypeSave>;
type ProductTypeInput = Parsed<typeof ProductTypeSave>;
type ProductInput = Parsed<typeof ProductSave>;
type ModelInput = Parsed<typeof ModelSave>;
type CertificationInput = Parsed<typeof CertificationSave>;
type ControllerTypeInput = Parsed<typeof ControllerTypeSave>;
type RegionInput = Parsed<typeof RegionSave>;

const ISO_COUNTRIES = new Set(ISO_COUNTRY_CODES);

/** The PostgreSQL error behind a failed query; Drizzle wraps the driver's error in its own. */
function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return undefined;
}

const field = (path: string, rule: string): { fields: FieldIssue[] } => ({ fields: [{ path, rule }] });

/**
 * Runs a write in a transaction. The checks inside name the usual failures; a concurrent writer can still
 * beat them to a unique value or a reference, and then PostgreSQL's refusal says the same thing.
 */
async function write<T>(db: Db, kind: 'save' | 'delete', work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const pg = postgresError(error);
    if (pg?.code === '23505') throw new AppError(ErrorCode.ALREADY_EXISTS, pg.constraint?.endsWith('_code_unique') ? field('body.code', 'taken') : undefined);
    if (pg?.code === '23503') throw new AppError(kind === 'delete' ? ErrorCode.RELATED_DATA_EXISTS : ErrorCode.INPUT_VALUE_ERROR);
    throw error;
  }
}

/** Labels as stored: only the languages someone filled in. */
function cleanLabels(labels: Partial<Record<string, string | undefined>>): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(labels).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
}

function labelIn(labels: Partial<Record<string, string>>, language: LanguageCode, fallback: string): string {
  return labels[language] ?? labels[DEFAULT_LANGUAGE] ?? fallback;
}

function shown<T extends { code: string; labels: Partial<Record<string, string>> }>(row: T, language: LanguageCode) {
  return { ...row, labels: row.labels as Record<string, string>, label: labelIn(row.labels, language, row.code) };
}

export function createCatalogueService({ db, changes }: { db: Db; changes: CatalogueChanges }) {
  /** Refuses a delete when `inUse`; NOT_FOUND when `lock` finds no row. */
  const remove = (id: number, lock: (tx: DbOrTx, id: number) => Promise<boolean>, inUse: (tx: DbOrTx, id: number) => Promise<boolean>, del: (tx: DbOrTx, id: number) => Promise<void>) =>
    write(db, 'delete', async (tx) => {
      if (!(await lock(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
      if (await inUse(tx, id)) throw new AppError(ErrorCode.RELATED_DATA_EXISTS);
      await del(tx, id);
      return { deleted: true as const };
    });

  /** Inserts when there is no id, else updates; NOT_FOUND when the id names nothing. */
  const upsert = async (id: number | undefined, insert: () => Promise<number>, update: (id: number) => Promise<boolean>): Promise<{ id: number }> => {
    if (id === undefined) return { id: await insert() };
    if (!(await update(id))) throw new AppError(ErrorCode.NOT_FOUND);
    return { id };
  };

  return {
    // ── Document types ──
    async listDocumentTypes(language: LanguageCode): Promise<DocumentTypeItem[]> {
      return (await repo.listDocumentTypes(db)).map((row) => shown(row, language));
    },
    saveDocumentType(input: DocumentTypeInput) {
      const values = { code: input.code, labels: cleanLabels(input.labels), sortOrder: input.sortOrder };
      return write(db, 'save', (tx) => upsert(input.id, () => repo.insertDocumentType(tx, values), (id) => repo.updateDocumentType(tx, id, values)));
    },
    deleteDocumentType(id: number) {
      return remove(id, repo.lockDocumentType, repo.documentTypeInUse, repo.deleteDocumentType);
    },

    // ── The readers' product list ──
    /** Product types in their order, each with its product lines and their models; types and lines without models left out. */
    async productTree(language: LanguageCode): Promise<ProductTree> {
      const [types, lines, models] = await Promise.all([repo.listProductTypes(db), repo.listProducts(db), repo.modelsForReaders(db)]);
      const tree = types.map((type) => ({
        id: type.id, code: type.code, label: shown(type, language).label,
        lines: lines.filter((line) => line.productTypeId === type.id).map((line) => ({
          id: line.id, code: line.code, name: line.name,
          models: models.filter((model) => model.productId === line.id).map(({ productId: _productId, ...model }) => model),
        })).filter((line) => line.models.length > 0),
      }));
      return { productTypes: tree.filter((type) => type.lines.length > 0) };
    },

    // ── Product types ──
    async listProductTypes(language: LanguageCode): Promise<ProductTypeItem[]> {
      return (await repo.listProductTypes(db)).map((row) => shown(row, language));
    },
    saveProductType(input: ProductTypeInput) {
      const values = { code: input.code, labels: cleanLabels(input.labels), sortOrder: input.sortOrder };
      return write(db, 'save', (tx) => upsert(input.id, () => repo.insertProductType(tx, values), (id) => repo.updateProductType(tx, id, values)));
    },
    deleteProductType(id: number) {
      return remove(id, repo.lockProductType, repo.productTypeInUse, repo.deleteProductType);
    },

    // ── Products (product lines) ──
    async listProducts(): Promise<ProductItem[]> {
      return repo.listProducts(db);
    },
    saveProduct(input: ProductInput) {
      const values = { code: input.code, name: input.name, productTypeId: input.productTypeId, sortOrder: input.sortOrder };
      return write(db, 'save', async (tx) => {
        if (!(await repo.productTypeExists(tx, values.productTypeId))) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, field('body.productTypeId', 'not_found'));
        return upsert(input.id, () => repo.insertProduct(tx, values), (id) => repo.updateProduct(tx, id, values));
      });
    },
    deleteProduct(id: number) {
      return remove(id, repo.lockProduct, repo.productInUse, repo.deleteProduct);
    },

    // ── Models ──
    async listModels(productId: number | undefined): Promise<ModelItem[]> {
      return repo.listModels(db, productId);
    },
    saveModel(input: ModelInput) {
      const suffixes = input.suffixes.map((s) => ({ suffix: s.suffix, serialFrom: s.serialFrom, serialTo: s.serialTo }));
      const seen = new Set<string>();
      suffixes.forEach((s, i) => {
        if (seen.has(s.suffix)) throw new AppError(ErrorCode.ALREADY_EXISTS, field(`body.suffixes.${i}.suffix`, 'duplicate'));
        seen.add(s.suffix);
      });
      return write(db, 'save', async (tx) => {
        if (!(await repo.productExists(tx, input.productId))) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, field('body.productId', 'not_found'));
        const held = new Set(await repo.suffixesHeldElsewhere(tx, input.id, suffixes.map((s) => s.suffix)));
        if (held.size) {
          throw new AppError(ErrorCode.ALREADY_EXISTS, { fields: suffixes.flatMap((s, i) => (held.has(s.suffix) ? [{ path: `body.suffixes.${i}.suffix`, rule: 'taken' }] : [])) });
        }
        const values = { code: input.code, productId: input.productId };
        const saved = await upsert(input.id, () => repo.insertModel(tx, values), (id) => repo.updateModel(tx, id, values));
        const { removed, added } = await repo.replaceSuffixes(tx, saved.id, suffixes);
        await changes.modelsChanged(tx, {
          models: { ids: [saved.id], labels: [{ id: saved.id, label: input.code }] },
          suffixes: { ids: [...removed, ...added.map((s) => s.id)], labels: added },
        });
        return saved;
      });
    },
    deleteModel(id: number) {
      return remove(id, repo.lockModel, repo.modelInUse, async (tx, modelId) => {
        const suffixIds = await repo.deleteModel(tx, modelId);
        await changes.modelsChanged(tx, { models: { ids: [modelId], labels: [] }, suffixes: { ids: suffixIds, labels: [] } });
      });
    },

    // ── Exhaust certifications ──
    async listCertifications(): Promise<CertificationItem[]> {
      return repo.listCertifications(db);
    },
    saveCertification(input: CertificationInput) {
      const values = { code: input.code, name: input.name, sortOrder: input.sortOrder };
      return write(db, 'save', (tx) => upsert(input.id, () => repo.insertCertification(tx, values), (id) => repo.updateCertification(tx, id, values)));
    },
    deleteCertification(id: number) {
      return remove(id, repo.lockCertification, repo.certificationInUse, repo.deleteCertification);
    },

    // ── Controller types ──
    async listControllerTypes(): Promise<ControllerTypeItem[]> {
      return repo.listControllerTypes(db);
    },
    saveControllerType(input: ControllerTypeInput) {
      const values = { sourceTpcd: input.sourceTpcd, modelCodeName: input.modelCodeName, description: input.description };
      return write(db, 'save', async (tx) => {
        if (await repo.controllerTypeTaken(tx, values, input.id)) throw new AppError(ErrorCode.ALREADY_EXISTS, field('body.modelCodeName', 'taken'));
        return upsert(input.id, () => repo.insertControllerType(tx, values), (id) => repo.updateControllerType(tx, id, values));
      });
    },
    deleteControllerType(id: number) {
      return write(db, 'delete', async (tx) => {
        if (!(await repo.deleteControllerType(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
        return { deleted: true as const };
      });
    },

    // ── Regions ──
    async listRegions(language: LanguageCode): Promise<RegionItem[]> {
      return (await repo.listRegions(db)).map((row) => shown(row, language));
    },
    saveRegion(input: RegionInput) {
      const codes = [...new Set(input.countries)];
      const unknown = codes.filter((c) => !ISO_COUNTRIES.has(c));
      if (unknown.length) {
        throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: unknown.map((c) => ({ path: `body.countries.${input.countries.indexOf(c)}`, rule: 'unknown_country' })) });
      }
      const values = { code: input.code, labels: cleanLabels(input.labels), sortOrder: input.sortOrder };
      return write(db, 'save', async (tx) => {
        if (input.id !== undefined) {
          if (!(await repo.lockRegion(tx, input.id))) throw new AppError(ErrorCode.NOT_FOUND);
          // A country always belongs to a region: it leaves this one only by being added to another.
          const wanted = new Set(codes);
          const dropped = (await repo.countriesOfRegion(tx, input.id)).filter((c) => !wanted.has(c));
          if (dropped.length) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { reason: 'COUNTRY_NEEDS_REGION', fields: dropped.map((c) => ({ path: 'body.countries', rule: `kept:${c}` })) });
        }
        const saved = await upsert(input.id, () => repo.insertRegion(tx, values), (id) => repo.updateRegion(tx, id, values));
        await repo.moveCountries(tx, saved.id, codes);
        return saved;
      });
    },
    deleteRegion(id: number) {
      return remove(id, repo.lockRegion, repo.regionInUse, repo.deleteRegion);
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
