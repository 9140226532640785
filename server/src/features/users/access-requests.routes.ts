// Requests to read a document: the reader's (ask, follow) and the user managers' (/mgmt/access/**).
import { accessRequestsApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { AccessRequestService } from './access-requests.service.ts';

export function registerAccessRequestRoutes(app: App, { requests }: { requests: AccessRequestService }): void {
  serve(app, accessRequestsApi.request, async ({ body, session }) => ({ id: await requests.request(session, body) }));
  serve(app, accessRequestsApi.mine, ({ body, session }) => requests.mine(session.userId, body));
  serve(app, accessRequestsApi.list, ({ body }) => requests.list(body));
  serve(app, accessRequestsApi.decide, ({ body, actor, session }) => requests.decide({ ...actor, name: session.name }, body));
}
