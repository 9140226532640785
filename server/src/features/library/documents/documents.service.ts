// The rules about documents: titles are unique, applicability is whole sets without repeats, a document
// people still use cannot be deleted, a version's file is judged by its content and indexed in the
// background, readers see only what is distributed and labelled by their authority.
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DocumentListQuery, DocumentSave, ErrorCode, VersionSave,
  type DocumentCode, type DocumentDetail, type DocumentFilterOptions, type DocumentListResponse, type LanguageCode, type ReaderDocument, type TextReading, type VersionItem,
} from '@gsis/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.ts';
import { constraintViolation } from '../../../platform/db/pg-errors.ts';
import { AppError } from '../../../platform/errors.ts';
import { detectFileKind, fileRefused, withExtensionOf } from '../../../platform/files/file-kind.ts';
import { judgePdf } from '../../../platform/pdf/pdf-check.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { unpackWebHelpZip } from '../../../platform/files/webhelp-zip.ts';
import { enqueue } from '../../../platform/jobs/job-queue.ts';
import type { DocumentChanges } from '../changes.ts';
import { compareTask } from '../comparison/compare-task.ts';
import * as repo from './documents.repo.ts';
import { filterOptions } from './filter-options.repo.ts';
import { indexTask, textReading } from './indexing.ts';

export interface UploadLimits { maxPdfBytes: number; maxZipBytes: number }

export interface DocumentService {
  save(input: z.output<typeof DocumentSave>, userId: number): Promise<number>;
  remove(id: number): Promise<void>;
  detail(id: number): Promise<DocumentDetail>;
  saveVersion(input: z.output<typeof VersionSave>): Promise<number>;
  removeVersion(id: number): Promise<void>;
  uploadVersionFile(versionId: number, file: { stream: Readable; fileName: string }): Promise<VersionItem>;
  /**
   * The document list; `appliesTo` narrows it to the documents a search word names (the index tab: by model, serial
   * number, product number, equipment code or title).
   */
  list(viewer: repo.Viewer, query: z.output<typeof DocumentListQuery>, language: LanguageCode, appliesTo?: repo.AppliesTo): Promise<DocumentListResponse>;
  /** Which codes a search word is — a product number, an equipment code — of documents readers can find. */
  codesNamed(word: string): Promise<DocumentCode[]>;
  /** Choices of the document-list filters in the reader's language. */
  filters(language: LanguageCode): Promise<DocumentFilterOptions>;
  readerDocument(documentId: number, viewer: repo.Viewer, language: LanguageCode): Promise<ReaderDocument>;
  /**
   * The versions a field kit for a machine holds for `viewer`: the final ones in `languages` of the documents that apply
   * to it, and the ones guides link to, each only where the viewer may read it (documents.repo.ts kitVersions).
   */
  kitVersions(viewer: repo.Viewer, machine: { modelId: number; serialNumber: number | null }, languages: LanguageCode[], linkedVersionIds: readonly number[]): Promise<repo.KitVersionRow[]>;
  /**
   * The text indexing stored for each page of a PDF version, for a field kit's search offline: whoever asks has
   * checked that the reader may read it.
   */
  pageTexts(versionId: number): Promise<{ page: number; text: string }[]>;
  /** How much of the library the current text reader has read (indexing.ts rereadLibraryTask reads the rest). */
  textReading(): Promise<TextReading>;
  /** The codes statistics count a document by: its type, its product type and its first model. */
  catalogueCodes(documentId: number): Promise<{ documentType: string; productType: string; model: string | null } | undefined>;
}

function refuseRepeats<T>(values: T[], what: string): void {
  if (new Set(values).size !== values.length) throw new AppError(ErrorCode.ALREADY_EXISTS, { reason: what });
}

/** A missing catalogue entry behind an id the caller sent is bad input, not a server fault. */
function mapWriteError(error: unknown): never {
  const violation = constraintViolation(error);
  if (violation?.constraint === 'documents_title_key') throw new AppError(ErrorCode.DUPLICATE_DOCUMENT_TITLE);
  if (violation?.constraint === 'document_versions_label_key') throw new AppError(ErrorCode.ALREADY_EXISTS, { reason: 'VERSION_LABEL' });
  if (violation?.kind === 'foreign-key') throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { reason: violation.constraint });
  throw error;
}

export interface DocumentServiceDeps { db: Db; storage: FileStorage; clock: () => Date; limits: UploadLimits; changes: DocumentChanges }

