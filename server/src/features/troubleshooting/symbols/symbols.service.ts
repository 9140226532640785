// The rules of the symbol library: a number is one symbol's whatever its case; an image is judged by its
// bytes and an SVG rebuilt from an allow-list before it is kept; a new symbol goes last; a reordering names
// every symbol as it is now; every change is audited in its transaction. Images reach readers through signed
// addresses (an <img> sends no bearer token), good until the end of the next day, so a browser caches them.
import { createHash } from 'node:crypto';
import {
  ErrorCode, MAX_SYMBOL_IMAGE_BYTES, MAX_SYMBOL_IMAGE_PIXELS, pathOf, symbolsApi,
  type LanguageCode, type SymbolCard, type SymbolItem, type SymbolSave, type SymbolSort,
} from '@gsis/contract';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import { createSignedTokens } from '../../../platform/auth/signed-tokens.ts';
import { lockRow, type Db } from '../../../platform/db/database.ts';
import { filledIn, labelFor } from '../../../platform/db/labels.ts';
import { constraintViolation } from '../../../platform/db/pg-errors.ts';
import { namesEveryOne } from '../../../platform/db/sql-text.ts';
import { AppError } from '../../../platform/errors.ts';
import { cleanImage } from '../../../platform/files/images.ts';
import * as repo from './symbols.repo.ts';

export interface SymbolImageFile { bytes: Buffer; contentType: string; sha256: string; expiresAt: Date }

export interface SymbolService {
  list(language: LanguageCode, filter: { type?: SymbolCard['type'] | undefined; keyword?: string | undefined; model?: string | undefined }): Promise<SymbolCard[]>;
  managedList(language: LanguageCode): Promise<SymbolItem[]>;
  /** How many symbols the library holds. */
  count(): Promise<number>;
  /** Readers' cards of the symbols named, in the library's order (what a guide shows). */
  cards(language: LanguageCode, ids: readonly number[]): Promise<SymbolCard[]>;
  save(actor: Actor, input: z.output<typeof SymbolSave>): Promise<number>;
  remove(actor: Actor, id: number): Promise<void>;
  sort(actor: Actor, input: z.output<typeof SymbolSort>): Promise<void>;
  /** The image a signed address names (WRONG_ACCESS for a forged or expired one, NOT_FOUND once it changed). */
  image(ticket: string): Promise<SymbolImageFile>;
}

