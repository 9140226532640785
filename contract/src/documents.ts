// Documents with versions: management, the document list readers and managers share, reading (tickets,
// web-help tables of contents) and the watermark settings.
import { z } from 'zod';
import { Language, PublishType } from './vocabulary.ts';
import { DbId as id } from './ids.ts';
import { DeletedResponse, IdBody, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { name, serial } from './fields.ts';

// ── Documents (management) ─────────────────────────────────────────────────────────────────────

export const DISTRIBUTION_STATUSES = ['DISTRIBUTED', 'NOT_DISTRIBUTED'] as const;
export const DistributionStatus = z.enum(DISTRIBUTION_STATUSES);
export const INDEX_STATUSES = ['NO_FILE', 'WAITING', 'INDEXING', 'INDEXED', 'FAILED'] as const;
export const IndexStatus = z.enum(INDEX_STATUSES);
export type IndexStatus = z.infer<typeof IndexStatus>;
/**
 * What OCR does with a PDF version's scanned pages (pages drawn as images with no text layer): OFF on this server,
 * NO_LANGUAGE_DATA for the version's language, READING (a page at a time in the background), DONE, or FAILED (the
 * pages read before the failure keep their text).
 */
export const OCR_STATUSES = ['OFF', 'NO_LANGUAGE_DATA', 'READING', 'DONE', 'FAILED'] as const;
export const OcrStatus = z.enum(OCR_STATUSES);
export type OcrStatus = z.infer<typeof OcrStatus>;
/** Where a PDF page's text comes from: its text layer, nothing (a scan not read by OCR), or OCR of the scan. */
export const TEXT_SOURCES = ['TEXT', 'SCAN', 'OCR'] as const;

const isoDate = z.iso.date();

/**
 * A document's product number and equipment code (seed section 3): codes an administrator types from the document
 * and a technician from the machine's plate — letters, digits, '-', '.', '/' and spaces, at most PLATE_CODE_MAX
 * characters. Search compares them case aside and without their separators, as it compares model codes.
 */
export const DOCUMENT_CODES = ['productNumber', 'equipmentCode'] as const;
export type DocumentCode = (typeof DOCUMENT_CODES)[number];
export const PLATE_CODE_MAX = 40;
/** The characters of a product number or equipment code, at least one of them a letter or digit. */
export const PLATE_CODE_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9./ -]+$/;
/** Trimmed, runs of spaces as one; nothing typed is no code (null). */
const plateCode = z.string().trim().max(PLATE_CODE_MAX)
  .regex(new RegExp(`^$|${PLATE_CODE_PATTERN.source}`))
  .transform((code) => code.replace(/ {2,}/g, ' ') || null)
  .nullable().default(null);

export const DocumentModel = z
  .object({ modelId: id, serialFrom: serial.nullable().default(null), serialTo: serial.nullable().default(null) })
  .refine((m) => m.serialFrom === null || m.serialTo === null || m.serialFrom <= m.serialTo, { message: 'serialFrom after serialTo', path: ['serialTo'] });

export const DocumentSave = z.object({
  id: id.optional(),
  title: name(200),
  description: z.string().trim().max(2000).default(''),
  documentTypeId: id,
  productId: id,
  useYn: z.enum(['Y', 'N']).default('Y'),
  productNumber: plateCode,
  equipmentCode: plateCode,
  models: z.array(DocumentModel).max(500).default([]),
  exhaustCertificationIds: z.array(id).max(50).default([]),
  regionIds: z.array(id).max(50).default([]),
});
export type DocumentSave = z.input<typeof DocumentSave>;

export const VersionSave = z.object({
  id: id.optional(),
  documentId: id,
  versionLabel: z.string().trim().min(1).max(40),
  publishType: PublishType,
  language: Language,
  isFinal: z.boolean().default(false),
  distributionStatus: DistributionStatus.default('NOT_DISTRIBUTED'),
  distributedOn: isoDate.nullable().default(null),
});
export type VersionSave = z.input<typeof VersionSave>;

const count = z.number().int().min(0);
/**
 * What changed in a version against the one readers had before it (the latest earlier version of the same document
 * and language that was distributed): pages or topics changed, added, removed and moved.
 */
export const VersionChanges = z.object({
  previousVersionLabel: z.string(),
  /** Nothing but running heads, printed page numbers or navigation differs. */
  identical: z.boolean(),
  counts: z.object({ changed: count, added: count, removed: count, moved: count }),
});
export type VersionChanges = z.infer<typeof VersionChanges>;

