// The symbol library: the symbols a machine's display and its manuals show (caution, warning, failure), each
// with its number, its image and its meaning in every language. Readers browse it (/symbollibrary); the
// administrators of the library keep it (/management/library/symbollibrary, /mgmt/symbol/**).
import { z } from 'zod';
import { DeletedResponse, DoneResponse, IdBody, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { translations } from './fields.ts';
import { DbId } from './ids.ts';

export const SYMBOL_TYPES = ['CAUTION', 'WARNING', 'FAILURE'] as const;
export const SymbolType = z.enum(SYMBOL_TYPES);
export type SymbolType = z.infer<typeof SymbolType>;

/** A symbol's image is small: an SVG drawing or a PNG of at most this many bytes. */
export const MAX_SYMBOL_IMAGE_BYTES = 512 * 1024;
/** A PNG symbol's width and height are at most this many pixels. */
export const MAX_SYMBOL_IMAGE_PIXELS = 4096;
export const SYMBOL_MEANING_MAX = 300;

/** A symbol's number as it is printed beside it in the manuals: '101', 'W-12', 'E 3.1'. */
export const symbolNumber = z.string().trim().min(1).max(20).regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u);

/** A symbol as readers see it: its meaning in the reader's language (else English). */
export const SymbolCard = z.object({
  symbolId: DbId,
  number: z.string(),
  type: SymbolType,
  meaning: z.string(),
  /** A signed address of the image, good for a day or two, that an <img> can load without the session. */
  imageUrl: z.string(),
});
export type SymbolCard = z.infer<typeof SymbolCard>;

export const SymbolListQuery = z.object({
  type: SymbolType.optional(),
  /** Part of a number, or of the meaning in any language. */
  keyword: z.string().trim().max(100).optional(),
  /** A model's code: the symbols its published troubleshooting guides (or its product line's) show. */
  model: z.string().trim().max(40).optional(),
});
export type SymbolListQuery = z.input<typeof SymbolListQuery>;

/** A symbol as its administrators keep it: every language's meaning and its place in the order. */
export const SymbolItem = SymbolCard.extend({
  meanings: z.record(z.string(), z.string()),
  sortOrder: z.number().int(),
  imageType: z.enum(['svg', 'png']),
});
export type SymbolItem = z.infer<typeof SymbolItem>;

/** An image chosen in the form: the file's bytes in base64 and its name (the bytes decide what it is). */
export const SymbolImage = z.object({
  fileName: z.string().trim().max(255),
  base64: z.string().max(Math.ceil(MAX_SYMBOL_IMAGE_BYTES / 3) * 4 + 4).regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

/** A new symbol goes last in the order and needs an image; a change keeps the image unless another is given. */
export const SymbolSave = z.object({
  symbolId: DbId.optional(),
  number: symbolNumber,
  type: SymbolType,
  meanings: translations(SYMBOL_MEANING_MAX),
  image: SymbolImage.optional(),
});
export type SymbolSave = z.input<typeof SymbolSave>;

/** Every symbol, each once, in the new order. */
export const SymbolSort = z.object({
  symbolIds: z.array(DbId).min(1).max(5000).refine((ids) => new Set(ids).size === ids.length, { message: 'repeated' }),
});
export type SymbolSort = z.input<typeof SymbolSort>;

const MANAGE = { menu: 'MGMT_LIB_SYMBOL' } as const;
const area = 'troubleshooting' as const;

export const symbolsApi = {
  list: endpoint({
    method: 'GET', path: '/service/symbol/list', access: { menu: 'SYMBOL_LIBRARY' }, area,
    summary: 'The symbol library in its order, of one type and matching a number or meaning when asked', query: SymbolListQuery,
    response: z.object({ items: z.array(SymbolCard) }),
  }),
  /** The ticket is the key: it names the symbol and the image it had, and runs out (an <img> sends no bearer token). */
  image: endpoint({
    method: 'GET', path: '/service/symbol/image/:ticket', access: 'public', area,
    summary: 'A symbol\'s image, by the signed address a list gave', params: z.object({ ticket: z.string().max(300) }),
  }),
  managedList: endpoint({
    method: 'POST', path: '/mgmt/symbol/list', access: MANAGE, area,
    summary: 'Every symbol with its meanings in every language, in order', response: z.object({ items: z.array(SymbolItem) }),
  }),
  save: endpoint({
    method: 'POST', path: '/mgmt/symbol/save', access: MANAGE, area,
    summary: 'Adds a symbol (last in the order) or changes one; an image given is judged by its content and an SVG is cleaned',
    body: SymbolSave, response: SavedResponse,
  }),
  delete: endpoint({
    method: 'POST', path: '/mgmt/symbol/delete', access: MANAGE, area,
    summary: 'Deletes a symbol', body: IdBody, response: DeletedResponse,
  }),
  sort: endpoint({
    method: 'POST', path: '/mgmt/symbol/sort', access: MANAGE, area,
    summary: 'Puts the symbols in the given order', body: SymbolSort, response: DoneResponse,
  }),
};
