// Sign-in, sessions and the signed-in user: the shapes both sides agree on.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { Language, passwordSchema, SecondFactorCode, UserType } from './vocabulary.ts';
import { PasskeyAssertion, PasskeyOptions, TotpConfirm, TotpEnrolment } from './second-factor.ts';

/**
 * Consecutive wrong passwords allowed from addresses the account has not signed in from; the next one holds the ID
 * for a while (seed section 9; docs/security.md, "Wrong passwords"). The sign-in answer never tells how many are left:
 * that would tell whether the ID has an account.
 */
export const MAX_FAILED_LOGINS = 5;

export const LoginRequest = z.object({
  id: z.string().trim().min(1).max(254),
  // Length is not checked here: an old password may predate the current rule, and the answer to a
  // wrong one must not tell which rule it broke.
  password: z.string().min(1).max(256),
  /**
   * The token a second step handed this browser when "remember this browser" was ticked: while it holds (30 days), a
   * sign-in of its account skips the code. Unknown, stale or another account's: the code is asked as usual.
   */
  rememberedDevice: z.string().max(128).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * The second step of a sign-in refused with PASSWORD_CHANGE_REQUIRED (the temporary password find
 * password e-mailed): the same ID and password again, and the new password, which opens the session.
 */
export const LoginPasswordChange = z.object({
  id: LoginRequest.shape.id,
  password: LoginRequest.shape.password,
  rememberedDevice: LoginRequest.shape.rememberedDevice,
  newPassword: passwordSchema,
  newPasswordConfirm: z.string().max(256),
}).refine((v) => v.newPassword === v.newPasswordConfirm, { path: ['newPasswordConfirm'], message: 'mismatch' });
export type LoginPasswordChange = z.input<typeof LoginPasswordChange>;

export const SessionUser = z.object({
  userId: z.string(),
  userName: z.string(),
  company: z.string().nullable(),
  userType: UserType,
  regionCode: z.string().nullable(),
  language: Language.nullable(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** The login info area: where this sign-in comes from, where the previous one came from, and when. */
export const LoginInfo = z.object({
  currentAddress: z.string().nullable(),
  previousAddress: z.string().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type LoginInfo = z.infer<typeof LoginInfo>;

export const SessionResponse = z.object({
  user: SessionUser,
  loginInfo: LoginInfo,
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const LogoutResponse = z.object({
  loggedOut: z.literal(true),
  /** A session of a company sign-in whose provider ends its own sessions too (OpenID Connect RP-initiated logout): where the browser goes next. */
  signOutAt: z.url({ protocol: /^https?$/ }).optional(),
});

export const UserDivResponse = z.object({
  userDivList: z.array(z.object({ userDiv: UserType })),
});

export const DxpLoginQuery = z.object({ accessToken: z.string().min(1).max(8192) });

export const PreferencesRequest = z.object({ language: Language });
export type PreferencesRequest = z.infer<typeof PreferencesRequest>;
export const PreferencesSaved = z.object({ saved: z.literal(true) });

/**
 * The second step of a sign-in answered SECOND_FACTOR_REQUIRED: the challenge that answer carried, and the code of
 * the account's authenticator app or one of its recovery codes (each works once).
 */
export const SecondFactorLogin = z.object({
  challenge: z.string().min(1).max(1024),
  code: SecondFactorCode,
  /** Skip the code on this browser for 30 days: the answer carries the token the next sign-ins send (rememberedDevice). */
  rememberDevice: z.boolean().default(false),
});
export type SecondFactorLogin = z.input<typeof SecondFactorLogin>;

/** A session opened by a second step: with the token of this browser when it asked to be remembered. */
export const SecondFactorSession = SessionResponse.extend({ rememberedDevice: z.string().optional() });
export type SecondFactorSession = z.infer<typeof SecondFactorSession>;

/**
 * A sign-in answered SECOND_FACTOR_ENROLMENT_REQUIRED (an account that holds a management menu and has no second
 * factor yet) sets its authenticator app up before it reaches anything else: the challenge that answer carried.
 */
export const EnrolmentStart = z.object({ challenge: SecondFactorLogin.shape.challenge });
export type EnrolmentStart = z.input<typeof EnrolmentStart>;

/** The app's first code confirms it, and opens the session. */
export const EnrolmentConfirm = z.object({
  challenge: SecondFactorLogin.shape.challenge,
  code: TotpConfirm.shape.code,
  rememberDevice: SecondFactorLogin.shape.rememberDevice,
});
export type EnrolmentConfirm = z.input<typeof EnrolmentConfirm>;

/** A sign-in's second step with a passkey: its options first (the challenge), then its signature. */
export const PasskeyOptionsRequest = z.object({ challenge: SecondFactorLogin.shape.challenge });
export type PasskeyOptionsRequest = z.input<typeof PasskeyOptionsRequest>;
export const PasskeyLogin = z.object({
  challenge: SecondFactorLogin.shape.challenge,
  credential: PasskeyAssertion,
  rememberDevice: SecondFactorLogin.shape.rememberDevice,
});
export type PasskeyLogin = z.input<typeof PasskeyLogin>;

/** The session of a sign-in that set up its app, with the recovery codes, shown this once. */
export const EnrolledSession = SecondFactorSession.extend({ recoveryCodes: z.array(z.string()) });
export type EnrolledSession = z.infer<typeof EnrolledSession>;

/** Signing in and out, the session's check, and what a signed-in user keeps (/api/login, /api/logout …). */
export const loginApi = {
  login: endpoint({
    method: 'POST', path: '/api/login', access: 'public', area: 'login',
    summary: 'Sign in with ID (e-mail) and password', body: LoginRequest, response: SessionResponse,
  }),
  loginWithNewPassword: endpoint({
    method: 'POST', path: '/api/login/password', access: 'public', area: 'login',
    summary: 'Sign in with the temporary password find password e-mailed (answered PASSWORD_CHANGE_REQUIRED) and choose a new one',
    body: LoginPasswordChange, response: SessionResponse,
  }),
  secondFactor: endpoint({
    method: 'POST', path: '/api/login/second-factor', access: 'public', area: 'login',
    summary: 'Finish a sign-in answered SECOND_FACTOR_REQUIRED with the authenticator code or a recovery code',
    body: SecondFactorLogin, response: SecondFactorSession,
  }),
  passkeyOptions: endpoint({
    method: 'POST', path: '/api/login/second-factor/passkey/options', access: 'public', area: 'login',
    summary: "Sign-in answered SECOND_FACTOR_REQUIRED: WebAuthn's request options for the account's passkeys (a challenge taken once, five minutes)",
    body: PasskeyOptionsRequest, response: PasskeyOptions,
  }),
  passkey: endpoint({
    method: 'POST', path: '/api/login/second-factor/passkey', access: 'public', area: 'login',
    summary: "Finishes a sign-in answered SECOND_FACTOR_REQUIRED with a passkey's signature of the challenge",
    body: PasskeyLogin, response: SecondFactorSession,
  }),
  startEnrolment: endpoint({
    method: 'POST', path: '/api/login/second-factor/totp', access: 'public', area: 'login',
    summary: 'Sign-in answered SECOND_FACTOR_ENROLMENT_REQUIRED: starts setting up the authenticator app (a new secret, kept until its first code confirms it)',
    body: EnrolmentStart, response: TotpEnrolment,
  }),
  confirmEnrolment: endpoint({
    method: 'POST', path: '/api/login/second-factor/totp/confirm', access: 'public', area: 'login',
    summary: "Confirms the app set up at sign-in with its first code and opens the session; answers the recovery codes, shown once",
    body: EnrolmentConfirm, response: EnrolledSession,
  }),
  logout: endpoint({ method: 'GET', path: '/api/logout', access: 'login', area: 'login', summary: 'End the current session', response: LogoutResponse }),
  check: endpoint({
    method: 'GET', path: '/api/check/session', access: 'login', area: 'login',
    summary: 'The signed-in user and login info of the current token, which stays the same', response: SessionResponse,
  }),
  refresh: endpoint({
    method: 'POST', path: '/api/login/token', access: 'login', area: 'login',
    summary: 'Exchange a still-valid token for a fresh one (single use: the old token ends at once)', response: SessionResponse,
  }),
  userDivs: endpoint({ method: 'POST', path: '/api/userdiv', access: 'public', area: 'login', summary: 'User types offered at sign-up', response: UserDivResponse }),
  dxpLogin: endpoint({
    method: 'GET', path: '/api/dxp/login', access: 'public', area: 'login',
    summary: 'Single sign-on with a partner-portal (DXP) access token', query: DxpLoginQuery, response: SessionResponse,
  }),
  savePreferences: endpoint({
    method: 'POST', path: '/api/preferences', access: 'login', area: 'login',
    summary: "Keep the signed-in user's language", body: PreferencesRequest, response: PreferencesSaved,
  }),
};
