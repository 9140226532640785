// Search's side of the library's change ports (library/changes.ts), wired in app.ts: the header box's
// suggestions follow documents and models inside the transaction that changed them, so they never disagree
// with what was committed.
// Every instance drops the suggestions it keeps (search.service.ts) when the transaction commits.
import type { ChangeSignals } from '../../platform/db/change-signals.ts';
import type { LibraryChanges } from '../library/changes.ts';
import { syncSuggestions } from './suggestions.repo.ts';

export function suggestionUpkeep(signals: ChangeSignals): Omit<LibraryChanges, 'finalVersionDistributed'> {
  return {
    async documentsChanged(tx, titles) {
      await syncSuggestions(tx, 'TITLE', titles);
      await signals.signal(tx, 'suggestions');
    },
    async modelsChanged(tx, { models, suffixes }) {
      await syncSuggestions(tx, 'MODEL', models);
      await syncSuggestions(tx, 'SUFFIX', suffixes);
      await signals.signal(tx, 'suggestions');
    },
  };
}
