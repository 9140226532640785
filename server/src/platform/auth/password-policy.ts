// What the contract's password rule cannot check on its own: that a new password is not a common or breached
// one (ASVS 5.0 V6.2.4, V6.2.12), nor the password it replaces. Every place a password is chosen — sign-up,
// My info, and the sign-in after a reset — asks here; the list ships with the server (common-passwords.txt).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, PASSWORD_COMMON_RULE, PASSWORD_SAME_RULE } from '@gsis/contract';
import { AppError } from '../errors.ts';
import { SERVER_ROOT } from '../paths.ts';

const LIST_FILE = path.join(SERVER_ROOT, 'src', 'platform', 'auth', 'common-passwords.txt');

let common: Set<string> | undefined;
/** Read on first use (about 18 000 entries), then kept: a Set answers each check at once. */
function commonPasswords(): Set<string> {
  common ??= new Set(readFileSync(LIST_FILE, 'utf8').split('\n').filter((line) => line !== '' && !line.startsWith('#')));
  return common;
}

/** Case does not make a listed password any safer: "PassWord1" is "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a common password on the field it was typed in (`body.<field>`), for the form to show there. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(ErrorCode.PASSWORD_TOO_COMMON, { fields: [{ path: `body.${field}`, rule: PASSWORD_COMMON_RULE }] });
  }
}

/** Refuses a "new" password that is the one it replaces. */
export function refuseSamePassword(field: string): never {
  throw new AppError(ErrorCode.PASSWORD_NOT_NEW, { fields: [{ path: `body.${field}`, rule: PASSWORD_SAME_RULE }] });
}
