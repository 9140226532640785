// The document library as a journey's administrator fills it through the API: a document of a model and a type, and
// a version of it published — saved, its file uploaded, waited for and distributed — before the journey reads it.
import { API, pathOf, type DocumentSave, type PublishType, type VersionItem, type VersionSave } from '@gsis/contract';
import type { Api } from './api.ts';
import { expect } from './fixtures.ts';

/** What a document is saved with, and the id it was saved under. */
export type SavedDocument = DocumentSave & { id: number };

/**
 * A new document of the model with code `model` and the document type with code `type` (from the demo catalogue), with
 * no version yet; `extra` is the rest of what it is saved with. Saving it again: `{ ...saved, regionIds }`, say.
 */
export async function newDocument(
  api: Api, { title, model, type, ...extra }: { title: string; model: string; type: string } & Omit<DocumentSave, 'id' | 'title' | 'documentTypeId' | 'productId' | 'models'>,
): Promise<SavedDocument> {
  const found = (await api.call(API.catalogue.models, null)).find((m) => m.code === model)!;
  const documentType = (await api.call(API.catalogue.documentTypes, {})).find((t) => t.code === type)!;
  const document: DocumentSave = { title, documentTypeId: documentType.id, productId: found.productId, models: [{ modelId: found.id }], ...extra };
  const { id } = await api.call(API.documents.save, document);
  return { ...document, id };
}

/** A version's text has been read from its file. */
export const indexed = (version: VersionItem): boolean => version.indexStatus === 'INDEXED';

/** One of the waits before a version is distributed: until `when` holds of its row, for at most `timeout` ms. */
export interface Readiness {
  when: (version: VersionItem) => boolean;
  timeout: number;
}

const CONTENT_TYPES: Record<PublishType, string> = { PDF: 'application/pdf', WEBHELP: 'application/zip' };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Publishes a version: `draft` saved, its file uploaded (a PDF, or a web-help zip, as `draft.publishType` says), the
 * waits of `readyWhen` waited in turn (by default, until its text is read: a minute at most), then saved final and
 * DISTRIBUTED on `distributedOn` (today by default). The version's row once distributed.
 */
export async function publishVersion(
  api: Api, draft: VersionSave, { data, fileName }: { data: Buffer; fileName: string },
  { distributedOn = today(), readyWhen = [{ when: indexed, timeout: 60_000 }] }: { distributedOn?: string; readyWhen?: readonly Readiness[] } = {},
): Promise<VersionItem> {
  const { id } = await api.call(API.documents.saveVersion, draft);
  const upload = await api.request.post(`${pathOf(API.documents.upload)}?versionId=${id}&fileName=${encodeURIComponent(fileName)}`, {
    headers: { authorization: `Bearer ${api.token}`, 'content-type': CONTENT_TYPES[draft.publishType] }, data,
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const row = async () => (await api.call(API.documents.detail, { id: draft.documentId })).versions.find((v) => v.id === id);
  for (const { when, timeout } of readyWhen) {
    // 'ready', or what the version is instead, for the message of a wait that runs out.
    await expect.poll(async () => {
      const version = await row();
      if (!version) return `version ${id} not listed`;
      if (when(version)) return 'ready';
      const { indexStatus, indexError, ocrStatus, changes } = version;
      return JSON.stringify({ indexStatus, indexError, ocrStatus, counts: changes?.counts ?? null });
    }, { timeout }).toBe('ready');
  }
  await api.call(API.documents.saveVersion, { ...draft, id, isFinal: true, distributionStatus: 'DISTRIBUTED', distributedOn });
  return (await row())!;
}
