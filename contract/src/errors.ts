// The error catalogue: one code per message of the seed specification, plus the generic ones.
// The server answers `{ code, message, details, requestId }`; the web app shows t(`errors.<code>`).

export const ErrorCode = {
  // Seed catalogue (section 8), in its order.
  NO_LOGIN_INFO: 'NO_LOGIN_INFO',
  PASSWORD_LOCKED: 'PASSWORD_LOCKED',
  CONTACT_MANAGER: 'CONTACT_MANAGER',
  INPUT_VALUE_ERROR: 'INPUT_VALUE_ERROR',
  CHECK_PASSWORD: 'CHECK_PASSWORD',
  REQUIRED_VALUES_MISSING: 'REQUIRED_VALUES_MISSING',
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  NODE_LIMIT: 'NODE_LIMIT',
  ROLE_EXISTS: 'ROLE_EXISTS',
  ID_NOT_FOUND: 'ID_NOT_FOUND',
  VERIFICATION_CODE_SEND_FAILED: 'VERIFICATION_CODE_SEND_FAILED',
  VERIFICATION_CODE_INVALID: 'VERIFICATION_CODE_INVALID',
  CHECK_DATE: 'CHECK_DATE',
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  CHECK_ID_DUPLICATE: 'CHECK_ID_DUPLICATE',
  VERIFICATION_EMAIL_FAILED: 'VERIFICATION_EMAIL_FAILED',
  DUPLICATE_DOCUMENT_TITLE: 'DUPLICATE_DOCUMENT_TITLE',
  RELATED_DATA_EXISTS: 'RELATED_DATA_EXISTS',
  FILE_NOT_ALLOWED: 'FILE_NOT_ALLOWED',
  WRONG_ACCESS: 'WRONG_ACCESS',
  NO_AUTHORITY_TO_ADD: 'NO_AUTHORITY_TO_ADD',
  ONE_AT_A_TIME: 'ONE_AT_A_TIME',
  VERIFICATION_CODE_REQUIRED_FIRST: 'VERIFICATION_CODE_REQUIRED_FIRST',
  // Generic and account-state codes decided in PRODUCT.md.
  ACCOUNT_PENDING_APPROVAL: 'ACCOUNT_PENDING_APPROVAL',
  ACCOUNT_DISAPPROVED: 'ACCOUNT_DISAPPROVED',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  // Passwords (PRODUCT.md "Accounts"): the temporary password of find password, and the password rules.
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  TEMPORARY_PASSWORD_EXPIRED: 'TEMPORARY_PASSWORD_EXPIRED',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  PASSWORD_NOT_NEW: 'PASSWORD_NOT_NEW',
  SSO_TOKEN_INVALID: 'SSO_TOKEN_INVALID',
  // A second factor (TOTP or a recovery code) after the password.
  SECOND_FACTOR_REQUIRED: 'SECOND_FACTOR_REQUIRED',
  SECOND_FACTOR_WRONG: 'SECOND_FACTOR_WRONG',
  SECOND_FACTOR_EXPIRED: 'SECOND_FACTOR_EXPIRED',
  SECOND_FACTOR_ALREADY_ON: 'SECOND_FACTOR_ALREADY_ON',
  SECOND_FACTOR_ENROLMENT_REQUIRED: 'SECOND_FACTOR_ENROLMENT_REQUIRED',
  SECOND_FACTOR_MANDATORY: 'SECOND_FACTOR_MANDATORY',
  PASSKEY_FAILED: 'PASSKEY_FAILED',
  PASSKEY_WRONG_SITE: 'PASSKEY_WRONG_SITE',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  // Delegated administration (PRODUCT.md "Accounts") and approval of unverified addresses.
  OWN_ACCESS_CHANGE: 'OWN_ACCESS_CHANGE',
  GRANT_NOT_HELD: 'GRANT_NOT_HELD',
  SYSTEM_ADMIN_ONLY: 'SYSTEM_ADMIN_ONLY',
  LAST_SYSTEM_ADMIN: 'LAST_SYSTEM_ADMIN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  // Requests to read a document.
  ACCESS_ALREADY_REQUESTED: 'ACCESS_ALREADY_REQUESTED',
  ALREADY_READABLE: 'ALREADY_READABLE',
  OUTSIDE_DOCUMENT_REGION: 'OUTSIDE_DOCUMENT_REGION',
  ALREADY_DECIDED: 'ALREADY_DECIDED',
  // Company sign-in (OpenID Connect).
  SSO_NO_PROVIDER: 'SSO_NO_PROVIDER',
  SSO_FAILED: 'SSO_FAILED',
  SSO_EXPIRED: 'SSO_EXPIRED',
  SSO_ACCOUNT_NOT_LINKED: 'SSO_ACCOUNT_NOT_LINKED',
  SSO_NO_ACCOUNT: 'SSO_NO_ACCOUNT',
  SSO_PROVIDER_IN_USE: 'SSO_PROVIDER_IN_USE',
  SSO_ALREADY_LINKED: 'SSO_ALREADY_LINKED',
  SSO_LINK_OTHER_EMAIL: 'SSO_LINK_OTHER_EMAIL',
  SSO_LAST_WAY_IN: 'SSO_LAST_WAY_IN',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export const ERROR_CODES = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];

