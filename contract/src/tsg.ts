// Troubleshooting guides (TSG): for a model or a product line and a controller type, a fault code opens its
// guide — a description, possible causes, and ordered checks and remedies with expected values, symbols and
// links to exact places in documents. A guide is written once per language, as drafts that become published
// versions; the words of its dictionary ([[term:12]] in its text) are drawn as written, with the reader's word beside them.
// Readers find guides at /tsg (and /dxp-tsg); administrators keep them at /management/library/tsg.
import { z } from 'zod';
import { DeletedResponse, DoneResponse, IdBody, pageOf, paging, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FaultCodeText } from './fault-codes.ts';
import { name, translations } from './fields.ts';
import { DbId } from './ids.ts';
import { Language } from './vocabulary.ts';
import { SymbolCard } from './symbols.ts';

// ── The dictionary ─────────────────────────────────────────────────────────────────────────────────

export const TERM_CATEGORIES = ['COMPONENT', 'SYMPTOM', 'CHECK'] as const;
export const TermCategory = z.enum(TERM_CATEGORIES);
export type TermCategory = z.infer<typeof TermCategory>;

/** A dictionary term inside a guide's text, drawn in the reader's language. */
export const termToken = (termId: number): string => `[[term:${termId}]]`;
// One way to write each id ([[term:007]] is text, not term 7), so a term's uses can be counted by its token.
const TERM_TOKEN = /\[\[term:([1-9]\d{0,8})\]\]/g;

/** The text cut into plain pieces and the terms between them, in order. */
export function splitTerms(text: string): ({ text: string } | { termId: number })[] {
  const pieces: ({ text: string } | { termId: number })[] = [];
  let at = 0;
  for (const match of text.matchAll(TERM_TOKEN)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index) });
    pieces.push({ termId: Number(match[1]) });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

export const TermItem = z.object({
  termId: DbId, category: TermCategory, texts: z.record(z.string(), z.string()),
  /** In the reader's language, else English. */
  text: z.string(),
  /** How many guide versions use it; a term in use cannot be deleted. */
  usedBy: z.number().int(),
});
export type TermItem = z.infer<typeof TermItem>;
export const TermSave = z.object({ termId: DbId.optional(), category: TermCategory, texts: translations(120) });
export type TermSave = z.input<typeof TermSave>;
export const TermListQuery = z.object({ category: TermCategory.optional(), keyword: z.string().trim().max(100).optional() });

// ── A guide's content, as written ───────────────────────────────────────────────────────────────────

export const GUIDE_STEP_KINDS = ['CHECK', 'REMEDY'] as const;
export const GuideStepKind = z.enum(GUIDE_STEP_KINDS);

/** A place in a document: a page of a PDF version or a topic of a web-help version. */
export const GuideLink = z.object({
  documentId: DbId,
  versionId: DbId,
  page: z.number().int().min(1).max(100_000).optional(),
  topic: z.string().trim().min(1).max(500).optional(),
}).refine((link) => (link.page === undefined) !== (link.topic === undefined), { message: 'page_or_topic', path: ['page'] });
export type GuideLink = z.infer<typeof GuideLink>;

export const GuideStep = z.object({
  kind: GuideStepKind,
  text: z.string().trim().min(1).max(2000),
  /** The value a check should read, e.g. "0.9–1.1 kΩ at 20 °C". */
  expected: z.string().trim().max(500).default(''),
  symbolIds: z.array(DbId).max(10).default([]),
  links: z.array(GuideLink).max(5).default([]),
});
export type GuideStep = z.infer<typeof GuideStep>;

export const GuideContent = z.object({
  title: name(200),
  description: z.string().trim().max(4000).default(''),
  causes: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
  steps: z.array(GuideStep).min(1).max(50),
});
export type GuideContent = z.infer<typeof GuideContent>;
export type GuideContentInput = z.input<typeof GuideContent>;

// ── Administration ──────────────────────────────────────────────────────────────────────────────────

export const GUIDE_VERSION_STATUSES = ['DRAFT', 'PUBLISHED', 'SUPERSEDED'] as const;
export const GuideVersionStatus = z.enum(GUIDE_VERSION_STATUSES);

/** What a guide is for: a model or a whole product line (one of the two), a controller type and a fault code. */
const GuideKey = {
  modelId: DbId.nullable().default(null),
  productId: DbId.nullable().default(null),
  controllerTypeId: DbId,
  faultCode: FaultCodeText,
};
const oneScope = (guide: { modelId: number | null; productId: number | null }) => (guide.modelId === null) !== (guide.productId === null);

/** Adds a guide (no guideId) or changes what it is for, and keeps the draft of one language. */
export const GuideSave = z.object({
  guideId: DbId.optional(),
  ...GuideKey,
  draft: z.object({ language: Language, label: name(20), content: GuideContent }),
}).refine(oneScope, { message: 'model_or_product_line', path: ['modelId'] });
export type GuideSave = z.input<typeof GuideSave>;

