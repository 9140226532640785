// What readers open, one service per job: content tickets (content-tickets.ts), watermarked copies
// (watermarked-copies.ts), web-help files (webhelp-files.ts) and what counts as a view (view-accounting.ts).
// Built together: they share the reader access, the files and the clock.
import type { SessionPolicy } from '../../../platform/auth/session-rules.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { createContentTickets, type ContentTickets } from './content-tickets.ts';
import type { ReaderAccess } from '../access/reader-access.ts';
import { createStampPlans } from './stamp-plans.ts';
import { createViewAccounting, type ViewAccounting } from './view-accounting.ts';
import { createWatermarkedCopies, type WatermarkedCopies } from './watermarked-copies.ts';
import { createWebHelpFiles, type WebHelpFiles } from './webhelp-files.ts';

export interface Content {
  tickets: ContentTickets;
  copies: WatermarkedCopies;
  webHelp: WebHelpFiles;
  views: ViewAccounting;
}

export interface ContentDeps {
  db: Db;
  storage: FileStorage;
  clock: () => Date;
  /** The guard's session rule: a ticket is as good as the session it was issued to. */
  sessionPolicy: SessionPolicy;
  readers: ReaderAccess;
  /** Disk the watermarked copies may take (WATERMARK_CACHE_MB). */
  cacheLimitBytes?: number;
}

export function createContent({ db, storage, clock, sessionPolicy, readers, cacheLimitBytes }: ContentDeps): Content {
  const webHelp = createWebHelpFiles({ db, storage, readers });
  return {
    tickets: createContentTickets({ db, clock, sessionPolicy, readers, entryPage: webHelp.entryPage }),
    copies: createWatermarkedCopies({ db, storage, plans: createStampPlans(storage), clock, ...(cacheLimitBytes === undefined ? {} : { cacheLimitBytes }) }),
    webHelp,
    views: createViewAccounting({ db, clock }),
  };
}
