// Roles and their members, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerRoleRoutes } from './roles.routes.ts';
import { createRoleService } from './roles.service.ts';

export function registerRoles(app: App, { db }: FeatureDeps): void {
  registerRoleRoutes(app, { roles: createRoleService({ db }) });
}