const CONTENT_TYPES = { svg: 'image/svg+xml', png: 'image/png' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const SHA_SHOWN = 16;

const field = (path: string, rule: string) => ({ fields: [{ path, rule }] });
const audited = ({ number, type, meanings, imageSha256 }: Pick<repo.SymbolRow, 'number' | 'type' | 'meanings' | 'imageSha256'>) => ({ number, type, meanings, imageSha256 });

export function createSymbolService({ db, clock }: { db: Db; clock: () => Date }): SymbolService {
  const tokens = createSignedTokens(db, 'symbol-image-secret');

  /** Until the end of tomorrow (UTC): every list read today hands out the same address. */
  const expiry = () => new Date((Math.floor(clock().getTime() / DAY_MS) + 2) * DAY_MS);

  async function card(row: repo.SymbolRow, language: LanguageCode, expires: Date): Promise<SymbolCard> {
    const ticket = await tokens.sign(`${row.symbolId}.${row.imageSha256.slice(0, SHA_SHOWN)}.${expires.getTime() / 1000}`);
    return {
      symbolId: row.symbolId, number: row.number, type: row.type, meaning: labelFor(row.meanings, language),
      imageUrl: pathOf(symbolsApi.image, { ticket }),
    };
  }

  /** The image from the form, cleaned; none when the form kept the current one. */
  function imageFrom(input: z.output<typeof SymbolSave>): repo.SymbolImageValues | undefined {
    if (!input.image) return undefined;
    const { kind, bytes } = cleanImage(Buffer.from(input.image.base64, 'base64'), { maxBytes: MAX_SYMBOL_IMAGE_BYTES, maxPixels: MAX_SYMBOL_IMAGE_PIXELS });
    return { image: bytes, imageType: kind, imageSha256: createHash('sha256').update(bytes).digest('hex') };
  }

  return {
    count: () => repo.countSymbols(db),

    async list(language, filter) {
      const expires = expiry();
      return Promise.all((await repo.listSymbols(db, filter)).map((row) => card(row, language, expires)));
    },

    async managedList(language) {
      const expires = expiry();
      return Promise.all((await repo.listSymbols(db)).map(async (row) => ({
        ...(await card(row, language, expires)), meanings: row.meanings, sortOrder: row.sortOrder, imageType: row.imageType,
      })));
    },

    async cards(language, ids) {
      if (ids.length === 0) return [];
      const expires = expiry();
      return Promise.all((await repo.listSymbols(db, { ids })).map((row) => card(row, language, expires)));
    },

    async save(actor, input) {
      const image = imageFrom(input);
      const values: repo.SymbolValues = { number: input.number, type: input.type, meanings: filledIn(input.meanings) };
      try {
        return await db.transaction(async (tx) => {
          const at = clock();
          if (input.symbolId === undefined) {
            if (!image) throw new AppError(ErrorCode.REQUIRED_VALUES_MISSING, field('body.image', 'required'));
            const id = await repo.insertSymbol(tx, { ...values, ...image }, at);
            await recordAudit(tx, actor, { action: 'SYMBOL_CREATE', targetType: 'SYMBOL', targetId: id, before: null, after: audited({ ...values, ...image }) });
            return id;
          }
          const before = await repo.findSymbol(tx, input.symbolId, true);
          if (!before) throw new AppError(ErrorCode.NOT_FOUND);
          await repo.updateSymbol(tx, input.symbolId, { ...values, ...image }, at);
          await recordAudit(tx, actor, {
            action: 'SYMBOL_UPDATE', targetType: 'SYMBOL', targetId: input.symbolId, before: audited(before), after: audited({ ...before, ...values, ...image }),
          });
          return input.symbolId;
        });
      } catch (error) {
        if (constraintViolation(error)?.constraint === 'symbols_number_key') throw new AppError(ErrorCode.ALREADY_EXISTS, field('body.number', 'taken'));
        throw error;
      }
    },

    remove(actor, id) {
      return db.transaction(async (tx) => {
        await lockRow(tx, 'symbols', id);
        const before = await repo.findSymbol(tx, id);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        // A guide's step shows it; a draft naming it holds its row while it is saved.
        if (await repo.symbolInUse(tx, id)) throw new AppError(ErrorCode.RELATED_DATA_EXISTS);
        await repo.deleteSymbol(tx, id);
        await recordAudit(tx, actor, { action: 'SYMBOL_DELETE', targetType: 'SYMBOL', targetId: id, before: audited(before), after: null });
      });
    },

    sort(actor, { symbolIds }) {
      return db.transaction(async (tx) => {
        const all = await repo.lockAll(tx);
        // Every symbol as it is now: an order made from a stale screen (one added or deleted meanwhile) is refused.
        if (!namesEveryOne(symbolIds, all)) {
          throw new AppError(ErrorCode.INPUT_VALUE_ERROR, field('body.symbolIds', 'not_every_symbol'));
        }
        await repo.setOrder(tx, symbolIds);
        await recordAudit(tx, actor, { action: 'SYMBOL_SORT', targetType: 'SYMBOL', targetId: 'ALL', before: null, after: { symbolIds } });
      });
    },

    async image(ticket) {
      const [idText, shaPrefix, expiresText] = (await tokens.read(ticket))?.split('.') ?? [];
      const expiresAt = new Date(Number(expiresText) * 1000);
      if (!idText || !shaPrefix || !(expiresAt.getTime() > clock().getTime())) throw new AppError(ErrorCode.WRONG_ACCESS);
      const row = await repo.imageOf(db, Number(idText), shaPrefix);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      return { bytes: row.image, contentType: CONTENT_TYPES[row.imageType], sha256: row.imageSha256, expiresAt };
    },
  };
}
