// Route guards, run as loaders before a page renders (seed sections 2 and 4).
import { loginApi } from '@gsis/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { callWithToken } from '../api/endpoints.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { loginPath } from '../session/login-path.ts';
import { session } from '../session/session-store.ts';

/** Paths on which a partner-portal accessToken may arrive. */
const ACCESS_TOKEN_PATHS = ['/dxp-tsg'];

function loginRedirect(url: URL): Response {
  const back = url.pathname + url.search.replace(/([?&])accessToken=[^&]*&?/, '$1').replace(/[?&]$/, '');
  const reason = session.endedByServer() ? 'session' : url.pathname.startsWith('/document/view') ? 'document' : 'page';
  return redirect(loginPath(back, reason));
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
 * /dxp-tsg: with an accessToken and nobody signed in, sign in through GET /api/dxp/login. The token leaves the
 * address bar (and the history) at once, before anything else runs, and the page goes on at the same address
 * without it. On success the answer is the login user; on failure only a bearer token the server's answer
 * carried would be kept as the session token (the seed's rule) — never the partner's token from the address,
 * which is no GSIS token and must not travel with this browser's calls — and the login check that follows
 * sends the visitor to /login.
 */
export async function dxpGuard(args: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(args.request.url);
  const accessToken = url.searchParams.get('accessToken');
  if (!accessToken) return requireLogin(args);
  url.searchParams.delete('accessToken');
  const clean = `${url.pathname}${url.search}${url.hash}`;
  window.history.replaceState(window.history.state, '', clean);
  if (!session.get().user) {
    try {
      const { data, token } = await callWithToken(loginApi.dxpLogin, { accessToken }, { anonymous: true });
      if (token) session.signIn(token, data.user, data.loginInfo);
      if (data.user.language) await changeLanguage(data.user.language);
    } catch {
      return redirect('/login');
    }
  }
  return redirect(clean);
}
