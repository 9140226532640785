// The files of an unpacked web-help bundle as readers reach them: the page it opens on, its table of
// contents, a file inside it (never outside), and a topic as the viewer shows it: with the words a search
// found marked and the script that finds words in it (webhelp-find-agent.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, type WebHelpToc } from '@gsis/contract';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { entryOf, listBundleFiles } from '../documents/indexing.ts';
import type { OpenableVersion, ReaderAccess } from '../access/reader-access.ts';
import { withFindAgent } from './webhelp-find-agent.ts';
import { indexingPending, topicsOf } from './webhelp-topics.repo.ts';
import { markWebHelpHits } from './webhelp-highlight.ts';

/** A file of a bundle; `topic` when it is a page (HTML), not a style sheet, script or image. */
export interface WebHelpFile { file: string; size: number; path: string; topic: boolean }

export interface WebHelpFiles {
  /** The page a bundle opens on: its first topic once indexed, else read from the unpacked files. */
  entryPage(versionId: number, sha256: string): Promise<string>;
  /** The table of contents of a web-help version the reader may read. */
  toc(userId: number, versionId: number): Promise<WebHelpToc>;
  /** A file inside the bundle of an opened version; NOT_FOUND for anything else. */
  file(version: Pick<OpenableVersion, 'publishType' | 'sha256'>, relativePath: string): Promise<WebHelpFile>;
  /** A topic page with the words a search found in it marked, and the viewer's find script. */
  topicPage(file: WebHelpFile, words: string[]): Promise<Buffer>;
}

export function createWebHelpFiles({ db, storage, readers }: { db: Db; storage: FileStorage; readers: ReaderAccess }): WebHelpFiles {
  async function entryPage(versionId: number, sha256: string): Promise<string> {
    const [first] = await topicsOf(db, versionId, 1);
    return first?.path ?? entryOf(await listBundleFiles(storage.webhelpDir(sha256)));
  }

  return {
    entryPage,

    async toc(userId, versionId) {
      const version = await readers.versionFor(userId, versionId);
      if (version.publishType !== 'WEBHELP') throw new AppError(ErrorCode.NOT_FOUND);
      const rows = await topicsOf(db, versionId);
      if (rows[0]) return { versionId, entry: rows[0].path, topics: rows, preparing: false };
      // No topics: the indexing job has not read them out of a bundle just published yet (or found none).
      return { versionId, entry: entryOf(await listBundleFiles(storage.webhelpDir(version.sha256))), topics: [], preparing: await indexingPending(db, versionId) };
    },

    async file(version, relativePath) {
      if (version.publishType !== 'WEBHELP') throw new AppError(ErrorCode.NOT_FOUND);
      const root = storage.webhelpDir(version.sha256);
      const normalised = path.posix.normalize(`/${relativePath}`).slice(1);
      const file = path.resolve(root, normalised);
      if (!file.startsWith(root + path.sep)) throw new AppError(ErrorCode.NOT_FOUND);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) throw new AppError(ErrorCode.NOT_FOUND);
      const ext = path.extname(file).toLowerCase();
      return { file, size: info.size, path: relativePath, topic: ext === '.html' || ext === '.htm' };
    },

    async topicPage(file, words) {
      const page = await readFile(file.file);
      return withFindAgent(words.length ? Buffer.from(markWebHelpHits(page.toString('utf8'), words), 'utf8') : page);
    },
  };
}
