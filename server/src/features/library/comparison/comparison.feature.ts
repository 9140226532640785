// What changed between versions, as the library registers it for readers (library.feature.ts); the comparing
// itself is a job (compare-task.ts).
import { documentsApi } from '@gsis/contract';
import type { DbOrTx } from '../../../platform/db/database.ts';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { ReaderAccess } from '../access/reader-access.ts';
import { whatChanged } from './what-changed.ts';

export function registerComparison(app: App, { db, readers }: { db: DbOrTx; readers: ReaderAccess }): void {
  serve(app, documentsApi.whatChanged, async ({ session, body }) => whatChanged(db, body.versionId, await readers.viewOf(session.userId)));
}
