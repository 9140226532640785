// Troubleshooting and symbols, as the app registers them: the symbol library, the TSG dictionary and the guides,
// which read the library's authority rule for their links (`readers`).
import type { LanguageCode } from '@gsis/contract';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { Library } from '../library/library.feature.ts';
import { layDemoGuides } from './tsg/demo-guides.seed.ts';
import { registerGuideRoutes } from './tsg/tsg.routes.ts';
import { createGuideService } from './tsg/tsg.service.ts';
import { createTermService } from './tsg/terms.service.ts';
import { createKitParts, type KitParts } from './kit-parts.ts';
import { registerSymbolRoutes } from './symbols/symbols.routes.ts';
import { createSymbolService } from './symbols/symbols.service.ts';

export interface Troubleshooting {
  /** Guides for a fault code typed in the header's search box, for readers who hold the Troubleshooting menu. */
  guideSuggestions: { suggest(term: string, userId: number, language: LanguageCode): Promise<{ text: string; href: string }[]> };
  /** What a field kit takes from troubleshooting: the machine's guides, the dictionary and the symbol library. */
  kitParts: KitParts;
  /** Lays the demo guides and dictionary once the demo library's documents are there. */
  layDemo(log: (message: string) => void): Promise<void>;
}

export function registerTroubleshooting(app: App, { db, clock, signals, readers }: FeatureDeps & Pick<Library, 'readers'>): Troubleshooting {
  const symbols = createSymbolService({ db, clock });
  const terms = createTermService({ db, clock });
  registerSymbolRoutes(app, { symbols });
  const guides = createGuideService({ db, clock, signals, symbols, terms, readers });
  registerGuideRoutes(app, { guides, terms });
  return {
    layDemo: (log) => layDemoGuides(db, log, signals), guideSuggestions: { suggest: guides.suggest },
    kitParts: createKitParts({ db, guides, symbols, terms }),
  };
}
