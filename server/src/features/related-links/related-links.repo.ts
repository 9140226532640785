import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { relatedLinks } from './related-links.tables.ts';

export async function listLinksInUse(db: DbOrTx) {
  return db
    .select({ linkId: relatedLinks.id, linkName: relatedLinks.linkName, linkUrl: relatedLinks.linkUrl, linkType: relatedLinks.linkType })
    .from(relatedLinks)
    .where(eq(relatedLinks.useYn, 'Y'))
    .orderBy(asc(relatedLinks.linkType), asc(relatedLinks.sortOrder), asc(relatedLinks.id));
}
