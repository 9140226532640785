// /management/support/relatedlink/form: a related link added (?type= names its block) or changed (?id=).
// Saving asks the seed's confirmation; the server's refusal of a field is shown on that field.
import { LINK_TYPES, RelatedLinkSave } from '@gsis/contract';
import { Button, Form, Input, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { useLinkDetail, useSaveLink } from './api.ts';
import { linkTypeOf } from './link-type.ts';
import './related-links.css';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';

type Values = Required<Pick<RelatedLinkSave, 'linkType' | 'linkName' | 'linkUrl' | 'useYn'>>;

export default function RelatedLinkFormPage() {
  const { t } = useTranslation('related-links');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const detail = useLinkDetail(id);
  const save = useSaveLink();
  const [form] = Form.useForm<Values>();
  const { saveForm, error, clearError } = useFormSave(form, { existing: id !== undefined });

  const submit = async (values: Values) => {
    const texts = { save: t('form.save'), cancel: t('form.cancel'), saved: t('form.saved') };
    if (await saveForm(texts, () => save.mutateAsync({ ...values, ...(id ? { linkId: id } : {}) }))) {
      void navigate(pages.relatedLinks.list(values.linkType));
    }
  };

  const title = id ? t('form.editTitle') : t('form.newTitle');
  return (
    <div className="catalogue-page" data-testid="related-link-form-page">
      <PageHeader title={title} help={t('form.help')} />
      {id && detail.isPending ? <Spin /> : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark="optional"
          className="related-link-form"
          disabled={save.isPending}
          // The form is drawn once the link is read (a spinner before), so its values start as they are.
          initialValues={detail.data ?? { linkType: linkTypeOf(params.get('type')), useYn: 'Y' }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="linkType" label={t('form.type')} rules={fieldRules(RelatedLinkSave.shape.linkType)}>
            <Radio.Group optionType="button" options={LINK_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} data-testid="related-link-type" />
          </Form.Item>
          <Form.Item name="linkName" label={t('form.name')} rules={fieldRules(RelatedLinkSave.shape.linkName, { required: t('form.nameRequired'), tooLong: t('form.nameTooLong') })}>
            <Input maxLength={maxLengthOf(RelatedLinkSave.shape.linkName)} showCount data-testid="related-link-name-field" />
          </Form.Item>
          <Form.Item
            name="linkUrl"
            label={t('form.url')}
            extra={t('form.urlHelp')}
            rules={fieldRules(RelatedLinkSave.shape.linkUrl, { required: t('form.urlRequired'), format: t('form.urlRule') })}
          >
            <Input type="url" inputMode="url" placeholder="https://" maxLength={maxLengthOf(RelatedLinkSave.shape.linkUrl)} data-testid="related-link-url-field" />
          </Form.Item>
          <Form.Item name="useYn" label={t('form.use')}>
            <Radio.Group options={(['Y', 'N'] as const).map((value) => ({ value, label: t(`useYn.${value}`) }))} data-testid="related-link-use" />
          </Form.Item>
          <ErrorAlert error={error} onClose={clearError} />
          <div className="related-link-form-actions">
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="related-link-save">{t('form.save')}</Button>
            <Button onClick={() => void navigate(pages.relatedLinks.list(detail.data?.linkType ?? linkTypeOf(params.get('type'))))} data-testid="related-link-back">
              {t('form.backToList')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
