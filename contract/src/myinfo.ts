// My info (/mylibrary/myinfo): one's own details, password, preferences and open sessions.
import { z } from 'zod';
import { ApprovalStatus, Language, MOBILE_PHONE_PATTERN, passwordSchema, UserType } from './vocabulary.ts';
import { DevicesForgotten, PasskeyAdd, PasskeyAdded, PasskeyOptions, PasskeyRemove, RecoveryCodes, SecondFactorState, TotpConfirm, TotpEnrolment } from './second-factor.ts';
import { DoneResponse } from './common.ts';
import { endpoint } from './endpoint.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().transform((v) => (v ? v : null));
const Phone = z.string().trim().regex(MOBILE_PHONE_PATTERN).nullable().or(z.literal('').transform(() => null));

export const MyInfo = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  companyPhone: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  userType: UserType,
  approvalStatus: ApprovalStatus,
  /** Set by administrators: the region decides which documents one may read. */
  region: z.string().nullable(),
  countryCode: z.string().nullable(),
  language: Language.nullable(),
  timeZone: z.string().nullable(),
  /** E-mail me when a document I bookmarked gets a new final version. */
  notifyNewVersions: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MyInfo = z.infer<typeof MyInfo>;

const TimeZone = z.string().max(64).refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, { message: 'unknown time zone' });

export const MyInfoSave = z.object({
  name: z.string().trim().min(1).max(100),
  company: optionalText(100),
  department: optionalText(100),
  position: optionalText(100),
  companyPhone: Phone,
  phone: Phone,
  mobilePhone: z.string().trim().regex(MOBILE_PHONE_PATTERN),
  countryCode: z.string().regex(/^[A-Z]{2}$/).nullable(),
  language: Language,
  timeZone: TimeZone.nullable(),
  /** Left as it is when not sent. */
  notifyNewVersions: z.boolean().optional(),
});
export type MyInfoSave = z.input<typeof MyInfoSave>;

export const PasswordChange = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: passwordSchema,
  newPasswordConfirm: z.string(),
}).refine((v) => v.newPassword === v.newPasswordConfirm, { path: ['newPasswordConfirm'], message: 'mismatch' });
export type PasswordChange = z.input<typeof PasswordChange>;

/** What kind of device a session's user agent says it is; 'unknown' when it does not say. */
export const SessionDeviceType = z.enum(['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown']);
export type SessionDeviceType = z.infer<typeof SessionDeviceType>;

/**
 * An open session. Its device comes as names, not as a sentence: the web app words "Chrome on Windows" in
 * the reader's language; the browser's and the system's names stay as they are in every language.
 */
export const MySession = z.object({
  sessionId: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  /** The user agent as it came, for whoever wants the detail. */
  userAgent: z.string().nullable(),
  /** "Chrome", "Safari", "Microsoft Edge", or a program's own name ("curl"); null when nothing says. */
  browser: z.string().nullable(),
  /** "Windows", "macOS", "Android", "iOS", "Linux"…; null when unknown. */
  os: z.string().nullable(),
  /** The device itself when the user agent names it ("iPhone", "iPad"); null otherwise. */
  model: z.string().nullable(),
  deviceType: SessionDeviceType,
  via: z.string(),
});
export const MySessions = z.object({ sessions: z.array(MySession) });
export type MySessions = z.infer<typeof MySessions>;
/** Ends one other session, or every other one when no id is given. */
export const EndSessions = z.object({ sessionId: z.uuid().optional() });
export const EndedSessions = z.object({ ended: z.number().int() });

/** The caller's current password, asked again before the second factor is turned off or its recovery codes renewed. */
export const PasswordProof = z.object({ password: z.string().min(1).max(256) });
export type PasswordProof = z.input<typeof PasswordProof>;

/** My info (/api/myinfo/**): signed in, always about the caller. */
export const myInfoApi = {
  get: endpoint({ method: 'GET', path: '/api/myinfo', access: 'login', area: 'myinfo', summary: "The caller's own details", response: MyInfo }),
  save: endpoint({
    method: 'POST', path: '/api/myinfo/save', access: 'login', area: 'myinfo',
    summary: "Saves the caller's details and preferences", body: MyInfoSave, response: DoneResponse,
  }),
  changePassword: endpoint({
    method: 'POST', path: '/api/myinfo/password', access: 'login', area: 'myinfo',
    summary: 'Changes the password; the current one is required and the owner is told by e-mail', body: PasswordChange, response: DoneResponse,
  }),
  sessions: endpoint({ method: 'GET', path: '/api/myinfo/sessions', access: 'login', area: 'myinfo', summary: "The caller's open sessions: this one first, then the others by last activity, newest first", response: MySessions }),
  endSessions: endpoint({
    method: 'POST', path: '/api/myinfo/sessions/end', access: 'login', area: 'myinfo',
    summary: 'Ends one other session, or all the others', body: EndSessions, response: EndedSessions,
  }),
  secondFactor: endpoint({
    method: 'GET', path: '/api/myinfo/second-factor', access: 'login', area: 'myinfo',
    summary: "The caller's second factor: the authenticator app and the recovery codes left", response: SecondFactorState,
  }),
  startTotp: endpoint({
    method: 'POST', path: '/api/myinfo/second-factor/totp', access: 'login', area: 'myinfo',
    summary: 'Starts setting up an authenticator app: a new secret, kept until its first code confirms it', response: TotpEnrolment,
  }),
  confirmTotp: endpoint({
    method: 'POST', path: '/api/myinfo/second-factor/totp/confirm', access: 'login', area: 'myinfo',
    summary: "Confirms the app with its first code: from then on sign-in asks for it; answers the recovery codes, shown once",
    body: TotpConfirm, response: RecoveryCodes,
  }),
  removeTotp: endpoint({
    method: 'POST', path: '/api/myinfo/second-factor/totp/remove', access: 'login', area: 'myinfo',
    summary: 'Turns the authenticator app off, with its recovery codes; the current password is required', body: PasswordProof, response: DoneResponse,
  }),
  renewRecoveryCodes: endpoint({
    method: 'POST', path: '/api/myinfo/second-factor/recovery-codes', access: 'login', area: 'myinfo',
    summary: 'New recovery codes in place of the old ones, shown once; the current password is required', body: PasswordProof, response: RecoveryCodes,
  }),
  passkeyOptions: endpoint({
    method: 'POST', path: '/api/myinfo/second-factor/passkeys/options', access: 'login', area: 'myinfo',
    summary: "WebAuthn's creation options for a new passkey of the caller (a challenge taken once, five minutes)", response: PasskeyOptions,
  }),
  addPasskey: endpoint({
    method: 'POST', path: '/api/myinfo/second-factor/passkeys', access: 'login', area: 'myinfo',
    summary: 'Adds the passkey the browser made; with the first factor, answers the recovery codes, shown once', body: PasskeyAdd, response: PasskeyAdded,
  }),
  removePasskey: endpoint({
    method: 'POST', path: '/api/myinfo/second-factor/passkeys/remove', access: 'login', area: 'myinfo',
    summary: 'Removes one of the caller’s passkeys; the current password is required', body: PasskeyRemove, response: DoneResponse,
  }),
  forgetDevices: endpoint({
    method: 'POST', path: '/api/myinfo/second-factor/remembered/forget', access: 'login', area: 'myinfo',
    summary: 'Forgets every browser remembered at sign-in: each asks for the code again', response: DevicesForgotten,
  }),
};
