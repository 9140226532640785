// Q&A: the lists (open to visitors for the answered and answering ones), a question, asking, answering and
// deleting (signed in; the service decides who may), and the administrators' list (/mgmt/qna/list).
import { qnaApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { QnaService } from './qna.service.ts';

export function registerQnaRoutes(app: App, { qna }: { qna: QnaService }): void {
  serve(app, qnaApi.list, ({ body, optionalSession, language }) => qna.list(body, optionalSession?.userId ?? null, language));
  serve(app, qnaApi.detail, ({ body, session, language }) => qna.detail(body.questionId, session.userId, language));
  serve(app, qnaApi.save, async ({ body, session }) => ({ id: await qna.ask({ userId: session.userId, name: session.name, company: session.company }, body) }));
  serve(app, qnaApi.answer, async ({ body, session }) => ({ id: await qna.answer({ userId: session.userId, name: session.name, company: session.company }, body) }));
  serve(app, qnaApi.delete, ({ body, session }) => qna.remove(session.userId, body.questionId));
  serve(app, qnaApi.managedList, ({ body, session, language }) => qna.list(body, session.userId, language));
}
