// The document library: catalogue (document types, product types, product lines, models, certifications,
// controller types, regions), documents with versions, reading, watermark settings and bookmarks.
import { z } from 'zod';
import { Language } from './accounts.ts';

const id = z.number().int().positive();
const name = (max: number) => z.string().trim().min(1).max(max);
/** A catalogue code people type and sort by: upper case letters, digits, '_' and '-'. */
const code = z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/).transform((c) => c.toUpperCase());
const sortOrder = z.number().int().min(0).max(100_000).default(0);


/** A label in every language people typed it in; English is required because it is the fallback. */
export const Labels = z
  .partialRecord(Language, z.string().trim().max(120))
  .refine((labels) => Boolean(labels.en?.trim()), { message: 'English label required', path: ['en'] });
export type Labels = z.infer<typeof Labels>;

export const IdBody = z.object({ id });
export const DeletedResponse = z.object({ deleted: z.literal(true) });
export const SavedResponse = z.object({ id });
/** The answer of a call whose effect is all there is to say. */
export const DoneResponse = z.object({ done: z.literal(true) });

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────────

export const DocumentTypeItem = z.object({ id, code: z.string(), labels: z.record(z.string(), z.string()), label: z.string(), sortOrder: z.number().int(), documentCount: z.number().int() });
export const DocumentTypeSave = z.object({ id: id.optional(), code, labels: Labels, sortOrder });
export type DocumentTypeItem = z.infer<typeof DocumentTypeItem>;
export type DocumentTypeSave = z.input<typeof DocumentTypeSave>;

export const ProductTypeItem = DocumentTypeItem.omit({ documentCount: true }).extend({ productCount: z.number().int() });
export const ProductTypeSave = DocumentTypeSave;
export type ProductTypeItem = z.infer<typeof ProductTypeItem>;

export const ProductItem = z.object({ id, code: z.string(), name: z.string(), productTypeId: id, sortOrder: z.number().int(), modelCount: z.number().int(), documentCount: z.number().int() });
export const ProductSave = z.object({ id: id.optional(), code, name: name(120), productTypeId: id, sortOrder });
export type ProductItem = z.infer<typeof ProductItem>;
export type ProductSave = z.input<typeof ProductSave>;

const serial = z.number().int().min(0).max(999_999_999);
export const ModelSuffix = z
  .object({ suffix: z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9-]+$/).transform((s) => s.toUpperCase()), serialFrom: serial.nullable().default(null), serialTo: serial.nullable().default(null) })
  .refine((s) => s.serialFrom === null || s.serialTo === null || s.serialFrom <= s.serialTo, { message: 'serialFrom after serialTo', path: ['serialTo'] });
export const ModelItem = z.object({
  id, code: z.string(), productId: id,
  suffixes: z.array(z.object({ suffix: z.string(), serialFrom: z.number().int().nullable(), serialTo: z.number().int().nullable() })),
  documentCount: z.number().int(),
});
export const ModelSave = z.object({ id: id.optional(), code, productId: id, suffixes: z.array(ModelSuffix).max(100).default([]) });
export const ModelListQuery = z.object({ productId: id.optional() });
export type ModelItem = z.infer<typeof ModelItem>;
export type ModelSave = z.input<typeof ModelSave>;

export const CertificationItem = z.object({ id, code: z.string(), name: z.string(), sortOrder: z.number().int(), documentCount: z.number().int() });
export const CertificationSave = z.object({ id: id.optional(), code, name: name(120), sortOrder });
export type CertificationItem = z.infer<typeof CertificationItem>;
export type CertificationSave = z.input<typeof CertificationSave>;

export const ControllerTypeItem = z.object({ id, sourceTpcd: z.string(), modelCodeName: z.string(), description: z.string() });
export const ControllerTypeSave = z.object({ id: id.optional(), sourceTpcd: name(40), modelCodeName: name(80), description: z.string().trim().max(500).default('') });
export type ControllerTypeItem = z.infer<typeof ControllerTypeItem>;
export type ControllerTypeSave = z.input<typeof ControllerTypeSave>;

export const RegionItem = z.object({ id, code: z.string(), labels: z.record(z.string(), z.string()), label: z.string(), sortOrder: z.number().int(), countries: z.array(z.string()), userCount: z.number().int(), documentCount: z.number().int() });
export const RegionSave = z.object({
  id: id.optional(), code, labels: Labels, sortOrder,
  /** ISO 3166-1 alpha-2 codes; a country belongs to one region, so naming it here moves it. */
  countries: z.array(z.string().trim().regex(/^[A-Za-z]{2}$/).transform((c) => c.toUpperCase())).max(300).default([]),
});
export type RegionItem = z.infer<typeof RegionItem>;
export type RegionSave = z.input<typeof RegionSave>;

