// Public facts about this installation that pages show, such as the support address in the legal texts.
import { z } from 'zod';
import type { App } from '../../platform/http.ts';

export function registerSiteRoutes(app: App, { supportEmail }: { supportEmail: string }): void {
  app.get('/api/site', {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'Public facts about this installation', response: { 200: z.object({ supportEmail: z.email() }) } },
  }, async () => ({ supportEmail }));
}
