// A second factor's shapes, shared by sign-in (an account that must set one up does it there) and My info.
import { z } from 'zod';
import { TOTP_CODE_PATTERN } from './vocabulary.ts';

/**
 * The caller's second factor: the authenticator app, since when (null: none), how many recovery codes are left, and
 * how many browsers skip the code because they were remembered.
 */
export const SecondFactorState = z.object({ totpSince: z.string().nullable(), recoveryCodesLeft: z.number().int(), rememberedDevices: z.number().int() });
export type SecondFactorState = z.infer<typeof SecondFactorState>;

/** An authenticator app being set up: its secret (base32, to type) and the otpauth:// address a QR code carries. */
export const TotpEnrolment = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** The first code the app shows, which proves it was set up right. */
export const TotpConfirm = z.object({ code: z.string().trim().regex(TOTP_CODE_PATTERN) });
export type TotpConfirm = z.input<typeof TotpConfirm>;

/** Recovery codes, shown this once (only their hashes are kept): each signs in once in place of the app's code. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Browsers forgotten: each asks for the code at its next sign-in. */
export const DevicesForgotten = z.object({ forgotten: z.number().int() });
export type DevicesForgotten = z.infer<typeof DevicesForgotten>;
