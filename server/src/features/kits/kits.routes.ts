// Field kits: the plan of a kit for a machine (POST /service/kit/plan), for signed-in readers.
import { kitsApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { KitService } from './kits.service.ts';

export function registerKitRoutes(app: App, { kits }: { kits: KitService }): void {
  serve(app, kitsApi.plan, ({ session, body, language }) => kits.plan(session.userId, body, language));
}