// ── Documents (management) ─────────────────────────────────────────────────────────────────────

export const PUBLISH_TYPES = ['PDF', 'WEBHELP'] as const;
export const PublishType = z.enum(PUBLISH_TYPES);
export const DISTRIBUTION_STATUSES = ['DISTRIBUTED', 'NOT_DISTRIBUTED'] as const;
export const DistributionStatus = z.enum(DISTRIBUTION_STATUSES);
export const INDEX_STATUSES = ['NO_FILE', 'WAITING', 'INDEXING', 'INDEXED', 'FAILED'] as const;
export const IndexStatus = z.enum(INDEX_STATUSES);
export type PublishType = z.infer<typeof PublishType>;
export type IndexStatus = z.infer<typeof IndexStatus>;

const isoDate = z.iso.date();

export const DocumentModel = z
  .object({ modelId: id, serialFrom: serial.nullable().default(null), serialTo: serial.nullable().default(null) })
  .refine((m) => m.serialFrom === null || m.serialTo === null || m.serialFrom <= m.serialTo, { message: 'serialFrom after serialTo', path: ['serialTo'] });

export const DocumentSave = z.object({
  id: id.optional(),
  title: name(200),
  description: z.string().trim().max(2000).default(''),
  documentTypeId: id,
  productId: id,
  useYn: z.enum(['Y', 'N']).default('Y'),
  models: z.array(DocumentModel).max(500).default([]),
  exhaustCertificationIds: z.array(id).max(50).default([]),
  regionIds: z.array(id).max(50).default([]),
});
export type DocumentSave = z.input<typeof DocumentSave>;

export const VersionSave = z.object({
  id: id.optional(),
  documentId: id,
  versionLabel: z.string().trim().min(1).max(40),
  publishType: PublishType,
  language: Language,
  isFinal: z.boolean().default(false),
  distributionStatus: DistributionStatus.default('NOT_DISTRIBUTED'),
  distributedOn: isoDate.nullable().default(null),
});
export type VersionSave = z.input<typeof VersionSave>;

export const VersionItem = z.object({
  id, versionLabel: z.string(), publishType: PublishType, language: Language, isFinal: z.boolean(),
  distributionStatus: DistributionStatus, distributedOn: z.string().nullable(),
  indexStatus: IndexStatus, indexError: z.string().nullable(), pageCount: z.number().int().nullable(),
  fileName: z.string().nullable(), fileSize: z.number().int().nullable(),
});
export type VersionItem = z.infer<typeof VersionItem>;

export const DocumentDetail = z.object({
  id, title: z.string(), description: z.string(), documentTypeId: id, productId: id, productTypeId: id, useYn: z.enum(['Y', 'N']),
  models: z.array(z.object({ modelId: id, code: z.string(), serialFrom: z.number().int().nullable(), serialTo: z.number().int().nullable() })),
  exhaustCertificationIds: z.array(id),
  regionIds: z.array(id),
  versions: z.array(VersionItem),
  createdAt: z.string(), updatedAt: z.string(),
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;

// ── Document list (readers and managers share the filters of seed section 2) ─────────────────────

export const DOCUMENT_SORTS = ['title', 'distributedOn', 'documentType', 'product'] as const;
export const DocumentListQuery = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  sort: z.enum(DOCUMENT_SORTS).default('distributedOn'),
  order: z.enum(['asc', 'desc']).default('desc'),
  keyword: z.string().trim().max(100).optional(),
  documentTypeId: id.optional(),
  productTypeId: id.optional(),
  productId: id.optional(),
  modelId: id.optional(),
  language: Language.optional(),
  exhaustCertificationId: id.optional(),
  publishType: PublishType.optional(),
  /** FINAL: only the final versions; ALL: every distributed version. */
  version: z.enum(['FINAL', 'ALL']).default('FINAL'),
  /** Managers only; readers always see distributed versions. */
  distributionStatus: DistributionStatus.optional(),
});
export type DocumentListQuery = z.input<typeof DocumentListQuery>;

