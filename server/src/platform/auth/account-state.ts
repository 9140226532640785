// Whether an account may be used at all, whatever its password: the rule sign-in (password and partner SSO) keeps,
// and that a field kit's check keeps for the kit's owner, so a kit holds exactly as long as its reader could sign in.
// A hold after wrong passwords is not part of it: it keeps unfamiliar addresses from guessing (sign-in-holds.repo.ts),
// and must not let a stranger wipe the owner's kits or shut out their partner-portal sign-in.
import { ErrorCode } from '@gsis/contract';

export interface AccountState {
  approvalStatus: 'APPROVED' | 'UNAPPROVED' | 'DISAPPROVED';
  enabled: boolean;
}

type StateRefusal = typeof ErrorCode.ACCOUNT_PENDING_APPROVAL | typeof ErrorCode.ACCOUNT_DISAPPROVED | typeof ErrorCode.ACCOUNT_DISABLED;

/** An account not approved (yet, or ever) or disabled: why, or null when it is neither. */
export function unusableAccount(account: AccountState): StateRefusal | null {
  if (account.approvalStatus === 'UNAPPROVED') return ErrorCode.ACCOUNT_PENDING_APPROVAL;
  if (account.approvalStatus === 'DISAPPROVED') return ErrorCode.ACCOUNT_DISAPPROVED;
  if (!account.enabled) return ErrorCode.ACCOUNT_DISABLED;
  return null;
}
