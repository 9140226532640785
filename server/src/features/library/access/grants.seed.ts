// What the demo dealer may read: the manuals, bulletins and guides of medium crawler excavators and wheel loaders.
import type { DbOrTx } from '../../../platform/db/database.ts';
import type { SeededCatalogue } from '../catalogue/catalogue.seed.ts';
import { userDocumentGrants } from './grants.tables.ts';

export async function seedDemoDealerGrants(tx: DbOrTx, dealerId: number, { productIds, documentTypeIds }: SeededCatalogue): Promise<void> {
  await tx.insert(userDocumentGrants).values([
    ...['CEX_MEDIUM', 'WL'].map((code) => ({ userId: dealerId, kind: 'PRODUCT' as const, refId: productIds.get(code)! })),
    ...['SERVICE_MANUAL', 'OPERATION_MAINTENANCE_MANUAL', 'SERVICE_BULLETIN', 'TROUBLESHOOTING_GUIDE']
      .map((code) => ({ userId: dealerId, kind: 'DOCUMENT_TYPE' as const, refId: documentTypeIds.get(code)! })),
  ]);
}
