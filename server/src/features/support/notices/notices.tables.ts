// Notices, their words in each language they are written in, and the hits they counted today.
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  classification: text('classification', { enum: ['GENERAL', 'SYSTEM', 'DOCUMENT', 'EVENT'] }).notNull(),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
  popup: boolean('popup').notNull().default(false),
  popupPeriod: text('popup_period', { enum: ['FULL', 'SET'] }).notNull().default('FULL'),
  popupFrom: date('popup_from', { mode: 'string' }),
  popupTo: date('popup_to', { mode: 'string' }),
  /** The time the notice is about (a maintenance window, an event): instants, drawn in each reader's time zone. */
  timeFrom: timestamp('time_from', { withTimezone: true }),
  timeTo: timestamp('time_to', { withTimezone: true }),
  writerId: integer('writer_id'),
  /** The writer's name when it was written: the list shows who wrote it, even after they leave. */
  writerName: text('writer_name').notNull(),
  hits: integer('hits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('notices_created_idx').on(table.createdAt, table.id)]);

/** A notice's title and text in one language. English is always there: readers without a version of their own get it. */
export const noticeTexts = pgTable('notice_texts', {
  noticeId: integer('notice_id').notNull().references(() => notices.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  title: text('title').notNull(),
  /** Sanitised when saved (platform/rich-text): safe to draw. */
  bodyHtml: text('body_html').notNull(),
  /** The words of the body, for the keyword search. */
  bodyText: text('body_text').notNull(),
}, (table) => [primaryKey({ columns: [table.noticeId, table.language] })]);

/** Who counted a hit on which day: a reader counts once a day. Only today's rows are kept. */
export const noticeHits = pgTable('notice_hits', {
  noticeId: integer('notice_id').notNull().references(() => notices.id, { onDelete: 'cascade' }),
  /** The account ('u:<id>'), or a keyed digest of a visitor's address. */
  reader: text('reader').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
}, (table) => [primaryKey({ columns: [table.noticeId, table.reader, table.day] })]);
