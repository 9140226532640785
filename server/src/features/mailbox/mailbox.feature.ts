// The local mailbox administrators read, as the app registers it.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerMailboxRoutes } from './mailbox.routes.ts';

export function registerMailbox(app: App, { db }: FeatureDeps): void {
  registerMailboxRoutes(app, { db });
}
