// Field kits (PRODUCT.md, "In the field"): a reader takes a machine — a model, or a model and a serial plate —
// offline. The plan says, before anything is downloaded, what the kit would hold for this reader: the documents
// that apply to the machine and that they may read, in the languages they read, the machine's troubleshooting
// guides with the manual pages those link to, the symbol library and the guides' dictionary, and how many bytes
// that is.
import { z } from 'zod';
import { PLATE_CODE_MAX, PLATE_CODE_PATTERN, PublishType } from './documents.ts';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';
import { LANGUAGES } from './languages.ts';
import { Language } from './login.ts';

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

export const kitsApi = {
  plan: endpoint({
    access: 'login', area: 'kits', method: 'POST', path: '/service/kit/plan',
    summary: 'What a field kit for a model (or a model and serial plate) would hold for the caller, and its size, before it is downloaded',
    body: KitPlanBody, response: KitPlan,
  }),
};
