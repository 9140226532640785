// Public facts about this installation that pages show, such as the support address in the legal texts.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const SiteFacts = z.object({ supportEmail: z.email() });
export type SiteFacts = z.infer<typeof SiteFacts>;

export const siteApi = {
  facts: endpoint({ method: 'GET', path: '/api/site', access: 'public', area: 'site', summary: 'Public facts about this installation', response: SiteFacts }),
};
