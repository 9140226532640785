// The footer's related links and their administration, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerRelatedLinkRoutes } from './related-links.routes.ts';
import { createRelatedLinkService } from './related-links.service.ts';

export function registerRelatedLinks(app: App, { db, signals }: FeatureDeps): void {
  registerRelatedLinkRoutes(app, { links: createRelatedLinkService({ db, signals }) });
}
