// The footer's related links, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerRelatedLinkRoutes } from './related-links.routes.ts';

export function registerRelatedLinks(app: App, { db }: FeatureDeps): void {
  registerRelatedLinkRoutes(app, { db });
}
