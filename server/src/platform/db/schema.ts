// The database schema. Migrations under server/drizzle are generated from it with `npm run db:generate -w server`.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, bigserial, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
/** Written with to_tsvector() in SQL; never read into JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Labels per language, e.g. { en: 'Support', ko: '고객지원' }. */
type Labels = Partial<Record<string, string>>;

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2; names come from Intl.DisplayNames in the reader's language. */
  code: text('code').primaryKey(),
  regionId: integer('region_id').notNull().references(() => regions.id),
}, (t) => [index('countries_region_idx').on(t.regionId)]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The ID people type: their e-mail address, stored lower-case. APP accounts may use a plain name. */
  loginId: text('login_id').notNull(),
  name: text('name').notNull(),
  company: text('company'),
  department: text('department'),
  position: text('position'),
  companyPhone: text('company_phone'),
  phone: text('phone'),
  mobilePhone: text('mobile_phone'),
  regionId: integer('region_id').references(() => regions.id),
  countryCode: text('country_code').references(() => countries.code),
  userType: text('user_type', { enum: ['EMPLOYEES', 'DEALER', 'USER', 'APP'] }).notNull(),
  approvalStatus: text('approval_status', { enum: ['APPROVED', 'UNAPPROVED', 'DISAPPROVED'] }).notNull().default('UNAPPROVED'),
  enabled: boolean('enabled').notNull().default(true),
  /** argon2id; null for accounts that never sign in with a password (APP, single sign-on only). */
  passwordHash: text('password_hash'),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  language: text('language'),
  timeZone: text('time_zone'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  lastLoginIp: text('last_login_ip'),
  prevLoginAt: timestamp('prev_login_at', { withTimezone: true }),
  prevLoginIp: text('prev_login_ip'),
  allowAllDocuments: boolean('allow_all_documents').notNull().default(false),
  /** When the owner followed the sign-up verification link (set at creation for accounts the installation makes); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_login_id_key').on(sql`lower(${t.loginId})`),
  check('users_failed_login_count_check', sql`${t.failedLoginCount} >= 0`),
]);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key of a built-in role (SYSTEM_ADMIN …); null for roles administrators create. */
  roleKey: text('role_key').unique(),
  roleName: text('role_name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('roles_role_name_key').on(sql`lower(${t.roleName})`)]);

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)]);

export const menus = pgTable('menus', {
  menuId: text('menu_id').primaryKey(),
  parentMenuId: text('parent_menu_id').references((): AnyPgColumn => menus.menuId),
  menuUrl: text('menu_url').notNull(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
}, (t) => [index('menus_parent_idx').on(t.parentMenuId)]);

export const roleMenus = pgTable('role_menus', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: text('menu_id').notNull().references(() => menus.menuId, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

/** Menu authority given to one user directly, on top of their roles'. */
export const userMenus = pgTable('user_menus', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  menuId: text('menu_id').notNull().references(() => menus.menuId, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.menuId] })]);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the bearer token; the token itself is never stored. */
  tokenHash: bytea('token_hash').notNull().unique(),
  via: text('via', { enum: ['PASSWORD', 'DXP', 'TOKEN_REFRESH'] }).notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Absolute end of this session's line: a refreshed token keeps its predecessor's. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** One row per thing a person did that statistics count: sign-ins, searches, views, downloads … */
