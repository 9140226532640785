// The 13 languages of GSIS. English is the default and the fallback for every string.
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'ko', nativeName: '한국어' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)' },
  { code: 'my', nativeName: 'မြန်မာ' },
  { code: 'zh-CN', nativeName: '简体中文' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'id', nativeName: 'Bahasa Indonesia' },
  { code: 'es-419', nativeName: 'Español (Latinoamérica)' },
  { code: 'mn', nativeName: 'Монгол' },
  { code: 'ru', nativeName: 'Русский' },
  { code: 'th', nativeName: 'ไทย' },
  { code: 'tr', nativeName: 'Türkçe' },
  { code: 'uk', nativeName: 'Українська' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Picks the best supported language for a BCP 47 tag such as `pt-PT` or `zh-Hans-CN`. */
export function matchLanguage(tag: string | undefined | null): LanguageCode | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  const exact = LANGUAGE_CODES.find((c) => c.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split(/[-_]/)[0];
  return LANGUAGE_CODES.find((c) => c.toLowerCase().split('-')[0] === primary);
}

/** Parses an Accept-Language header and returns the first language GSIS speaks. */
export function languageFromAcceptHeader(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return undefined;
}
