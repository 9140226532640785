// The browser side of the session protocol: the token the server last handed back, and who is signed in.
// localStorage holds the one copy every tab of the portal shares, so a reload, a new tab and a tab opened
// at the same moment as others all use the same token (the server never swaps it behind their backs; see
// docs/architecture.md, "Sessions"). Components read it through useSession().
import type { LoginInfo, SessionUser } from '@gsis/contract';
import { useSyncExternalStore } from 'react';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  loginInfo: LoginInfo | null;
}

/** What another tab did to the session this tab's pages were drawn for. */
export type OtherTabChange = { kind: 'signedOut' } | { kind: 'signedIn'; user: SessionUser };

const TOKEN_KEY = 'gsis.token';
const USER_KEY = 'gsis.user';

// Where the browser's storage is refused (some private modes), what it would hold lives as long as the page.
const memory = new Map<string, string>();
/** `local`: localStorage, shared by the tabs; else the tab's own sessionStorage. */
const storageOf = (local: boolean): Storage => (local ? localStorage : sessionStorage);
function readKey(key: string, local = true): string | null {
  try {
    return storageOf(local).getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}
function writeKey(key: string, value: string | null, local = true): void {
  try {
    if (value === null) storageOf(local).removeItem(key);
    else storageOf(local).setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}

function parseUser(raw: string | null): { user: SessionUser; loginInfo: LoginInfo } | null {
  try {
    return JSON.parse(raw ?? 'null') as { user: SessionUser; loginInfo: LoginInfo } | null;
  } catch {
    return null;
  }
}

/**
 * Every read goes to localStorage, not to a copy taken when the page loaded: another tab may have signed
 * in, out or as someone else a moment ago, before its storage event reaches this one. The parsed state is
 * kept while the stored strings stay the same, so useSyncExternalStore sees a stable snapshot.
 */
let cached: { rawToken: string | null; rawUser: string | null; state: SessionState } | undefined;
function current(): SessionState {
  const rawToken = readKey(TOKEN_KEY);
  const rawUser = readKey(USER_KEY);
  if (cached?.rawToken === rawToken && cached.rawUser === rawUser) return cached.state;
  const saved = parseUser(rawUser);
  cached = { rawToken, rawUser, state: { token: rawToken, user: saved?.user ?? null, loginInfo: saved?.loginInfo ?? null } };
  return cached.state;
}

const listeners = new Set<() => void>();
const otherTabListeners = new Set<(change: OtherTabChange) => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Whom this tab's pages were drawn for: a storage event that changes it is another tab's doing. */
let shownUserId: string | null = current().user?.userId ?? null;

function publish(next: SessionState): void {
  const before = current();
  // Other tabs see the keys change one at a time. Dropping the user before a token of someone else is
  // written, and writing the user only after their token, means no tab ever reads a user together with
  // a token that is not theirs: at worst it reads "nobody" for a moment.
  if (before.user && before.user.userId !== next.user?.userId) writeKey(USER_KEY, null);
  writeKey(TOKEN_KEY, next.token);
  writeKey(USER_KEY, next.user ? JSON.stringify({ user: next.user, loginInfo: next.loginInfo }) : null);
  shownUserId = next.user?.userId ?? null;
  notify();
}

// Another tab signed in or out (the event never fires in the tab that wrote). A null key is
// localStorage.clear() in another tab.
window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
  notify();
  const user = current().user;
  const userId = user?.userId ?? null;
  if (userId === shownUserId) return;
  shownUserId = userId;
  const change: OtherTabChange = user ? { kind: 'signedIn', user } : { kind: 'signedOut' };
  for (const listener of otherTabListeners) listener(change);
});

/**
 * Whether this tab's last session was ended by the server (it refused the token: idle, ended from another device,
 * signed out elsewhere), rather than by signing out here: the login page then says the session ended. Kept in the
 * tab's sessionStorage, so a reload that follows (the app's own call may have been refused just before) knows too.
 */
const ENDED_KEY = 'gsis.sessionEndedByServer';
const endedMark = {
  get: (): boolean => readKey(ENDED_KEY, false) === '1',
  set: (ended: boolean): void => writeKey(ENDED_KEY, ended ? '1' : null, false),
};

export const session = {
  get: current,
  endedByServer: endedMark.get,
  /**
   * The server handed back `returned` for a call made with `sent`. Only an answer to the token still in
   * use says anything about the session: a late answer to a token another tab has since replaced (signing
   * out, or in as someone else) must not bring the old token back for every tab.
   */
  adoptToken(sent: string, returned: string): void {
    const state = current();
    if (state.token === sent && returned !== sent) publish({ ...state, token: returned });
  },
  signIn(token: string, user: SessionUser, loginInfo: LoginInfo): void {
    endedMark.set(false);
    publish({ token, user, loginInfo });
  },
  /** The server confirmed who holds `token`: keep the fresh details, unless another tab moved on meanwhile. */
  confirm(token: string, user: SessionUser, loginInfo: LoginInfo): void {
    if (current().token === token) publish({ token, user, loginInfo });
  },
  clear(): void {
    endedMark.set(false);
    const state = current();
    if (state.token || state.user) publish({ token: null, user: null, loginInfo: null });
  },
  /**
   * The server refused `token`: forget the session if it still is the one in use, and say whether it was.
   * A refusal of a token already replaced (another tab signed in anew) leaves the newer session alone.
   */
  end(token: string): boolean {
    if (current().token !== token) return false;
    endedMark.set(true);
    publish({ token: null, user: null, loginInfo: null });
    return true;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called when another tab signs out, or signs in as someone other than whom this tab shows. */
  onOtherTab(listener: (change: OtherTabChange) => void): () => void {
    otherTabListeners.add(listener);
    return () => otherTabListeners.delete(listener);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}
