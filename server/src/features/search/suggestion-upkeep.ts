// Search's side of the library's change ports (library/changes.ts), wired in app.ts: the header box's
// suggestions follow documents and models inside the transaction that changed them, so they never disagree
// with what was committed.
import type { LibraryChanges } from '../library/changes.ts';
import { syncSuggestions } from './suggestions.repo.ts';

export const suggestionUpkeep: Omit<LibraryChanges, 'finalVersionDistributed'> = {
  documentsChanged: (tx, titles) => syncSuggestions(tx, 'TITLE', titles),
  async modelsChanged(tx, { models, suffixes }) {
    await syncSuggestions(tx, 'MODEL', models);
    await syncSuggestions(tx, 'SUFFIX', suffixes);
  },
};
