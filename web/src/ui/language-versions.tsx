// Content written per language (notices, the FAQ): what readers see and how managers write it. A reader gets the
// version in their language, else the English one, which is marked as English (`lang="en"` and a visible tag) so
// they know it was not forgotten to be translated but not written yet, and a screen reader reads it in English.
// Managers write English first (every reader without their language gets it) and add a tab per other language.
import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES, type OtherLanguage } from '@gsis/contract';
import { Form, Input, Select, Tabs, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from './languages.tsx';
import './language-versions.css';

/** "(English)" after a text the reader gets in another language than theirs; nothing when it is in theirs. */
export function OtherLanguageTag({ language }: { language: string }) {
  const { i18n } = useTranslation();
  if (language === i18n.language) return null;
  return <span className="other-language-tag" lang={language} data-testid="other-language-tag">({languageName(language)})</span>;
}

/** The tab `form` shows, and the one it turns to when a field it cannot see was refused. */
export function useVersionTabs(form: FormInstance) {
  const [active, setActive] = useState<string>(DEFAULT_LANGUAGE);
  /** Shows the tab of the first field named (`['translations', 1, 'title']`: the second version's). */
  const showField = (names: readonly (readonly (string | number)[])[]) => {
    const first = names[0];
    if (!first) return;
    const version: unknown = typeof first[1] === 'number' ? form.getFieldValue(['translations', first[1], 'language']) : undefined;
    if (first[0] !== 'translations') setActive(DEFAULT_LANGUAGE);
    else if (typeof version === 'string') setActive(version);
  };
  return {
    active, setActive,
    /** For the form's onFinishFailed: the tab of the first field the form's own rules refused. */
    showField,
    /** For a server's refusal: the tab of the first field it names ('body.translations.0.bodyHtml'). */
    showRefused(refusal: { details?: { fields?: { path: string }[] } | undefined }) {
      showField((refusal.details?.fields ?? []).map((f) => f.path.split('.').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part))));
    },
  };
}

export interface VersionTexts {
  /** The choice that adds a tab: "Add a language". */
  addLanguage: string;
}

/**
 * The English version's fields (`fields([])`, at the form's top level) and a tab for each version in the form's
 * `translations` list (`fields(['translations', index])`), with a choice that adds another language; a version's tab
 * closes to take it away. Every tab is drawn, hidden ones too, so their fields are checked on save. (Not a
 * Form.List: the English fields, drawn among the tabs, would be named inside the list.)
 */
export function LanguageVersionTabs({ tabs, texts, fields, testIdPrefix }: {
  tabs: ReturnType<typeof useVersionTabs>;
  texts: VersionTexts;
  /** The fields of one version, named under `prefix`; `language` is that version's (for the fields' `lang`). */
  fields: (prefix: (string | number)[], language: string) => ReactNode;
  testIdPrefix: string;
}) {
  const form = Form.useFormInstance();
  const watched: unknown = Form.useWatch('translations', { form, preserve: true });
  const versions = (Array.isArray(watched) ? watched : []) as { language: OtherLanguage }[];
  const unused = OTHER_LANGUAGES.filter((code) => !versions.some((v) => v.language === code));
  const current = () => (form.getFieldValue('translations') as object[] | undefined) ?? [];
  return (
    <Tabs
      type="editable-card"
      hideAdd
      className="language-versions"
      activeKey={tabs.active}
      onChange={tabs.setActive}
      onEdit={(key, action) => {
        const index = versions.findIndex((v) => v.language === key);
        if (action !== 'remove' || index < 0) return;
        form.setFieldValue('translations', current().filter((_, i) => i !== index));
        tabs.setActive(DEFAULT_LANGUAGE);
      }}
      tabBarExtraContent={unused.length ? (
        <Select<OtherLanguage>
          value={null} placeholder={<><PlusOutlined /> {texts.addLanguage}</>} className="language-versions-add" aria-label={texts.addLanguage}
          options={unused.map((code) => ({ value: code, label: <span lang={code}>{languageName(code)}</span>, title: languageName(code) }))}
          onChange={(language) => {
            form.setFieldValue('translations', [...current(), { language }]);
            tabs.setActive(language);
          }}
          showSearch={{ optionFilterProp: 'title' }} popupMatchSelectWidth={false} data-testid={`${testIdPrefix}-add-language`}
        />
      ) : null}
      items={[
        { language: DEFAULT_LANGUAGE, prefix: [] as (string | number)[] },
        ...versions.map(({ language }, index) => ({ language, prefix: ['translations', index] })),
      ].map(({ language, prefix }) => ({
        key: language,
        label: <span lang={language} data-testid={`${testIdPrefix}-tab-${language}`}>{languageName(language)}</span>,
        closable: prefix.length > 0,
        forceRender: true,
        children: (
          <div className="language-version">
            {prefix.length > 0 ? <Form.Item name={[...prefix, 'language']} hidden><Input /></Form.Item> : null}
            {fields(prefix, language)}
          </div>
        ),
      }))}
    />
  );
}
