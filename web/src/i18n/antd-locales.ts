// Ant Design's own texts (pagination, pickers, modals) in the reader's language.
import type { LanguageCode } from '@gsis/contract';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import frFR from 'antd/es/locale/fr_FR';
import idID from 'antd/es/locale/id_ID';
import koKR from 'antd/es/locale/ko_KR';
import mnMN from 'antd/es/locale/mn_MN';
import myMM from 'antd/es/locale/my_MM';
import ptBR from 'antd/es/locale/pt_BR';
import ruRU from 'antd/es/locale/ru_RU';
import thTH from 'antd/es/locale/th_TH';
import trTR from 'antd/es/locale/tr_TR';
import ukUA from 'antd/es/locale/uk_UA';
import zhCN from 'antd/es/locale/zh_CN';

/** Ant Design ships Spain's Spanish only; Latin America says "hacer clic", "archivo", "deseleccionar". */
const es419: Locale = {
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
};

export const ANTD_LOCALES: Record<LanguageCode, Locale> = {
  en: enUS, ko: koKR, 'pt-BR': ptBR, my: myMM, 'zh-CN': zhCN, fr: frFR, id: idID, 'es-419': es419,
  mn: mnMN, ru: ruRU, th: thTH, tr: trTR, uk: ukUA,
};
