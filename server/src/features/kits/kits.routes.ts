// Field kits: the plan and the taking of a kit, its public check by key, the reader's files, page texts and reference
// for offline use, deleting one (/service/kit/**); and the administrators' list, revoke and expiry (/mgmt/kit/**).
import { kitsApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { sendPdf } from '../../platform/http/send-file.ts';
import { serve } from '../../platform/http/serve.ts';
import type { KitService } from './kits.service.ts';

/** checksPerMinute: the per-address limit of the public check, the one sign-in has. */
export function registerKitRoutes(app: App, { kits, checksPerMinute }: { kits: KitService; checksPerMinute: number }): void {
  serve(app, kitsApi.plan, ({ session, body, language }) => kits.plan(session.userId, body, language));
  serve(app, kitsApi.take, ({ session, body, language, client }) => kits.take(session, body, language, client));
  serve(app, kitsApi.check, ({ body }) => kits.check(body), { rateLimit: { max: checksPerMinute, timeWindow: 60_000 } });
  // Saved on the device, and resumed by byte ranges.
  serve(app, kitsApi.file, async ({ session, params, client, request, reply }) =>
    sendPdf(request, reply, await kits.file(session, params.kitId, params.versionId, client), 'attachment'));
  serve(app, kitsApi.pages, ({ session, params }) => kits.pages(session.userId, params.kitId, params.versionId));
  serve(app, kitsApi.reference, ({ session, params }) => kits.reference(session.userId, params.kitId));
  serve(app, kitsApi.delete, ({ session, body }) => kits.remove(session.userId, body.kitId));

  serve(app, kitsApi.managedList, ({ body, language }) => kits.managedList(body, language));
  serve(app, kitsApi.revoke, ({ actor, body }) => kits.revoke(actor, body));
  serve(app, kitsApi.settings, () => kits.settings());
  serve(app, kitsApi.saveSettings, ({ body }) => kits.saveSettings(body));
}
