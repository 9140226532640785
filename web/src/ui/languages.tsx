// The 13 languages as readers see them: each by its own name.
import { LANGUAGES, type LanguageCode } from '@gsis/contract';

const NATIVE_NAMES = new Map<string, string>(LANGUAGES.map((l) => [l.code, l.nativeName]));

/** A language's own name ("Deutsch", "한국어"); the code itself for one GSIS does not have. */
export function languageName(code: LanguageCode | string): string {
  return NATIVE_NAMES.get(code) ?? code;
}

/** The choice of a language, each marked with its own language; `title` is what typing searches. */
export const LANGUAGE_OPTIONS = LANGUAGES.map(({ code, nativeName }) => ({ value: code, label: <span lang={code}>{nativeName}</span>, title: nativeName }));

/** Languages by their own names, each marked with its language (its script's font and line breaking), comma-separated. */
export function LanguageNames({ codes }: { codes: readonly string[] }) {
  return <>{codes.map((code, i) => <span key={code}>{i ? ', ' : ''}<span lang={code}>{languageName(code)}</span></span>)}</>;
}
