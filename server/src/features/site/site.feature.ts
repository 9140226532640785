// What the site says about itself (the support contact), as the app registers it.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerSiteRoutes } from './site.routes.ts';

export function registerSite(app: App, { config }: FeatureDeps): void {
  registerSiteRoutes(app, { supportEmail: config.SUPPORT_EMAIL });
}
