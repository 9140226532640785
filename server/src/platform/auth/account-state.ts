// Whether an account may be used at all, whatever its password: the rule sign-in (password and partner SSO) keeps,
// and that a field kit's check keeps for the kit's owner, so a kit holds exactly as long as its reader could sign in.
import { ErrorCode } from '@gsis/contract';

export interface AccountState {
  approvalStatus: 'APPROVED' | 'UNAPPROVED' | 'DISAPPROVED';
  enabled: boolean;
  lockedAt: Date | null;
}

type StateRefusal = typeof ErrorCode.ACCOUNT_PENDING_APPROVAL | typeof ErrorCode.ACCOUNT_DISAPPROVED | typeof ErrorCode.ACCOUNT_DISABLED;

/** An account not approved (yet, or ever) or disabled: why, or null when it is neither. */
export function unusableAccount(account: Omit<AccountState, 'lockedAt'>): StateRefusal | null {
  if (account.approvalStatus === 'UNAPPROVED') return ErrorCode.ACCOUNT_PENDING_APPROVAL;
  if (account.approvalStatus === 'DISAPPROVED') return ErrorCode.ACCOUNT_DISAPPROVED;
  if (!account.enabled) return ErrorCode.ACCOUNT_DISABLED;
  return null;
}

/** Why the account may not sign in even with the right password (locked, then its state), or null when it may. */
export function signInRefusal(account: AccountState): typeof ErrorCode.PASSWORD_LOCKED | StateRefusal | null {
  return account.lockedAt ? ErrorCode.PASSWORD_LOCKED : unusableAccount(account);
}
