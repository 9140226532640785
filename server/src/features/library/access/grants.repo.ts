// What each account is granted to read: the library keeps it beside the rule that reads it (reader-access.ts),
// and user management sets it through these.
import type { DocumentGrants, GrantKind } from '@gsis/contract';
import { GRANT_KINDS } from '@gsis/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { userDocumentGrants } from './grants.tables.ts';

const emptyGrants = (): DocumentGrants => ({ PRODUCT: [], DOCUMENT_TYPE: [], EXHAUST_CERTIFICATION: [], DOCUMENT: [], MODEL: [] });

export async function documentGrantsOf(db: DbOrTx, userId: number): Promise<DocumentGrants> {
  const rows = await db.select({ kind: userDocumentGrants.kind, refId: userDocumentGrants.refId }).from(userDocumentGrants)
    .where(eq(userDocumentGrants.userId, userId)).orderBy(userDocumentGrants.kind, userDocumentGrants.refId);
  const grants = emptyGrants();
  for (const r of rows) grants[r.kind].push(r.refId);
  return grants;
}

const GRANTED_TABLES: Record<GrantKind, string> = {
  PRODUCT: 'products', DOCUMENT_TYPE: 'document_types', EXHAUST_CERTIFICATION: 'exhaust_certifications', DOCUMENT: 'documents', MODEL: 'models',
};

/**
 * The granted rows, held FOR KEY SHARE until the transaction ends, so a catalogue delete (which checks
 * grants first) cannot slip in between; the kinds whose ids are not all there.
 */
export async function lockGrantedRows(tx: DbOrTx, grants: DocumentGrants): Promise<GrantKind[]> {
  const missing: GrantKind[] = [];
  for (const kind of GRANT_KINDS) {
    const ids = grants[kind];
    if (ids.length === 0) continue;
    const { rows } = await tx.execute(sql`SELECT id FROM ${sql.raw(GRANTED_TABLES[kind])} WHERE id = ANY(${sql.param(ids)}::int[]) FOR KEY SHARE`);
    if (rows.length !== ids.length) missing.push(kind);
  }
  return missing;
}

/** The account's grants become exactly `grants`. */
export async function replaceDocumentGrants(tx: DbOrTx, userId: number, grants: DocumentGrants): Promise<void> {
  await tx.delete(userDocumentGrants).where(eq(userDocumentGrants.userId, userId));
  const rows = GRANT_KINDS.flatMap((kind) => grants[kind].map((refId) => ({ userId, kind, refId })));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(userDocumentGrants).values(rows.slice(i, i + 1000));
}
