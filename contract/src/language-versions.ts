// Content people write for readers in several languages — notices, the FAQ (PRODUCT.md, Languages): English
// always, since it is what every reader without a version of their own gets (and the screens mark it as English),
// and any of the other twelve beside it.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages.ts';

/** English is the default language (DEFAULT_LANGUAGE). */
export type OtherLanguage = Exclude<LanguageCode, 'en'>;
/** The twelve languages a text may have a version in beside English. */
export const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code): code is OtherLanguage => code !== DEFAULT_LANGUAGE) as [OtherLanguage, ...OtherLanguage[]];
export const OtherLanguage = z.enum(OTHER_LANGUAGES);

// Typed loosely: the versions' own fields are the caller's.
const oneEach = (versions: object[]) => new Set(versions.map((v) => (v as { language: string }).language)).size === versions.length;

/** A text's versions in languages other than English, each with `fields`, at most one a language; none by default. */
export const versionsBeside = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.array(z.object({ language: OtherLanguage, ...fields }))
    .max(OTHER_LANGUAGES.length)
    .refine(oneEach, { message: 'One version per language' })
    .default([]);
