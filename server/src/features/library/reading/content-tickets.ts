// Content tickets: the short-lived address of a version's content, carried in the path (so relative links
// inside web help keep working) instead of a bearer token. A ticket is an HMAC over the version, the reader's
// session and its end; each content request checks it, that the session may still be used (the guard's own
// rule, idle time included) and the reader's authority again, and answers 403 for anything amiss.
import { ErrorCode, type ContentTicket } from '@gsis/contract';
import { useSession, type SessionPolicy } from '../../../platform/auth/session-rules.ts';
import { findSessionById, type SessionRow } from '../../../platform/auth/sessions.repo.ts';
import { createSignedTokens } from '../../../platform/auth/signed-tokens.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { OpenableVersion, ReaderAccess } from '../access/reader-access.ts';

const TICKET_SECRET_KEY = 'content-ticket-secret';
const TICKET_SECONDS = 4 * 60 * 60;

/** A version opened by a ticket, with the session the ticket was issued to. */
export interface OpenedVersion extends OpenableVersion { session: SessionRow }

export interface ContentTickets {
  /** A ticket for a version the session's reader may read (NOT_FOUND, WRONG_ACCESS otherwise). */
  issue(session: SessionRow, versionId: number): Promise<ContentTicket>;
  /** Checks a ticket, its session and the reader's authority now; answers 403 for anything amiss. */
  open(ticket: string): Promise<OpenedVersion>;
}

export interface ContentTicketDeps {
  db: Db;
  clock: () => Date;
  /** The guard's session rule: a ticket is as good as the session it was issued to. */
  sessionPolicy: SessionPolicy;
  readers: ReaderAccess;
  /** The page a web-help bundle opens on. */
  entryPage(versionId: number, sha256: string): Promise<string>;
}

export function createContentTickets({ db, clock, sessionPolicy, readers, entryPage }: ContentTicketDeps): ContentTickets {
  const tokens = createSignedTokens(db, TICKET_SECRET_KEY);

  return {
    async issue(session, versionId) {
      const version = await readers.versionFor(session.userId, versionId);
      const expires = Math.floor(clock().getTime() / 1000) + TICKET_SECONDS;
      const payload = `${versionId}.${session.sessionId}.${expires}`;
      const ticket = await tokens.sign(payload);
      const fileName = encodeURIComponent(version.fileName.replace(/\.zip$/i, '') || 'document');
      return {
        ticket,
        fileUrl: `/service/content/${ticket}/${fileName}`,
        downloadUrl: `/service/content/${ticket}/${fileName}?download=1`,
        webhelpUrl: version.publishType === 'WEBHELP' ? `/service/webhelp/${ticket}/${await entryPage(versionId, version.sha256)}` : null,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    async open(ticket) {
      const payload = await tokens.read(ticket);
      if (!payload) throw new AppError(ErrorCode.WRONG_ACCESS);
      const [versionText, sessionId, expiresText] = payload.split('.');
      if (Number(expiresText) * 1000 <= clock().getTime()) throw new AppError(ErrorCode.WRONG_ACCESS);
      const session = sessionId ? await findSessionById(db, sessionId) : undefined;
      // The guard's rule, idle time included; reading a document is using the session, so it keeps it alive.
      if (!session || (await useSession(db, session, clock(), sessionPolicy))) throw new AppError(ErrorCode.WRONG_ACCESS);
      const version = await readers.versionFor(session.userId, Number(versionText)).catch((error: unknown) => {
        // A ticket for something the reader can no longer reach is simply not valid any more.
        throw error instanceof AppError ? new AppError(ErrorCode.WRONG_ACCESS) : error;
      });
      return { ...version, session };
    },
  };
}
