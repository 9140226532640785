// i18next for the web app: English bundled as the fallback, every other language loaded when chosen.
import { DEFAULT_LANGUAGE, isLanguageCode, matchLanguage, type LanguageCode } from '@gsis/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Bundle = { default: Record<string, unknown> };
/** English, the fallback, is in the app's first download; a namespace is a file of locales/en. */
const english = import.meta.glob<Bundle>('./locales/en/*.json', { eager: true });
const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');
const ENGLISH = Object.fromEntries(Object.entries(english).map(([file, bundle]) => [namespaceOf(file), bundle.default]));
export const NAMESPACES = Object.keys(ENGLISH);
const LANGUAGE_KEY = 'gsis.lang';

const bundles = import.meta.glob<Bundle>(['./locales/*/*.json', '!./locales/en/*.json']);

async function loadLanguage(lang: LanguageCode): Promise<void> {
  if (lang === DEFAULT_LANGUAGE || i18n.hasResourceBundle(lang, 'common')) return;
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = bundles[`./locales/${lang}/${ns}.json`];
      if (load) i18n.addResourceBundle(lang, ns, (await load()).default, true, true);
    }),
  );
}

/** The language of the last visit, else the browser's, else English. */
export function initialLanguage(): LanguageCode {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguageCode(saved)) return saved;
  for (const tag of navigator.languages ?? []) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

export async function changeLanguage(lang: LanguageCode): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: ENGLISH },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(initialLanguage());
}

export default i18n;
