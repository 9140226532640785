// Field kits (PRODUCT.md, "In the field"): a reader takes a machine — a model, or a model and a serial plate —
// offline. The plan says, before anything is downloaded, what the kit would hold for this reader: the documents
// that apply to the machine and that they may read, in the languages they read, the machine's troubleshooting
// guides with the manual pages those link to, the symbol library and the guides' dictionary, and how many bytes
// that is.
import { z } from 'zod';
import { DeletedResponse, DoneResponse, pageOf, paging } from './common.ts';
import { Language, PublishType } from './vocabulary.ts';
import { PLATE_CODE_MAX, PLATE_CODE_PATTERN, VersionChanges } from './documents.ts';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';
import { LANGUAGES } from './languages.ts';
import { SymbolCard } from './symbols.ts';
import { GuideView, TermCategory } from './tsg.ts';

/** Every language but the reader's own and English may be added (more would name one twice). */
export const KIT_EXTRA_LANGUAGES_MAX = LANGUAGES.length;

/**
 * A serial plate as a technician reads it off the machine, e.g. "EHFBF 10234": a suffix of the model followed by
 * the machine's number. Typed like the other plate codes (PLATE_CODE_PATTERN), runs of spaces read as one.
 */
export const SerialPlate = z.string().trim().min(1).max(PLATE_CODE_MAX)
  .regex(PLATE_CODE_PATTERN)
  .transform((plate) => plate.replace(/ {2,}/g, ' '));

export const KitPlanBody = z.object({
  modelId: DbId,
  serialNumber: SerialPlate.optional(),
  /** Languages beyond the reader's own and English; repeats are read once. */
  languages: z.array(Language).max(KIT_EXTRA_LANGUAGES_MAX).default([]),
});
export type KitPlanBody = z.input<typeof KitPlanBody>;

/**
 * Why a serial plate was refused (INPUT_VALUE_ERROR's `details.reason`): it starts with no suffix any model has, or
 * with nothing but a suffix (SERIAL_UNKNOWN); with a suffix of another model (SERIAL_OF_ANOTHER_MODEL); or its
 * number is outside the range of the model's suffix (SERIAL_OUT_OF_RANGE).
 */
export const KIT_SERIAL_REFUSALS = ['SERIAL_UNKNOWN', 'SERIAL_OF_ANOTHER_MODEL', 'SERIAL_OUT_OF_RANGE'] as const;
export type KitSerialRefusal = (typeof KIT_SERIAL_REFUSALS)[number];

export const KitMachine = z.object({
  modelId: DbId,
  model: z.string(),
  /** The product line's name. */
  product: z.string(),
  /** The suffix and number of the serial plate, when one was given. */
  suffix: z.string().nullable(),
  serialNumber: z.number().int().nullable(),
});
export type KitMachine = z.infer<typeof KitMachine>;

/** A place a guide links to: a page of a PDF version or a topic of a web-help version. */
const LinkedPlace = z.object({ page: z.number().int().nullable(), topic: z.string().nullable() });

export const KitDocument = z.object({
  versionId: DbId,
  documentId: DbId,
  title: z.string(),
  versionLabel: z.string(),
  language: Language,
  publishType: PublishType,
  pageCount: z.number().int().nullable(),
  /** The stored file's size (a PDF or a web-help zip); a reader's watermarked copy adds a few kilobytes to a PDF. */
  bytes: z.number().int(),
  /** The document's final version in one of the kit's languages, applying to the machine (and its serial). */
  forMachine: z.boolean(),
  /** The places the kit's guides link to in this version (a guide may link to a version of any language). */
  linkedPlaces: z.array(LinkedPlace),
  /**
   * What changed against the version readers had before it: a device that kept that one tells its reader what the
   * update changed. Null until compared, and for a first version.
   */
  changes: VersionChanges.nullable(),
});
export type KitDocument = z.infer<typeof KitDocument>;

export const KitGuide = z.object({
  guideId: DbId,
  faultCode: z.string(),
  controller: z.object({ controllerTypeId: DbId, sourceTpcd: z.string(), modelCodeName: z.string(), description: z.string() }),
  /** The title in the first of the kit's languages the guide is published in. */
  title: z.string(),
  /** The kit's languages the guide is published in; a guide in none of them comes in the language readers would get. */
  languages: z.array(Language),
  /**
   * The places its published versions link to; `inKit` is false for one the reader may not open, which is named by
   * its ids only.
   */
  links: z.array(LinkedPlace.extend({ documentId: DbId, versionId: DbId, inKit: z.boolean() })),
});
export type KitGuide = z.infer<typeof KitGuide>;

