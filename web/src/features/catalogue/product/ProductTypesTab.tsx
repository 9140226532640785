// Product types (crawler excavator, wheel loader …): names per language, and the product lines of each.
import type { ProductTypeItem, ProductTypeSave } from '@gsis/contract';
import { Empty, Form, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCatalogueList, useCatalogueWrite } from '../api.ts';
import {
  byNumber, byText, CodeField, EditModal, ErrorAlert, LabelFields, matches, nextOrder, OrderField, RowActions, Toolbar, useCatalogueT, useEditor,
} from '../shared.tsx';

interface Values { code: string; labels: Record<string, string>; sortOrder: number }

export function ProductTypesTab() {
  const { t } = useCatalogueT();
  const list = useCatalogueList('/mgmt/product/type/list');
  const save = useCatalogueWrite<ProductTypeSave>('/mgmt/product/type/save');
  const remove = useCatalogueWrite<{ id: number }>('/mgmt/product/type/delete');
  const editor = useEditor<ProductTypeItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const rows = (list.data ?? []).filter((p) => matches(search, p.code, p.label));
  const editing = editor.editing;

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('productType.search')} addLabel={t('productType.add')} onAdd={editor.add} />
      <Table<ProductTypeItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search ? t('shared.noMatch') : t('productType.empty')} /> }}
        columns={[
          { title: t('shared.order'), dataIndex: 'sortOrder', width: 90, sorter: byNumber((p) => p.sortOrder), defaultSortOrder: 'ascend' },
          { title: t('shared.code'), dataIndex: 'code', sorter: byText((p) => p.code), render: (code: string) => <Tag className="catalogue-code">{code}</Tag> },
          { title: t('shared.name'), dataIndex: 'label', sorter: byText((p) => p.label) },
          { title: t('productType.productCount'), dataIndex: 'productCount', align: 'right', width: 130, sorter: byNumber((p) => p.productCount) },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => <RowActions name={row.label} inUse={row.productCount > 0} onEdit={() => editor.edit(row)} onDelete={() => remove.mutateAsync({ id: row.id })} />,
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('productType.editTitle') : t('productType.addTitle')}
        open={editor.open}
        form={form}
        initialValues={editing ? { code: editing.code, labels: editing.labels, sortOrder: editing.sortOrder } : { sortOrder: nextOrder(list.data) }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
        testId="product-type-modal"
      >
        <div className="catalogue-form-row">
          <CodeField />
          <OrderField />
        </div>
        <LabelFields />
      </EditModal>
    </>
  );
}