export const DocumentListItem = z.object({
  id, title: z.string(), description: z.string(),
  documentType: z.string(), product: z.string(), productType: z.string(),
  models: z.array(z.string()),
  certifications: z.array(z.string()),
  languages: z.array(Language),
  publishTypes: z.array(PublishType),
  versionLabel: z.string().nullable(),
  distributedOn: z.string().nullable(),
  distributionStatus: DistributionStatus,
  authorised: z.boolean(),
});
export type DocumentListItem = z.infer<typeof DocumentListItem>;
export const DocumentListResponse = z.object({ items: z.array(DocumentListItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type DocumentListResponse = z.infer<typeof DocumentListResponse>;

const option = z.object({ id, label: z.string() });
export const DocumentFilterOptions = z.object({
  documentTypes: z.array(option),
  productTypes: z.array(option),
  products: z.array(option.extend({ productTypeId: id })),
  exhaustCertifications: z.array(option),
  regions: z.array(option),
  models: z.array(option.extend({ productId: id })),
  languages: z.array(Language),
});
export type DocumentFilterOptions = z.infer<typeof DocumentFilterOptions>;

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

export const ReaderVersion = z.object({
  id, versionLabel: z.string(), publishType: PublishType, language: Language, isFinal: z.boolean(),
  distributedOn: z.string().nullable(), pageCount: z.number().int().nullable(), ready: z.boolean(),
});
export type ReaderVersion = z.infer<typeof ReaderVersion>;
export const ReaderDocument = z.object({
  id, title: z.string(), description: z.string(), documentType: z.string(), product: z.string(), productType: z.string(),
  models: z.array(z.string()), certifications: z.array(z.string()),
  authorised: z.boolean(),
  /** Final versions first, then the older distributed ones, newest first. */
  versions: z.array(ReaderVersion),
});
export type ReaderDocument = z.infer<typeof ReaderDocument>;

/** A short-lived address for a version's content, bound to the reader's session. */
export const ContentTicket = z.object({ ticket: z.string(), fileUrl: z.string(), downloadUrl: z.string(), webhelpUrl: z.string().nullable(), expiresAt: z.string() });
export type ContentTicket = z.infer<typeof ContentTicket>;

export const WebHelpTopic = z.object({ path: z.string(), title: z.string() });
export const WebHelpToc = z.object({ versionId: id, entry: z.string(), topics: z.array(WebHelpTopic) });
export type WebHelpToc = z.infer<typeof WebHelpToc>;

// ── Watermark ───────────────────────────────────────────────────────────────────────────────────

export const WATERMARK_PLACEHOLDERS = ['{id}', '{name}', '{company}', '{date}', '{address}'] as const;
export const WatermarkSettings = z.object({
  template: z.string().trim().min(1).max(200),
  fontSize: z.number().int().min(6).max(96),
  opacity: z.number().min(0.05).max(1),
  angle: z.number().int().min(-90).max(90),
});
export type WatermarkSettings = z.infer<typeof WatermarkSettings>;
export const DEFAULT_WATERMARK: WatermarkSettings = { template: '{id} {name} {company} {date} {address}', fontSize: 28, opacity: 0.18, angle: 35 };

// ── Bookmarks ───────────────────────────────────────────────────────────────────────────────────

export const BookmarkFolder = z.object({ id, name: z.string(), sortOrder: z.number().int(), bookmarkCount: z.number().int() });
export type BookmarkFolder = z.infer<typeof BookmarkFolder>;
export const FolderSave = z.object({ id: id.optional(), name: name(60) });
export const FolderOrder = z.object({ folderIds: z.array(id).min(1).max(500) });
export const Bookmark = z.object({
  id, folderId: id, documentId: id, title: z.string(), versionId: id.nullable(), versionLabel: z.string().nullable(),
  publishType: PublishType.nullable(), page: z.number().int().nullable(), topicPath: z.string().nullable(), topicTitle: z.string().nullable(),
  authorised: z.boolean(), createdAt: z.string(),
});
export type Bookmark = z.infer<typeof Bookmark>;
export const BookmarkAdd = z
  .object({
    folderId: id.optional(),
    /** Creates the folder on the way, when the reader typed a new name in the reader's dialog. */
    newFolderName: name(60).optional(),
    documentId: id,
    versionId: id.optional(),
    page: z.number().int().min(1).max(100_000).optional(),
    topicPath: z.string().max(500).optional(),
  })
  .refine((b) => (b.folderId === undefined) !== (b.newFolderName === undefined), { message: 'folderId or newFolderName', path: ['folderId'] });
export type BookmarkAdd = z.input<typeof BookmarkAdd>;
export const BookmarkList = z.object({ folders: z.array(BookmarkFolder), bookmarks: z.array(Bookmark) });
export type BookmarkList = z.infer<typeof BookmarkList>;
export const BookmarkMove = z.object({ id, folderId: id });

// ── Catalogue: countries ────────────────────────────────────────────────────────────────────────

/** The officially assigned ISO 3166-1 alpha-2 codes: what a region may hold. Names come from Intl.DisplayNames. */
export const ISO_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
export type ProductTypeSave = z.input<typeof ProductTypeSave>;
