// Sign-up (seed sections 3–5): the ID is the e-mail address, checked for duplicates first; a verification
// e-mail links to /validatemail/{param}; the account then waits for an administrator's approval.
import { z } from 'zod';
import { Language, MOBILE_PHONE_PATTERN, passwordSchema, SIGNUP_USER_TYPES, UserType } from './vocabulary.ts';
import { endpoint } from './endpoint.ts';

/** How long a verification link works. */
export const SIGNUP_LINK_HOURS = 48;

const Email = z.email().max(254).transform((v) => v.toLowerCase());

export const SignupIdCheck = z.object({ id: Email });
export const SignupIdCheckResponse = z.object({ available: z.literal(true) });

export const SignupRequest = z.object({
  id: Email,
  name: z.string().trim().min(1).max(100),
  company: z.string().trim().min(1).max(100),
  userType: UserType.refine((t) => SIGNUP_USER_TYPES.includes(t), { message: 'not a sign-up member classification' }),
  mobilePhone: z.string().trim().regex(MOBILE_PHONE_PATTERN),
  password: passwordSchema,
  passwordConfirm: z.string(),
  /** Every term must be agreed: 'Please agree to all terms and conditions.' */
  agreeTerms: z.literal(true),
  agreePrivacy: z.literal(true),
  language: Language.optional(),
}).refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'mismatch' });
export type SignupRequest = z.input<typeof SignupRequest>;
export const SignupResponse = z.object({ sent: z.literal(true) });

export const ValidateMailRequest = z.object({ param: z.string().min(20).max(200) });
export const ValidateMailResponse = z.object({ verified: z.literal(true), id: z.string() });

/** Public, and limited per client address: they answer whether an address has an account. */
export const signupApi = {
  checkId: endpoint({
    method: 'POST', path: '/api/signup/check-id', access: 'public', area: 'signup',
    summary: "The ID duplicate check: 'you can use this ID', or 'Already exist'", body: SignupIdCheck, response: SignupIdCheckResponse,
  }),
  signup: endpoint({
    method: 'POST', path: '/api/signup', access: 'public', area: 'signup',
    summary: 'Creates an account that waits for e-mail verification and approval, and sends the verification e-mail', body: SignupRequest, response: SignupResponse,
  }),
  validateMail: endpoint({
    method: 'POST', path: '/api/validatemail', access: 'public', area: 'signup',
    summary: 'Confirms the e-mail address of a sign-up (the /validatemail/{param} link), once; approvers are told', body: ValidateMailRequest, response: ValidateMailResponse,
  }),
};
