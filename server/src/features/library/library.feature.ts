// The library — the catalogue, documents and their reading, and who may read what — as the app registers it.
// Other features are given what registerLibrary returns, and compose library-views.ts into their SQL; the
// library tells of its changes through `changes` (changes.ts).
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { ReaderAccess } from './access/reader-access.ts';
import { registerCatalogue } from './catalogue/catalogue.feature.ts';
import { modelNames } from './catalogue/catalogue.repo.ts';
import { createMachines, type Machines } from './catalogue/machines.ts';
import type { LibraryChanges, LibraryNames } from './changes.ts';
import { registerDocuments } from './documents/documents.feature.ts';
import { findableTitles } from './documents/documents.repo.ts';
import type { DocumentService } from './documents/documents.service.ts';

export interface Library {
  documents: DocumentService;
  /** Who may read what: the library's one answer, for its own screens and content, bookmarks and search. */
  readers: ReaderAccess;
  /** The machines a search word names, and the product lines and models under a product type. */
  machines: Machines;
  /** Everything the library names now (titles, model codes, suffixes). */
  names: LibraryNames;
}

export function registerLibrary(app: App, deps: FeatureDeps & { changes: LibraryChanges }): Library {
  registerCatalogue(app, deps);
  const { documents, readers } = registerDocuments(app, deps);
  const names: LibraryNames = {
    async current(tx) {
      const [titles, { models, suffixes }] = [await findableTitles(tx), await modelNames(tx)];
      return { titles, models, suffixes };
    },
  };
  return { documents, readers, machines: createMachines({ db: deps.db }), names };
}
