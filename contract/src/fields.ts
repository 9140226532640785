// Fields the library's areas share: names, catalogue codes, sort orders, serial numbers, labels per language.
import { z } from 'zod';
import { Language } from './vocabulary.ts';

/** A name people type: trimmed, not empty, at most `max` characters. */
export const name = (max: number) => z.string().trim().min(1).max(max);
/** A catalogue code people type and sort by: upper case letters, digits, '_' and '-'. */
export const code = z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/).transform((c) => c.toUpperCase());
export const sortOrder = z.number().int().min(0).max(100_000).default(0);
/** A day, as YYYY-MM-DD. */
export const isoDate = z.iso.date();
/**
 * Text written in the browser's rich-text editor, as HTML. The server keeps only what its allow-list lets
 * through (platform/rich-text); this only bounds the size.
 */
export const richText = z.string().max(200_000);
export const serial = z.number().int().min(0).max(999_999_999);

/** Text in every language people wrote it in, each at most `max` characters; English is required because it is the fallback. */
export const translations = (max: number) => z
  .partialRecord(Language, z.string().trim().max(max))
  .refine((texts) => Boolean(texts.en?.trim()), { message: 'English label required', path: ['en'] });
/** A label in every language people typed it in. */
export const Labels = translations(120);
export type Labels = z.infer<typeof Labels>;
