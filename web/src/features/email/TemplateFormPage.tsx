// /management/email/template/form: a template added (no id) or changed (?id=): its title and, in a tab per
// language, a subject and a body in rich text that may name the recipient's details ({{name}}, {{company}},
// {{id}}, {{portalLink}}). Each text can be previewed as a real user would receive it. Saving asks the seed's
// save (or edit) confirmation.
import { PlusOutlined } from '@ant-design/icons';
import { EMAIL_PLACEHOLDERS, emailApi, EmailTemplateSave, EmailTemplateText, LANGUAGE_CODES, type EmailPreview, type LanguageCode } from '@gsis/contract';
import { Alert, Button, Form, Input, Modal, Select, Spin, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { languageName } from '../../ui/languages.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { usePreview, useSaveTemplate, useTemplate } from './api.ts';
import { PersonPicker, useEmailT } from './shared.tsx';
import './email.css';

interface Values { title: string; texts: EmailTemplateText[] }

export default function TemplateFormPage() {
  const { t } = useEmailT();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const detail = useTemplate(id);
  return (
    <div className="catalogue-page email-page" data-testid="email-template-form-page">
      <PageHeader title={id ? t('templateForm.editTitle') : t('templateForm.newTitle')} help={t('templateForm.help')} />
      {id && !detail.data ? <Spin /> : (
        <TemplateForm id={id} initial={detail.data ? { title: detail.data.title, texts: detail.data.texts } : { title: '', texts: [{ language: 'en', subject: '', bodyHtml: '' }] }} />
      )}
    </div>
  );
}

function TemplateForm({ id, initial }: { id: number | undefined; initial: Values }) {
  const { t } = useEmailT();
  const navigate = useNavigate();
  const save = useSaveTemplate();
  const [form] = Form.useForm<Values>();
  const { saveForm, error, clearError } = useFormSave(form, { existing: id !== undefined });
  const texts: EmailTemplateText[] = Form.useWatch('texts', form) ?? initial.texts;
  const [active, setActive] = useState(0);
  const [previewing, setPreviewing] = useState<EmailTemplateText | null>(null);
  const unused = LANGUAGE_CODES.filter((code) => !texts.some((text) => text.language === code));

  const submit = async (values: Values) => {
    const words = { save: t('common.save'), cancel: t('common.cancel'), saved: t('common.saved') };
    if (await saveForm(words, () => save.mutateAsync({ ...values, ...(id ? { templateId: id } : {}) }))) void navigate(pages.email.templates());
  };

  return (
    <Form<Values>
      form={form} layout="vertical" requiredMark="optional" className="email-form" disabled={save.isPending} initialValues={initial}
      onFinish={(values) => void submit(values)}
      onFinishFailed={({ errorFields }) => {
        // A refused field in another language's tab: show that tab.
        const index = errorFields.map((f) => f.name).find((name) => name[0] === 'texts')?.[1];
        if (typeof index === 'number') setActive(index);
      }}
    >
      <Form.Item name="title" label={t('templateForm.title')} extra={t('templateForm.titleHelp')} rules={fieldRules(EmailTemplateSave.shape.title, { required: t('templateForm.titleRequired') })}>
        <Input maxLength={maxLengthOf(EmailTemplateSave.shape.title)} data-testid="email-template-title" />
      </Form.Item>
      <Typography.Paragraph type="secondary" className="email-placeholders">
        {t('templateForm.placeholders')}{' '}
        {EMAIL_PLACEHOLDERS.map((p) => <Typography.Text key={p} code copyable={{ text: `{{${p}}}` }}>{`{{${p}}}`} — {t(`placeholder.${p}`)}</Typography.Text>)}
      </Typography.Paragraph>
      <Form.List name="texts">
        {(fields, { add, remove }) => (
          <Tabs
            type="editable-card"
            activeKey={String(Math.min(active, fields.length - 1))}
            onChange={(key) => setActive(Number(key))}
            hideAdd
            onEdit={(key, action) => {
              if (action !== 'remove' || fields.length <= 1) return;
              remove(Number(key));
              setActive(0);
            }}
            tabBarExtraContent={unused.length ? (
              <Select<LanguageCode>
                value={null} placeholder={<><PlusOutlined /> {t('templateForm.addLanguage')}</>} className="email-add-language" aria-label={t('templateForm.addLanguage')}
                options={unused.map((code) => ({ value: code, label: <span lang={code}>{languageName(code)}</span>, title: languageName(code) }))}
                onChange={(language) => { add({ language, subject: '', bodyHtml: '' }); setActive(fields.length); }}
                data-testid="email-template-add-language" popupMatchSelectWidth={false}
              />
            ) : null}
            items={fields.map((field, index) => {
              const language = texts[index]?.language ?? 'en';
              return {
                key: String(index),
                label: <span lang={language} data-testid={`email-template-tab-${language}`}>{languageName(language)}</span>,
                closable: fields.length > 1,
                closeIcon: fields.length > 1 ? undefined : false,
                forceRender: true,
                children: (
                  <div className="email-text" lang={language}>
                    <Form.Item name={[field.name, 'language']} hidden><Input /></Form.Item>
                    <Form.Item name={[field.name, 'subject']} label={t('templateForm.subject')} rules={fieldRules(EmailTemplateText.shape.subject, { required: t('templateForm.subjectRequired') })}>
                      <Input maxLength={maxLengthOf(EmailTemplateText.shape.subject)} data-testid={`email-template-subject-${language}`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'bodyHtml']} label={t('templateForm.body')} rules={[{ required: true, message: t('templateForm.bodyRequired') }]}>
                      <RichTextEditor label={t('templateForm.body')} testId={`email-template-body-${language}`} />
                    </Form.Item>
                    <Button onClick={() => setPreviewing(form.getFieldValue(['texts', field.name]) as EmailTemplateText)} data-testid={`email-template-preview-${language}`}>
                      {t('templateForm.preview')}
                    </Button>
                  </div>
                ),
              };
            })}
          />
        )}
      </Form.List>
      <ErrorAlert error={error} onClose={clearError} />
      <div className="email-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="email-template-save">{t('common.save')}</Button>
        <Button onClick={() => void navigate(pages.email.templates())}>{t('common.cancel')}</Button>
      </div>
      <PreviewDialog text={previewing} onClose={() => setPreviewing(null)} />
    </Form>
  );
}

