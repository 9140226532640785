// Field kits, as the app registers them: the kits readers took are the feature's own table; what a kit holds is
// built from what the library and troubleshooting hand other features (their services, never their tables), so a
// kit follows their rules as reading online does.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerKitRoutes } from './kits.routes.ts';
import { createKitService, type KitServiceDeps } from './kits.service.ts';

export function registerKits(app: App, deps: Pick<FeatureDeps, 'config'> & KitServiceDeps): void {
  registerKitRoutes(app, { kits: createKitService(deps), checksPerMinute: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
