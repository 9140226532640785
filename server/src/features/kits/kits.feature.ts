// Field kits, as the app registers them: built from what the library and troubleshooting hand other features
// (their services, never their tables), so a kit follows their rules as reading online does.
import type { App } from '../../platform/http/http.ts';
import { registerKitRoutes } from './kits.routes.ts';
import { createKitService, type KitServiceDeps } from './kits.service.ts';

export function registerKits(app: App, deps: KitServiceDeps): void {
  registerKitRoutes(app, { kits: createKitService(deps) });
}
