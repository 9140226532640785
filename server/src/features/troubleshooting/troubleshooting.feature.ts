// Troubleshooting and symbols, as the app registers them: the symbol library, the TSG dictionary and the guides,
// which read the library's authority rule for their links (`readers`).
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { Library } from '../library/library.feature.ts';
import { registerGuideRoutes } from './guides/guides.routes.ts';
import { createGuideService } from './guides/guides.service.ts';
import { createTermService } from './guides/terms.service.ts';
import { registerSymbolRoutes } from './symbols/symbols.routes.ts';
import { createSymbolService } from './symbols/symbols.service.ts';

export function registerTroubleshooting(app: App, { db, clock, readers }: FeatureDeps & Pick<Library, 'readers'>): void {
  const symbols = createSymbolService({ db, clock });
  const terms = createTermService({ db, clock });
  registerSymbolRoutes(app, { symbols });
  registerGuideRoutes(app, { guides: createGuideService({ db, clock, symbols, terms, readers }), terms });
}
