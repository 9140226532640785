// The related links of the footer.
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const relatedLinks = pgTable('related_links', {
  id: serial('id').primaryKey(),
  linkName: text('link_name').notNull(),
  linkUrl: text('link_url').notNull(),
  linkType: text('link_type', { enum: ['RELATED_SITE', 'FAMILY_SITE', 'SOCIAL'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
});
