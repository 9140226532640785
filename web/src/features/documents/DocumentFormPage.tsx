// /management/library/document/new and /management/library/document/details?id=N: one form for the
// document (title, type, product, product number and equipment code, applicability, regions) and, once it exists,
// its versions.
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { DocumentModel, DocumentSave, type DocumentDetail, type DocumentFilterOptions } from '@gsis/contract';
import { App, Button, Card, Empty, Form, Input, InputNumber, Radio, Select, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { showFieldErrors, useAskFirst } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/first-invalid.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { fieldRules, maxLengthOf, rangeOf } from '../../ui/schema-rules.ts';
import { useDocumentDetail, useFilterOptions, useSaveDocument } from './api.ts';
import { useLibT } from './shared.tsx';
import { VersionsSection } from './versions/VersionsSection.tsx';

/** The serial numbers a model's range takes. */
const SERIALS = rangeOf(DocumentModel.shape.serialFrom);

interface ModelRow { modelId: number; serialFrom: number | null; serialTo: number | null }

interface Values {
  title: string;
  description: string;
  documentTypeId?: number;
  productTypeId?: number;
  productId?: number;
  productNumber: string;
  equipmentCode: string;
  models: ModelRow[];
  exhaustCertificationIds: number[];
  regionIds: number[];
  useYn: 'Y' | 'N';
}

const EMPTY: Values = { title: '', description: '', productNumber: '', equipmentCode: '', models: [], exhaustCertificationIds: [], regionIds: [], useYn: 'Y' };

function valuesOf(detail: DocumentDetail): Values {
  return {
    title: detail.title, description: detail.description, documentTypeId: detail.documentTypeId, productTypeId: detail.productTypeId,
    productId: detail.productId, useYn: detail.useYn, productNumber: detail.productNumber ?? '', equipmentCode: detail.equipmentCode ?? '',
    models: detail.models.map(({ modelId, serialFrom, serialTo }) => ({ modelId, serialFrom, serialTo })),
    exhaustCertificationIds: detail.exhaustCertificationIds, regionIds: detail.regionIds,
  };
}

export default function DocumentFormPage() {
  const { t } = useLibT();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  const creating = raw === null;
  const options = useFilterOptions();
  const detail = useDocumentDetail(id);

  if (!creating && id === undefined) {
    return (
      <div className="catalogue-page libadmin-page">
        <PageHeader title={t('form.editHeading')} help="" />
        <Empty description={t('form.notFound')}><Link to={pages.libraryAdmin.documents()}>{t('form.back')}</Link></Empty>
      </div>
    );
  }

  const ready = options.data && (creating || detail.data);
  return (
    <div className="catalogue-page libadmin-page" data-testid={creating ? 'document-new-page' : 'document-details-page'}>
      <Link to={pages.libraryAdmin.documents()} className="libadmin-back"><ArrowLeftOutlined /> {t('form.back')}</Link>
      <PageHeader title={creating ? t('form.newHeading') : detail.data?.title ?? t('form.editHeading')} help={creating ? t('form.newHelp') : t('form.editHelp')} />
      {ready ? (
        <>
          {/* A fresh form for each document; polling the versions does not touch what is being typed. */}
          <DocumentForm key={id ?? 'new'} id={id} options={options.data} initial={detail.data ? valuesOf(detail.data) : EMPTY} />
          {id !== undefined && detail.data ? <VersionsSection document={detail.data} /> : null}
        </>
      ) : (
        <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>
      )}
    </div>
  );
}

function DocumentForm({ id, options, initial }: { id: number | undefined; options: DocumentFilterOptions; initial: Values }) {
  const { t } = useLibT();
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveDocument();
  const [error, setError] = useState<unknown>(null);
  const productTypeId = Form.useWatch('productTypeId', form);
  const productId = Form.useWatch('productId', form);

  const choice = (items: { id: number; label: string }[]) => items.map((o) => ({ value: o.id, label: o.label }));
  const products = useMemo(
    () => options.products.filter((p) => p.productTypeId === productTypeId).map((p) => ({ value: p.id, label: p.label })),
    [options.products, productTypeId],
  );
  const models = useMemo(() => options.models.filter((m) => m.productId === productId), [options.models, productId]);
  // A plate's code as the contract takes it, said before saving; an empty field is no code.
  const codeRules = fieldRules(DocumentSave.shape.productNumber, { format: t('form.codeCharacters') });

  // Changing a saved document asks first (the seed's edit confirmation); a new one asks nothing.
  const askFirst = useAskFirst(id !== undefined);
  const submit = async (values: Values) => {
    if (!(await askFirst({ save: t('common.save'), cancel: t('common.cancel') }))) return;
    setError(null);
    const body: DocumentSave = {
      ...(id !== undefined ? { id } : {}),
      title: values.title.trim(), description: (values.description ?? '').trim(),
      documentTypeId: values.documentTypeId!, productId: values.productId!, useYn: values.useYn,
      productNumber: values.productNumber?.trim() || null, equipmentCode: values.equipmentCode?.trim() || null,
      models: values.models.map(({ modelId, serialFrom, serialTo }) => ({ modelId, serialFrom: serialFrom ?? null, serialTo: serialTo ?? null })),
      exhaustCertificationIds: values.exhaustCertificationIds, regionIds: values.regionIds,
    };
    try {
      const saved = await save.mutateAsync(body);
      void message.success(t('common.saved'));
      if (id === undefined) void navigate(pages.libraryAdmin.document(saved.id), { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'DUPLICATE_DOCUMENT_TITLE') {
        form.setFields([{ name: 'title', errors: [te('DUPLICATE_DOCUMENT_TITLE')] }]);
        form.scrollToField('title', SCROLL_TO_FIRST_ERROR);
      } else if (e instanceof ApiError && e.code === 'ALREADY_EXISTS' && e.details?.reason === 'EXHAUST_CERTIFICATION') {
        form.setFields([{ name: 'exhaustCertificationIds', errors: [te('ALREADY_EXISTS')] }]);
      } else {
        // The server's word on a field the form let through (a product number, say) stands next to that field too.
        if (e instanceof ApiError && e.code === 'INPUT_VALUE_ERROR') showFieldErrors(form, e, te('INPUT_VALUE_ERROR'));
        setError(e);
      }
    }
  };

  return (
    <Card className="libadmin-card" title={t('form.documentSection')}>
      <Form<Values>
        form={form} layout="vertical" requiredMark="optional" initialValues={initial} disabled={save.isPending}
        onFinish={(values) => void submit(values)} className="libadmin-form" data-testid="document-form"
      >
        <Form.Item name="title" label={t('form.title')} rules={fieldRules(DocumentSave.shape.title, { required: t('form.titleRequired') })}>
          <Input maxLength={maxLengthOf(DocumentSave.shape.title)} showCount autoComplete="off" data-testid="doc-title" />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')} rules={fieldRules(DocumentSave.shape.description)}>
          <Input.TextArea maxLength={maxLengthOf(DocumentSave.shape.description)} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="doc-description" />
        </Form.Item>
        <div className="libadmin-form-row">
          <Form.Item name="documentTypeId" label={t('form.documentType')} rules={fieldRules(DocumentSave.shape.documentTypeId, { required: t('form.documentTypeRequired') })}>
            <Select options={choice(options.documentTypes)} showSearch={{ optionFilterProp: 'label' }} placeholder={t('form.choose')} data-testid="doc-type" />
          </Form.Item>
          <Form.Item name="useYn" label={t('form.use')} tooltip={t('form.useHelp')} required>
            <Radio.Group optionType="button" options={[{ value: 'Y', label: t('form.useY') }, { value: 'N', label: t('form.useN') }]} data-testid="doc-use" />
          </Form.Item>
        </div>
        <div className="libadmin-form-row">
          <Form.Item name="productTypeId" label={t('form.productType')} rules={[{ required: true, message: t('form.productTypeRequired') }]}>
            <Select
              options={choice(options.productTypes)} showSearch={{ optionFilterProp: 'label' }} placeholder={t('form.choose')} data-testid="doc-product-type"
              onChange={() => form.setFieldsValue({ productId: undefined, models: [] })}
            />
          </Form.Item>
          <Form.Item name="productId" label={t('form.product')} rules={fieldRules(DocumentSave.shape.productId, { required: t('form.productRequired') })}
            extra={productTypeId ? undefined : t('form.productFirst')}>
            <Select
              options={products} showSearch={{ optionFilterProp: 'label' }} placeholder={t('form.choose')} disabled={!productTypeId}
              data-testid="doc-product" onChange={() => form.setFieldsValue({ models: [] })}
              notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('form.noProducts')} />}
            />
          </Form.Item>
        </div>
        <div className="libadmin-form-row">
          <Form.Item name="productNumber" label={t('form.productNumber')} extra={t('form.productNumberHelp')} rules={codeRules}>
            <Input maxLength={maxLengthOf(DocumentSave.shape.productNumber)} autoComplete="off" spellCheck={false} placeholder={t('form.productNumberExample')} data-testid="doc-product-number" />
          </Form.Item>
          <Form.Item name="equipmentCode" label={t('form.equipmentCode')} extra={t('form.equipmentCodeHelp')} rules={codeRules}>
            <Input maxLength={maxLengthOf(DocumentSave.shape.equipmentCode)} autoComplete="off" spellCheck={false} placeholder={t('form.equipmentCodeExample')} data-testid="doc-equipment-code" />
          </Form.Item>
        </div>
        <Form.Item
          name="models" label={t('form.models')} extra={t('form.modelsHelp')}
          rules={fieldRules(DocumentSave.shape.models, { format: t('form.serialOrder') })}
        >
          <ModelsField models={models} disabled={!productId} />
        </Form.Item>
        <div className="libadmin-form-row">
          <Form.Item name="exhaustCertificationIds" label={t('form.certifications')} extra={t('form.certificationsHelp')}>
            <Select mode="multiple" allowClear options={choice(options.exhaustCertifications)} showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.none')} data-testid="doc-certifications" />
          </Form.Item>
          <Form.Item name="regionIds" label={t('form.regions')} extra={t('form.regionsHelp')}>
            <Select mode="multiple" allowClear options={choice(options.regions)} showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.allRegions')} data-testid="doc-regions" />
          </Form.Item>
        </div>
        <ErrorAlert error={error} onClose={() => setError(null)} />
        <div className="libadmin-form-actions">
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} data-testid="doc-save">
            {id === undefined ? t('form.create') : t('common.save')}
          </Button>
          {id === undefined ? <Typography.Text type="secondary">{t('form.versionsAfterSave')}</Typography.Text> : null}
        </div>
      </Form>
    </Card>
  );
}

