// /management/support/faq/form: a question added (no id) or changed (?id=), with its classification, question and
// answer in rich text — in English and in a tab for each other language it is written in (readers of the others
// get English) — order and use. Saving asks the seed's save (or edit) confirmation.
import { FaqSave } from '@gsis/contract';
import { Button, Form, Input, Select, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { classOptions } from '../../api/support-queries.ts';
import { idFrom } from '../../ui/address-params.ts';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LanguageVersionTabs, useVersionTabs } from '../../ui/language-versions.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { OrderAndUseFields } from '../../ui/order-and-use-fields.tsx';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useClassChoices, useFaqDetail, useSaveFaq } from './api.ts';
import { useFaqT } from './shared.ts';
import './faq.css';

type Values = Required<Omit<FaqSave, 'faqId'>>;
/** The question's schema in English and in another language's version. */
const QUESTION = { en: FaqSave.shape.question, other: FaqSave.shape.translations.unwrap().element.shape.question };

export default function FaqFormPage() {
  const { t } = useFaqT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const detail = useFaqDetail(id);
  const classes = useClassChoices();
  const save = useSaveFaq();
  const [form] = Form.useForm<Values>();
  const { saveForm, error, clearError } = useFormSave(form, { existing: id !== undefined });
  const tabs = useVersionTabs(form);

  const submit = async (values: Values) => {
    const texts = { save: t('form.save'), cancel: t('form.cancel'), saved: t('form.saved') };
    const saved = await saveForm(texts, () => save.mutateAsync({ ...values, translations: values.translations ?? [], ...(id ? { faqId: id } : {}) }), tabs.showRefused);
    if (saved) void navigate(pages.faq.manage());
  };

  const d = detail.data;
  const english = d?.versions.find((v) => v.language === 'en');
  const initial: Partial<Values> = d ? {
    classId: d.classId, question: english?.question ?? '', answerHtml: english?.answerHtml ?? '', sortOrder: d.sortOrder, useYn: d.useYn,
    translations: d.versions.flatMap(({ language, question, answerHtml }) => (language === 'en' ? [] : [{ language, question, answerHtml }])),
  } : { sortOrder: 0, useYn: 'Y', answerHtml: '', translations: [] };
  return (
    <div className="catalogue-page faq-form-page" data-testid="faq-form-page">
      <PageHeader title={id ? t('form.editTitle') : t('form.newTitle')} help={t('form.help')} />
      {id && !d ? <Spin /> : (
        <Form<Values>
          form={form} layout="vertical" requiredMark="optional" className="faq-form" disabled={save.isPending}
          initialValues={initial}
          onFinish={(values) => void submit(values)}
          onFinishFailed={({ errorFields }) => tabs.showField(errorFields.map((f) => f.name))}
        >
          <Form.Item name="classId" label={t('form.classification')} rules={fieldRules(FaqSave.shape.classId, { required: t('form.classificationRequired') })}>
            <Select
              loading={classes.isPending}
              options={classOptions(classes.data)}
              data-testid="faq-class-field"
            />
          </Form.Item>
          <p className="faq-form-languages faq-muted">{t('form.languagesHelp')}</p>
          <LanguageVersionTabs
            tabs={tabs} texts={{ addLanguage: t('form.addLanguage') }} testIdPrefix="faq"
            fields={(prefix, language) => {
              // The English fields keep the test ids they always had; another language's carry its code.
              const suffix = language === 'en' ? '' : `-${language}`;
              const question = language === 'en' ? QUESTION.en : QUESTION.other;
              return (
                <>
                  <Form.Item name={[...prefix, 'question']} label={t('form.question')} rules={fieldRules(question, { required: t('form.questionRequired'), tooLong: t('form.questionTooLong') })}>
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={maxLengthOf(question)} showCount lang={language} data-testid={`faq-question-field${suffix}`} />
                  </Form.Item>
                  <Form.Item name={[...prefix, 'answerHtml']} label={t('form.answer')} rules={[{ required: true, message: t('form.answerRequired') }]}>
                    <RichTextEditor label={t('form.answer')} testId={`faq-answer-field${suffix}`} />
                  </Form.Item>
                </>
              );
            }}
          />
          <OrderAndUseFields order={FaqSave.shape.sortOrder} className="faq-form-row" orderLabel={t('form.order')} useLabel={t('form.use')} useText={(v) => t(`useYn.${v}`)} />
          <ErrorAlert error={error} onClose={clearError} />
          <div className="faq-actions">
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="faq-save">{t('form.save')}</Button>
            <Button onClick={() => void navigate(pages.faq.manage())}>{t('form.cancel')}</Button>
          </div>
        </Form>
      )}
    </div>
  );
}
