// The header's language dropdown: 13 languages by their own names; the choice is kept for the next
// visit and, for a signed-in user, on their account.
import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, loginApi, type LanguageCode } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/endpoints.ts';
import { changeLanguage, currentLanguage } from '../../i18n/i18n.ts';
import { session } from '../../session/session-store.ts';
import { PopupMenu } from '../../ui/popup-menu.tsx';

export async function chooseLanguage(lang: LanguageCode): Promise<void> {
  await changeLanguage(lang);
  if (session.get().user) await call(loginApi.savePreferences, { language: lang }).catch(() => undefined);
}

export function LanguagePicker() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const name = LANGUAGES.find((l) => l.code === lang)?.nativeName;
  return (
    <PopupMenu
      align="end" buttonClassName="header-button" label={t('header.languageCurrent', { language: name })} testId="language-picker"
      popupClassName="language-menu"
      items={LANGUAGES.map((l) => ({
        key: l.code, label: l.nativeName, lang: l.code, checked: l.code === lang, testId: `lang-${l.code}`,
        onSelect: () => void chooseLanguage(l.code),
      }))}
    >
      <GlobalOutlined aria-hidden /> <span className="hide-narrow">{name}</span>
    </PopupMenu>
  );
}
