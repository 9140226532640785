// Where a reader is in a document, as the document page hands it to the actions other features add to its
// reader (feedback): the document, the version open, and the page or web-help topic now shown.
import type { ReaderVersion } from '@gsis/contract';
import type { ComponentType } from 'react';

export interface ReaderPlace { page?: number; topicPath?: string }

export interface ReaderActionProps {
  documentId: number;
  version: ReaderVersion;
  /** Where the reader is right now; read when the action is used, not when it is drawn. */
  place: () => ReaderPlace;
}

export type ReaderAction = ComponentType<ReaderActionProps>;
