// Access events: one row per sign-in, search, view, download … for the statistics screens.
import type { DbOrTx } from './db/database.ts';
import { accessEvents } from './access-events.tables.ts';
import type { ClientInfo } from './request-context.ts';

export type AccessAction =
  | 'LOGIN' | 'LOGIN_FAILED' | 'LOGIN_SSO' | 'LOGOUT' | 'DOCUMENT_VIEW' | 'DOCUMENT_DOWNLOAD' | 'WEBHELP_VIEW' | 'SEARCH' | 'SIGNUP' | 'FEEDBACK'
  /** A field kit taken: its documents leave for a device (their reading there is not seen). */
  | 'KIT_DOWNLOAD';

/** The actions by which a reader reads a document: what statistics count as readings, and what "opened it" means. */
export const READING_ACTIONS: readonly AccessAction[] = ['DOCUMENT_VIEW', 'DOCUMENT_DOWNLOAD', 'WEBHELP_VIEW'];

export interface AccessEvent {
  action: AccessAction;
  client: ClientInfo;
  at: Date;
  user?: { id: number; loginId: string; countryCode: string | null; regionCode: string | null; language: string | null; timeZone: string | null } | undefined;
  loginId?: string | undefined;
  modelCode?: string | undefined;
  documentType?: string | undefined;
  productType?: string | undefined;
  topic?: string;
  function?: string;
  details?: Record<string, unknown>;
}

/** Who did it, as a signed-in session knows them. */
export function accessUserOf(session: { userId: number; loginId: string; countryCode: string | null; regionCode: string | null; language: string | null; timeZone: string | null }): NonNullable<AccessEvent['user']> {
  const { userId, loginId, countryCode, regionCode, language, timeZone } = session;
  return { id: userId, loginId, countryCode, regionCode, language, timeZone };
}

export async function recordAccessEvent(db: DbOrTx, event: AccessEvent): Promise<void> {
  const { client, user } = event;
  await db.insert(accessEvents).values({
    occurredAt: event.at,
    action: event.action,
    userId: user?.id ?? null,
    loginId: user?.loginId ?? event.loginId?.slice(0, 254) ?? null,
    ip: client.ip,
    countryCode: user?.countryCode ?? null,
    regionCode: user?.regionCode ?? null,
    language: client.language ?? user?.language ?? null,
    timeZone: client.timeZone ?? user?.timeZone ?? null,
    device: client.device ?? null,
    browser: client.browser ?? null,
    os: client.os ?? null,
    modelCode: event.modelCode ?? null,
    documentType: event.documentType ?? null,
    productType: event.productType ?? null,
    topic: event.topic ?? null,
    function: event.function ?? null,
    details: event.details ?? null,
  });
}
