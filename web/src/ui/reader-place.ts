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

/** The page an address opens a PDF at: ?page=N or #page=N, else the first. */
export function pageFromAddress(search: URLSearchParams, hash: string): number {
  const fromHash = /(?:^#|&)page=(\d+)/.exec(hash)?.[1];
  const value = Number(search.get('page') ?? fromHash ?? 1);
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** Keeps the page being read in the address (#page=N) without a navigation: a reload and Back come back to it. */
export function keepPageInAddress(page: number): void {
  const search = window.location.search.replace(/([?&])page=\d+&?/, '$1').replace(/[?&]$/, '');
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}#page=${page}`);
}
