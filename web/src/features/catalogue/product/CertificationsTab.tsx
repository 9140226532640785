// Exhaust certifications (EU Stage V, EPA Tier 4 Final …): proper names, the same in every language.
import type { CertificationItem, CertificationSave } from '@gsis/contract';
import { Empty, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCatalogueList, useCatalogueWrite } from '../api.ts';
import {
  byNumber, byText, CodeField, EditModal, ErrorAlert, matches, nextOrder, OrderField, RowActions, Toolbar, useCatalogueT, useEditor,
} from '../shared.tsx';

interface Values { code: string; name: string; sortOrder: number }

export function CertificationsTab() {
  const { t } = useCatalogueT();
  const list = useCatalogueList('/mgmt/product/certification/list');
  const save = useCatalogueWrite<CertificationSave>('/mgmt/product/certification/save');
  const remove = useCatalogueWrite<{ id: number }>('/mgmt/product/certification/delete');
  const editor = useEditor<CertificationItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const rows = (list.data ?? []).filter((c) => matches(search, c.code, c.name));
  const editing = editor.editing;

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('certification.search')} addLabel={t('certification.add')} onAdd={editor.add} />
      <Table<CertificationItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search ? t('shared.noMatch') : t('certification.empty')} /> }}
        columns={[
          { title: t('shared.order'), dataIndex: 'sortOrder', width: 90, sorter: byNumber((c) => c.sortOrder), defaultSortOrder: 'ascend' },
          { title: t('shared.code'), dataIndex: 'code', sorter: byText((c) => c.code), render: (code: string) => <Tag className="catalogue-code">{code}</Tag> },
          { title: t('shared.name'), dataIndex: 'name', sorter: byText((c) => c.name) },
          { title: t('shared.documentCount'), dataIndex: 'documentCount', align: 'right', width: 110, sorter: byNumber((c) => c.documentCount) },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => <RowActions name={row.name} inUse={row.documentCount > 0} onEdit={() => editor.edit(row)} onDelete={() => remove.mutateAsync({ id: row.id })} />,
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('certification.editTitle') : t('certification.addTitle')}
        open={editor.open}
        form={form}
        initialValues={editing ? { code: editing.code, name: editing.name, sortOrder: editing.sortOrder } : { sortOrder: nextOrder(list.data) }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
        width={520}
        testId="certification-modal"
      >
        <div className="catalogue-form-row">
          <CodeField />
          <OrderField />
        </div>
        <Form.Item name="name" label={t('shared.name')} extra={t('certification.nameHelp')} rules={[{ required: true, whitespace: true, message: t('shared.nameRequired') }, { max: 120 }]}>
          <Input maxLength={120} data-testid="field-name" />
        </Form.Item>
      </EditModal>
    </>
  );
}
