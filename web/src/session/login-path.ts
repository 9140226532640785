// The address of the login page when another page sends a visitor there: why (said above the form), and where
// to come back to once signed in.

/** Why the login page is shown instead of the page asked for. */
export const LOGIN_REASONS = ['document', 'page', 'session'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/** The login page, saying why, coming back to `back` (a path of GSIS; not the login page itself) once signed in. */
export function loginPath(back: string, reason: LoginReason): string {
  return `/login?${new URLSearchParams(back.startsWith('/login') ? { reason } : { reason, redirect: back }).toString()}`;
}