export function createDocumentService({ db, storage, clock, limits, changes }: DocumentServiceDeps): DocumentService {
  /** Tells `changes` by which titles these documents can be found now. */
  const tellTitles = async (tx: DbOrTx, documentIds: number[]) =>
    changes.documentsChanged(tx, { ids: documentIds, labels: await repo.findableTitles(tx, documentIds) });
  return {
    async save(input, userId) {
      refuseRepeats(input.exhaustCertificationIds, 'EXHAUST_CERTIFICATION');
      refuseRepeats(input.models.map((m) => m.modelId), 'MODEL');
      refuseRepeats(input.regionIds, 'REGION');
      try {
        return await db.transaction(async (tx) => {
          let id = input.id;
          if (id === undefined) id = await repo.insertDocument(tx, input, userId);
          else if (!(await repo.updateDocument(tx, id, input, clock()))) throw new AppError(ErrorCode.NOT_FOUND);
          await repo.replaceApplicability(tx, id, input);
          await tellTitles(tx, [id]);
          return id;
        });
      } catch (error) {
        mapWriteError(error);
      }
    },

    async remove(id) {
      try {
        await db.transaction(async (tx) => {
          if (await repo.hasVersions(tx, id)) throw new AppError(ErrorCode.RELATED_DATA_EXISTS);
          if (!(await repo.deleteDocumentRow(tx, id))) throw new AppError(ErrorCode.NOT_FOUND);
          await tellTitles(tx, [id]);
        });
      } catch (error) {
        // What else holds a document — the bookmarks people keep of it — holds it by a foreign key.
        if (constraintViolation(error)?.kind === 'foreign-key') throw new AppError(ErrorCode.RELATED_DATA_EXISTS);
        throw error;
      }
    },

    async detail(id) {
      const found = await repo.findDocumentDetail(db, id);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return found;
    },

    async saveVersion(input) {
      try {
        return await db.transaction(async (tx) => {
          if (input.id === undefined) {
            if (input.distributionStatus === 'DISTRIBUTED') throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { reason: 'NO_FILE' });
            const id = await repo.insertVersion(tx, input);
            await tellTitles(tx, [input.documentId]);
            return id;
          }
          const existing = await repo.findVersion(tx, input.id);
          if (!existing || existing.documentId !== input.documentId) throw new AppError(ErrorCode.NOT_FOUND);
          if (input.distributionStatus === 'DISTRIBUTED' && !existing.fileId) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { reason: 'NO_FILE' });
          // The file decides what kind of version this is once it is there.
          if (existing.fileId && existing.publishType !== input.publishType) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { reason: 'PUBLISH_TYPE_OF_FILE' });
          await repo.updateVersion(tx, input.id, input, clock());
          await tellTitles(tx, [input.documentId]);
          const wasFinal = existing.isFinal && existing.distributionStatus === 'DISTRIBUTED';
          if (input.isFinal && input.distributionStatus === 'DISTRIBUTED' && !wasFinal) {
            // Compared again with the version readers have now: one distributed since it was compared (a fix of the
            // version before it) is what its readers are told it changed against.
            await enqueue(tx, compareTask, { versionId: input.id });
            const [findable] = await repo.findableTitles(tx, [input.documentId]);
            // A document out of use tells nobody.
            if (findable) {
              await changes.finalVersionDistributed(tx, {
                documentId: input.documentId, versionId: input.id, language: input.language, versionLabel: input.versionLabel, title: findable.label,
              });
            }
          }
          return input.id;
        });
      } catch (error) {
        mapWriteError(error);
      }
    },

    async removeVersion(id) {
      await db.transaction(async (tx) => {
        const version = await repo.findVersion(tx, id);
        if (!version) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.deleteVersionRow(tx, id);
        await tellTitles(tx, [version.documentId]);
      });
    },

    async uploadVersionFile(versionId, { stream, fileName }) {
      // One file per request: a name with a folder in it means a folder was dropped.
      if (/[/\\]/.test(fileName)) throw new AppError(ErrorCode.FILE_NOT_ALLOWED, { reason: 'FOLDER' });
      const version = await repo.findVersion(db, versionId);
      if (!version) {
        stream.resume();
        throw new AppError(ErrorCode.NOT_FOUND);
      }
      const expected = version.publishType === 'PDF' ? 'pdf' : 'zip';
      const received = await storage.receive(stream, expected === 'pdf' ? limits.maxPdfBytes : limits.maxZipBytes);
      try {
        if (detectFileKind(received.head) !== expected) throw fileRefused('FILE_TYPE');
        if (expected === 'pdf') await judgePdf({ file: received.tempPath });
        if (expected === 'zip') {
          // Unpack next to its final place first; a refused bundle leaves nothing behind.
          const target = storage.webhelpDir(received.sha256);
          if (!existsSync(target)) {
            const scratch = storage.tempDir();
            await unpackWebHelpZip(received.tempPath, scratch);
            await rename(scratch, target).catch(async (error: unknown) => {
              await rm(scratch, { recursive: true, force: true });
              if (!existsSync(target)) throw error;
            });
          }
        }
        await storage.keep(received);
      } catch (error) {
        await storage.discard(received);
        throw error;
      }
      await db.transaction(async (tx) => {
        const fileId = await repo.insertStoredFile(tx, { sha256: received.sha256, size: received.size, kind: expected, originalName: withExtensionOf(expected, fileName) });
        await repo.attachFile(tx, versionId, fileId, clock());
        await enqueue(tx, indexTask, { versionId });
      });
      const versions = await repo.listVersions(db, version.documentId);
      return versions.find((v) => v.id === versionId)!;
    },

    filters(language) {
      return filterOptions(db, language);
    },

    textReading: () => textReading(db),

    list(viewer, query, language, appliesTo) {
      return repo.listDocuments(db, viewer, query, language, appliesTo).then(({ items, total }) => ({ items, total, page: query.page, pageSize: query.pageSize }));
    },

    codesNamed: (word) => repo.codesNamed(db, word),

    kitVersions: (viewer, machine, languages, linkedVersionIds) => repo.kitVersions(db, viewer, machine, languages, linkedVersionIds),

    async readerDocument(documentId, viewer, language) {
      const found = await repo.findReaderDocument(db, documentId, viewer, language);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      // A withdrawn document is not found either; the reader's screen offers its models' documents instead.
      if (found.withdrawn) throw new AppError(ErrorCode.NOT_FOUND, { models: found.models });
      return found.document;
    },

    catalogueCodes: (documentId) => repo.catalogueCodesOf(db, documentId),

    pageTexts: (versionId) => repo.pageTextsOf(db, versionId),
  };
}
