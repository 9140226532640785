// What readers open, one service per job: content tickets (content-tickets.ts), watermarked copies
// (watermarked-copies.ts, and by session for a field kit: `pdfs`), web-help files (webhelp-files.ts) and what counts
// as a view (view-accounting.ts).
// Built together: they share the reader access, the files and the clock.
import type { SessionPolicy } from '../../../platform/auth/session-rules.ts';
import type { SessionRow } from '../../../platform/auth/sessions.repo.ts';
import type { ChangeSignals } from '../../../platform/db/change-signals.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import type { ClientInfo } from '../../../platform/request-context.ts';
import { createContentTickets, type ContentTickets } from './content-tickets.ts';
import type { ReaderAccess } from '../access/reader-access.ts';
import { createStampPlans } from './stamp-plans.ts';
import { createViewAccounting, type ViewAccounting } from './view-accounting.ts';
import { createWatermarkedCopies, type PdfCopy, type WatermarkedCopies } from './watermarked-copies.ts';
import { createWebHelpFiles, type WebHelpFiles } from './webhelp-files.ts';

export interface Content {
  tickets: ContentTickets;
  copies: WatermarkedCopies;
  webHelp: WebHelpFiles;
  views: ViewAccounting;
  pdfs: ReaderPdfs;
}

/**
 * A reader's own copy of a PDF version reached by their session rather than a ticket (a field kit's file): the
 * same copy, stamped the same way, as the content address serves them; what counts as a view is the caller's.
 */
export interface ReaderPdfs {
  /** NOT_FOUND when the version has no PDF the reader can reach, WRONG_ACCESS when they may not read it. */
  pdfOf(session: SessionRow, versionId: number, client: ClientInfo): Promise<PdfCopy>;
}

export interface ContentDeps {
  db: Db;
  storage: FileStorage;
  clock: () => Date;
  /** The guard's session rule: a ticket is as good as the session it was issued to. */
  sessionPolicy: SessionPolicy;
  signals: ChangeSignals;
  readers: ReaderAccess;
  /** Disk the watermarked copies may take (WATERMARK_CACHE_MB). */
  cacheLimitBytes?: number;
}

export function createContent({ db, storage, clock, sessionPolicy, signals, readers, cacheLimitBytes }: ContentDeps): Content {
  const webHelp = createWebHelpFiles({ db, storage, readers });
  const copies = createWatermarkedCopies({ db, signals, storage, plans: createStampPlans(storage), clock, ...(cacheLimitBytes === undefined ? {} : { cacheLimitBytes }) });
  return {
    tickets: createContentTickets({ db, clock, sessionPolicy, readers, entryPage: webHelp.entryPage }),
    copies,
    webHelp,
    views: createViewAccounting({ db, clock }),
    pdfs: {
      async pdfOf(session, versionId, client) {
        return copies.pdfFor({ ...(await readers.versionFor(session.userId, versionId)), session }, client);
      },
    },
  };
}
