// The catalogue (product types to models, document types, certifications, controller types, regions), as the app registers it.
import type { FeatureDeps } from '../../../platform/feature-deps.ts';
import type { App } from '../../../platform/http/http.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import type { CatalogueChanges } from '../changes.ts';
import { createCatalogueService } from './catalogue.service.ts';

export function registerCatalogue(app: App, { db, changes }: FeatureDeps & { changes: CatalogueChanges }): void {
  registerCatalogueRoutes(app, { catalogue: createCatalogueService({ db, changes }) });
}
