// Find ID and find password (seed sections 4 and 8): a 6-digit code by e-mail, then the ID, or a new
// password, by e-mail. The answers never tell whether an account exists.
import { z } from 'zod';

export const RECOVERY_PURPOSES = ['FIND_ID', 'FIND_PASSWORD'] as const;
export const RecoveryPurpose = z.enum(RECOVERY_PURPOSES);
export type RecoveryPurpose = z.infer<typeof RecoveryPurpose>;
export const CODE_LENGTH = 6;
export const CODE_MINUTES = 10;
/** Wrong codes allowed; the next try finds the code spent. */
export const CODE_TRIES = 5;
/** Codes one address (or account) may ask for in an hour. */
export const CODES_PER_HOUR = 5;

const Email = z.email().max(254).transform((v) => v.toLowerCase());

/** Find ID: the name and e-mail address given at sign-up. Find password: the ID (the e-mail address). */
export const RecoveryCodeRequest = z.object({
  purpose: RecoveryPurpose,
  email: Email,
  name: z.string().trim().min(1).max(100).optional(),
}).refine((v) => v.purpose !== 'FIND_ID' || v.name !== undefined, { path: ['name'], message: 'required' });
export type RecoveryCodeRequest = z.input<typeof RecoveryCodeRequest>;
export const RecoveryCodeSent = z.object({ sent: z.literal(true), expiresInMinutes: z.number().int() });

export const RecoveryVerify = z.object({
  purpose: RecoveryPurpose,
  email: Email,
  code: z.string().trim().regex(/^\d{6}$/),
});
export type RecoveryVerify = z.input<typeof RecoveryVerify>;
/** FIND_ID: the ID is e-mailed and shown; FIND_PASSWORD: a new password is e-mailed ('password has been reset'). */
export const RecoveryVerified = z.object({ purpose: RecoveryPurpose, id: z.string().nullable(), passwordReset: z.boolean() });
export type RecoveryVerified = z.infer<typeof RecoveryVerified>;