export const GuidePublish = z.object({ guideId: DbId, language: Language });
export const GuideListQuery = z.object({
  ...paging,
  keyword: z.string().trim().max(100).optional(),
  modelId: DbId.optional(),
  controllerTypeId: DbId.optional(),
});
export type GuideListQuery = z.input<typeof GuideListQuery>;

const Scope = z.object({ modelId: DbId.nullable(), productId: DbId.nullable(), label: z.string() });
const Controller = z.object({ controllerTypeId: DbId, sourceTpcd: z.string(), modelCodeName: z.string(), description: z.string() });

export const GuideRow = z.object({
  guideId: DbId,
  faultCode: z.string(),
  scope: Scope,
  controller: Controller,
  /** The English title when there is one, else the first language's. */
  title: z.string(),
  languages: z.array(z.object({ language: Language, status: GuideVersionStatus, label: z.string() })),
  updatedAt: z.string(),
});
export type GuideRow = z.infer<typeof GuideRow>;

export const GuideVersion = z.object({
  versionId: DbId, language: Language, label: z.string(), status: GuideVersionStatus,
  publishedAt: z.string().nullable(), updatedAt: z.string(), content: GuideContent,
});
export const GuideDetail = z.object({
  guideId: DbId, modelId: DbId.nullable(), productId: DbId.nullable(), controllerTypeId: DbId, faultCode: z.string(),
  /** Newest first. */
  versions: z.array(GuideVersion),
  /** The document versions its links name, as the editor shows them. */
  linkedVersions: z.array(z.object({
    documentId: DbId, versionId: DbId, title: z.string(), label: z.string(), language: z.string(), publishType: z.enum(['PDF', 'WEBHELP']), pageCount: z.number().int().nullable(),
  })),
});
export type GuideDetail = z.infer<typeof GuideDetail>;

/** What the guide editor chooses from. */
export const GuideChoices = z.object({
  models: z.array(z.object({ id: DbId, code: z.string(), productId: DbId })),
  products: z.array(z.object({ id: DbId, name: z.string() })),
  controllers: z.array(Controller),
  symbols: z.array(SymbolCard),
  terms: z.array(TermItem.omit({ usedBy: true })),
});
export type GuideChoices = z.infer<typeof GuideChoices>;

/** Documents a guide can link to, by title: their versions with what they hold. */
export const LinkableQuery = z.object({ keyword: z.string().trim().min(1).max(100) });
export const LinkableDocument = z.object({
  documentId: DbId, title: z.string(),
  versions: z.array(z.object({
    versionId: DbId, label: z.string(), language: z.string(), publishType: z.enum(['PDF', 'WEBHELP']),
    pageCount: z.number().int().nullable(), distributed: z.boolean(),
  })),
});
export type LinkableDocument = z.infer<typeof LinkableDocument>;

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Text as the guide is written: a dictionary term is its word in the guide's language (capitalised where it opens a
 * sentence), with the reader's word beside it when they read another language — never spliced into the sentence.
 */
export const GuideText = z.array(z.object({
  text: z.string(),
  termId: DbId.optional(),
  /** The language of a term's word when it is not the guide's: English, where the dictionary lacks the guide's language. */
  language: Language.optional(),
  /** The term in the reader's language (GuideView's `readerLanguage`), where the dictionary has it and it differs from the word. */
  translation: z.string().optional(),
}));
export type GuideText = z.infer<typeof GuideText>;

export const GuideModels = z.object({
  /** Models a published guide is for (itself or its product line), with the controller types of those guides. */
  models: z.array(z.object({
    modelId: DbId, code: z.string(), productName: z.string(),
    controllers: z.array(Controller.extend({ guideCount: z.number().int() })),
  })),
});
export type GuideModels = z.infer<typeof GuideModels>;

/** An id in an address's query (text there). */
const QueryId = z.coerce.number().pipe(DbId);

export const GuideFindQuery = z.object({
  modelId: QueryId.optional(),
  controllerTypeId: QueryId.optional(),
  /** As typed; read as a fault code (or an SPN so far) by the server. */
  code: z.string().trim().max(40).optional(),
});
export type GuideFindQuery = z.input<typeof GuideFindQuery>;

export const GuideHit = z.object({
  guideId: DbId, faultCode: z.string(), title: z.string(), language: Language,
  scope: Scope, controller: Controller,
});
export type GuideHit = z.infer<typeof GuideHit>;
export const GuideHits = z.object({
  items: z.array(GuideHit),
  /** The code as read ('SPN 110 FMI 0'), or null when what was typed is no fault code. */
  readAs: z.string().nullable(),
});

