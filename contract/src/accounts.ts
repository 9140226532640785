// Sign-in, sessions and the signed-in user: the shapes both sides agree on.
import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

export const USER_TYPES = ['EMPLOYEES', 'DEALER', 'USER', 'APP'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;
/** The types a person may choose at sign-up; APP accounts are technical and made by administrators. */
export const SIGNUP_USER_TYPES: readonly UserType[] = ['EMPLOYEES', 'DEALER', 'USER'];

export const APPROVAL_STATUSES = ['APPROVED', 'UNAPPROVED', 'DISAPPROVED'] as const;
export const ApprovalStatus = z.enum(APPROVAL_STATUSES);

/** Password rule of seed section 5: 8 to 16 characters mixing letters and digits. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .regex(/\p{L}/u, { message: 'letter' })
  .regex(/\p{N}/u, { message: 'digit' });

/** Consecutive wrong passwords allowed; the next one locks the account (seed section 9). */
export const MAX_FAILED_LOGINS = 5;

export const LoginRequest = z.object({
  id: z.string().trim().min(1).max(254),
  // Length is not checked here: an old password may predate the current rule, and the answer to a
  // wrong one must not tell which rule it broke.
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const Language = z.enum(LANGUAGE_CODES);

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

export const LogoutResponse = z.object({ loggedOut: z.literal(true) });

export const UserDivResponse = z.object({
  userDivList: z.array(z.object({ userDiv: UserType })),
});

export const DxpLoginQuery = z.object({ accessToken: z.string().min(1).max(8192) });

export const PreferencesRequest = z.object({ language: Language });
export type PreferencesRequest = z.infer<typeof PreferencesRequest>;
