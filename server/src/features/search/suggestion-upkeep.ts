// Search's side of the library's change ports (DocumentChanges in documents.service.ts, CatalogueChanges in
// catalogue.service.ts), wired in app.ts: the header box's suggestions follow documents and models inside
// the transaction that changed them, so they never disagree with what was committed.
import type { CatalogueChanges } from '../catalogue/catalogue.service.ts';
import type { DocumentChanges } from '../documents/documents.service.ts';
import { syncDocumentSuggestions, syncModelSuggestions } from './suggestions.repo.ts';

export const suggestionUpkeep: DocumentChanges & CatalogueChanges = {
  documentsChanged: syncDocumentSuggestions,
  modelsChanged: syncModelSuggestions,
};
