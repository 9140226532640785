// i18next for the web app. The first download carries only what the shell shows in English (`common`,
// `errors`, and `search` for the header's search box). Every other namespace, and every namespace of the
// other languages, is a file of its own, loaded when first needed: a component that asks for a namespace
// (useTranslation('reading')) suspends until it is there (the pages' <Suspense> shows a spinner, never
// keys), and a change of language loads every namespace in use, and Ant Design's texts, before the new
// language renders.
import { DEFAULT_LANGUAGE, isLanguageCode, matchLanguage, type LanguageCode } from '@gsis/contract';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antd-locales.ts';
import { loadScriptFonts } from './fonts.ts';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import search from './locales/en/search.json';
import { manifestPath } from './manifest-path.ts';

/**
 * Namespaces in the first download, in English; a component that names another waits for its file. What
 * the shell draws outside the pages' <Suspense> (header, footer) uses only these (namespaces.test.ts).
 */
export const SHELL_NAMESPACES = ['common', 'errors', 'search'] as const;
const LANGUAGE_KEY = 'gsis.lang';

type Bundle = { default: ResourceKey };
/** Every other locale file, one chunk each (import.meta.glob keys: ./locales/<lang>/<namespace>.json). */
const files = import.meta.glob<Bundle>(['./locales/*/*.json', '!./locales/en/common.json', '!./locales/en/errors.json', '!./locales/en/search.json']);

/** i18next's backend: reads a namespace's file when i18next first needs it. */
const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    // A language or namespace without a file has nothing to add (i18next falls back to English).
    if (!load) return callback(null, {});
    load().then((bundle) => callback(null, bundle.default), (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

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

/** The namespaces loaded so far (i18next adds each one a component asks for). */
const namespacesInUse = (): string[] => [i18n.options.ns ?? []].flat();

/** A language's files of the namespaces in use, added to i18next without switching to it. */
async function loadLanguage(lang: LanguageCode): Promise<void> {
  await Promise.all(namespacesInUse().map(async (ns) => {
    const load = files[`./locales/${lang}/${ns}.json`];
    if (load && !i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, (await load()).default, true, true);
  }));
}

/**
 * Loads the words of every namespace in use and Ant Design's locale, then switches: the components
 * render the new language once, complete.
 */
export async function changeLanguage(lang: LanguageCode): Promise<void> {
  loadScriptFonts(lang);
  await Promise.all([loadLanguage(lang), loadAntdLocale(lang)]);
  await i18n.changeLanguage(lang);
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  // Installing GSIS names it and its shortcuts in the reader's language.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(lang));
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<void> {
  await i18n.use(lazyFiles).use(initReactI18next).init({
    resources: { en: { common, errors, search } },
    // The bundled English namespaces are used as they are; everything else comes through the backend.
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // 'pt-BR' is one language here, not 'pt-BR' then 'pt'.
    load: 'currentOnly',
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  // Offline, the reader's language may not have been kept yet (sw/service-worker.ts keeps what was used): the app
  // starts in English, bundled with it, rather than not at all.
  await changeLanguage(initialLanguage()).catch(() => changeLanguage(DEFAULT_LANGUAGE));
}

export default i18n;
