// What notices and FAQs share when they are saved: the English version from the form's own fields and the other
// languages' from its `translations`, each with its rich text sanitised and the words the keyword search reads.
import { DEFAULT_LANGUAGE, ErrorCode, type LanguageCode } from '@gsis/contract';
import { AppError } from '../../platform/errors.ts';
import { textOf } from '../../platform/html/html-text.ts';
import { cleanRichText } from '../../platform/rich-text/rich-text.ts';

/**
 * English (`english`) first, then `translations`, each with its rich text (`field`) sanitised (`html`) and its words
 * (`text`); one whose text sanitises to nothing is refused with 'Please make sure all values are entered', naming it.
 */
export function sanitisedVersions<T extends object>(english: T, translations: (T & { language: LanguageCode })[], field: keyof T & string) {
  return [{ ...english, language: DEFAULT_LANGUAGE }, ...translations].map((version, i) => {
    const html = cleanRichText(String(version[field]));
    const text = textOf(html);
    const path = i === 0 ? `body.${field}` : `body.translations.${i - 1}.${field}`;
    if (!text) throw new AppError(ErrorCode.REQUIRED_VALUES_MISSING, { fields: [{ path, rule: 'required' }] });
    return { ...version, html, text };
  });
}
