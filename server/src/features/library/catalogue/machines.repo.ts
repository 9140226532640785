// SQL of machines as a search word names them: a model by its code, one of its suffixes, a full serial number,
// or the start of a code; a serial plate read against the models' suffixes; and the cascade of product lines and
// models under a product type. Search and field kits ask these of the library's `machines` (library.feature.ts).
import type { LanguageCode, ResolvedModel } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { startingWith, textArray } from '../../../platform/db/sql-text.ts';
import { compactMachineCode, machineCodeKey } from './catalogue.tables.ts';

/** A model `m` as search names it (ResolvedModel's columns but the suffix and number), over MODEL_JOINS. */
const modelColumns = (language: LanguageCode): SQL => sql`m.id AS "modelId", m.code AS model, p.name AS product, ${labelIn('pt', language)} AS "productType"`;
const MODEL_JOINS = sql`JOIN products p ON p.id = m.product_id JOIN product_types pt ON pt.id = p.product_type_id`;

/**
 * The suffixes a serial plate (compacted: compactMachineCode) can start with, each followed by a machine's number, as a
 * row source: `model_id`, `suffix`, `serial_number` and `in_range` (the number is inside the suffix's serial range).
 * A serial number starts with its suffix: the plate's prefixes are the suffixes it can start with.
 */
function suffixesStarting(compact: string): SQL {
  const suffix = machineCodeKey(sql`s.suffix`);
  const heads = [...compact].map((_, i) => compact.slice(0, i + 1)).filter((h) => h.length < compact.length);
  return sql`(
    SELECT s.model_id, s.suffix, serial.n AS serial_number,
      (s.serial_from IS NULL OR serial.n >= s.serial_from) AND (s.serial_to IS NULL OR serial.n <= s.serial_to) AS in_range
    FROM model_suffixes s
    CROSS JOIN LATERAL (SELECT substring(${compact} FROM length(${suffix}) + 1) AS digits) rest
    CROSS JOIN LATERAL (SELECT CASE WHEN rest.digits ~ '^[0-9]{1,9}$' THEN rest.digits::int END AS n) serial
    WHERE ${suffix} = ANY(${textArray(heads)}) AND serial.n IS NOT NULL)`;
}

/** A reading of a serial plate: a model's suffix it starts with, the machine's number after it, and whether the suffix's range holds it. */
export type SerialReading = { modelId: number; suffix: string; serialNumber: number; inRange: boolean };

/** Every way a serial plate reads as a suffix and a number, the longest suffix first. */
export async function readSerialPlate(db: DbOrTx, plate: string): Promise<SerialReading[]> {
  const compact = compactMachineCode(plate);
  if (!compact || compact.length > 40) return [];
  const { rows } = await db.execute<SerialReading>(sql`
    SELECT s.model_id AS "modelId", s.suffix, s.serial_number AS "serialNumber", s.in_range AS "inRange"
    FROM ${suffixesStarting(compact)} s ORDER BY length(s.suffix) DESC, s.suffix`);
  return rows;
}

/** A model with its product line's name, in the shape search names machines. */
export async function findModel(db: DbOrTx, modelId: number, language: LanguageCode): Promise<Omit<ResolvedModel, 'suffix' | 'serialNumber'> | undefined> {
  const { rows } = await db.execute<Omit<ResolvedModel, 'suffix' | 'serialNumber'>>(sql`
    SELECT ${modelColumns(language)} FROM models m ${MODEL_JOINS} WHERE m.id = ${modelId}`);
  return rows[0];
}

/**
 * What a search word names: a model by its code, one of its suffixes, or a full serial number (a suffix
 * followed by the machine's number, inside the suffix's serial range); failing those, the models whose
 * code starts with it (DX225 → DX225LCA, DX225NLCA).
 */
export async function resolveModels(db: DbOrTx, searchWord: string, language: LanguageCode): Promise<ResolvedModel[]> {
  const compact = compactMachineCode(searchWord);
  const [code, suffix] = [machineCodeKey(sql`m.code`), machineCodeKey(sql`s.suffix`)];
  if (!compact || compact.length > 40) return [];
  const [columns, joins] = [modelColumns(language), MODEL_JOINS];
  const { rows } = await db.execute<ResolvedModel>(sql`
    SELECT ${columns}, NULL AS suffix, NULL::int AS "serialNumber" FROM models m ${joins} WHERE ${code} = ${compact}
    UNION ALL
    SELECT ${columns}, s.suffix, NULL FROM model_suffixes s JOIN models m ON m.id = s.model_id ${joins} WHERE ${suffix} = ${compact}
    UNION ALL
    SELECT ${columns}, s.suffix, s.serial_number FROM ${suffixesStarting(compact)} s JOIN models m ON m.id = s.model_id ${joins}
    WHERE s.in_range`);
  if (rows.length) return rows;
  if (compact.length < 2) return [];
  const { rows: prefixed } = await db.execute<ResolvedModel>(sql`
    SELECT ${columns}, NULL AS suffix, NULL::int AS "serialNumber" FROM models m ${joins}
    WHERE ${code} LIKE ${startingWith(compact)} ORDER BY upper(m.code) LIMIT 20`);
  return prefixed;
}


/** The product lines and models of a product type, for the search page's cascading filters. */
export async function productClass(db: DbOrTx, productTypeId: number): Promise<{ products: { id: number; label: string }[]; models: { id: number; label: string; productId: number }[] }> {
  const [products, models] = await Promise.all([
    db.execute<{ id: number; label: string }>(sql`SELECT id, name AS label FROM products WHERE product_type_id = ${productTypeId} ORDER BY sort_order, name`),
    db.execute<{ id: number; label: string; productId: number }>(sql`
      SELECT m.id, m.code AS label, m.product_id AS "productId" FROM models m JOIN products p ON p.id = m.product_id
      WHERE p.product_type_id = ${productTypeId} ORDER BY m.code`),
  ]);
  return { products: products.rows, models: models.rows };
}

