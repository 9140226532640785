// What changed in a version, as a reader reads it: the comparison stored when the version's text was read
// (compare-task.ts), never one made while they wait.
import { ErrorCode, type ChangedPlace, type WhatChanged } from '@gsis/contract';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ReaderView } from '../access/reader-access.ts';
import { findStoredComparison } from './comparison.repo.ts';
import type { PageChange, TopicChange, WordChange } from './page-comparison.ts';

const words = (changes: WordChange[] | undefined) => (changes ?? []).map(({ before, removed, added, after }) => ({ before, removed, added, after }));

/** A page's change or a topic's, in one shape: what the other kind has not is null. */
function placeOf(change: PageChange | TopicChange): ChangedPlace {
  const c: Partial<PageChange & TopicChange> = change;
  return {
    kind: change.kind,
    previousPage: c.previousPage ?? null, page: c.page ?? null,
    previousPath: c.previousPath ?? null, path: c.path ?? null,
    title: c.title ?? null, previousTitle: c.previousTitle ?? null,
    changes: words(change.changes),
  };
}

/**
 * The stored comparison of a version for `view`. A version they may not read, or not distributed, answers as one
 * that is not there: what a document a reader may not open changed is not theirs to learn either.
 */
export async function whatChanged(db: DbOrTx, versionId: number, view: ReaderView): Promise<WhatChanged> {
  const found = await findStoredComparison(db, versionId, view);
  if (!found?.authorised) throw new AppError(ErrorCode.NOT_FOUND);
  const { authorised: _authorised, changes, ...comparison } = found;
  return { ...comparison, places: changes.map(placeOf) };
}
