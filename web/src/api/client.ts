// Every call to the server goes through here: the bearer token out, the current token back (the seed's
// protocol; GSIS's server hands back the same token for the session's whole life), the reader's language
// and time zone along, and failures turned into ApiError with a catalogue code.
import { ErrorCode, type ErrorBody } from '@gsis/contract';
import i18n from '../i18n/i18n.ts';
import { apiUrl } from './base.ts';
import { session } from '../session/session-store.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly details?: ErrorBody['details'],
  ) {
    super(code);
  }
}

/** Called when the server says the session is gone (401, or the seed's 301): the app goes to /login. */
let onSessionLost: () => void = () => undefined;
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

/** The time zone this device is set to, if the browser says. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Sent with every call: the server writes times in the reader's zone. */
const timeZone = deviceTimeZone();

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** For sign-in calls: a 401 is a wrong password, not a lost session. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; token: string | null }> {
  const url = apiUrl(path);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language };
  if (timeZone) headers['x-time-zone'] = timeZone;
  const token = session.get().token;
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET', headers, redirect: 'manual', signal: options.signal ?? null,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, ErrorCode.CONTACT_MANAGER);
  }
  const returned = response.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  if (returned && token && !options.anonymous) session.adoptToken(token, returned);

  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    const code = body?.code && body.code in ErrorCode ? body.code : ErrorCode.CONTACT_MANAGER;
    // Only the token this call carried is known dead; a newer one (another tab signed in since) may be fine.
    if ((response.status === 401 || response.status === 301 || response.type === 'opaqueredirect') && !options.anonymous && token && session.end(token)) {
      onSessionLost();
    }
    throw new ApiError(response.status, code, body?.details);
  }
  return { data: (await response.json()) as T, token: returned };
}

// ── For calls that cannot go through fetch (uploads with a progress bar use XMLHttpRequest) ──────

/** The headers api() sends, and the token they carry (null when nobody is signed in). */
export function clientHeaders(): { headers: Record<string, string>; token: string | null } {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language };
  if (timeZone) headers['x-time-zone'] = timeZone;
  const token = session.get().token;
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers, token };
}

/**
 * What api() does with an answer, for a call made another way: keeps the fresh token from the answer's
 * Authorization header and, when the session is gone, signs out and calls the session-lost handler.
 * Returns the failure as an ApiError, or null when the call succeeded.
 */
export function settleResponse(status: number, authorization: string | null, sentToken: string | null, body: unknown): ApiError | null {
  const returned = authorization?.replace(/^Bearer\s+/i, '') ?? null;
  if (returned && sentToken) session.adoptToken(sentToken, returned);
  if (status >= 200 && status < 300) return null;
  if (status === 0) return new ApiError(0, ErrorCode.CONTACT_MANAGER);
  const error = body as Partial<ErrorBody> | null;
  const code = error?.code && error.code in ErrorCode ? error.code : ErrorCode.CONTACT_MANAGER;
  if ((status === 401 || status === 301) && sentToken && session.end(sentToken)) onSessionLost();
  return new ApiError(status, code, error?.details);
}
