// One screen shape that document types, product types and exhaust certifications share: a code, a name
// (one per language, or one proper name), an order and a usage count, with search, add, edit and delete.
import { Empty, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCatalogueList, useCatalogueWrite, type CatalogueLists } from './api.ts';
import {
  byNumber, byText, CodeField, EditModal, ErrorAlert, LabelFields, matches, nextOrder, OrderField, RowActions, Toolbar, useCatalogueT, useEditor,
} from './shared.tsx';

type CodedPath = '/mgmt/doctype/list' | '/mgmt/product/type/list' | '/mgmt/product/certification/list';
type Coded = CatalogueLists[CodedPath];

interface Values { code: string; sortOrder: number; labels?: Record<string, string>; name?: string }

export interface CodedListProps<P extends CodedPath> {
  /** The list route; save and delete are its siblings. */
  list: P;
  /** Key prefix of the screen's texts in the catalogue namespace: search, add, empty, addTitle, editTitle. */
  texts: 'doctype' | 'productType' | 'certification';
  /** Labels per language, or one proper name the same in every language. */
  naming: 'labels' | 'name';
  /** The column that tells how much uses a row; a row in use cannot be deleted. */
  usage: { title: string; count: (row: CatalogueLists[P]) => number; width: number };
  modalWidth?: number;
  testId: string;
}

const nameOf = (row: Coded) => ('label' in row ? row.label : row.name);

export function CodedList<P extends CodedPath>({ list: listPath, texts, naming, usage, modalWidth, testId }: CodedListProps<P>) {
  const { t } = useCatalogueT();
  const base = listPath.slice(0, -'/list'.length);
  const list = useCatalogueList(listPath);
  const save = useCatalogueWrite<Values & { id?: number }>(`${base}/save`);
  const remove = useCatalogueWrite<{ id: number }>(`${base}/delete`);
  const editor = useEditor<CatalogueLists[P]>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const rows = ((list.data ?? []) as CatalogueLists[P][]).filter((row) => matches(search, row.code, nameOf(row)));
  const editing = editor.editing;
  const initialName = (row: Coded) => ('labels' in row ? { labels: row.labels } : { name: row.name });

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t(`${texts}.search`)} addLabel={t(`${texts}.add`)} onAdd={editor.add} />
      <Table<CatalogueLists[P]>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search ? t('shared.noMatch') : t(`${texts}.empty`)} /> }}
        columns={[
          { title: t('shared.order'), dataIndex: 'sortOrder', width: 90, sorter: byNumber((row) => row.sortOrder), defaultSortOrder: 'ascend' },
          { title: t('shared.code'), dataIndex: 'code', sorter: byText((row) => row.code), render: (code: string) => <Tag className="catalogue-code">{code}</Tag> },
          { title: t('shared.name'), key: 'name', sorter: byText(nameOf), render: (_, row) => nameOf(row) },
          { title: usage.title, key: 'usage', align: 'right', width: usage.width, sorter: byNumber(usage.count), render: (_, row) => usage.count(row) },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => (
              <RowActions name={nameOf(row)} inUse={usage.count(row) > 0} onEdit={() => editor.edit(row)} onDelete={() => remove.mutateAsync({ id: row.id })} />
            ),
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t(`${texts}.editTitle`) : t(`${texts}.addTitle`)}
        open={editor.open}
        form={form}
        initialValues={editing ? { code: editing.code, sortOrder: editing.sortOrder, ...initialName(editing) } : { sortOrder: nextOrder(list.data) }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
        {...(modalWidth ? { width: modalWidth } : {})}
        testId={testId}
      >
        <div className="catalogue-form-row">
          <CodeField />
          <OrderField />
        </div>
        {naming === 'labels' ? (
          <LabelFields />
        ) : (
          <Form.Item name="name" label={t('shared.name')} extra={t(`${texts}.nameHelp`)} rules={[{ required: true, whitespace: true, message: t('shared.nameRequired') }, { max: 120 }]}>
            <Input maxLength={120} data-testid="field-name" />
          </Form.Item>
        )}
      </EditModal>
    </>
  );
}
