// SQL of the related links: the footer's list in use, and the administrators' list, rows and order.
import type { RelatedLinkItem } from '@gsis/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { relatedLinks } from './related-links.tables.ts';

type LinkType = RelatedLinkItem['linkType'];
type LinkValues = Pick<RelatedLinkItem, 'linkType' | 'linkName' | 'linkUrl' | 'useYn'>;

const itemColumns = {
  linkId: relatedLinks.id, linkName: relatedLinks.linkName, linkUrl: relatedLinks.linkUrl, linkType: relatedLinks.linkType,
  sortOrder: relatedLinks.sortOrder, useYn: relatedLinks.useYn,
};
const inOrder = [asc(relatedLinks.linkType), asc(relatedLinks.sortOrder), asc(relatedLinks.id)];

export async function listLinksInUse(db: DbOrTx) {
  return db
    .select({ linkId: relatedLinks.id, linkName: relatedLinks.linkName, linkUrl: relatedLinks.linkUrl, linkType: relatedLinks.linkType })
    .from(relatedLinks)
    .where(eq(relatedLinks.useYn, 'Y'))
    .orderBy(...inOrder);
}

export async function listLinks(db: DbOrTx): Promise<RelatedLinkItem[]> {
  return db.select(itemColumns).from(relatedLinks).orderBy(...inOrder);
}

/** One link; `lock` holds its row for a change. */
export async function findLink(db: DbOrTx, id: number, lock = false): Promise<RelatedLinkItem | undefined> {
  const query = db.select(itemColumns).from(relatedLinks).where(eq(relatedLinks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** After the last link of the block. */
const lastOf = (linkType: LinkType) => sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM related_links WHERE link_type = ${linkType})`;

export async function insertLink(tx: DbOrTx, values: LinkValues): Promise<number> {
  const [row] = await tx.insert(relatedLinks).values({ ...values, sortOrder: lastOf(values.linkType) }).returning({ id: relatedLinks.id });
  return row!.id;
}

/** A link moved to another block goes last in it. */
export async function updateLink(tx: DbOrTx, id: number, values: LinkValues, movedBlock: boolean): Promise<void> {
  await tx.update(relatedLinks).set({ ...values, ...(movedBlock ? { sortOrder: lastOf(values.linkType) } : {}) }).where(eq(relatedLinks.id, id));
}

export async function deleteLink(tx: DbOrTx, id: number): Promise<boolean> {
  return (await tx.delete(relatedLinks).where(eq(relatedLinks.id, id)).returning({ id: relatedLinks.id })).length > 0;
}

/** The ids of a block's links, their rows held for the reordering. */
export async function lockBlock(tx: DbOrTx, linkType: LinkType): Promise<number[]> {
  const rows = await tx.select({ id: relatedLinks.id }).from(relatedLinks).where(eq(relatedLinks.linkType, linkType)).orderBy(asc(relatedLinks.id)).for('update');
  return rows.map((r) => r.id);
}

export async function setOrder(tx: DbOrTx, linkType: LinkType, linkIds: number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE related_links l SET sort_order = o.position
    FROM unnest(${sql.param(linkIds)}::int[]) WITH ORDINALITY AS o(id, position)
    WHERE l.id = o.id AND l.link_type = ${linkType}`);
}

