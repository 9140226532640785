// Route guards, run as loaders before a page renders (seed sections 2 and 4).
import type { SessionResponse } from '@gsis/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '../api/client.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { session } from '../session/session-store.ts';

/** Paths on which a partner-portal accessToken may arrive. */
const ACCESS_TOKEN_PATHS = ['/dxp-tsg'];

function loginRedirect(url: URL): Response {
  const back = url.pathname + url.search.replace(/([?&])accessToken=[^&]*&?/, '$1').replace(/[?&]$/, '');
  return redirect(`/login?redirect=${encodeURIComponent(back)}`);
}

/** Every route: an access token anywhere but the allowed paths sends the visitor to /login. */
export function accessTokenGuard({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  if (url.searchParams.has('accessToken') && !ACCESS_TOKEN_PATHS.includes(url.pathname)) return redirect('/login');
  return null;
}

/** Login-required routes: no signed-in user → /login, and back here after signing in. */
export function requireLogin({ request }: LoaderFunctionArgs): Response | null {
  return session.get().user ? null : loginRedirect(new URL(request.url));
}

/**
 * /dxp-tsg: with an accessToken and nobody signed in, sign in through GET /api/dxp/login. On success the
 * answer is the login user; on failure the bearer token value is kept as the session token, as the seed
 * says, and the login check that follows sends the visitor to /login.
 */
export async function dxpGuard(args: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(args.request.url);
  const accessToken = url.searchParams.get('accessToken');
  if (accessToken && !session.get().user) {
    try {
      const { data, token } = await api<SessionResponse>('/api/dxp/login', { query: { accessToken }, anonymous: true });
      if (token) session.signIn(token, data.user, data.loginInfo);
      if (data.user.language) await changeLanguage(data.user.language);
    } catch {
      session.setToken(accessToken);
      return redirect('/login');
    }
  }
  return requireLogin(args);
}