const LinkedPlace = z.object({
  documentId: DbId, versionId: DbId,
  /** Null for a page or topic the shown edition does not have (it opens at its start). */
  page: z.number().int().nullable(), topic: z.string().nullable(),
  /** Null when the document is no longer there. */
  title: z.string().nullable(),
  /** The version's language, when the reader may open it. */
  language: Language.nullable(),
  /** Whether the reader may open it: the library's authority rule, and the version distributed. */
  readable: z.boolean(),
});
/**
 * A link of a step as the reader is offered it: the place the guide names, or — when that is in another language —
 * the edition in the reader's language they may open (the document's own version in it, else a document of the same
 * type for the same machine), with the place the guide names in `insteadOf`.
 */
export const GuideLinkView = LinkedPlace.extend({
  versionLabel: z.string().nullable(),
  topicTitle: z.string().nullable(),
  insteadOf: LinkedPlace.nullable(),
});
export type GuideLinkView = z.infer<typeof GuideLinkView>;

export const GuideView = z.object({
  guideId: DbId, faultCode: z.string(), scope: Scope, controller: Controller,
  language: Language, label: z.string(), publishedAt: z.string(),
  /** Other languages the guide is published in. */
  languages: z.array(Language),
  /** The reader's language: the terms' translations are in it, and the guide may not be (yet). */
  readerLanguage: Language,
  title: z.string(),
  description: GuideText,
  causes: z.array(GuideText),
  steps: z.array(z.object({ kind: GuideStepKind, text: GuideText, expected: GuideText, symbols: z.array(SymbolCard), links: z.array(GuideLinkView) })),
});
export type GuideView = z.infer<typeof GuideView>;

const MANAGE = { menu: 'MGMT_LIB_TSG' } as const;
const READ = { menu: 'TSG' } as const;
const area = 'troubleshooting' as const;

export const tsgApi = {
  models: endpoint({ method: 'GET', path: '/service/tsg/models', access: READ, area, summary: 'Models with published guides, and their controller types', response: GuideModels }),
  find: endpoint({
    method: 'GET', path: '/service/tsg/find', access: READ, area, summary: 'Published guides for a model, a controller type and a fault code as typed',
    query: GuideFindQuery, response: GuideHits,
  }),
  guide: endpoint({
    method: 'GET', path: '/service/tsg/guide/:guideId', access: READ, area, summary: 'A published guide in the reader\'s language (or the one asked), its terms also in theirs, its links to their language\'s editions where there are some and judged by their authority',
    params: z.object({ guideId: QueryId }), query: z.object({ language: Language.optional() }), response: GuideView,
  }),

  list: endpoint({ method: 'POST', path: '/mgmt/tsg/list', access: MANAGE, area, summary: 'Guides with the state of each language', body: GuideListQuery, response: pageOf(GuideRow) }),
  detail: endpoint({ method: 'POST', path: '/mgmt/tsg/detail', access: MANAGE, area, summary: 'A guide and all its versions', body: IdBody, response: GuideDetail }),
  save: endpoint({
    method: 'POST', path: '/mgmt/tsg/save', access: MANAGE, area, summary: 'Adds a guide or changes what it is for, and keeps the draft of one language',
    body: GuideSave, response: SavedResponse,
  }),
  publish: endpoint({ method: 'POST', path: '/mgmt/tsg/publish', access: MANAGE, area, summary: 'Publishes the draft of one language; the version readers saw before is superseded', body: GuidePublish, response: DoneResponse }),
  delete: endpoint({ method: 'POST', path: '/mgmt/tsg/delete', access: MANAGE, area, summary: 'Deletes a guide with all its versions', body: IdBody, response: DeletedResponse }),
  choices: endpoint({ method: 'POST', path: '/mgmt/tsg/choices', access: MANAGE, area, summary: 'Models, product lines, controller types, symbols and terms the guide editor chooses from', response: GuideChoices }),
  linkable: endpoint({ method: 'POST', path: '/mgmt/tsg/documents', access: MANAGE, area, summary: 'Documents whose title holds the keyword, with their versions, to link a step to', body: LinkableQuery, response: z.object({ items: z.array(LinkableDocument) }) }),

  terms: endpoint({ method: 'POST', path: '/mgmt/tsg/term/list', access: MANAGE, area, summary: 'The TSG dictionary', body: TermListQuery, response: z.object({ items: z.array(TermItem) }) }),
  saveTerm: endpoint({ method: 'POST', path: '/mgmt/tsg/term/save', access: MANAGE, area, summary: 'Adds a term (no termId) or changes one', body: TermSave, response: SavedResponse }),
  deleteTerm: endpoint({ method: 'POST', path: '/mgmt/tsg/term/delete', access: MANAGE, area, summary: 'Deletes a term no guide uses', body: IdBody, response: DeletedResponse }),
};
