// The catalogue's management API (/mgmt/doctype/**, /mgmt/product/**, /mgmt/region/**), each opened by its menu, and
// the readers' product list (/service/product/list).
import { catalogueApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { CatalogueService } from './catalogue.service.ts';

export function registerCatalogueRoutes(app: App, { catalogue }: { catalogue: CatalogueService }): void {
  serve(app, catalogueApi.productTree, ({ language }) => catalogue.productTree(language));

  serve(app, catalogueApi.documentTypes, ({ language }) => catalogue.listDocumentTypes(language));
  serve(app, catalogueApi.saveDocumentType, ({ body }) => catalogue.saveDocumentType(body));
  serve(app, catalogueApi.deleteDocumentType, ({ body }) => catalogue.deleteDocumentType(body.id));

  serve(app, catalogueApi.productTypes, ({ language }) => catalogue.listProductTypes(language));
  serve(app, catalogueApi.saveProductType, ({ body }) => catalogue.saveProductType(body));
  serve(app, catalogueApi.deleteProductType, ({ body }) => catalogue.deleteProductType(body.id));

  serve(app, catalogueApi.products, () => catalogue.listProducts());
  serve(app, catalogueApi.saveProduct, ({ body }) => catalogue.saveProduct(body));
  serve(app, catalogueApi.deleteProduct, ({ body }) => catalogue.deleteProduct(body.id));

  serve(app, catalogueApi.models, ({ body }) => catalogue.listModels(body?.productId));
  serve(app, catalogueApi.saveModel, ({ body }) => catalogue.saveModel(body));
  serve(app, catalogueApi.deleteModel, ({ body }) => catalogue.deleteModel(body.id));

  serve(app, catalogueApi.certifications, () => catalogue.listCertifications());
  serve(app, catalogueApi.saveCertification, ({ body }) => catalogue.saveCertification(body));
  serve(app, catalogueApi.deleteCertification, ({ body }) => catalogue.deleteCertification(body.id));

  serve(app, catalogueApi.controllerTypes, () => catalogue.listControllerTypes());
  serve(app, catalogueApi.saveControllerType, ({ body }) => catalogue.saveControllerType(body));
  serve(app, catalogueApi.deleteControllerType, ({ body }) => catalogue.deleteControllerType(body.id));

  serve(app, catalogueApi.regions, ({ language }) => catalogue.listRegions(language));
  serve(app, catalogueApi.saveRegion, ({ body }) => catalogue.saveRegion(body));
  serve(app, catalogueApi.deleteRegion, ({ body }) => catalogue.deleteRegion(body.id));
}
