// Sign-up routes: the ID duplicate check, the sign-up itself and the e-mail verification link's call.
import { SignupIdCheck, SignupIdCheckResponse, SignupRequest, SignupResponse, ValidateMailRequest, ValidateMailResponse } from '@gsis/contract';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { SignupService } from './signup.service.ts';

export function registerSignupRoutes(app: App, { signup, perMinute }: { signup: SignupService; perMinute: number }): void {
  // Per client address: these answer whether an address has an account, so they must not be walked.
  const publicLimited = { access: 'public' as const, rateLimit: { max: perMinute, timeWindow: 60_000 } };

  app.post('/api/signup/check-id', {
    config: publicLimited,
    schema: { tags: ['accounts'], summary: "The ID duplicate check: 'you can use this ID', or 'Already exist'", body: SignupIdCheck, response: { 200: SignupIdCheckResponse } },
  }, async (request) => signup.checkId(request.body.id));

  app.post('/api/signup', {
    config: publicLimited,
    schema: { tags: ['accounts'], summary: 'Creates an account that waits for e-mail verification and approval, and sends the verification e-mail', body: SignupRequest, response: { 200: SignupResponse } },
  }, async (request) => {
    await signup.signup(request.body, clientInfo(request));
    return { sent: true as const };
  });

  app.post('/api/validatemail', {
    config: publicLimited,
    schema: { tags: ['accounts'], summary: 'Confirms the e-mail address of a sign-up (the /validatemail/{param} link), once; approvers are told', body: ValidateMailRequest, response: { 200: ValidateMailResponse } },
  }, async (request) => signup.validateMail(request.body.param));
}