/** A text as the chosen user would receive it: subject, and the HTML in a frame where nothing runs. */
function PreviewDialog({ text, onClose }: { text: EmailTemplateText | null; onClose: () => void }) {
  const { t } = useEmailT();
  const preview = usePreview();
  const [userId, setUserId] = useState<number | null>(null);
  const [shown, setShown] = useState<EmailPreview | null>(null);
  const latest = useRef(0);
  const show = async (user: number | null) => {
    setUserId(user);
    setShown(null);
    if (user === null || !text) return;
    // Two people chosen one after the other: only the answer for the last one is shown.
    const asked = ++latest.current;
    const answer = await preview.mutateAsync({ text, userId: user }).catch(() => null);
    if (asked === latest.current) setShown(answer);
  };
  return (
    <Modal title={t('preview.title')} open={text !== null} onCancel={() => { setShown(null); setUserId(null); onClose(); }} footer={null} width={720} destroyOnHidden data-testid="email-preview-dialog">
      <Typography.Paragraph type="secondary">{t('preview.help')}</Typography.Paragraph>
      <PersonPicker search={emailApi.templateRecipients} value={userId} placeholder={t('preview.recipient')} testId="email-preview-recipient"
        onChange={(value) => void show(value as number | null)} />
      <ErrorAlert error={preview.error} onClose={preview.reset} />
      {preview.isPending ? <Spin /> : null}
      {shown ? (
        <div className="email-preview" data-testid="email-preview">
          <Alert type="info" title={<><strong>{t('preview.subject')}</strong> {shown.subject}</>} data-testid="email-preview-subject" />
          <iframe title={t('preview.title')} sandbox="" srcDoc={shown.html} className="email-preview-frame" />
        </div>
      ) : null}
    </Modal>
  );
}
