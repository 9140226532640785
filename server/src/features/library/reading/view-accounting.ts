// What counts as reading, for the statistics: one access event per PDF opened or downloaded and per
// web-help page opened — not per byte range the viewer asks for, nor per style sheet, script or image.
import { accessUserOf, recordAccessEvent, type AccessAction } from '../../../platform/access-events.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { ClientInfo } from '../../../platform/request-context.ts';
import type { OpenedVersion } from './content-tickets.ts';
import { catalogueCodesOf } from '../documents/documents.repo.ts';

export interface ViewAccounting {
  /**
   * A request for a PDF: a download always counts; a view counts when the request asks for no byte range,
   * because pdf.js opens a document with one request without a range and then asks for ranges.
   */
  pdfRequested(opened: OpenedVersion, client: ClientInfo, request: { download: boolean; range: string | undefined }): Promise<void>;
  /** A file of a web-help bundle served: a page (topic) counts as a view, what it loads does not. */
  webHelpFileServed(opened: OpenedVersion, client: ClientInfo, file: { path: string; topic: boolean }): Promise<void>;
}

export function createViewAccounting({ db, clock }: { db: Db; clock: () => Date }): ViewAccounting {
  async function record(opened: OpenedVersion, client: ClientInfo, action: AccessAction, details: Record<string, unknown>): Promise<void> {
    // Looked up only when a reading is counted, not on every byte range a viewer asks for.
    const codes = await catalogueCodesOf(db, opened.documentId);
    await recordAccessEvent(db, {
      action, client, at: clock(), user: accessUserOf(opened.session),
      function: 'DOCUMENT', topic: opened.title.slice(0, 200),
      modelCode: codes?.model ?? undefined, documentType: codes?.documentType, productType: codes?.productType,
      details: { documentId: opened.documentId, versionId: opened.versionId, ...details },
    });
  }

  return {
    async pdfRequested(opened, client, { download, range }) {
      if (download) await record(opened, client, 'DOCUMENT_DOWNLOAD', {});
      else if (!range) await record(opened, client, 'DOCUMENT_VIEW', {});
    },

    async webHelpFileServed(opened, client, file) {
      if (file.topic) await record(opened, client, 'WEBHELP_VIEW', { topic: file.path });
    },
  };
}
