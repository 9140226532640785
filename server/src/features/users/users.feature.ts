// User management, as the app registers it.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { Library } from '../library/library.feature.ts';
import { registerUserRoutes } from './users.routes.ts';
import { createUserService } from './users.service.ts';

export function registerUsers(app: App, { db, clock, mailer, grants }: FeatureDeps & Pick<Library, 'grants'>): void {
  registerUserRoutes(app, { db, users: createUserService({ db, clock, mailer, grants }) });
}
