// The words every area of the contract uses: languages, user types and approval, the password rule, yes/no,
// publish types, phone numbers, countries and addresses. Areas import them from here, never from one another
// (checks/contract-vocabulary.test.ts).
import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

export const Language = z.enum(LANGUAGE_CODES);

export const USER_TYPES = ['EMPLOYEES', 'DEALER', 'USER', 'APP'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;
/** The types a person may choose at sign-up; APP accounts are technical and made by administrators. */
export const SIGNUP_USER_TYPES: readonly UserType[] = ['EMPLOYEES', 'DEALER', 'USER'];

export const APPROVAL_STATUSES = ['APPROVED', 'UNAPPROVED', 'DISAPPROVED'] as const;
export const ApprovalStatus = z.enum(APPROVAL_STATUSES);

/**
 * Password rule: the seed's letters-and-digits rule is the floor (at least 8 characters, a letter and a
 * digit), and up to 64 characters of any kind are accepted — the seed's 16-character cap is lifted on
 * purpose, since long passphrases are the stronger ones (PRODUCT.md "Accounts", ASVS 5.0 V6.2.9).
 * Lengths count characters as people see them (code points), not UTF-16 units. The server also refuses
 * common and breached passwords (PASSWORD_TOO_COMMON on the field, rule `common`): the list ships with the
 * server only, so the web app learns it from the server's answer.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** The rule a field refusal names when a password is on the common-password list. */
export const PASSWORD_COMMON_RULE = 'common';
/** The rule a field refusal names when the new password is the one it replaces. */
export const PASSWORD_SAME_RULE = 'same';
const characters = (value: string) => [...value].length;
export const passwordSchema = z
  .string()
  // Cheap bound before counting code points: a code point is at most two UTF-16 units.
  .max(PASSWORD_MAX * 2, { message: 'too_long' })
  .refine((v) => characters(v) >= PASSWORD_MIN, { message: 'too_short' })
  .refine((v) => characters(v) <= PASSWORD_MAX, { message: 'too_long' })
  .regex(/\p{L}/u, { message: 'letter' })
  .regex(/\p{N}/u, { message: 'digit' });

export const UseYn = z.enum(['Y', 'N']);

export const PUBLISH_TYPES = ['PDF', 'WEBHELP'] as const;
export const PublishType = z.enum(PUBLISH_TYPES);
export type PublishType = z.infer<typeof PublishType>;

/** Mobile numbers as people write them: 010-1234-5678, +66 81 234 5678 … digits with spaces or dashes. */
export const MOBILE_PHONE_PATTERN = /^\+?[0-9](?:[0-9 -]{5,18})[0-9]$/;

/** The officially assigned ISO 3166-1 alpha-2 codes: what a region may hold. Names come from Intl.DisplayNames. */
export const ISO_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/**
 * A page of GSIS: a single '/' not followed by another '/' or a backslash. Browsers read '//host' and
 * '/\host' as another site, and drop tabs and line breaks inside an address (so '/<tab>/host' is '//host'
 * too): no white space or control character anywhere.
 */
export function isGsisPath(url: string): boolean {
  return /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(url);
}

/**
 * An absolute address on the web with a host: https, or http too where `allowHttp`. Never javascript:,
 * data: and the like; no white space or control character anywhere, no backslash before the path.
 */
export function isWebAddress(url: string, allowHttp = false): boolean {
  const scheme = allowHttp ? 'https?' : 'https';
  return new RegExp(`^${scheme}://[^/?#\\\\]+([/?#].*)?$`).test(url) && !/[\s\p{Cc}]/u.test(url);
}

/**
 * A second factor's code as a person types it at sign-in: the six digits an authenticator app shows (RFC 6238), or
 * one of the recovery codes handed out at enrolment (ten letters and digits of base32 in two groups, XXXXX-XXXXX).
 * Spaces are dropped and letters read in upper case, as people copy them; in a recovery code, 0, 1 and 8 — which
 * base32 leaves out so that they cannot be mistaken — are read as the O, I and B they look like.
 */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{5}-[A-Z2-7]{5}$/;
function typedCode(code: string): string {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return /[A-Z-]/.test(compact) ? compact.replace(/0/g, 'O').replace(/1/g, 'I').replace(/8/g, 'B') : compact;
}
export const SecondFactorCode = z.string().max(32).transform(typedCode)
  .pipe(z.string().refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code)));
