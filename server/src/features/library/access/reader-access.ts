// Who may read what in the library (PRODUCT.md, "Documents and authority"): the one place that answers it
// for the document list, a document's page, content tickets, bookmarks and search. Its public face:
// - `createReaderAccess({ db })`: how a signed-in person sees the library (`viewOf`), and the version they
//   open by a ticket or a web-help table of contents (`versionFor`);
// - `readableBy(reader)`: the authority rule as one SQL expression over a documents row, so a list of any
//   length (or search's hits, by their documents) is filtered and labelled in the same query that reads it;
// - `managementView(userId)`: the management screens, which read everything and see what is not distributed.
//
// A reader may read a document when one of these holds: "allow all documents"; the document is granted;
// one of its models is granted; or its product line AND its document type are granted and, when the
// document names exhaust certifications, one of them is granted too. On top of that, when the document
// names distribution regions, the reader's region must be one of them. Library managers (the
// MGMT_LIB_DOCUMENT menu) read everything.
import { ErrorCode, type MenuId } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import { userHasMenu } from '../../../platform/auth/sessions.repo.ts';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { intArray } from '../../../platform/db/sql-text.ts';

/** Holders of this menu manage the library, and read all of it. */
export const LIBRARY_MANAGER_MENU: MenuId = 'MGMT_LIB_DOCUMENT';

/** Whose authority: library managers read everything, anyone else by the rule; a visitor nothing. */
export interface Reader { userId: number; readsAll: boolean; readsNothing?: true; grants?: ReaderGrants }

/**
 * A reader's grants, read once, for a query that applies the rule to many documents (search's hits): the rule is
 * then written over these values, far quicker to plan than its subqueries over the grant tables.
 */
export interface ReaderGrants {
  allowAll: boolean;
  regionId: number | null;
  documents: number[];
  models: number[];
  products: number[];
  documentTypes: number[];
  certifications: number[];
}

/**
 * How someone sees the library. Readers see distributed versions, labelled by their authority; library
 * managers read everything, and in the management screens also see what is not distributed yet.
 */
export interface ReaderView extends Reader { distributedOnly: boolean }

/** A version as a reader opens it (content ticket, web-help contents). */
export interface OpenableVersion {
  versionId: number;
  documentId: number;
  publishType: 'PDF' | 'WEBHELP';
  title: string;
  fileName: string;
  sha256: string;
  /** A library manager: reaches versions not distributed yet, and reads originals without a watermark. */
  manager: boolean;
}

export interface ReaderAccess {
  /** How a signed-in person sees the library in the reading screens, bookmarks and search. */
  viewOf(userId: number): Promise<ReaderView>;
  /** The same view with the reader's grants read once (for search: see ReaderGrants). */
  withGrants(view: ReaderView): Promise<ReaderView>;
  /**
   * A version someone opens: NOT_FOUND when they cannot reach it (no file; for readers also not distributed
   * or of a document out of use), WRONG_ACCESS when they may not read its document.
   */
  versionFor(userId: number, versionId: number): Promise<OpenableVersion>;
}

/** A visitor who is not signed in (public search): sees what is distributed, may read none of it. */
export const VISITOR_VIEW: ReaderView = { userId: 0, readsAll: false, readsNothing: true, distributedOnly: true };

/** The management screens: everything, distributed or not. */
export function managementView(userId: number): ReaderView {
  return { userId, readsAll: true, distributedOnly: false };
}

/** The authority rule over a documents row: `documentAlias` is its SQL alias, e.g. `d`. */
export function readableBy(reader: Reader, documentAlias = 'd'): SQL {
  if (reader.readsNothing) return sql`false`;
  if (reader.readsAll) return sql`true`;
  if (reader.grants) return grantedAs(reader.grants, documentAlias);
  return grantedToUser(sql`${reader.userId}`, documentAlias);
}

/** The rule of grantedToUser below, over grants read beforehand; a grant the reader lacks drops its branch. */
function grantedAs(g: ReaderGrants, documentAlias: string): SQL {
  const d = sql.raw(documentAlias);
  const branches: SQL[] = [];
  if (g.allowAll) branches.push(sql`true`);
  if (g.documents.length) branches.push(sql`${d}.id = ANY(${intArray(g.documents)})`);
  if (g.models.length) branches.push(sql`EXISTS (SELECT 1 FROM document_models dm WHERE dm.document_id = ${d}.id AND dm.model_id = ANY(${intArray(g.models)}))`);
  if (g.products.length && g.documentTypes.length) {
    const certified = g.certifications.length
      ? sql`EXISTS (SELECT 1 FROM document_certifications dc WHERE dc.document_id = ${d}.id AND dc.certification_id = ANY(${intArray(g.certifications)}))`
      : sql`false`;
    branches.push(sql`(${d}.product_id = ANY(${intArray(g.products)}) AND ${d}.document_type_id = ANY(${intArray(g.documentTypes)})
      AND (NOT EXISTS (SELECT 1 FROM document_certifications dc WHERE dc.document_id = ${d}.id) OR ${certified}))`);
  }
  if (branches.length === 0) return sql`false`;
  const inRegion = g.regionId === null
    ? sql`NOT EXISTS (SELECT 1 FROM document_regions dr WHERE dr.document_id = ${d}.id)`
    : sql`(NOT EXISTS (SELECT 1 FROM document_regions dr WHERE dr.document_id = ${d}.id)
      OR EXISTS (SELECT 1 FROM document_regions dr WHERE dr.document_id = ${d}.id AND dr.region_id = ${g.regionId}))`;
  return sql`((${sql.join(branches, sql` OR `)}) AND ${inRegion})`;
}

