// i18next for the web app: English bundled as the fallback, every other language loaded when chosen.
import { DEFAULT_LANGUAGE, isLanguageCode, matchLanguage, type LanguageCode } from '@gsis/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enBookmarks from './locales/en/bookmarks.json';
import enCatalogue from './locales/en/catalogue.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enLegal from './locales/en/legal.json';
import enLibrary from './locales/en/library.json';
import enLibraryAdmin from './locales/en/library-admin.json';
import enSearch from './locales/en/search.json';
import enSignup from './locales/en/signup.json';
import enForgot from './locales/en/forgot.json';
import enUsers from './locales/en/users.json';
import enMyinfo from './locales/en/myinfo.json';
import enMailbox from './locales/en/mailbox.json';
import enRoles from './locales/en/roles.json';
import enMenus from './locales/en/menus.json';

export const NAMESPACES = ['common', 'errors', 'legal', 'catalogue', 'library', 'library-admin', 'bookmarks', 'search', 'signup', 'forgot', 'myinfo', 'users', 'roles', 'menus', 'mailbox'] as const;
const LANGUAGE_KEY = 'gsis.lang';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

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
    resources: { en: { common: enCommon, errors: enErrors, legal: enLegal, catalogue: enCatalogue, library: enLibrary, 'library-admin': enLibraryAdmin, bookmarks: enBookmarks, search: enSearch, signup: enSignup, forgot: enForgot, myinfo: enMyinfo, users: enUsers, roles: enRoles, menus: enMenus, mailbox: enMailbox } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(initialLanguage());
}

export default i18n;