/** A reference part of the kit, and how many entries it has; not included when the reader may not open it. */
const KitReference = z.object({ included: z.boolean(), entries: z.number().int() });

export const KitPlan = z.object({
  machine: KitMachine,
  /** The reader's language, English, then the languages added, each once. */
  languages: z.array(Language),
  /** By title, then in the order of `languages`. */
  documents: z.array(KitDocument),
  guides: z.array(KitGuide),
  symbols: KitReference,
  /** The fault-code dictionary: the terms troubleshooting guides are written with, in every language they have. */
  dictionary: KitReference,
  totals: z.object({ documents: z.number().int(), versions: z.number().int(), guides: z.number().int(), bytes: z.number().int() }),
});
export type KitPlan = z.infer<typeof KitPlan>;

// ── A kit taken ───────────────────────────────────────────────────────────────────────────────

/** How long a kit stays readable on a device without a check with the server, unless administrators set otherwise. */
export const KIT_EXPIRY_DAYS_DEFAULT = 30;
export const KIT_EXPIRY_DAYS_MIN = 1;
export const KIT_EXPIRY_DAYS_MAX = 365;

/**
 * The kit's key on the device: 32 random bytes in base64url, handed out once when the kit is taken and kept by the
 * server only as a hash. With it the device asks whether the kit still holds, without a session (a disabled reader
 * has none, and their kits must still be wiped).
 */
export const KitSecret = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * ACTIVE: readable, and renewed by this check. REVOKED: an administrator revoked it, the reader deleted it, or the
 * reader may no longer sign in (disabled, deleted) — the device wipes it. EXPIRED: not checked within the expiry,
 * so it gets nothing more (the reader takes the machine offline again).
 */
export const KIT_STATUSES = ['ACTIVE', 'REVOKED', 'EXPIRED'] as const;
export const KitStatus = z.enum(KIT_STATUSES);
export type KitStatus = z.infer<typeof KitStatus>;

export const KitSummary = z.object({
  kitId: DbId,
  machine: KitMachine,
  /** Every language of the kit: the reader's, English, and those added. */
  languages: z.array(Language),
  status: KitStatus,
  createdAt: z.string(),
  /** The last check that found it ACTIVE (its taking, at first). */
  checkedAt: z.string(),
  /** After this, without a check, the kit no longer opens on the device. */
  expiresAt: z.string(),
});
export type KitSummary = z.infer<typeof KitSummary>;

/** A kit just taken: what it holds now, and its key (shown this once). */
export const KitTaken = z.object({ kit: KitSummary, secret: KitSecret, plan: KitPlan });
export type KitTaken = z.infer<typeof KitTaken>;

export const KitCheckBody = z.object({ kitId: DbId, secret: KitSecret });
export type KitCheckBody = z.input<typeof KitCheckBody>;

/**
 * A check's answer: for an ACTIVE kit, its new expiry and what it holds now (the plan of its machine and languages by
 * the reader's authority today: versions no longer in it leave the device, new ones are fetched); nothing else for a
 * kit that is not. A key that names no kit reads as REVOKED.
 */
export const KitCheck = z.object({
  status: KitStatus,
  expiresAt: z.string().nullable(),
  plan: KitPlan.nullable(),
});
export type KitCheck = z.infer<typeof KitCheck>;

export const KitIdBody = z.object({ kitId: DbId });
const KitParams = z.object({ kitId: z.coerce.number().pipe(DbId) });
const KitVersionParams = KitParams.extend({ versionId: z.coerce.number().pipe(DbId) });

/** The text of every page of a PDF version: what the kit's search reads offline. */
export const KitPages = z.object({
  versionId: DbId,
  pages: z.array(z.object({ page: z.number().int(), text: z.string() })),
});
export type KitPages = z.infer<typeof KitPages>;

/**
 * The reference part of a kit: its guides as reading shows them (one view for each of the kit's languages a guide is
 * published in), the dictionary's terms in the kit's languages, and the symbol library (images by signed address, to
 * fetch while online). Empty parts for a reader whose menus do not open them.
 */
export const KitReferenceData = z.object({
  guides: z.array(GuideView),
  terms: z.array(z.object({ termId: DbId, category: TermCategory, texts: z.record(z.string(), z.string()) })),
  symbols: z.array(SymbolCard),
});
export type KitReferenceData = z.infer<typeof KitReferenceData>;

