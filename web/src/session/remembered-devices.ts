// The tokens of this browser for the accounts that asked, at their second step, to be remembered: for 30 days their
// sign-ins here skip the code (the server decides; a stale token only means the code is asked). Kept in localStorage
// by login ID, apart from the session, so signing out does not forget them.
const KEY = 'gsis.rememberedDevices';

function read(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const keyOf = (loginId: string) => loginId.trim().toLowerCase();

/** This browser's token for the account, to send with its sign-in. */
export function rememberedDeviceFor(loginId: string): string | undefined {
  const token = read()[keyOf(loginId)];
  return typeof token === 'string' ? token : undefined;
}

/** Keeps the token a second step answered (none: the person did not ask, and an old one is forgotten). */
export function rememberDevice(loginId: string, token: string | undefined): void {
  const kept = read();
  if (token) kept[keyOf(loginId)] = token;
  else delete kept[keyOf(loginId)];
  if (Object.keys(kept).length) localStorage.setItem(KEY, JSON.stringify(kept));
  else localStorage.removeItem(KEY);
}
