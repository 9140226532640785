// What the library tells of its changes, inside the transaction that made them, so that whoever keeps
// something in step (search's suggestions; app.ts wires it) commits with them or not at all. Each change
// carries what is true now, so the listener never reads the library's tables.
import type { DbOrTx } from '../../platform/db/database.ts';

/** Of the rows `ids`, those there now (`labels`, with their label); the others are gone or no longer findable. */
export interface LabelChange { ids: number[]; labels: { id: number; label: string }[] }

export interface DocumentChanges {
  /** Documents by which titles readers can find them: in use, with a distributed version. */
  documentsChanged(tx: DbOrTx, titles: LabelChange): Promise<void>;
  /** A version became the final distributed one of its document in its language (a new edition readers should know of). */
  finalVersionDistributed(tx: DbOrTx, version: NewFinalVersion): Promise<void>;
}

export interface NewFinalVersion { documentId: number; versionId: number; language: string; versionLabel: string; title: string }

export interface CatalogueChanges {
  /** Models by their code, and suffixes by themselves. */
  modelsChanged(tx: DbOrTx, change: { models: LabelChange; suffixes: LabelChange }): Promise<void>;
}

export type LibraryChanges = DocumentChanges & CatalogueChanges;

/** Everything the library names now, for a listener that starts from nothing (search's first start). */
export interface LibraryNames {
  current(tx: DbOrTx): Promise<{ titles: LabelChange['labels']; models: LabelChange['labels']; suffixes: LabelChange['labels'] }>;
}
