// The demo catalogue (catalogue-data.ts), its labels in every language from the catalogue namespace.
import type { DbOrTx } from '../../../platform/db/database.ts';
import { labelsOf, loadNamespace } from '../../../platform/i18n.ts';
import { DEMO_CONTROLLER_TYPES, DEMO_MODELS, DEMO_PRODUCTS, DOCUMENT_TYPE_CODES, EXHAUST_CERTIFICATIONS, PRODUCT_TYPE_CODES } from './catalogue-data.ts';
import { controllerTypes, documentTypes, exhaustCertifications, modelSuffixes, models, products, productTypes } from './catalogue.tables.ts';

/** The ids of the demo's product lines and document types, by code, for what is laid after them. */
export interface SeededCatalogue { productIds: Map<string, number>; documentTypeIds: Map<string, number> }

export async function seedDemoCatalogue(tx: DbOrTx): Promise<SeededCatalogue> {
  const catalogue = loadNamespace('catalogue');
  const typeRows = await tx
    .insert(productTypes)
    .values(PRODUCT_TYPE_CODES.map((code, i) => ({ code, labels: labelsOf(catalogue, `productTypes.${code}`), sortOrder: i + 1 })))
    .returning({ id: productTypes.id, code: productTypes.code });
  const typeIds = new Map(typeRows.map((t) => [t.code, t.id]));
  const productRows = await tx
    .insert(products)
    .values(DEMO_PRODUCTS.map((p, i) => ({ code: p.code, name: p.name, productTypeId: typeIds.get(p.type)!, sortOrder: i + 1 })))
    .returning({ id: products.id, code: products.code });
  const productIds = new Map(productRows.map((p) => [p.code, p.id]));
  const productOf = (m: (typeof DEMO_MODELS)[number]) => DEMO_PRODUCTS.find((p) => p.type === m.type && (p.accepts?.(m.code) ?? true))!.code;
  const modelRows = await tx
    .insert(models)
    .values(DEMO_MODELS.map((m) => ({ code: m.code, productId: productIds.get(productOf(m))! })))
    .returning({ id: models.id, code: models.code });
  const modelIds = new Map(modelRows.map((m) => [m.code, m.id]));
  await tx.insert(modelSuffixes).values(
    DEMO_MODELS.flatMap((m) => m.suffixes.map(([suffix, serialFrom, serialTo]) => ({ modelId: modelIds.get(m.code)!, suffix, serialFrom, serialTo }))),
  );
  const docTypeRows = await tx
    .insert(documentTypes)
    .values(DOCUMENT_TYPE_CODES.map((code, i) => ({ code, labels: labelsOf(catalogue, `documentTypes.${code}`), sortOrder: i + 1 })))
    .returning({ id: documentTypes.id, code: documentTypes.code });
  await tx.insert(exhaustCertifications).values(EXHAUST_CERTIFICATIONS.map((c, i) => ({ ...c, sortOrder: i + 1 })));
  await tx.insert(controllerTypes).values(DEMO_CONTROLLER_TYPES);
  return { productIds, documentTypeIds: new Map(docTypeRows.map((t) => [t.code, t.id])) };
}
