// User management, and the requests to read a document it decides, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { Library } from '../library/library.feature.ts';
import { registerAccessRequestRoutes } from './access-requests.routes.ts';
import { createAccessRequestService } from './access-requests.service.ts';
import { registerUserRoutes } from './users.routes.ts';
import { createUserService } from './users.service.ts';

export function registerUsers(app: App, { db, clock, mailer, grants, readers, documents, secondFactors }: FeatureDeps & Library): void {
  const users = createUserService({ db, clock, mailer, grants, secondFactors });
  registerUserRoutes(app, { db, users });
  registerAccessRequestRoutes(app, { requests: createAccessRequestService({ db, readers, documents, users, mailer, clock }) });
}
