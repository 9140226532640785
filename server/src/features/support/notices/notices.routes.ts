// Notices: read by anyone (/service/notice/**), administered behind the notice menu (/mgmt/notice/**); each in the
// reader's language (Accept-Language), else English.
import { noticesApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { NoticeService } from './notices.service.ts';

export function registerNoticeRoutes(app: App, { notices }: { notices: NoticeService }): void {
  serve(app, noticesApi.list, ({ body, language }) => notices.list(body, 'readers', language));
  serve(app, noticesApi.detail, ({ body, optionalSession, client, language }) =>
    notices.detail(body.noticeId, optionalSession ? { userId: optionalSession.userId } : { address: client.ip }, language));
  serve(app, noticesApi.popups, async ({ query, language }) => ({ notices: await notices.popups(query.day, language) }));

  serve(app, noticesApi.managedList, ({ body, language }) => notices.list(body, 'managers', language));
  serve(app, noticesApi.managedDetail, ({ body, language }) => notices.managedDetail(body.noticeId, language));
  serve(app, noticesApi.save, async ({ actor, session, body }) => ({ id: await notices.save({ ...actor, name: session.name }, body) }));
  serve(app, noticesApi.delete, ({ actor, body }) => notices.remove(actor, body.noticeId));
}
