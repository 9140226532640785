// The catalogue's management API. The guard binds /mgmt/doctype/, /mgmt/product/ and /mgmt/region/ to their menus.
import {
  CertificationItem, CertificationSave, ControllerTypeItem, ControllerTypeSave, DEFAULT_LANGUAGE, DeletedResponse, DocumentTypeItem, DocumentTypeSave,
  IdBody, ModelItem, ModelListQuery, ModelSave, ProductItem, ProductSave, ProductTypeItem, ProductTypeSave, RegionItem, RegionSave, SavedResponse,
} from '@gsis/contract';
import { z } from 'zod';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** List calls take no filters; seed-style clients post an empty object, or nothing (Fastify hands that over as null). */
const NoFilter = z.object({}).nullish();

export function registerCatalogueRoutes(app: App, { catalogue }: { catalogue: CatalogueService }): void {
  const language = (request: Parameters<typeof clientInfo>[0]) => clientInfo(request).language ?? DEFAULT_LANGUAGE;

  // ── Document types ──
  app.post('/mgmt/doctype/list', {
    schema: { tags: ['catalogue'], summary: 'Document types in their order, with how many documents use each', body: NoFilter, response: { 200: z.array(DocumentTypeItem) } },
  }, async (request) => catalogue.listDocumentTypes(language(request)));
  app.post('/mgmt/doctype/save', {
    schema: { tags: ['catalogue'], summary: 'Adds a document type (no id) or changes one', body: DocumentTypeSave, response: { 200: SavedResponse } },
  }, async (request) => catalogue.saveDocumentType(request.body));
  app.post('/mgmt/doctype/delete', {
    schema: { tags: ['catalogue'], summary: 'Deletes a document type no document uses', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => catalogue.deleteDocumentType(request.body.id));

  // ── Product types ──
  app.post('/mgmt/product/type/list', {
    schema: { tags: ['catalogue'], summary: 'Product types in their order, with how many product lines each has', body: NoFilter, response: { 200: z.array(ProductTypeItem) } },
  }, async (request) => catalogue.listProductTypes(language(request)));
  app.post('/mgmt/product/type/save', {
    schema: { tags: ['catalogue'], summary: 'Adds a product type (no id) or changes one', body: ProductTypeSave, response: { 200: SavedResponse } },
  }, async (request) => catalogue.saveProductType(request.body));
  app.post('/mgmt/product/type/delete', {
    schema: { tags: ['catalogue'], summary: 'Deletes a product type that has no product lines', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => catalogue.deleteProductType(request.body.id));

  // ── Products (product lines) ──
  app.post('/mgmt/product/list', {
    schema: { tags: ['catalogue'], summary: 'Product lines, with their model and document counts', body: NoFilter, response: { 200: z.array(ProductItem) } },
  }, async () => catalogue.listProducts());
  app.post('/mgmt/product/save', {
    schema: { tags: ['catalogue'], summary: 'Adds a product line (no id) or changes one', body: ProductSave, response: { 200: SavedResponse } },
  }, async (request) => catalogue.saveProduct(request.body));
  app.post('/mgmt/product/delete', {
    schema: { tags: ['catalogue'], summary: 'Deletes a product line no model, document or grant uses', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => catalogue.deleteProduct(request.body.id));

  // ── Models ──
  app.post('/mgmt/product/model/list', {
    schema: { tags: ['catalogue'], summary: 'Models with their suffixes, optionally of one product line', body: ModelListQuery.nullish(), response: { 200: z.array(ModelItem) } },
  }, async (request) => catalogue.listModels(request.body?.productId));
  app.post('/mgmt/product/model/save', {
    schema: { tags: ['catalogue'], summary: "Adds a model (no id) or changes one; its suffixes are replaced by the ones given", body: ModelSave, response: { 200: SavedResponse } },
  }, async (request) => catalogue.saveModel(request.body));
  app.post('/mgmt/product/model/delete', {
    schema: { tags: ['catalogue'], summary: 'Deletes a model no document or grant uses, with its suffixes', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => catalogue.deleteModel(request.body.id));

  // ── Exhaust certifications ──
  app.post('/mgmt/product/certification/list', {
    schema: { tags: ['catalogue'], summary: 'Exhaust certifications in their order', body: NoFilter, response: { 200: z.array(CertificationItem) } },
  }, async () => catalogue.listCertifications());
  app.post('/mgmt/product/certification/save', {
    schema: { tags: ['catalogue'], summary: 'Adds an exhaust certification (no id) or changes one', body: CertificationSave, response: { 200: SavedResponse } },
  }, async (request) => catalogue.saveCertification(request.body));
  app.post('/mgmt/product/certification/delete', {
    schema: { tags: ['catalogue'], summary: 'Deletes an exhaust certification no document or grant uses', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => catalogue.deleteCertification(request.body.id));

  // ── Controller types ──
  app.post('/mgmt/product/controller/list', {
    schema: { tags: ['catalogue'], summary: 'Controller types by source TPCD and model code name', body: NoFilter, response: { 200: z.array(ControllerTypeItem) } },
  }, async () => catalogue.listControllerTypes());
  app.post('/mgmt/product/controller/save', {
    schema: { tags: ['catalogue'], summary: 'Adds a controller type (no id) or changes one', body: ControllerTypeSave, response: { 200: SavedResponse } },
  }, async (request) => catalogue.saveControllerType(request.body));
  app.post('/mgmt/product/controller/delete', {
    schema: { tags: ['catalogue'], summary: 'Deletes a controller type', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => catalogue.deleteControllerType(request.body.id));

  // ── Regions ──
  app.post('/mgmt/region/list', {
    schema: { tags: ['catalogue'], summary: 'Regions with their countries and how many users and documents name each', body: NoFilter, response: { 200: z.array(RegionItem) } },
  }, async (request) => catalogue.listRegions(language(request)));
  app.post('/mgmt/region/save', {
    schema: { tags: ['catalogue'], summary: 'Adds a region (no id) or changes one; the countries given move to it', body: RegionSave, response: { 200: SavedResponse } },
  }, async (request) => catalogue.saveRegion(request.body));
  app.post('/mgmt/region/delete', {
    schema: { tags: ['catalogue'], summary: 'Deletes a region that no user, country or document names', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => catalogue.deleteRegion(request.body.id));
}
