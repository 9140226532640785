// Country names in the reader's language, from the browser's own data (Intl.DisplayNames), and the
// country choice built from them.
import { ISO_COUNTRY_CODES } from '@gsis/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The name of an ISO country code; the code itself where the browser has no name for it. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
}

/**
 * Every ISO country (and `extra`, a saved code the list lacks), by name in the reader's order; `search`
 * lets one find a country by its name or its code.
 */
export function useCountryOptions(extra?: string | null): { value: string; label: string; search: string }[] {
  const { i18n } = useTranslation();
  const countryName = useCountryName();
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  return useMemo(() => {
    const codes = extra && !ISO_COUNTRY_CODES.includes(extra) ? [...ISO_COUNTRY_CODES, extra] : ISO_COUNTRY_CODES;
    return codes
      .map((code) => ({ value: code, label: countryName(code), search: `${countryName(code)} ${code}` }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countryName, collator, extra]);
}
