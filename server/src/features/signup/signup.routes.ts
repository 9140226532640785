// Sign-up routes: the ID duplicate check, the sign-up itself and the e-mail verification link's call.
import { signupApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { SignupService } from './signup.service.ts';

export function registerSignupRoutes(app: App, { signup, perMinute }: { signup: SignupService; perMinute: number }): void {
  // Per client address: these answer whether an address has an account, so they must not be walked.
  const limited = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  serve(app, signupApi.checkId, ({ body }) => signup.checkId(body.id), limited);
  serve(app, signupApi.signup, async ({ body, client }) => {
    await signup.signup(body, client);
    return { sent: true as const };
  }, limited);
  serve(app, signupApi.validateMail, ({ body }) => signup.validateMail(body.param), limited);
}
