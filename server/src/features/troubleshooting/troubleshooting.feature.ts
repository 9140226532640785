// Troubleshooting and symbols, as the app registers them: the symbol library.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerSymbolRoutes } from './symbols/symbols.routes.ts';
import { createSymbolService } from './symbols/symbols.service.ts';

export function registerTroubleshooting(app: App, { db, clock }: FeatureDeps): void {
  registerSymbolRoutes(app, { symbols: createSymbolService({ db, clock }) });
}