export const VersionItem = z.object({
  id, versionLabel: z.string(), publishType: PublishType, language: Language, isFinal: z.boolean(),
  distributionStatus: DistributionStatus, distributedOn: z.string().nullable(),
  indexStatus: IndexStatus, indexError: z.string().nullable(), pageCount: z.number().int().nullable(),
  /** Of `pageCount`, the scans without a text layer; null until indexed (and for web help). */
  scannedPages: z.number().int().nullable(),
  /** Null when there are no scanned pages. */
  ocrStatus: OcrStatus.nullable(),
  /** Scanned pages on which OCR found words (searchable, marked as read by OCR in hits). */
  ocrPages: z.number().int(),
  fileName: z.string().nullable(), fileSize: z.number().int().nullable(),
  /** Null until its text is compared, and for a version with none before it. */
  changes: VersionChanges.nullable(),
});
export type VersionItem = z.infer<typeof VersionItem>;

export const DocumentDetail = z.object({
  id, title: z.string(), description: z.string(), documentTypeId: id, productId: id, productTypeId: id, useYn: z.enum(['Y', 'N']),
  productNumber: z.string().nullable(), equipmentCode: z.string().nullable(),
  models: z.array(z.object({ modelId: id, code: z.string(), serialFrom: z.number().int().nullable(), serialTo: z.number().int().nullable() })),
  exhaustCertificationIds: z.array(id),
  regionIds: z.array(id),
  versions: z.array(VersionItem),
  createdAt: z.string(), updatedAt: z.string(),
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;

// ── Document list (readers and managers share the filters of seed section 2) ─────────────────────

/**
 * `forReader`: the order search lists documents in — those the reader may read first, then by language (theirs,
 * English, the others), document type and title; `order` does not apply to it.
 */
export const DOCUMENT_SORTS = ['title', 'distributedOn', 'documentType', 'product', 'forReader'] as const;
export const DocumentListQuery = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  sort: z.enum(DOCUMENT_SORTS).default('distributedOn'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Words of the title, or part of the product number or equipment code. */
  keyword: z.string().trim().max(100).optional(),
  /** Part of the product number, or of the equipment code, case and separators aside. */
  productNumber: z.string().trim().max(PLATE_CODE_MAX).optional(),
  equipmentCode: z.string().trim().max(PLATE_CODE_MAX).optional(),
  documentTypeId: id.optional(),
  productTypeId: id.optional(),
  productId: id.optional(),
  modelId: id.optional(),
  language: Language.optional(),
  exhaustCertificationId: id.optional(),
  publishType: PublishType.optional(),
  /** FINAL: only the final versions; ALL: every distributed version. */
  version: z.enum(['FINAL', 'ALL']).default('FINAL'),
  /** Managers only; readers always see distributed versions. */
  distributionStatus: DistributionStatus.optional(),
});
export type DocumentListQuery = z.input<typeof DocumentListQuery>;

export const DocumentListItem = z.object({
  id, title: z.string(), description: z.string(),
  documentType: z.string(), product: z.string(), productType: z.string(),
  productNumber: z.string().nullable(), equipmentCode: z.string().nullable(),
  models: z.array(z.string()),
  certifications: z.array(z.string()),
  languages: z.array(Language),
  publishTypes: z.array(PublishType),
  versionLabel: z.string().nullable(),
  distributedOn: z.string().nullable(),
  distributionStatus: DistributionStatus,
  authorised: z.boolean(),
});
export type DocumentListItem = z.infer<typeof DocumentListItem>;
/** How much of the library the current text reader has read: versions with text, and those it read (the rest are read again in the background). */
export const TextReading = z.object({ versions: z.number().int(), current: z.number().int() });
export type TextReading = z.infer<typeof TextReading>;

export const DocumentListResponse = z.object({ items: z.array(DocumentListItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type DocumentListResponse = z.infer<typeof DocumentListResponse>;

const option = z.object({ id, label: z.string() });
export const DocumentFilterOptions = z.object({
  documentTypes: z.array(option),
  productTypes: z.array(option),
  products: z.array(option.extend({ productTypeId: id })),
  exhaustCertifications: z.array(option),
  regions: z.array(option),
  models: z.array(option.extend({ productId: id })),
  languages: z.array(Language),
});
export type DocumentFilterOptions = z.infer<typeof DocumentFilterOptions>;

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

export const ReaderVersion = z.object({
  id, versionLabel: z.string(), publishType: PublishType, language: Language, isFinal: z.boolean(),
  distributedOn: z.string().nullable(), pageCount: z.number().int().nullable(), ready: z.boolean(),
  /** What changed against the version readers had before it; null until compared, and for a first version. */
  changes: VersionChanges.nullable(),
});
export type ReaderVersion = z.infer<typeof ReaderVersion>;
export const ReaderDocument = z.object({
  id, title: z.string(), description: z.string(), documentType: z.string(), product: z.string(), productType: z.string(),
  productNumber: z.string().nullable(), equipmentCode: z.string().nullable(),
  models: z.array(z.string()), certifications: z.array(z.string()),
  authorised: z.boolean(),
  /** Final versions first, then the older distributed ones, newest first. */
  versions: z.array(ReaderVersion),
});
export type ReaderDocument = z.infer<typeof ReaderDocument>;

/** A short-lived address for a version's content, bound to the reader's session. */
export const ContentTicket = z.object({ ticket: z.string(), fileUrl: z.string(), downloadUrl: z.string(), webhelpUrl: z.string().nullable(), expiresAt: z.string() });
export type ContentTicket = z.infer<typeof ContentTicket>;

export const WebHelpTopic = z.object({ path: z.string(), title: z.string() });
export const WebHelpToc = z.object({
  versionId: id, entry: z.string(), topics: z.array(WebHelpTopic),
  /** The topics are still being read out of a bundle just published: ask again shortly. */
  preparing: z.boolean(),
});
export type WebHelpToc = z.infer<typeof WebHelpToc>;

/** Changed words of a page or topic: context as both versions have it, the words gone and the words new. */
export const ChangedWords = z.object({ before: z.string(), removed: z.string(), added: z.string(), after: z.string() });
export type ChangedWords = z.infer<typeof ChangedWords>;
/**
 * A page (PDF) or topic (web help) added, removed, moved or changed: its place in the previous version (absent when
 * added) and in the new one (absent when removed); a topic also by its title.
 */
export const ChangedPlace = z.object({
  kind: z.enum(['added', 'removed', 'moved', 'changed']),
  previousPage: z.number().int().nullable(), page: z.number().int().nullable(),
  previousPath: z.string().nullable(), path: z.string().nullable(),
  title: z.string().nullable(), previousTitle: z.string().nullable(),
  changes: z.array(ChangedWords),
});
export type ChangedPlace = z.infer<typeof ChangedPlace>;
const VersionRef = z.object({ id, versionLabel: z.string() });
/** What changed in a version readers have against the one they had before it, as stored when it was compared. */
export const WhatChanged = z.object({
  documentId: id, title: z.string(), publishType: PublishType,
  version: VersionRef, previousVersion: VersionRef,
  identical: z.boolean(),
  counts: VersionChanges.shape.counts,
  places: z.array(ChangedPlace),
});
export type WhatChanged = z.infer<typeof WhatChanged>;

// ── Watermark ───────────────────────────────────────────────────────────────────────────────────

export const WATERMARK_PLACEHOLDERS = ['{id}', '{name}', '{company}', '{date}', '{address}'] as const;
export const WatermarkSettings = z.object({
  template: z.string().trim().min(1).max(200),
  fontSize: z.number().int().min(6).max(96),
  opacity: z.number().min(0.05).max(1),
  angle: z.number().int().min(-90).max(90),
});
export type WatermarkSettings = z.infer<typeof WatermarkSettings>;
export const DEFAULT_WATERMARK: WatermarkSettings = { template: '{id} {name} {company} {date} {address}', fontSize: 28, opacity: 0.18, angle: 35 };

// ── Endpoints ───────────────────────────────────────────────────────────────────────────────────

export const VersionIdBody = z.object({ versionId: id });
/** An upload: the version it belongs to and the file's name (the body is the file). */
export const UploadQuery = z.object({ versionId: z.coerce.number().pipe(id), fileName: z.string().trim().min(1).max(255) });
export const ContentParams = z.object({ ticket: z.string().min(10).max(400), name: z.string().max(300) });
export const ContentQuery = z.object({ download: z.enum(['1', 'true']).optional() });
export const WebHelpFileParams = z.object({ ticket: z.string().min(10).max(400), '*': z.string().max(1000) });
/** Words a search found in the topic, to be marked (repeated: ?hl=a&hl=b). */
export const WebHelpFileQuery = z.object({ hl: z.union([z.string().max(100).transform((w) => [w]), z.array(z.string().max(100)).max(20)]).optional() });

const managers = { access: { menu: 'MGMT_LIB_DOCUMENT' }, area: 'library' } as const;
const readers = { access: 'login', area: 'library' } as const;
/** Content is reached with a ticket in the path instead of a bearer token: the ticket is the key. */
const byTicket = { access: 'public', area: 'library' } as const;

export const documentsApi = {
  // Management (/mgmt/document/**, /mgmt/pdf/**)
  managedList: endpoint({ ...managers, method: 'POST', path: '/mgmt/document/list', summary: 'Documents with every version state, for managers', body: DocumentListQuery, response: DocumentListResponse }),
  detail: endpoint({ ...managers, method: 'POST', path: '/mgmt/document/detail', summary: 'One document with applicability and versions', body: IdBody, response: DocumentDetail }),
  save: endpoint({ ...managers, method: 'POST', path: '/mgmt/document/save', summary: 'Creates (no id) or updates a document', body: DocumentSave, response: SavedResponse }),
  remove: endpoint({ ...managers, method: 'POST', path: '/mgmt/document/delete', summary: 'Deletes a document without versions or bookmarks', body: IdBody, response: DeletedResponse }),
  saveVersion: endpoint({ ...managers, method: 'POST', path: '/mgmt/document/version/save', summary: 'Creates (no id) or updates a version', body: VersionSave, response: SavedResponse }),
  textReading: endpoint({ ...managers, method: 'GET', path: '/mgmt/document/text-reading', summary: 'How many indexed versions the current text reader has read; the others are read again in the background', response: TextReading }),
  removeVersion: endpoint({ ...managers, method: 'POST', path: '/mgmt/document/version/delete', summary: 'Deletes a version and its text', body: IdBody, response: DeletedResponse }),
  // One file per request, as the raw body: folders and several files at once cannot be sent at all.
  upload: endpoint({
    ...managers, method: 'POST', path: '/mgmt/document/version/upload', rawBody: true,
    summary: "Uploads a version's file (PDF, or web help as a zip) as the request body; judged by content", query: UploadQuery, response: VersionItem,
  }),
  watermark: endpoint({ access: { menu: 'MGMT_LIB_PDF' }, area: 'library', method: 'GET', path: '/mgmt/pdf/watermark', summary: 'The PDF watermark settings', response: WatermarkSettings }),
  saveWatermark: endpoint({ access: { menu: 'MGMT_LIB_PDF' }, area: 'library', method: 'POST', path: '/mgmt/pdf/watermark/save', summary: 'Saves the PDF watermark settings', body: WatermarkSettings, response: WatermarkSettings }),

  // Reading (/service/document/**)
  list: endpoint({
    ...readers, method: 'POST', path: '/service/document/list',
    summary: 'Distributed documents with the filters of the document list, each labelled authorised or not', body: DocumentListQuery, response: DocumentListResponse,
  }),
  filters: endpoint({ ...readers, method: 'GET', path: '/service/document/filters', summary: "Choices of the document-list filters in the reader's language", response: DocumentFilterOptions }),
  readerDetail: endpoint({ ...readers, method: 'POST', path: '/service/document/detail', summary: 'A document and its distributed versions, final first', body: IdBody, response: ReaderDocument }),
  ticket: endpoint({ ...readers, method: 'POST', path: '/service/document/ticket', summary: "A short-lived address of a version's content, for the viewer and downloads", body: VersionIdBody, response: ContentTicket }),
  whatChanged: endpoint({ ...readers, method: 'POST', path: '/service/document/changes', summary: 'What changed in a version against the one readers had before it', body: VersionIdBody, response: WhatChanged }),
  webHelpToc: endpoint({ ...readers, method: 'POST', path: '/service/document/webhelp/toc', summary: 'The table of contents of a web-help version', body: VersionIdBody, response: WebHelpToc }),

  // Content, by ticket: files, not JSON.
  content: endpoint({ ...byTicket, method: 'GET', path: '/service/content/:ticket/:name', summary: 'A PDF (watermarked for readers), with byte ranges', params: ContentParams, query: ContentQuery }),
  webHelpFile: endpoint({
    ...byTicket, method: 'GET', path: '/service/webhelp/:ticket/*',
    summary: 'A file of a web-help bundle, served in a sandbox; a topic with ?hl= has those words marked', params: WebHelpFileParams, query: WebHelpFileQuery,
  }),
};
