// Who may read a document (PRODUCT.md, "Documents and authority"), as one SQL expression, so a list of
// any length is filtered and labelled in the same query that reads it.
//
// A reader may read a document when one of these holds: "allow all documents"; the document is granted;
// one of its models is granted; or its product line AND its document type are granted and, when the
// document names exhaust certifications, one of them is granted too. On top of that, when the document
// names distribution regions, the reader's region must be one of them. Library managers (the
// MGMT_LIB_DOCUMENT menu) read everything; the caller decides that before using this expression.
import { sql, type SQL } from 'drizzle-orm';

/** `documentAlias` is the SQL alias of the documents row, e.g. `d`. */
export function readableBy(userId: number, documentAlias = 'd'): SQL {
  const d = sql.raw(documentAlias);
  const granted = (kind: string, ref: SQL) => sql`EXISTS (SELECT 1 FROM user_document_grants g WHERE g.user_id = ${userId} AND g.kind = ${kind} AND g.ref_id = ${ref})`;
  return sql`(
    (
      (SELECT u.allow_all_documents FROM users u WHERE u.id = ${userId})
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
      OR EXISTS (SELECT 1 FROM document_regions dr JOIN users u ON u.id = ${userId} AND u.region_id = dr.region_id WHERE dr.document_id = ${d}.id)
    )
  )`;
}

/** Authority of a viewer over `d`: library managers read everything. */
export function authorityOf(viewer: { userId: number; readsAll: boolean }, documentAlias = 'd'): SQL {
  return viewer.readsAll ? sql`true` : readableBy(viewer.userId, documentAlias);
}