/** A reader's kit as an administrator sees it: with the device it was taken on, and whose it is. */
export const ManagedKit = KitSummary.extend({
  device: z.string().nullable(),
  revokedAt: z.string().nullable(),
  owner: z.object({ userId: DbId, loginId: z.string(), name: z.string() }),
});
export type ManagedKit = z.infer<typeof ManagedKit>;

/**
 * The kits administrators list, newest first: every reader's (the revocation list: a lost phone, a dealer who left), or
 * one user's; of one status, or all; of readers whose name or ID holds the keyword.
 */
export const KitListQuery = z.object({
  userId: DbId.optional(), status: KitStatus.optional(), keyword: z.string().trim().max(100).optional(), ...paging,
});
export type KitListQuery = z.input<typeof KitListQuery>;
/** Revokes one kit of the user, or every kit they hold when none is named. */
export const KitRevokeBody = z.object({ userId: DbId, kitId: DbId.optional() });
export type KitRevokeBody = z.input<typeof KitRevokeBody>;

export const KitSettings = z.object({ expiryDays: z.number().int().min(KIT_EXPIRY_DAYS_MIN).max(KIT_EXPIRY_DAYS_MAX) });
export type KitSettings = z.infer<typeof KitSettings>;

const KITS_MANAGER = { menu: 'MGMT_USER' } as const;

export const kitsApi = {
  plan: endpoint({
    access: 'login', area: 'kits', method: 'POST', path: '/service/kit/plan',
    summary: 'What a field kit for a model (or a model and serial plate) would hold for the caller, and its size, before it is downloaded',
    body: KitPlanBody, response: KitPlan,
  }),
  take: endpoint({
    access: 'login', area: 'kits', method: 'POST', path: '/service/kit/take',
    summary: 'Takes a field kit for a machine: records it (an access event), and answers its key (once), its expiry and what it holds',
    body: KitPlanBody, response: KitTaken,
  }),
  /** Public: the kit's key is the credential, so a device can learn that a disabled reader's kit is revoked. */
  check: endpoint({
    access: 'public', area: 'kits', method: 'POST', path: '/service/kit/check',
    summary: "Whether a kit still holds, by its key; an active kit's expiry is renewed and its contents as the reader's authority has them now",
    body: KitCheckBody, response: KitCheck,
  }),
  file: endpoint({
    access: 'login', area: 'kits', method: 'GET', path: '/service/kit/:kitId/file/:versionId',
    summary: "The reader's watermarked copy of a PDF version of their kit, with byte ranges (a download resumes)",
    params: KitVersionParams,
  }),
  pages: endpoint({
    access: 'login', area: 'kits', method: 'GET', path: '/service/kit/:kitId/pages/:versionId',
    summary: 'The text of every page of a PDF version of the kit, for searching it offline',
    params: KitVersionParams, response: KitPages,
  }),
  reference: endpoint({
    access: 'login', area: 'kits', method: 'GET', path: '/service/kit/:kitId/reference',
    summary: "The kit's troubleshooting guides, dictionary and symbol library",
    params: KitParams, response: KitReferenceData,
  }),
  delete: endpoint({
    access: 'login', area: 'kits', method: 'POST', path: '/service/kit/delete',
    summary: 'The reader removed a kit from their device: its key no longer holds',
    body: KitIdBody, response: DeletedResponse,
  }),
  managedList: endpoint({
    access: KITS_MANAGER, area: 'kits', method: 'POST', path: '/mgmt/kit/list',
    summary: "Readers' field kits, or one user's, newest first; of one status, or revoked and expired ones too",
    body: KitListQuery, response: pageOf(ManagedKit),
  }),
  revoke: endpoint({
    access: KITS_MANAGER, area: 'kits', method: 'POST', path: '/mgmt/kit/revoke',
    summary: "Revokes one of a user's kits, or all of them: each device wipes it at its next check", body: KitRevokeBody, response: DoneResponse,
  }),
  settings: endpoint({
    access: KITS_MANAGER, area: 'kits', method: 'POST', path: '/mgmt/kit/settings',
    summary: 'How many days a kit stays readable without a check', response: KitSettings,
  }),
  saveSettings: endpoint({
    access: KITS_MANAGER, area: 'kits', method: 'POST', path: '/mgmt/kit/settings/save',
    summary: 'Sets how many days a kit stays readable without a check (kits taken or checked from then on)', body: KitSettings, response: DoneResponse,
  }),
};
