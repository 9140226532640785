// The rules of bookmarks: a reader keeps only what they may open, in folders of their own with unique
// names; a folder typed in the reader's dialog is made on the way.
import { BookmarkAdd, ErrorCode, type BookmarkList } from '@gsis/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { constraintViolation } from '../../platform/db/pg-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { DocumentService } from '../library/documents/documents.service.ts';
import type { ReaderAccess } from '../library/access/reader-access.ts';
import * as repo from './bookmarks.repo.ts';

export interface BookmarkService {
  list(userId: number): Promise<BookmarkList>;
  add(userId: number, input: z.output<typeof BookmarkAdd>): Promise<number>;
  remove(userId: number, id: number): Promise<void>;
  /** The reader has seen the new final version the bookmark was flagged with. */
  seen(userId: number, id: number): Promise<void>;
  move(userId: number, id: number, folderId: number): Promise<void>;
  saveFolder(userId: number, input: { id?: number | undefined; name: string }): Promise<number>;
  removeFolder(userId: number, id: number): Promise<void>;
  orderFolders(userId: number, folderIds: number[]): Promise<void>;
}

function duplicateFolderName(error: unknown): never {
  if (constraintViolation(error)?.constraint === 'bookmark_folders_name_key') throw new AppError(ErrorCode.ALREADY_EXISTS, { reason: 'FOLDER_NAME' });
  throw error;
}

export function createBookmarkService({ db, readers, documents }: { db: Db; readers: ReaderAccess; documents: DocumentService }): BookmarkService {
  return {
    async list(userId) {
      const viewer = await readers.viewOf(userId);
      const [folders, bookmarks] = await Promise.all([repo.listFolders(db, userId), repo.listBookmarks(db, viewer)]);
      return { folders, bookmarks };
    },

    async add(userId, input) {
      // Only what the reader may open right now, and the version must belong to that document.
      const document = await documents.readerDocument(input.documentId, await readers.viewOf(userId), 'en');
      if (!document.authorised) throw new AppError(ErrorCode.WRONG_ACCESS);
      const version = input.versionId === undefined ? undefined : document.versions.find((v) => v.id === input.versionId);
      if (input.versionId !== undefined && !version) throw new AppError(ErrorCode.NOT_FOUND);
      try {
        return await db.transaction(async (tx) => {
          const folderId = input.folderId ?? await repo.insertFolder(tx, userId, input.newFolderName!);
          if (!(await repo.folderIsOwned(tx, userId, folderId))) throw new AppError(ErrorCode.NOT_FOUND);
          const values = {
            userId, folderId, documentId: input.documentId, versionId: input.versionId ?? null,
            page: version?.publishType === 'PDF' ? input.page ?? null : null,
            topicPath: version?.publishType === 'WEBHELP' ? input.topicPath ?? null : null,
          };
          return (await repo.findSameBookmark(tx, values)) ?? repo.insertBookmark(tx, values);
        });
      } catch (error) {
        duplicateFolderName(error);
      }
    },

    async remove(userId, id) {
      if (!(await repo.deleteBookmark(db, userId, id))) throw new AppError(ErrorCode.NOT_FOUND);
    },

    async seen(userId, id) {
      if (!(await repo.markSeen(db, userId, id))) throw new AppError(ErrorCode.NOT_FOUND);
    },

    async move(userId, id, folderId) {
      await db.transaction(async (tx) => {
        if (!(await repo.folderIsOwned(tx, userId, folderId)) || !(await repo.moveBookmark(tx, userId, id, folderId))) throw new AppError(ErrorCode.NOT_FOUND);
      });
    },

    async saveFolder(userId, { id, name }) {
      try {
        if (id === undefined) return await db.transaction((tx) => repo.insertFolder(tx, userId, name));
        if (!(await repo.renameFolder(db, userId, id, name))) throw new AppError(ErrorCode.NOT_FOUND);
        return id;
      } catch (error) {
        duplicateFolderName(error);
      }
    },

    async removeFolder(userId, id) {
      if (!(await repo.deleteFolder(db, userId, id))) throw new AppError(ErrorCode.NOT_FOUND);
    },

    async orderFolders(userId, folderIds) {
      if (new Set(folderIds).size !== folderIds.length) throw new AppError(ErrorCode.INPUT_VALUE_ERROR);
      await db.transaction(async (tx) => {
        if (!(await repo.orderFolders(tx, userId, folderIds))) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { reason: 'FOLDER_SET' });
      });
    },
  };
}
