// /management/support/qna/cls/form and /management/support/contact/cls/form: a classification added (?parentId=
// puts it under one) or changed (?id=). Saving asks the seed's confirmation; 'You can't add more nodes' and
// the other refusals show on their fields.
import { SupportClassSave } from '@gsis/contract';
import { Button, Form, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LabelFields } from '../../ui/label-fields.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { OrderAndUseFields } from '../../ui/order-and-use-fields.tsx';
import { useClassDetail, useClasses, useSaveClass } from './api.ts';
import { CLASS_KINDS, type ClassKind } from './kinds.ts';
import './support-classes.css';

type Values = Required<Pick<SupportClassSave, 'labels' | 'sortOrder' | 'useYn'>> & { parentId: number | null };

function ClassForm({ of }: { of: ClassKind }) {
  const { t } = useTranslation('support-classes');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const detail = useClassDetail(of, id);
  const classes = useClasses(of);
  const save = useSaveClass(of);
  const [form] = Form.useForm<Values>();
  const { saveForm, error, clearError } = useFormSave(form, { existing: id !== undefined });
  const hasChildren = id !== undefined && (classes.data ?? []).some((c) => c.parentId === id);
  const parents = (classes.data ?? []).filter((c) => c.parentId === null && c.classId !== id);

  const submit = async (values: Values) => {
    const texts = { save: t('form.save'), cancel: t('form.cancel'), saved: t('form.saved') };
    if (await saveForm(texts, () => save.mutateAsync({ ...values, parentId: values.parentId ?? null, ...(id ? { classId: id } : {}) }))) {
      void navigate(of.list());
    }
  };

  const d = detail.data;
  return (
    <div className="catalogue-page support-class-form-page" data-testid="support-class-form-page">
      <PageHeader title={t(id ? `kind.${of.kind}.formEdit` : `kind.${of.kind}.formNew`)} help={t('form.help')} />
      {(id && !d) || !classes.data ? <Spin /> : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark="optional"
          className="support-class-form"
          disabled={save.isPending}
          initialValues={d
            ? { labels: d.labels, sortOrder: d.sortOrder, useYn: d.useYn, parentId: d.parentId }
            : { labels: {}, sortOrder: 0, useYn: 'Y', parentId: idFrom(params.get('parentId')) ?? null }}
          onFinish={(values) => void submit(values)}
        >
          {of.nested ? (
            <Form.Item name="parentId" label={t('form.parent')} extra={hasChildren ? t('form.parentLocked') : t('form.parentHelp')}>
              <Select
                disabled={hasChildren}
                options={[{ value: null as unknown as number, label: t('form.parentNone') }, ...parents.map((p) => ({ value: p.classId, label: p.label }))]}
                data-testid="support-class-parent"
              />
            </Form.Item>
          ) : null}
          <LabelFields texts={{ legend: t('form.labels'), help: t('form.labelsHelp'), englishRequired: t('form.englishRequired') }} testIdPrefix="support-class-label" />
          <OrderAndUseFields
            order={SupportClassSave.shape.sortOrder} className="support-class-form-row" orderLabel={t('form.sortOrder')} useLabel={t('form.use')} useText={(v) => t(`useYn.${v}`)} orderTestId="support-class-order"
          />
          <ErrorAlert error={error} onClose={clearError} />
          <div className="support-class-actions">
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="support-class-save">{t('form.save')}</Button>
            <Button onClick={() => void navigate(of.list())}>{t('form.backToList')}</Button>
          </div>
        </Form>
      )}
    </div>
  );
}

export function QnaClassFormPage() {
  return <ClassForm of={CLASS_KINDS.QNA} />;
}

export function ContactClassFormPage() {
  return <ClassForm of={CLASS_KINDS.CONTACT} />;
}
