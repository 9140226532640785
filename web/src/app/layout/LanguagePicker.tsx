// The header's language dropdown: 13 languages by their own names; the choice is kept for the next
// visit and, for a signed-in user, on their account.
import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, loginApi, type LanguageCode } from '@gsis/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/endpoints.ts';
import { changeLanguage, currentLanguage } from '../../i18n/i18n.ts';
import { session } from '../../session/session-store.ts';

export async function chooseLanguage(lang: LanguageCode): Promise<void> {
  await changeLanguage(lang);
  if (session.get().user) await call(loginApi.savePreferences, { language: lang }).catch(() => undefined);
}

export function LanguagePicker() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const name = LANGUAGES.find((l) => l.code === lang)?.nativeName;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGUAGES.map((l) => ({ key: l.code, label: <span lang={l.code} data-testid={`lang-${l.code}`}>{l.nativeName}</span> })),
        onClick: ({ key }) => void chooseLanguage(key as LanguageCode),
      }}
    >
      <Button type="text" className="header-button" icon={<GlobalOutlined />} aria-label={t('header.languageCurrent', { language: name })} data-testid="language-picker">
        <span className="hide-narrow">{name}</span>
      </Button>
    </Dropdown>
  );
}
