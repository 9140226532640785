// Models of a product line, each with the serial-number suffixes (and serial ranges) that identify it.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { catalogueApi, ModelSave, ModelSuffix, type ModelItem } from '@gsis/contract';
import { Button, Empty, Form, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useEditor } from '../../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { crossFieldRule, fieldRules, maxLengthOf, rangeOf } from '../../../ui/schema-rules.ts';
import { byNumber, byText, matches } from '../../../ui/table-filter.ts';
import { Toolbar } from '../../../ui/toolbar.tsx';
import { useCatalogueList, useCatalogueWrite } from '../api.ts';
import { codeRules, EditModal, RowActions, useCatalogueT } from '../shared.tsx';

interface SuffixValues { suffix: string; serialFrom?: number | null; serialTo?: number | null }
interface Values { code: string; productId: number; suffixes: SuffixValues[] }

/** The serial numbers a suffix's range takes. */
const SERIALS = rangeOf(ModelSuffix.shape.serialFrom);

const range = (s: { serialFrom: number | null; serialTo: number | null }) =>
  s.serialFrom === null && s.serialTo === null ? '' : `${s.serialFrom ?? '…'}–${s.serialTo ?? '…'}`;

export function ModelsTab() {
  const { t } = useCatalogueT();
  const [productFilter, setProductFilter] = useState<number | undefined>();
  const list = useCatalogueList(catalogueApi.models, productFilter === undefined ? {} : { productId: productFilter });
  const products = useCatalogueList(catalogueApi.products);
  const types = useCatalogueList(catalogueApi.productTypes);
  const save = useCatalogueWrite(catalogueApi.saveModel);
  const remove = useCatalogueWrite(catalogueApi.deleteModel);
  const editor = useEditor<ModelItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');

  const productName = new Map((products.data ?? []).map((p) => [p.id, p.name]));
  const productOf = (m: ModelItem) => productName.get(m.productId) ?? '';
  // Product lines grouped under their product type, in the catalogue's order.
  const productOptions = (types.data ?? [])
    .map((type) => ({
      label: type.label,
      title: type.label,
      options: (products.data ?? []).filter((p) => p.productTypeId === type.id).map((p) => ({ value: p.id, label: p.name })),
    }))
    .filter((group) => group.options.length > 0);
  const rows = (list.data ?? []).filter((m) => matches(search, m.code, productOf(m), ...m.suffixes.map((s) => s.suffix)));
  const editing = editor.editing;

  const toSave = (values: Values): ModelSave => ({
    ...(editing ? { id: editing.id } : {}),
    code: values.code,
    productId: values.productId,
    suffixes: (values.suffixes ?? []).map((s) => ({ suffix: s.suffix, serialFrom: s.serialFrom ?? null, serialTo: s.serialTo ?? null })),
  });

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('model.search')} addLabel={t('model.add')} onAdd={editor.add}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('model.allProducts')}
          aria-label={t('model.product')}
          options={productOptions}
          value={productFilter}
          onChange={setProductFilter}
          className="catalogue-filter catalogue-filter-wide"
          data-testid="model-product-filter"
        />
      </Toolbar>
      <Table<ModelItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={list.isFetching || products.isFetching}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search || productFilter ? t('shared.noMatch') : t('model.empty')} /> }}
        columns={[
          { title: t('model.code'), dataIndex: 'code', sorter: byText((m) => m.code), defaultSortOrder: 'ascend', render: (code: string) => <strong>{code}</strong> },
          { title: t('model.product'), key: 'product', sorter: byText(productOf), render: (_, m) => productOf(m) },
          {
            title: t('model.suffixes'), key: 'suffixes',
            render: (_, m) => (m.suffixes.length
              ? <span className="catalogue-tags">{m.suffixes.map((s) => <Tag key={s.suffix}>{s.suffix}{range(s) ? <span className="catalogue-range"> {range(s)}</span> : null}</Tag>)}</span>
              : <Typography.Text type="secondary">{t('model.noSuffixes')}</Typography.Text>),
          },
          { title: t('shared.documentCount'), dataIndex: 'documentCount', align: 'right', width: 110, sorter: byNumber((m) => m.documentCount) },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => <RowActions name={row.code} inUse={row.documentCount > 0} onEdit={() => editor.edit(row)} onDelete={() => remove.mutateAsync({ id: row.id })} />,
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('model.editTitle') : t('model.addTitle')}
        open={editor.open}
        existing={Boolean(editing)}
        form={form}
        initialValues={editing
          ? { code: editing.code, productId: editing.productId, suffixes: editing.suffixes }
          : { suffixes: [], ...(productFilter ? { productId: productFilter } : {}) }}
        onClose={editor.close}
        save={(values) => save.mutateAsync(toSave(values))}
        width={680}
        testId="model-modal"
      >
        <div className="catalogue-form-row">
          <Form.Item name="code" label={t('model.code')} rules={codeRules(t)} normalize={(v: string | undefined) => v?.toUpperCase()} extra={t('model.codeHelp')}>
            <Input maxLength={maxLengthOf(ModelSave.shape.code)} autoComplete="off" spellCheck={false} data-testid="field-code" />
          </Form.Item>
          <Form.Item name="productId" label={t('model.product')} rules={fieldRules(ModelSave.shape.productId, { required: t('model.productRequired') })} className="catalogue-grow">
            <Select options={productOptions} showSearch={{ optionFilterProp: 'label' }} data-testid="field-product" />
          </Form.Item>
        </div>
        <fieldset className="catalogue-labels">
          <legend>{t('model.suffixes')}</legend>
          <Typography.Paragraph type="secondary" className="catalogue-labels-help">{t('model.suffixesHelp')}</Typography.Paragraph>
          <Form.List name="suffixes">
            {(fields, { add, remove: removeRow }) => (
              <>
                {fields.length > 0 ? (
                  <div className="suffix-row suffix-head" aria-hidden>
                    <span>{t('model.suffix')}</span><span>{t('model.serialFrom')}</span><span>{t('model.serialTo')}</span><span />
                  </div>
                ) : null}
                {fields.map(({ key, name }) => (
                  <div className="suffix-row" key={key} data-testid="suffix-row">
                    <Form.Item
                      name={[name, 'suffix']}
                      rules={fieldRules(ModelSuffix.shape.suffix, { required: t('model.suffixRequired'), format: t('model.suffixFormat') })}
                      normalize={(v: string | undefined) => v?.toUpperCase()}
                    >
                      <Input maxLength={maxLengthOf(ModelSuffix.shape.suffix)} aria-label={t('model.suffix')} spellCheck={false} autoComplete="off" />
                    </Form.Item>
                    <Form.Item name={[name, 'serialFrom']}>
                      <InputNumber {...SERIALS} precision={0} aria-label={t('model.serialFrom')} className="suffix-number" />
                    </Form.Item>
                    <Form.Item
                      name={[name, 'serialTo']}
                      dependencies={[['suffixes', name, 'serialFrom']]}
                      rules={[crossFieldRule(ModelSuffix, 'serialTo', (form) => form.getFieldValue(['suffixes', name]), { format: t('model.rangeBackwards') })]}
                    >
                      <InputNumber {...SERIALS} precision={0} aria-label={t('model.serialTo')} className="suffix-number" />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => removeRow(name)} aria-label={t('model.removeSuffix')} />
                  </div>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ suffix: '', serialFrom: null, serialTo: null })} block disabled={fields.length >= 100} data-testid="add-suffix">
                  {t('model.addSuffix')}
                </Button>
              </>
            )}
          </Form.List>
        </fieldset>
      </EditModal>
    </>
  );
}
