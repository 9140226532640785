// The catalogue: document types, product types, product lines, models with serial-number suffixes,
// exhaust certifications, controller types, and regions with their countries (/mgmt/doctype/**,
// /mgmt/product/**, /mgmt/region/**).
import { z } from 'zod';
import { DbId as id } from './ids.ts';
import { DeletedResponse, IdBody, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { code, Labels, name, serial, sortOrder } from './fields.ts';

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────────

export const DocumentTypeItem = z.object({ id, code: z.string(), labels: z.record(z.string(), z.string()), label: z.string(), sortOrder: z.number().int(), documentCount: z.number().int() });
export const DocumentTypeSave = z.object({ id: id.optional(), code, labels: Labels, sortOrder });
export type DocumentTypeItem = z.infer<typeof DocumentTypeItem>;
export type DocumentTypeSave = z.input<typeof DocumentTypeSave>;

export const ProductTypeItem = DocumentTypeItem.omit({ documentCount: true }).extend({ productCount: z.number().int() });
export const ProductTypeSave = DocumentTypeSave;
export type ProductTypeItem = z.infer<typeof ProductTypeItem>;

export const ProductItem = z.object({ id, code: z.string(), name: z.string(), productTypeId: id, sortOrder: z.number().int(), modelCount: z.number().int(), documentCount: z.number().int() });
export const ProductSave = z.object({ id: id.optional(), code, name: name(120), productTypeId: id, sortOrder });
export type ProductItem = z.infer<typeof ProductItem>;
export type ProductSave = z.input<typeof ProductSave>;

export const ModelSuffix = z
  .object({ suffix: z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9-]+$/).transform((s) => s.toUpperCase()), serialFrom: serial.nullable().default(null), serialTo: serial.nullable().default(null) })
  .refine((s) => s.serialFrom === null || s.serialTo === null || s.serialFrom <= s.serialTo, { message: 'serialFrom after serialTo', path: ['serialTo'] });
export const ModelItem = z.object({
  id, code: z.string(), productId: id,
  suffixes: z.array(z.object({ suffix: z.string(), serialFrom: z.number().int().nullable(), serialTo: z.number().int().nullable() })),
  documentCount: z.number().int(),
});
export const ModelSave = z.object({ id: id.optional(), code, productId: id, suffixes: z.array(ModelSuffix).max(100).default([]) });
export const ModelListQuery = z.object({ productId: id.optional() });
export type ModelItem = z.infer<typeof ModelItem>;
export type ModelSave = z.input<typeof ModelSave>;

export const CertificationItem = z.object({ id, code: z.string(), name: z.string(), sortOrder: z.number().int(), documentCount: z.number().int() });
export const CertificationSave = z.object({ id: id.optional(), code, name: name(120), sortOrder });
export type CertificationItem = z.infer<typeof CertificationItem>;
export type CertificationSave = z.input<typeof CertificationSave>;

export const ControllerTypeItem = z.object({ id, sourceTpcd: z.string(), modelCodeName: z.string(), description: z.string() });
export const ControllerTypeSave = z.object({ id: id.optional(), sourceTpcd: name(40), modelCodeName: name(80), description: z.string().trim().max(500).default('') });
export type ControllerTypeItem = z.infer<typeof ControllerTypeItem>;
export type ControllerTypeSave = z.input<typeof ControllerTypeSave>;

export const RegionItem = z.object({ id, code: z.string(), labels: z.record(z.string(), z.string()), label: z.string(), sortOrder: z.number().int(), countries: z.array(z.string()), userCount: z.number().int(), documentCount: z.number().int() });
export const RegionSave = z.object({
  id: id.optional(), code, labels: Labels, sortOrder,
  /** ISO 3166-1 alpha-2 codes; a country belongs to one region, so naming it here moves it. */
  countries: z.array(z.string().trim().regex(/^[A-Za-z]{2}$/).transform((c) => c.toUpperCase())).max(300).default([]),
});
export type RegionItem = z.infer<typeof RegionItem>;
export type RegionSave = z.input<typeof RegionSave>;

export type ProductTypeSave = z.input<typeof ProductTypeSave>;

// ── The product list readers browse (/product/list) ──────────────────────────────────────────────────

export const ProductTree = z.object({
  productTypes: z.array(z.object({
    id, code: z.string(), label: z.string(),
    lines: z.array(z.object({
      id, code: z.string(), name: z.string(),
      models: z.array(ModelItem.pick({ id: true, code: true, suffixes: true }).extend({
        /** Distributed documents in use that name the model: what the document list shows for it. */
        documentCount: z.number().int(),
      })),
    })),
  })),
});
export type ProductTree = z.infer<typeof ProductTree>;

// ── Endpoints ───────────────────────────────────────────────────────────────────────────────────

