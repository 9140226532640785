// The browser side of the session protocol: the token the server last handed back, and who is signed in.
// Kept in localStorage so a reload stays signed in; components read it through useSession().
import type { LoginInfo, SessionUser } from '@gsis/contract';
import { useSyncExternalStore } from 'react';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  loginInfo: LoginInfo | null;
}

const TOKEN_KEY = 'gsis.token';
const USER_KEY = 'gsis.user';

function read(): SessionState {
  try {
    const saved = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as { user: SessionUser; loginInfo: LoginInfo } | null;
    return { token: localStorage.getItem(TOKEN_KEY), user: saved?.user ?? null, loginInfo: saved?.loginInfo ?? null };
  } catch {
    return { token: null, user: null, loginInfo: null };
  }
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  if (next.token) localStorage.setItem(TOKEN_KEY, next.token);
  else localStorage.removeItem(TOKEN_KEY);
  if (next.user) localStorage.setItem(USER_KEY, JSON.stringify({ user: next.user, loginInfo: next.loginInfo }));
  else localStorage.removeItem(USER_KEY);
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY || event.key === USER_KEY) {
    state = read();
    for (const listener of listeners) listener();
  }
});

export const session = {
  get: (): SessionState => state,
  /** The server handed back a token (on every authenticated response). */
  setToken(token: string): void {
    if (token !== state.token) publish({ ...state, token });
  },
  signIn(token: string, user: SessionUser, loginInfo: LoginInfo): void {
    publish({ token, user, loginInfo });
  },
  clear(): void {
    if (state.token || state.user) publish({ token: null, user: null, loginInfo: null });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}