export const accessEvents = pgTable('access_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  action: text('action').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  loginId: text('login_id'),
  ip: text('ip'),
  countryCode: text('country_code'),
  regionCode: text('region_code'),
  language: text('language'),
  timeZone: text('time_zone'),
  device: text('device'),
  browser: text('browser'),
  os: text('os'),
  modelCode: text('model_code'),
  topic: text('topic'),
  function: text('function'),
  details: jsonb('details').$type<Record<string, unknown>>(),
}, (t) => [
  index('access_events_occurred_idx').on(t.occurredAt),
  index('access_events_action_occurred_idx').on(t.action, t.occurredAt),
  index('access_events_user_idx').on(t.userId),
]);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const relatedLinks = pgTable('related_links', {
  id: serial('id').primaryKey(),
  linkName: text('link_name').notNull(),
  linkUrl: text('link_url').notNull(),
  linkType: text('link_type', { enum: ['RELATED_SITE', 'FAMILY_SITE', 'SOCIAL'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
});

export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const models = pgTable('models', {
  id: serial('id').primaryKey(),
  /** The model as people type it, e.g. DX225LCA. */
  code: text('code').notNull().unique(),
  productId: integer('product_id').notNull().references((): AnyPgColumn => products.id),
  createdAt: createdAt(),
}, (t) => [
  index('models_product_idx').on(t.productId),
  // Search finds models by code and by the start of their code, whatever the case typed.
  index('models_code_upper_idx').on(sql`upper(${t.code}) text_pattern_ops`),
]);

/** Serial-number suffix codes of a model, optionally with the serial range they cover. */
export const modelSuffixes = pgTable('model_suffixes', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').notNull().references(() => models.id, { onDelete: 'cascade' }),
  suffix: text('suffix').notNull().unique(),
  serialFrom: integer('serial_from'),
  serialTo: integer('serial_to'),
}, (t) => [
  index('model_suffixes_model_idx').on(t.modelId),
  // Search resolves a suffix, or the suffix a serial number starts with, whatever the case typed.
  index('model_suffixes_suffix_upper_idx').on(sql`upper(${t.suffix})`),
]);

export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Small facts about the installation itself, such as whether the demo data was laid down. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── The document library ─────────────────────────────────────────────────────────────────────

/** A product line within a product type, e.g. the medium crawler excavators; documents and grants name it. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  productTypeId: integer('product_type_id').notNull().references(() => productTypes.id),
  /** A product line's name is a trade name, the same in every language. */
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [index('products_product_type_idx').on(t.productTypeId)]);

export const exhaustCertifications = pgTable('exhaust_certifications', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** e.g. 'EU Stage V', 'EPA Tier 4 Final': proper names, the same in every language. */
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Engine/vehicle controller types the troubleshooting guides are written for. */
export const controllerTypes = pgTable('controller_types', {
  id: serial('id').primaryKey(),
  sourceTpcd: text('source_tpcd').notNull(),
  modelCodeName: text('model_code_name').notNull(),
  description: text('description').notNull().default(''),
}, (t) => [uniqueIndex('controller_types_key').on(t.sourceTpcd, t.modelCodeName)]);

/** A file kept in storage under its SHA-256; several versions may share one. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  sha256: text('sha256').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  kind: text('kind', { enum: ['pdf', 'zip', 'png', 'jpeg', 'gif', 'webp', 'svg'] }).notNull(),
  originalName: text('original_name').notNull(),
  createdAt: createdAt(),
}, (t) => [index('stored_files_sha_idx').on(t.sha256)]);

export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  documentTypeId: integer('document_type_id').notNull().references(() => documentTypes.id),
  productId: integer('product_id').notNull().references(() => products.id),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('documents_title_key').on(sql`lower(${t.title})`),
  index('documents_type_product_idx').on(t.documentTypeId, t.productId),
  index('documents_product_idx').on(t.productId),
]);

/** The models a document applies to, optionally narrowed to a serial-number range. */
export const documentModels = pgTable('document_models', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  modelId: integer('model_id').notNull().references(() => models.id),
  serialFrom: integer('serial_from'),
  serialTo: integer('serial_to'),
}, (t) => [primaryKey({ columns: [t.documentId, t.modelId] }), index('document_models_model_idx').on(t.modelId)]);

export const documentCertifications = pgTable('document_certifications', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  certificationId: integer('certification_id').notNull().references(() => exhaustCertifications.id),
}, (t) => [primaryKey({ columns: [t.documentId, t.certificationId] }), index('document_certifications_cert_idx').on(t.certificationId)]);

/** Where a document is distributed; a document without rows here is distributed everywhere. */
export const documentRegions = pgTable('document_regions', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  regionId: integer('region_id').notNull().references(() => regions.id),
}, (t) => [primaryKey({ columns: [t.documentId, t.regionId] }), index('document_regions_region_idx').on(t.regionId)]);

