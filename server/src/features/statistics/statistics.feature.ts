// Statistics — the 18 screens of the seed and the searches that found nothing, read from roll-ups a background
// task keeps — as the app registers it. Document types and product types are named by the library.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { CatalogueLabels } from '../library/library.feature.ts';
import { scheduleRollup } from './rollup.ts';
import { registerStatisticsRoutes } from './statistics.routes.ts';
import { createStatisticsService } from './statistics.service.ts';

export function registerStatistics(app: App, { db, clock, config, catalogueLabels }: FeatureDeps & { catalogueLabels: CatalogueLabels }): void {
  registerStatisticsRoutes(app, { statistics: createStatisticsService({ db, clock, catalogue: catalogueLabels }) });
  // The roll-ups catch up at start, then every few minutes (on whichever instance runs jobs).
  if (config.RUN_JOBS) app.addHook('onReady', () => scheduleRollup(db, clock(), { atOnce: true }));
}
