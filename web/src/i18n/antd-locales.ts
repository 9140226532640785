// Ant Design's own texts (pagination, pickers, modals) in the reader's language. English is Ant Design's
// default and comes with it; every other locale is a chunk of its own, loaded with the language's words
// (i18n.ts, changeLanguage) so that the language never renders before it.
import type { LanguageCode } from '@gsis/contract';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/** Ant Design ships Spain's Spanish only; Latin America says "hacer clic", "archivo", "deseleccionar". */
const latinAmerican = (esES: Locale): Locale => ({
  ...esES,
  locale: 'es-419',
  Table: {
    ...esES.Table,
    selectNone: 'Deseleccionar todo',
    triggerDesc: 'Haga clic para ordenar de forma descendente',
    triggerAsc: 'Haga clic para ordenar de forma ascendente',
    cancelSort: 'Haga clic para cancelar el ordenamiento',
  },
  Upload: { ...esES.Upload, uploading: 'Cargando...', downloadFile: 'Descargar archivo' },
});

type Loader = () => Promise<Locale>;
const LOADERS: Record<Exclude<LanguageCode, 'en'>, Loader> = {
  ko: () => import('antd/es/locale/ko_KR').then((m) => m.default),
  'pt-BR': () => import('antd/es/locale/pt_BR').then((m) => m.default),
  my: () => import('antd/es/locale/my_MM').then((m) => m.default),
  'zh-CN': () => import('antd/es/locale/zh_CN').then((m) => m.default),
  fr: () => import('antd/es/locale/fr_FR').then((m) => m.default),
  id: () => import('antd/es/locale/id_ID').then((m) => m.default),
  'es-419': () => import('antd/es/locale/es_ES').then((m) => latinAmerican(m.default)),
  mn: () => import('antd/es/locale/mn_MN').then((m) => m.default),
  ru: () => import('antd/es/locale/ru_RU').then((m) => m.default),
  th: () => import('antd/es/locale/th_TH').then((m) => m.default),
  tr: () => import('antd/es/locale/tr_TR').then((m) => m.default),
  uk: () => import('antd/es/locale/uk_UA').then((m) => m.default),
};

const loaded = new Map<LanguageCode, Locale>([['en', enUS]]);

/** Loads a language's Ant Design locale (once); antdLocale() then answers it. */
export async function loadAntdLocale(lang: LanguageCode): Promise<void> {
  if (lang !== 'en' && !loaded.has(lang)) loaded.set(lang, await LOADERS[lang]());
}

/** The Ant Design locale of a language loaded by loadAntdLocale (English until it is). */
export function antdLocale(lang: LanguageCode): Locale {
  return loaded.get(lang) ?? enUS;
}