export const documentVersions = pgTable('document_versions', {
  id: serial('id').primaryKey(),
  documentId: integer('document_id').notNull().references(() => documents.id),
  versionLabel: text('version_label').notNull(),
  publishType: text('publish_type', { enum: ['PDF', 'WEBHELP'] }).notNull(),
  language: text('language').notNull(),
  isFinal: boolean('is_final').notNull().default(false),
  distributionStatus: text('distribution_status', { enum: ['DISTRIBUTED', 'NOT_DISTRIBUTED'] }).notNull().default('NOT_DISTRIBUTED'),
  distributedOn: date('distributed_on', { mode: 'string' }),
  fileId: uuid('file_id').references(() => storedFiles.id),
  indexStatus: text('index_status', { enum: ['NO_FILE', 'WAITING', 'INDEXING', 'INDEXED', 'FAILED'] }).notNull().default('NO_FILE'),
  indexError: text('index_error'),
  pageCount: integer('page_count'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('document_versions_label_key').on(t.documentId, t.language, sql`lower(${t.versionLabel})`),
  // One final version per document and language: the one that opens by default.
  uniqueIndex('document_versions_final_key').on(t.documentId, t.language).where(sql`${t.isFinal}`),
  index('document_versions_document_idx').on(t.documentId),
]);

/** The text of every PDF page, for search and for the viewer's highlights. */
export const pdfPages = pgTable('pdf_pages', {
  versionId: integer('version_id').notNull().references(() => documentVersions.id, { onDelete: 'cascade' }),
  pageNo: integer('page_no').notNull(),
  text: text('text').notNull(),
  /** The page's tokens (platform/search-text), with the page heading's lexemes weighted A. */
  tsv: tsvector('tsv'),
}, (t) => [primaryKey({ columns: [t.versionId, t.pageNo] }), index('pdf_pages_tsv_idx').using('gin', t.tsv)]);

/** Every HTML topic of a web-help bundle, in table-of-contents order. */
export const webhelpTopics = pgTable('webhelp_topics', {
  versionId: integer('version_id').notNull().references(() => documentVersions.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Title and text tokens (platform/search-text), the title's lexemes weighted A. */
  tsv: tsvector('tsv'),
}, (t) => [primaryKey({ columns: [t.versionId, t.path] }), index('webhelp_topics_tsv_idx').using('gin', t.tsv)]);

/** Document authority of one user: each row grants one product, document type, certification, document or model. */
export const userDocumentGrants = pgTable('user_document_grants', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['PRODUCT', 'DOCUMENT_TYPE', 'EXHAUST_CERTIFICATION', 'DOCUMENT', 'MODEL'] }).notNull(),
  refId: integer('ref_id').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.kind, t.refId] }), index('user_document_grants_ref_idx').on(t.kind, t.refId)]);

export const bookmarkFolders = pgTable('bookmark_folders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('bookmark_folders_name_key').on(t.userId, sql`lower(${t.name})`)]);

export const bookmarks = pgTable('bookmarks', {
  id: serial('id').primaryKey(),
  folderId: integer('folder_id').notNull().references(() => bookmarkFolders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** No cascade: a document that someone bookmarked cannot be deleted. */
  documentId: integer('document_id').notNull().references(() => documents.id),
  versionId: integer('version_id').references(() => documentVersions.id, { onDelete: 'set null' }),
  page: integer('page'),
  topicPath: text('topic_path'),
  createdAt: createdAt(),
}, (t) => [index('bookmarks_folder_idx').on(t.folderId), index('bookmarks_user_idx').on(t.userId), index('bookmarks_document_idx').on(t.documentId)]);

/**
 * Background jobs (text extraction, later e-mail): claimed with SKIP LOCKED under a lease the worker
 * renews while it runs, so a job whose worker died is picked up again once the lease runs out.
 */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  task: text('task').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** Jobs with the same key are one job: adding it again while it waits does nothing. */
  jobKey: text('job_key'),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('jobs_job_key').on(t.jobKey), index('jobs_due_idx').on(t.runAt)]);

// ── Search ────────────────────────────────────────────────────────────────────────────────────

/** What the header box suggests: models, suffixes and the titles of published documents. */
export const searchSuggestions = pgTable('search_suggestions', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['MODEL', 'SUFFIX', 'TITLE'] }).notNull(),
  /** The model, suffix or document it stands for. */
  refId: integer('ref_id').notNull(),
  label: text('label').notNull(),
  /** Searches that named it exactly; the more, the higher it is suggested. */
  popularity: integer('popularity').notNull().default(0),
  /** The label's tokens, so that full-text search can put hits in documents whose title matches first. */
  tsv: tsvector('tsv'),
}, (t) => [
  uniqueIndex('search_suggestions_ref_key').on(t.kind, t.refId),
  index('search_suggestions_label_idx').on(sql`lower(${t.label})`),
  index('search_suggestions_label_trgm_idx').using('gin', sql`lower(${t.label}) gin_trgm_ops`),
  index('search_suggestions_tsv_idx').using('gin', t.tsv),
]);