/**
 * The models a document applies to: chosen from the product's models, each with an optional serial
 * range (empty = every serial number). A model can be chosen once only.
 */
function ModelsField({ value = [], onChange, models, disabled }: {
  value?: ModelRow[]; onChange?: (value: ModelRow[]) => void; models: { id: number; label: string }[]; disabled: boolean;
}) {
  const { t } = useLibT();
  const label = new Map(models.map((m) => [m.id, m.label]));
  const change = (ids: number[]) => {
    const kept = new Map(value.map((row) => [row.modelId, row]));
    onChange?.(ids.map((modelId) => kept.get(modelId) ?? { modelId, serialFrom: null, serialTo: null }));
  };
  const setSerial = (modelId: number, key: 'serialFrom' | 'serialTo', serial: number | null) =>
    onChange?.(value.map((row) => (row.modelId === modelId ? { ...row, [key]: serial } : row)));

  return (
    <div className="libadmin-models">
      <Select
        mode="multiple" allowClear disabled={disabled} placeholder={disabled ? t('form.productFirst') : t('form.modelsPlaceholder')}
        options={models.map((m) => ({ value: m.id, label: m.label }))} showSearch={{ optionFilterProp: 'label' }}
        value={value.map((row) => row.modelId)} onChange={change} data-testid="doc-models"
        aria-label={t('form.models')}
      />
      {value.length ? (
        <div className="libadmin-serials" role="group" aria-label={t('form.serials')}>
          <div className="libadmin-serial-head" aria-hidden>
            <span>{t('form.model')}</span><span>{t('form.serialFrom')}</span><span>{t('form.serialTo')}</span>
          </div>
          {value.map((row) => {
            const wrong = row.serialFrom !== null && row.serialTo !== null && row.serialFrom > row.serialTo;
            const name = label.get(row.modelId) ?? `#${row.modelId}`;
            return (
              <div className="libadmin-serial-row" key={row.modelId} data-testid={`doc-model-${name}`}>
                <span className="libadmin-serial-model">{name}</span>
                <InputNumber<number> {...SERIALS} precision={0} value={row.serialFrom} placeholder={t('form.serialAny')}
                  onChange={(v) => setSerial(row.modelId, 'serialFrom', v)} aria-label={t('form.serialFromOf', { model: name })}
                  status={wrong ? 'error' : undefined} data-testid={`doc-model-from-${name}`} />
                <InputNumber<number> {...SERIALS} precision={0} value={row.serialTo} placeholder={t('form.serialAny')}
                  onChange={(v) => setSerial(row.modelId, 'serialTo', v)} aria-label={t('form.serialToOf', { model: name })}
                  status={wrong ? 'error' : undefined} data-testid={`doc-model-to-${name}`} />
                {wrong ? <span className="libadmin-serial-error" role="alert">{t('form.serialOrder')}</span> : null}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
