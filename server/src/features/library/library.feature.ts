// The library — the catalogue, documents, reading them (reading/), and who may read what — as the app registers it.
// Other features are given what registerLibrary returns, and compose library-views.ts into their SQL; the
// library tells of its changes through `changes` (changes.ts).
import type { DocumentGrants, GrantKind, LanguageCode, ResolvedModel } from '@gsis/contract';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { documentGrantsOf, lockGrantedRows, replaceDocumentGrants } from './access/grants.repo.ts';
import type { ReaderAccess } from './access/reader-access.ts';
import { registerCatalogue } from './catalogue/catalogue.feature.ts';
import { registerComparison } from './comparison/comparison.feature.ts';
import { listDocumentTypes, listProductTypes, modelNames } from './catalogue/catalogue.repo.ts';
import { labelFor } from '../../platform/db/labels.ts';
import { findModel, productClass, readSerialPlate, resolveModels, type SerialReading } from './catalogue/machines.repo.ts';
import type { LibraryChanges, LibraryNames } from './changes.ts';
import { registerDocuments } from './documents/documents.feature.ts';
import { findableTitles } from './documents/documents.repo.ts';
import type { DocumentService } from './documents/documents.service.ts';
import type { ReaderPdfs } from './reading/content.ts';
import { registerReading } from './reading/reading.feature.ts';

/** Machines as a search word names them, and the cascade under a product type (catalogue/machines.repo.ts). */
export interface Machines {
  named(searchWord: string, language: LanguageCode): Promise<ResolvedModel[]>;
  /** One model with its product line, or undefined when there is no such model. */
  model(modelId: number, language: LanguageCode): Promise<Omit<ResolvedModel, 'suffix' | 'serialNumber'> | undefined>;
  /** Every way a serial plate reads as a model's suffix and a machine's number, the longest suffix first. */
  serialPlate(plate: string): Promise<SerialReading[]>;
  ofProductType(productTypeId: number): Promise<{ products: { id: number; label: string }[]; models: { id: number; label: string; productId: number }[] }>;
}

/**
 * What each account is granted to read (access/grants.repo.ts), as user management reads and sets it in its
 * own transactions; the rule that reads the grants is access/reader-access.ts.
 */
export interface Grants {
  of(db: DbOrTx, userId: number): Promise<DocumentGrants>;
  /** Holds the granted rows FOR KEY SHARE until the transaction ends; the kinds whose ids are not all there. */
  lockGranted(tx: DbOrTx, grants: DocumentGrants): Promise<GrantKind[]>;
  replace(tx: DbOrTx, userId: number, grants: DocumentGrants): Promise<void>;
}

/** Document types and product types by code, named in a language: how statistics label what they count. */
export interface CatalogueLabels {
  codeLabels(language: LanguageCode): Promise<{ documentTypes: { value: string; label: string }[]; productTypes: { value: string; label: string }[] }>;
}

export interface Library {
  documents: DocumentService;
  /** Who may read what: the library's one answer, for its own screens and content, bookmarks and search. */
  readers: ReaderAccess;
  /** The machines a search word names, and the product lines and models under a product type. */
  machines: Machines;
  /** Everything the library names now (titles, model codes, suffixes). */
  names: LibraryNames;
  grants: Grants;
  catalogueLabels: CatalogueLabels;
  /** A reader's watermarked copy of a PDF version by their session (a field kit's file). */
  pdfs: ReaderPdfs;
}

export function registerLibrary(app: App, deps: FeatureDeps & { changes: LibraryChanges }): Library {
  registerCatalogue(app, deps);
  const { documents, readers } = registerDocuments(app, deps);
  const { pdfs } = registerReading(app, { ...deps, readers, documents });
  const names: LibraryNames = {
    async current(tx) {
      const [titles, { models, suffixes }] = [await findableTitles(tx), await modelNames(tx)];
      return { titles, models, suffixes };
    },
  };
  const { db } = deps;
  registerComparison(app, { db, readers });
  const machines: Machines = {
    named: (searchWord, language) => resolveModels(db, searchWord, language),
    model: (modelId, language) => findModel(db, modelId, language),
    serialPlate: (plate) => readSerialPlate(db, plate),
    ofProductType: (productTypeId) => productClass(db, productTypeId),
  };
  const grants: Grants = { of: documentGrantsOf, lockGranted: lockGrantedRows, replace: replaceDocumentGrants };
  const catalogueLabels: CatalogueLabels = {
    async codeLabels(language) {
      const [documentTypes, productTypes] = await Promise.all([listDocumentTypes(db), listProductTypes(db)]);
      const named = (rows: { code: string; labels: Record<string, string> }[]) => rows.map((row) => ({ value: row.code, label: labelFor(row.labels, language) }));
      return { documentTypes: named(documentTypes as { code: string; labels: Record<string, string> }[]), productTypes: named(productTypes as { code: string; labels: Record<string, string> }[]) };
    },
  };
  return { documents, readers, machines, names, grants, catalogueLabels, pdfs };
}
