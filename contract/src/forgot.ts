// Find ID and find password (seed sections 4 and 8): a 6-digit code by e-mail, then the ID, or a
// temporary password, by e-mail. The answers never tell whether an account exists.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const FORGOT_PURPOSES = ['FIND_ID', 'FIND_PASSWORD'] as const;
export const ForgotPurpose = z.enum(FORGOT_PURPOSES);
export type ForgotPurpose = z.infer<typeof ForgotPurpose>;
export const CODE_LENGTH = 6;
export const CODE_MINUTES = 10;
/** Wrong codes allowed; the next try finds the code spent. */
export const CODE_TRIES = 5;
/** Codes one address (or account) may ask for in an hour. */
export const CODES_PER_HOUR = 5;
/**
 * How long the temporary password find password e-mails works. It works once, and only to choose a new
 * password at the next sign-in (PASSWORD_CHANGE_REQUIRED, then POST /api/login/password).
 */
export const TEMPORARY_PASSWORD_HOURS = 24;

const Email = z.email().max(254).transform((v) => v.toLowerCase());

/** Find ID: the name and e-mail address given at sign-up. Find password: the ID (the e-mail address). */
export const ForgotCodeRequest = z.object({
  purpose: ForgotPurpose,
  email: Email,
  name: z.string().trim().min(1).max(100).optional(),
}).refine((v) => v.purpose !== 'FIND_ID' || v.name !== undefined, { path: ['name'], message: 'required' });
export type ForgotCodeRequest = z.input<typeof ForgotCodeRequest>;
export const ForgotCodeSent = z.object({ sent: z.literal(true), expiresInMinutes: z.number().int() });

export const ForgotVerify = z.object({
  purpose: ForgotPurpose,
  email: Email,
  code: z.string().trim().regex(/^\d{6}$/),
});
export type ForgotVerify = z.input<typeof ForgotVerify>;
/** FIND_ID: the ID is e-mailed and shown; FIND_PASSWORD: a temporary password is e-mailed ('password has been reset'). */
export const ForgotVerified = z.object({ purpose: ForgotPurpose, id: z.string().nullable(), passwordReset: z.boolean() });
export type ForgotVerified = z.infer<typeof ForgotVerified>;

/** Find ID and find password (/api/forgot/**): ask for a code, then prove it. */
export const forgotApi = {
  sendCode: endpoint({
    method: 'POST', path: '/api/forgot/code/send', access: 'public', area: 'forgot',
    summary: 'E-mails a 6-digit code (the same answer whether or not an account has the address)', body: ForgotCodeRequest, response: ForgotCodeSent,
  }),
  verifyCode: endpoint({
    method: 'POST', path: '/api/forgot/code/verify', access: 'public', area: 'forgot',
    summary: 'Proves a code: the ID is shown and e-mailed, or a new password is e-mailed', body: ForgotVerify, response: ForgotVerified,
  }),
};
