// Test data of the document library: document authority straight in the tables (there is no API for it
// yet), PDFs and zips made in memory, and documents with a stored, indexed, distributed version made
// through the API the way a library manager makes them.
import { and, eq, inArray } from 'drizzle-orm';
import { API, type DocumentSave, type LanguageCode, type VersionItem } from '@gsis/contract';
import type { Db } from '../src/platform/db/database.ts';
import { regions, userDocumentGrants, users } from '../src/schema.ts';
import type { App } from '../src/platform/http/http.ts';
import { yazlZip } from '../src/platform/files/zip-fixtures.test-helper.ts';
import { apiOf } from './api.ts';
import { uniqueId } from './factories.ts';
import { makePdf } from './text-pdfs.ts';

export { MAINTENANCE_PROCEDURES, maintenanceManual, makePdf } from './text-pdfs.ts';

export type GrantKind = (typeof userDocumentGrants.$inferInsert)['kind'];

export async function grantDocuments(db: Db, userId: number, kind: GrantKind, refIds: number[]): Promise<void> {
  if (refIds.length) await db.insert(userDocumentGrants).values(refIds.map((refId) => ({ userId, kind, refId }))).onConflictDoNothing();
}

/** Removes grants of one kind (all of them when refIds is not given). */
export async function revokeDocuments(db: Db, userId: number, kind: GrantKind, refIds?: number[]): Promise<void> {
  const match = [eq(userDocumentGrants.userId, userId), eq(userDocumentGrants.kind, kind)];
  if (refIds) match.push(inArray(userDocumentGrants.refId, refIds));
  await db.delete(userDocumentGrants).where(and(...match));
}

export async function setAllowAll(db: Db, userId: number, allow = true): Promise<void> {
  await db.update(users).set({ allowAllDocuments: allow }).where(eq(users.id, userId));
}

/** Puts the user in the region with this code; null takes them out of every region. */
export async function setRegion(db: Db, userId: number, regionCode: string | null): Promise<void> {
  let regionId: number | null = null;
  if (regionCode !== null) {
    const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, regionCode));
    if (!row) throw new Error(`no region ${regionCode}`);
    regionId = row.id;
  }
  await db.update(users).set({ regionId }).where(eq(users.id, userId));
}

/** An honest zip made by yazl: the same builder the unpacker's own tests use. */
export const makeZip = yazlZip;

// ── Through the API ──────────────────────────────────────────────────────────────────────────────

export interface LibraryCatalogue {
  documentTypes: Map<string, number>;
  products: Map<string, number>;
  /** Model code → { id, productId }. */
  models: Map<string, { id: number; productId: number }>;
  certifications: Map<string, number>;
  regions: Map<string, number>;
}

/** The ids of the demo catalogue, by code. */
export async function loadCatalogue(app: App, token: string): Promise<LibraryCatalogue> {
  const admin = apiOf(app).as(token);
  const [types, products, models, certifications, regionList] = await Promise.all([
    admin.call(API.catalogue.documentTypes, {}),
    admin.call(API.catalogue.products, {}),
    admin.call(API.catalogue.models, {}),
    admin.call(API.catalogue.certifications, {}),
    admin.call(API.catalogue.regions, {}),
  ]);
  return {
    documentTypes: new Map(types.map((t) => [t.code, t.id])),
    products: new Map(products.map((p) => [p.code, p.id])),
    models: new Map(models.map((m) => [m.code, { id: m.id, productId: m.productId }])),
    certifications: new Map(certifications.map((c) => [c.code, c.id])),
    regions: new Map(regionList.map((r) => [r.code, r.id])),
  };
}

export type NewDocument = Omit<DocumentSave, 'title' | 'id'> & { title?: string };

export async function createDocument(app: App, token: string, document: NewDocument): Promise<{ id: number; title: string }> {
  const title = document.title ?? uniqueId('Document');
  const { id } = await apiOf(app).as(token).call(API.documents.save, { ...document, title });
  return { id, title };
}

export interface NewVersion {
  versionLabel?: string;
  publishType?: 'PDF' | 'WEBHELP';
  language?: LanguageCode;
  isFinal?: boolean;
  /** The file's bytes; a one-page PDF when not given. */
  file?: Buffer;
  fileName?: string;
  /** DISTRIBUTED (default) once the file is indexed, or left NOT_DISTRIBUTED. */
  distribute?: boolean;
  distributedOn?: string;
}

/** Uploads a version's file; the reply, whether it was taken or refused. */
export function uploadFile(app: App, token: string, versionId: number, file: Buffer, fileName: string) {
  return apiOf(app).as(token).send(API.documents.upload, { versionId, fileName }, { file });
}

/**
 * Polls the document's detail until the version's text extraction is over (INDEXED or FAILED). The bound is for a
 * starved machine, not a speed check: with the build and other files' extractions sharing two cores, a CI run saw
 * one take more than 15 s.
 */
export async function waitForIndexing(app: App, token: string, documentId: number, versionId: number, timeoutMs = 90_000): Promise<VersionItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await apiOf(app).as(token).call(API.documents.detail, { id: documentId });
    const version = detail.versions.find((v) => v.id === versionId);
    if (!version) throw new Error(`version ${versionId} not in document ${documentId}`);
    if (version.indexStatus === 'INDEXED' || version.indexStatus === 'FAILED') return version;
    if (Date.now() > deadline) throw new Error(`version ${versionId} still ${version.indexStatus} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Adds a version with a file to a document: save, upload, wait for indexing, then distribute (unless told not to). */
export async function addVersion(app: App, token: string, documentId: number, options: NewVersion = {}): Promise<{ versionId: number; version: VersionItem; file: Buffer }> {
  const manager = apiOf(app).as(token);
  const publishType = options.publishType ?? 'PDF';
  const base = {
    documentId, versionLabel: options.versionLabel ?? uniqueId('v'), publishType, language: options.language ?? 'en', isFinal: options.isFinal ?? true,
  };
  const { id: versionId } = await manager.call(API.documents.saveVersion, base);
  const file = options.file ?? (publishType === 'PDF' ? await makePdf(1) : await makeZip([{ name: 'index.html', data: '<title>Help</title><h1>Help</h1>' }]));
  await manager.call(API.documents.upload, { versionId, fileName: options.fileName ?? (publishType === 'PDF' ? 'manual.pdf' : 'help.zip') }, { file });
  let version = await waitForIndexing(app, token, documentId, versionId);
  if (options.distribute ?? true) {
    await manager.call(API.documents.saveVersion, {
      ...base, id: versionId, distributionStatus: 'DISTRIBUTED', distributedOn: options.distributedOn ?? '2025-01-15',
    });
    const detail = await manager.call(API.documents.detail, { id: documentId });
    version = detail.versions.find((v) => v.id === versionId)!;
  }
  return { versionId, version, file };
}

/** A document with one version whose file is stored, indexed and (by default) distributed. */
export async function createDocumentWithVersion(
  app: App, token: string, document: NewDocument, version: NewVersion = {},
): Promise<{ documentId: number; title: string; versionId: number; version: VersionItem; file: Buffer }> {
  const { id: documentId, title } = await createDocument(app, token, document);
  const added = await addVersion(app, token, documentId, version);
  return { documentId, title, ...added };
}
