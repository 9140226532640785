// Product lines within a product type: the level documents and grants name.
import { catalogueApi, ProductSave, type ProductItem } from '@gsis/contract';
import { Empty, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useEditor } from '../../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { byNumber, byText, matches } from '../../../ui/table-filter.ts';
import { Toolbar } from '../../../ui/toolbar.tsx';
import { useCatalogueList, useCatalogueWrite } from '../api.ts';
import { CodeField, EditModal, nextOrder, OrderField, RowActions, useCatalogueT } from '../shared.tsx';
import { fieldRules, maxLengthOf } from '../../../ui/schema-rules.ts';

interface Values { code: string; name: string; productTypeId: number; sortOrder: number }

export function ProductsTab() {
  const { t } = useCatalogueT();
  const list = useCatalogueList(catalogueApi.products);
  const types = useCatalogueList(catalogueApi.productTypes);
  const save = useCatalogueWrite(catalogueApi.saveProduct);
  const remove = useCatalogueWrite(catalogueApi.deleteProduct);
  const editor = useEditor<ProductItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState<number | undefined>();

  const typeName = new Map((types.data ?? []).map((p) => [p.id, p.label]));
  const typeOf = (p: ProductItem) => typeName.get(p.productTypeId) ?? '';
  const rows = (list.data ?? []).filter((p) => (typeFilter === undefined || p.productTypeId === typeFilter) && matches(search, p.code, p.name, typeOf(p)));
  const editing = editor.editing;
  const typeOptions = (types.data ?? []).map((p) => ({ value: p.id, label: p.label }));

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('product.search')} addLabel={t('product.add')} onAdd={editor.add}>
        <Select
          allowClear
          placeholder={t('product.allTypes')}
          aria-label={t('product.type')}
          options={typeOptions}
          value={typeFilter}
          onChange={setTypeFilter}
          className="catalogue-filter"
        />
      </Toolbar>
      <Table<ProductItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={list.isFetching || types.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search || typeFilter ? t('shared.noMatch') : t('product.empty')} /> }}
        columns={[
          { title: t('shared.order'), dataIndex: 'sortOrder', width: 90, sorter: byNumber((p) => p.sortOrder), defaultSortOrder: 'ascend' },
          { title: t('shared.code'), dataIndex: 'code', sorter: byText((p) => p.code), render: (code: string) => <Tag className="catalogue-code">{code}</Tag> },
          { title: t('shared.name'), dataIndex: 'name', sorter: byText((p) => p.name) },
          { title: t('product.type'), key: 'type', sorter: byText(typeOf), render: (_, p) => typeOf(p) },
          { title: t('product.modelCount'), dataIndex: 'modelCount', align: 'right', width: 100, sorter: byNumber((p) => p.modelCount) },
          { title: t('shared.documentCount'), dataIndex: 'documentCount', align: 'right', width: 110, sorter: byNumber((p) => p.documentCount) },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => (
              <RowActions name={row.name} inUse={row.modelCount + row.documentCount > 0} onEdit={() => editor.edit(row)} onDelete={() => remove.mutateAsync({ id: row.id })} />
            ),
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('product.editTitle') : t('product.addTitle')}
        open={editor.open}
        existing={Boolean(editing)}
        form={form}
        initialValues={editing
          ? { code: editing.code, name: editing.name, productTypeId: editing.productTypeId, sortOrder: editing.sortOrder }
          : { sortOrder: nextOrder(list.data), ...(typeFilter ? { productTypeId: typeFilter } : {}) }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
        width={560}
        testId="product-modal"
      >
        <div className="catalogue-form-row">
          <CodeField />
          <OrderField />
        </div>
        <Form.Item name="name" label={t('product.name')} extra={t('product.nameHelp')} rules={fieldRules(ProductSave.shape.name, { required: t('shared.nameRequired') })}>
          <Input maxLength={maxLengthOf(ProductSave.shape.name)} data-testid="field-name" />
        </Form.Item>
        <Form.Item name="productTypeId" label={t('product.type')} rules={fieldRules(ProductSave.shape.productTypeId, { required: t('product.typeRequired') })}>
          <Select options={typeOptions} showSearch={{ optionFilterProp: 'label' }} data-testid="field-product-type" />
        </Form.Item>
      </EditModal>
    </>
  );
}
