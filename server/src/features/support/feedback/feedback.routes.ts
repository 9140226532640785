// Feedback: the reader's own (rate, list, withdraw) and the feedback administrators' (/mgmt/feedback/**).
import { feedbackApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { FeedbackService } from './feedback.service.ts';

export function registerFeedbackRoutes(app: App, { feedback }: { feedback: FeedbackService }): void {
  serve(app, feedbackApi.save, async ({ body, session, client }) => ({ id: await feedback.save(session, client, body) }));
  serve(app, feedbackApi.mine, ({ body, session }) => feedback.mine(session.userId, body));
  serve(app, feedbackApi.deleteMine, ({ body, session }) => feedback.withdraw(session.userId, body.feedbackId));
  serve(app, feedbackApi.list, ({ body, session }) => feedback.list(session.userId, body));
  serve(app, feedbackApi.detail, ({ body, session }) => feedback.detail(session.userId, body.feedbackId));
  serve(app, feedbackApi.answer, async ({ body, actor, session }) => ({ id: await feedback.answer({ ...actor, name: session.name }, body) }));
  serve(app, feedbackApi.delete, ({ body, actor }) => feedback.remove(actor, body.feedbackId));
  serve(app, feedbackApi.managers, async () => ({ items: await feedback.managers() }));
  serve(app, feedbackApi.saveManagers, ({ body, actor }) => feedback.saveManagers(actor, body.userIds));
  serve(app, feedbackApi.candidates, async ({ body }) => ({ items: await feedback.candidates(body.keyword) }));
}