/** HTTP status and English text of every code; the English text is the seed's, word for word. */
export const ERROR_CATALOGUE: Record<ErrorCode, { status: number; message: string }> = {
  NO_LOGIN_INFO: { status: 401, message: "There's no login information" },
  PASSWORD_LOCKED: { status: 423, message: 'You got the password wrong more than 5 times. Please contact the manager.' },
  CONTACT_MANAGER: { status: 500, message: 'Error. Please contact a manager' },
  INPUT_VALUE_ERROR: { status: 400, message: 'Input value error' },
  CHECK_PASSWORD: { status: 400, message: 'Please check the password' },
  REQUIRED_VALUES_MISSING: { status: 400, message: 'Please make sure all values are entered' },
  ALREADY_EXISTS: { status: 409, message: 'Already exist' },
  NODE_LIMIT: { status: 400, message: "You can't add more nodes" },
  ROLE_EXISTS: { status: 409, message: 'The entered role already exists' },
  ID_NOT_FOUND: { status: 404, message: 'The entered ID could not be found' },
  VERIFICATION_CODE_SEND_FAILED: { status: 400, message: 'Failed to send verification code, check that the information is correct' },
  VERIFICATION_CODE_INVALID: { status: 400, message: 'The verification code is incorrect or has expired' },
  CHECK_DATE: { status: 400, message: 'Please check the date' },
  LOGIN_REQUIRED: { status: 401, message: 'Please log in' },
  CHECK_ID_DUPLICATE: { status: 400, message: 'Please check the ID duplicate' },
  VERIFICATION_EMAIL_FAILED: { status: 502, message: 'Failed to send verification email' },
  DUPLICATE_DOCUMENT_TITLE: { status: 409, message: 'Duplicate document title' },
  RELATED_DATA_EXISTS: { status: 409, message: 'Cannot be deleted because related data exist' },
  FILE_NOT_ALLOWED: { status: 415, message: 'Not an allowed file' },
  WRONG_ACCESS: { status: 403, message: 'A wrong access page' },
  NO_AUTHORITY_TO_ADD: { status: 403, message: 'No authority to add' },
  ONE_AT_A_TIME: { status: 400, message: 'You can add only one at a time' },
  VERIFICATION_CODE_REQUIRED_FIRST: { status: 400, message: 'You must first send a verification code to verify' },
  ACCOUNT_PENDING_APPROVAL: { status: 403, message: 'Your account is waiting for approval by a manager.' },
  ACCOUNT_DISAPPROVED: { status: 403, message: 'Your account request was rejected. Please contact the manager.' },
  ACCOUNT_DISABLED: { status: 403, message: 'Your account is disabled. Please contact the manager.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has ended. Please log in again.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'You logged in with a temporary password. Please choose a new password to continue.' },
  TEMPORARY_PASSWORD_EXPIRED: { status: 403, message: 'The temporary password has expired. Please use Find password to get a new one.' },
  PASSWORD_TOO_COMMON: { status: 400, message: 'This password is too common and easy to guess. Please choose another one.' },
  PASSWORD_NOT_NEW: { status: 400, message: 'The new password must be different from the current one.' },
  SSO_TOKEN_INVALID: { status: 401, message: 'The single sign-on token is invalid or has expired.' },
  SECOND_FACTOR_REQUIRED: { status: 401, message: 'Enter the code from your authenticator app to finish logging in.' },
  SECOND_FACTOR_WRONG: { status: 401, message: 'That code is not right. Enter the current code from your authenticator app, or a recovery code.' },
  SECOND_FACTOR_EXPIRED: { status: 401, message: 'Logging in took too long. Please enter your ID and password again.' },
  SECOND_FACTOR_ALREADY_ON: { status: 409, message: 'An authenticator app is already set up for this account. Turn it off first to set up another.' },
  SECOND_FACTOR_ENROLMENT_REQUIRED: { status: 401, message: 'Your account manages GSIS, so it needs a second factor. Set up an authenticator app to finish logging in.' },
  SECOND_FACTOR_MANDATORY: { status: 409, message: 'Your account manages GSIS, so it must keep a second factor. It cannot be turned off.' },
  PASSKEY_FAILED: { status: 401, message: 'The passkey could not be used. Please try again, or use another way to finish logging in.' },
  PASSKEY_WRONG_SITE: { status: 400, message: 'Passkeys work only on the GSIS site itself. Open GSIS at its own address and try again.' },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request format is not supported.' },
  OWN_ACCESS_CHANGE: { status: 403, message: 'You cannot change your own roles, menus, document authority or account status.' },
  GRANT_NOT_HELD: { status: 403, message: 'You can only give or take away roles and menus that you hold yourself.' },
  SYSTEM_ADMIN_ONLY: { status: 403, message: 'Only a system administrator can change a system administrator or the system administrator role.' },
  LAST_SYSTEM_ADMIN: { status: 403, message: 'At least one enabled system administrator must keep user, role and menu management.' },
  EMAIL_NOT_VERIFIED: { status: 409, message: "This account's e-mail address has not been verified. Confirm that you want to approve it anyway." },
  ACCESS_ALREADY_REQUESTED: { status: 409, message: 'You have already requested this document. You will be told by e-mail when it is decided.' },
  ALREADY_READABLE: { status: 409, message: 'You can already read this document.' },
  ALREADY_DECIDED: { status: 409, message: 'This has already been answered or decided in the meantime. Reload the page to see where it stands.' },
  OUTSIDE_DOCUMENT_REGION: { status: 409, message: "This document is distributed only in other regions, so granting it would not let this user read it. Change the user's region or decline the request." },
  SSO_NO_PROVIDER: { status: 404, message: 'No company sign-in is set up for this e-mail address. Sign in with your ID and password.' },
  SSO_FAILED: { status: 401, message: 'Company sign-in did not succeed. Please try again, or sign in with your ID and password.' },
  SSO_EXPIRED: { status: 401, message: 'This company sign-in has expired or was already used. Please start again.' },
  SSO_ACCOUNT_NOT_LINKED: { status: 409, message: 'An account with this e-mail already exists. Sign in with your ID and password first; then link your company account in My info.' },
  SSO_NO_ACCOUNT: { status: 403, message: 'No GSIS account belongs to your company account yet. Sign up, or ask a GSIS administrator.' },
  SSO_PROVIDER_IN_USE: { status: 409, message: 'Accounts are linked to this provider, so it cannot be deleted. Turn it off instead.' },
  SSO_ALREADY_LINKED: { status: 409, message: 'This company account is already linked to another GSIS account.' },
  SSO_LINK_OTHER_EMAIL: { status: 409, message: 'You signed in at your company with a different e-mail address from this GSIS account. Sign in there as yourself and try again.' },
  SSO_LAST_WAY_IN: { status: 409, message: 'You sign in only with this company account. Set a password first (Find password), then you can unlink it.' },
};

/** One field that failed validation: where it is (dotted path) and which rule it broke. */
export interface FieldIssue {
  path: string;
  rule: string;
}

/**
 * An issue of a schema's cross-field rule that the server answers with its own catalogue code and rule (e.g.
 * CHECK_DATE at 'popupTo', 'before_from') instead of the generic INPUT_VALUE_ERROR; for ctx.addIssue.
 */
export const catalogueIssue = (code: ErrorCode, field: string, rule: string) => ({
  code: 'custom' as const, path: [field], message: ERROR_CATALOGUE[code].message, params: { code, rule },
});

/** The body of every error response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: {
    fields?: FieldIssue[];
    retryAfterSeconds?: number;
    /** Why a file or an action was refused, as a stable key (e.g. FILE_NOT_ALLOWED: 'PATH_ESCAPE'). */
    reason?: string;
    /** The models a withdrawn document was about (its NOT_FOUND to a reader), so the reader can be sent to their documents. */
    models?: string[];
    /** SECOND_FACTOR_REQUIRED and SECOND_FACTOR_ENROLMENT_REQUIRED: what the second step of this sign-in sends back (minutes long, signed). */
    challenge?: string;
    /** SECOND_FACTOR_REQUIRED: the factors the account has, so the page offers those (a passkey first). */
    factors?: ('TOTP' | 'PASSKEY')[];
    /** SSO_PROVIDER_IN_USE: how many accounts sign in through the provider. */
    linkedAccounts?: number;
  } | undefined;
  requestId: string;
}