/** A reader's grants as ReaderGrants, in one query. */
async function readGrants(db: DbOrTx, userId: number): Promise<ReaderGrants> {
  const { rows } = await db.execute<{ allow_all: boolean | null; region_id: number | null; kind: string | null; ids: number[] | null }>(sql`
    SELECT u.allow_all_documents AS allow_all, u.region_id, g.kind, g.ids
    FROM users u LEFT JOIN LATERAL (SELECT kind, array_agg(ref_id) AS ids FROM user_document_grants WHERE user_id = u.id GROUP BY kind) g ON true
    WHERE u.id = ${userId}`);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.ids ?? [];
  return {
    allowAll: rows[0]?.allow_all ?? false, regionId: rows[0]?.region_id ?? null,
    documents: of('DOCUMENT'), models: of('MODEL'), products: of('PRODUCT'), documentTypes: of('DOCUMENT_TYPE'), certifications: of('EXHAUST_CERTIFICATION'),
  };
}

/**
 * The rule for the user whose id is `userId` (an SQL value: a parameter, or a column of another row), library
 * managers aside. Its own aliases (ua, ur, g, dm, dc, dr) are not `u`, so a caller's `u.id` means the caller's row.
 */
export function grantedToUser(userId: SQL, documentAlias = 'd'): SQL {
  const d = sql.raw(documentAlias);
  const granted = (kind: string, ref: SQL) => sql`EXISTS (SELECT 1 FROM user_document_grants g WHERE g.user_id = ${userId} AND g.kind = ${kind} AND g.ref_id = ${ref})`;
  return sql`(
    (
      (SELECT ua.allow_all_documents FROM users ua WHERE ua.id = ${userId})
      OR ${granted('DOCUMENT', sql`${d}.id`)}
      OR EXISTS (SELECT 1 FROM document_models dm JOIN user_document_grants g ON g.user_id = ${userId} AND g.kind = 'MODEL' AND g.ref_id = dm.model_id WHERE dm.document_id = ${d}.id)
      OR (
        ${granted('PRODUCT', sql`${d}.product_id`)}
        AND ${granted('DOCUMENT_TYPE', sql`${d}.document_type_id`)}
        AND (
          NOT EXISTS (SELECT 1 FROM document_certifications dc WHERE dc.document_id = ${d}.id)
          OR EXISTS (SELECT 1 FROM document_certifications dc JOIN user_document_grants g ON g.user_id = ${userId} AND g.kind = 'EXHAUST_CERTIFICATION' AND g.ref_id = dc.certification_id WHERE dc.document_id = ${d}.id)
        )
      )
    )
    AND (
      NOT EXISTS (SELECT 1 FROM document_regions dr WHERE dr.document_id = ${d}.id)
      OR EXISTS (SELECT 1 FROM document_regions dr JOIN users ur ON ur.id = ${userId} AND ur.region_id = dr.region_id WHERE dr.document_id = ${d}.id)
    )
  )`;
}

/** A version with a file as `view` may reach it (for readers: distributed, of a document in use), and whether they may read it. */
async function findReachableVersion(db: DbOrTx, versionId: number, view: ReaderView): Promise<(Omit<OpenableVersion, 'manager'> & { authorised: boolean }) | undefined> {
  const readerOnly = view.distributedOnly ? sql`AND v.distribution_status = 'DISTRIBUTED' AND d.use_yn = 'Y'` : sql``;
  const { rows } = await db.execute<Omit<OpenableVersion, 'manager'> & { authorised: boolean }>(sql`
    SELECT v.id AS "versionId", v.document_id AS "documentId", v.publish_type AS "publishType", d.title, f.original_name AS "fileName", f.sha256,
      ${readableBy(view)} AS authorised
    FROM document_versions v JOIN documents d ON d.id = v.document_id JOIN stored_files f ON f.id = v.file_id
    WHERE v.id = ${versionId} ${readerOnly}`);
  return rows[0];
}

export function createReaderAccess({ db }: { db: DbOrTx }): ReaderAccess {
  const readsAll = (userId: number) => userHasMenu(db, userId, LIBRARY_MANAGER_MENU);
  return {
    async viewOf(userId) {
      return { userId, readsAll: await readsAll(userId), distributedOnly: true };
    },

    async withGrants(view) {
      return view.readsAll || view.readsNothing ? view : { ...view, grants: await readGrants(db, view.userId) };
    },

    async versionFor(userId, versionId) {
      const manager = await readsAll(userId);
      const found = await findReachableVersion(db, versionId, { userId, readsAll: manager, distributedOnly: !manager });
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      if (!found.authorised) throw new AppError(ErrorCode.WRONG_ACCESS);
      const { authorised: _authorised, ...version } = found;
      return { ...version, manager };
    },
  };
}