/**
 * Every place a suggestion can be found from by prefix: the label's start and each word's start (each
 * character's, in Chinese), folded; with the suggestion's popularity, so the first letters find the
 * most popular suggestions by walking one index.
 */
export const searchSuggestionKeys = pgTable('search_suggestion_keys', {
  suggestionId: integer('suggestion_id').notNull().references(() => searchSuggestions.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** The key starts where the label starts. */
  whole: boolean('whole').notNull(),
  popularity: integer('popularity').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.suggestionId, t.key] }),
  index('search_suggestion_keys_key_idx').on(sql`${t.key} text_pattern_ops`),
  // The first one, two or three letters typed walk one of these, most popular first.
  ...[1, 2, 3].map((n) => index(`search_suggestion_keys_head${n}_idx`).on(sql.raw(`left("key", ${n})`), t.whole, t.popularity)),
]);

/** The words that occur in indexed text, for 'did you mean' (trigram similarity). */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
}, (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)]);

/** The searches a user ran lately, newest first under the search box and on /main. */
export const recentSearches = pgTable('recent_searches', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  searchWord: text('search_word').notNull(),
  tab: text('tab', { enum: ['index', 'pdf', 'webhelp'] }).notNull(),
  searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('recent_searches_word_key').on(t.userId, sql`lower(${t.searchWord})`),
  index('recent_searches_user_idx').on(t.userId, t.searchedAt),
]);

// ── E-mail ────────────────────────────────────────────────────────────────────────────────────

/**
 * Every message GSIS sends, stored before it is sent: a background job delivers it (SMTP, or the local
 * mailbox when no SMTP server is configured) and records the outcome here.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The Message-ID header, the same on every attempt: a receiver can tell a resend from a new message. */
  messageId: text('message_id').notNull().unique(),
  toAddress: text('to_address').notNull(),
  toName: text('to_name'),
  language: text('language').notNull(),
  /** What the message is, e.g. SIGNUP_VERIFY; for the mailbox screen and the statistics. */
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] }).notNull().default('QUEUED'),
  /** SMTP, or LOCAL: kept in the local mailbox. */
  transport: text('transport', { enum: ['SMTP', 'LOCAL'] }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  index('mail_outbox_created_idx').on(t.createdAt),
  index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`),
]);

/** Sign-up verification links (/validatemail/{param}): single use, expiring; only the SHA-256 of the param is kept. */
export const emailVerifications = pgTable('email_verifications', {
  tokenHash: bytea('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('email_verifications_user_idx').on(t.userId)]);

/**
 * Verification codes of find ID / find password: one row per request, whether or not an account has the
 * address (so the answer cannot tell); only a hash of the code is kept. Single use, expiring, few tries.
 */
export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  purpose: text('purpose', { enum: ['FIND_ID', 'FIND_PASSWORD'] }).notNull(),
  /** Lower case. */
  email: text('email').notNull(),
  name: text('name'),
  codeHash: bytea('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ip: text('ip'),
  createdAt: createdAt(),
}, (t) => [
  index('verification_codes_email_idx').on(t.email, t.purpose, t.createdAt),
  index('verification_codes_ip_idx').on(t.ip, t.createdAt),
]);

/** Every change an administrator makes to users, roles, menus and authority: who, when, what, before and after. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** Kept as written, so the trail still names someone whose account was removed. */
  actorLoginId: text('actor_login_id').notNull(),
  /** e.g. USER_APPROVE, USER_AUTHORITY, ROLE_SAVE, MENU_SAVE. */
  action: text('action').notNull(),
  targetType: text('target_type', { enum: ['USER', 'ROLE', 'MENU'] }).notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before').$type<unknown>(),
  after: jsonb('after').$type<unknown>(),
}, (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId, t.at), index('audit_log_at_idx').on(t.at)]);
