// /management/library/doctype: the document types readers filter by, with a name in every language.
import type { DocumentTypeItem, DocumentTypeSave } from '@gsis/contract';
import { Empty, Form, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCatalogueList, useCatalogueWrite } from './api.ts';
import {
  byNumber, byText, CodeField, EditModal, ErrorAlert, LabelFields, matches, nextOrder, OrderField, PageHeader, RowActions, Toolbar,
  useCatalogueT, useEditor,
} from './shared.tsx';

interface Values { code: string; labels: Record<string, string>; sortOrder: number }

export default function DocTypePage() {
  const { t } = useCatalogueT();
  const list = useCatalogueList('/mgmt/doctype/list');
  const save = useCatalogueWrite<DocumentTypeSave>('/mgmt/doctype/save');
  const remove = useCatalogueWrite<{ id: number }>('/mgmt/doctype/delete');
  const editor = useEditor<DocumentTypeItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');

  const rows = (list.data ?? []).filter((d) => matches(search, d.code, d.label));
  const editing = editor.editing;

  return (
    <div className="catalogue-page" data-testid="doctype-page">
      <PageHeader title={t('doctype.title')} help={t('doctype.help')} />
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('doctype.search')} addLabel={t('doctype.add')} onAdd={editor.add} />
      <Table<DocumentTypeItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search ? t('shared.noMatch') : t('doctype.empty')} /> }}
        columns={[
          { title: t('shared.order'), dataIndex: 'sortOrder', width: 90, sorter: byNumber((d) => d.sortOrder), defaultSortOrder: 'ascend' },
          { title: t('shared.code'), dataIndex: 'code', sorter: byText((d) => d.code), render: (code: string) => <Tag className="catalogue-code">{code}</Tag> },
          { title: t('shared.name'), dataIndex: 'label', sorter: byText((d) => d.label) },
          { title: t('shared.documentCount'), dataIndex: 'documentCount', align: 'right', width: 120, sorter: byNumber((d) => d.documentCount) },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => (
              <RowActions name={row.label} inUse={row.documentCount > 0} onEdit={() => editor.edit(row)} onDelete={() => remove.mutateAsync({ id: row.id })} />
            ),
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('doctype.editTitle') : t('doctype.addTitle')}
        open={editor.open}
        form={form}
        initialValues={editing ? { code: editing.code, labels: editing.labels, sortOrder: editing.sortOrder } : { sortOrder: nextOrder(list.data) }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
        testId="doctype-modal"
      >
        <div className="catalogue-form-row">
          <CodeField />
          <OrderField />
        </div>
        <LabelFields />
      </EditModal>
    </div>
  );
}