/** List calls take no filters; seed-style clients post an empty object, or nothing (Fastify hands that over as null). */
const NoFilter = z.object({}).nullish();
const docTypes = { access: { menu: 'MGMT_LIB_DOCTYPE' }, area: 'library' } as const;
// Product types, product lines, models with suffixes, exhaust certifications and controller types.
const products = { access: { menu: 'MGMT_LIB_PRODUCT' }, area: 'library' } as const;
const regions = { access: { menu: 'MGMT_LIB_REGION' }, area: 'library' } as const;

export const catalogueApi = {
  productTree: endpoint({
    method: 'GET', path: '/service/product/list', access: { menu: 'PRODUCT' }, area: 'library',
    summary: 'Product types, their product lines and models with suffixes and serial ranges, and how many documents each model has', response: ProductTree,
  }),
  documentTypes: endpoint({ ...docTypes, method: 'POST', path: '/mgmt/doctype/list', summary: 'Document types in their order, with how many documents use each', body: NoFilter, response: z.array(DocumentTypeItem) }),
  saveDocumentType: endpoint({ ...docTypes, method: 'POST', path: '/mgmt/doctype/save', summary: 'Adds a document type (no id) or changes one', body: DocumentTypeSave, response: SavedResponse }),
  deleteDocumentType: endpoint({ ...docTypes, method: 'POST', path: '/mgmt/doctype/delete', summary: 'Deletes a document type no document uses', body: IdBody, response: DeletedResponse }),

  productTypes: endpoint({ ...products, method: 'POST', path: '/mgmt/product/type/list', summary: 'Product types in their order, with how many product lines each has', body: NoFilter, response: z.array(ProductTypeItem) }),
  saveProductType: endpoint({ ...products, method: 'POST', path: '/mgmt/product/type/save', summary: 'Adds a product type (no id) or changes one', body: ProductTypeSave, response: SavedResponse }),
  deleteProductType: endpoint({ ...products, method: 'POST', path: '/mgmt/product/type/delete', summary: 'Deletes a product type that has no product lines', body: IdBody, response: DeletedResponse }),

  products: endpoint({ ...products, method: 'POST', path: '/mgmt/product/list', summary: 'Product lines, with their model and document counts', body: NoFilter, response: z.array(ProductItem) }),
  saveProduct: endpoint({ ...products, method: 'POST', path: '/mgmt/product/save', summary: 'Adds a product line (no id) or changes one', body: ProductSave, response: SavedResponse }),
  deleteProduct: endpoint({ ...products, method: 'POST', path: '/mgmt/product/delete', summary: 'Deletes a product line no model, document or grant uses', body: IdBody, response: DeletedResponse }),

  models: endpoint({ ...products, method: 'POST', path: '/mgmt/product/model/list', summary: 'Models with their suffixes, optionally of one product line', body: ModelListQuery.nullish(), response: z.array(ModelItem) }),
  saveModel: endpoint({ ...products, method: 'POST', path: '/mgmt/product/model/save', summary: 'Adds a model (no id) or changes one; its suffixes are replaced by the ones given', body: ModelSave, response: SavedResponse }),
  deleteModel: endpoint({ ...products, method: 'POST', path: '/mgmt/product/model/delete', summary: 'Deletes a model no document or grant uses, with its suffixes', body: IdBody, response: DeletedResponse }),

  certifications: endpoint({ ...products, method: 'POST', path: '/mgmt/product/certification/list', summary: 'Exhaust certifications in their order', body: NoFilter, response: z.array(CertificationItem) }),
  saveCertification: endpoint({ ...products, method: 'POST', path: '/mgmt/product/certification/save', summary: 'Adds an exhaust certification (no id) or changes one', body: CertificationSave, response: SavedResponse }),
  deleteCertification: endpoint({ ...products, method: 'POST', path: '/mgmt/product/certification/delete', summary: 'Deletes an exhaust certification no document or grant uses', body: IdBody, response: DeletedResponse }),

  controllerTypes: endpoint({ ...products, method: 'POST', path: '/mgmt/product/controller/list', summary: 'Controller types by source TPCD and model code name', body: NoFilter, response: z.array(ControllerTypeItem) }),
  saveControllerType: endpoint({ ...products, method: 'POST', path: '/mgmt/product/controller/save', summary: 'Adds a controller type (no id) or changes one', body: ControllerTypeSave, response: SavedResponse }),
  deleteControllerType: endpoint({ ...products, method: 'POST', path: '/mgmt/product/controller/delete', summary: 'Deletes a controller type', body: IdBody, response: DeletedResponse }),

  regions: endpoint({ ...regions, method: 'POST', path: '/mgmt/region/list', summary: 'Regions with their countries and how many users and documents name each', body: NoFilter, response: z.array(RegionItem) }),
  saveRegion: endpoint({ ...regions, method: 'POST', path: '/mgmt/region/save', summary: 'Adds a region (no id) or changes one; the countries given move to it', body: RegionSave, response: SavedResponse }),
  deleteRegion: endpoint({ ...regions, method: 'POST', path: '/mgmt/region/delete', summary: 'Deletes a region that no user, country or document names', body: IdBody, response: DeletedResponse }),
};
