// Notices: read by anyone (/service/notice/**), administered behind the notice menu (/mgmt/notice/**).
import { noticesApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { NoticeService } from './notices.service.ts';

export function registerNoticeRoutes(app: App, { notices }: { notices: NoticeService }): void {
  serve(app, noticesApi.list, ({ body }) => notices.list(body, 'readers'));
  serve(app, noticesApi.detail, ({ body, optionalSession, client }) =>
    notices.detail(body.noticeId, optionalSession ? { userId: optionalSession.userId } : { address: client.ip }));
  serve(app, noticesApi.popups, async ({ query }) => ({ notices: await notices.popups(query.day) }));

  serve(app, noticesApi.managedList, ({ body }) => notices.list(body, 'managers'));
  serve(app, noticesApi.managedDetail, ({ body }) => notices.detail(body.noticeId, 'manager'));
  serve(app, noticesApi.save, async ({ actor, session, body }) => ({ id: await notices.save({ ...actor, name: session.name }, body) }));
  serve(app, noticesApi.delete, ({ actor, body }) => notices.remove(actor, body.noticeId));
}
