// A second factor's shapes, shared by sign-in (an account that must set one up does it there) and My info.
import { z } from 'zod';
import { DbId } from './ids.ts';
import { TOTP_CODE_PATTERN } from './vocabulary.ts';

/**
 * The caller's second factor: the authenticator app, since when (null: none), how many recovery codes are left, and
 * how many browsers skip the code because they were remembered.
 */
export const SecondFactorState = z.object({
  totpSince: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  rememberedDevices: z.number().int(),
  passkeys: z.array(z.object({ id: DbId, name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
});
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

/**
 * What the browser hands navigator.credentials (WebAuthn's creation or request options, as JSON): made by the server,
 * with a challenge it takes once within five minutes.
 */
export const PasskeyOptions = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/);
const credentialBase = {
  id: base64url.min(1).max(1_024),
  rawId: base64url.min(1).max(1_024),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** A new passkey as the browser made it (WebAuthn's RegistrationResponseJSON), and the name its owner gives it. */
export const PasskeyAdd = z.object({
  name: z.string().trim().min(1).max(60),
  credential: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: z.array(z.string().max(20)).max(10).optional(),
    }),
  }),
});
export type PasskeyAdd = z.input<typeof PasskeyAdd>;

/** A passkey's signature of the server's challenge (WebAuthn's AuthenticationResponseJSON). */
export const PasskeyAssertion = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});
export type PasskeyAssertion = z.input<typeof PasskeyAssertion>;

/** A passkey removed: which, with the current password (as turning the app off asks). */
export const PasskeyRemove = z.object({ id: DbId, password: z.string().min(1).max(256) });
export type PasskeyRemove = z.input<typeof PasskeyRemove>;

/** A passkey added: the recovery codes made with the account's first factor, shown this once (none when it had some). */
export const PasskeyAdded = z.object({ id: DbId, recoveryCodes: z.array(z.string()) });
export type PasskeyAdded = z.infer<typeof PasskeyAdded>;
