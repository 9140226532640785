// Public facts about this installation that pages show, such as the support address in the legal texts.
import { siteApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';

export function registerSiteRoutes(app: App, { supportEmail }: { supportEmail: string }): void {
  serve(app, siteApi.facts, () => ({ supportEmail }));
}
