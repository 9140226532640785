// Every table of the database, gathered from the files of the features and platform parts that own them
// (`<feature>.tables.ts`). drizzle-kit reads this file: migrations under server/drizzle are generated from it
// with `npm run db:generate -w server`. New code imports a table from its owner's file, not from here.
export * from './platform/access-events.tables.ts';
export * from './platform/audit/audit.tables.ts';
export * from './platform/auth/access.tables.ts';
export * from './platform/auth/identity.tables.ts';
export * from './platform/auth/sessions.tables.ts';
export * from './platform/auth/second-factor.tables.ts';
export * from './platform/auth/sign-in-holds.tables.ts';
export * from './platform/jobs/jobs.tables.ts';
export * from './platform/mail/mail.tables.ts';
export * from './platform/files/attachments.tables.ts';
export * from './platform/rate-limits.tables.ts';
export * from './platform/db/settings.tables.ts';
export * from './features/forgot/forgot.tables.ts';
export * from './features/login/login.tables.ts';
export * from './features/bookmarks/bookmarks.tables.ts';
export * from './features/library/catalogue/catalogue.tables.ts';
export * from './features/library/documents/documents.tables.ts';
export * from './features/library/comparison/comparison.tables.ts';
export * from './features/related-links/related-links.tables.ts';
export * from './features/search/search.tables.ts';
export * from './features/signup/signup.tables.ts';
export * from './features/library/access/grants.tables.ts';
export * from './features/support/notices/notices.tables.ts';
export * from './features/support/support-classes/support-classes.tables.ts';
export * from './features/support/faq/faq.tables.ts';
export * from './features/support/contact/contact.tables.ts';
export * from './features/support/qna/qna.tables.ts';
export * from './features/support/feedback/feedback.tables.ts';
export * from './features/users/access-requests.tables.ts';
export * from './features/troubleshooting/symbols/symbols.tables.ts';
export * from './features/troubleshooting/tsg/tsg.tables.ts';
export * from './features/email/email.tables.ts';
export * from './features/statistics/statistics.tables.ts';
export * from './features/kits/kits.tables.ts';
export * from './features/company-sign-in/company-sign-in.tables.ts';
