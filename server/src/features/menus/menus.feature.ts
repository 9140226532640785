// The menu tree people see and its administration, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { createMenuAdminService } from './menu-admin.service.ts';
import { registerMenuRoutes } from './menus.routes.ts';
import { createMenuService } from './menus.service.ts';

export function registerMenus(app: App, { db }: FeatureDeps): void {
  registerMenuRoutes(app, { menus: createMenuService({ db }), admin: createMenuAdminService({ db }) });
}
