// One screen shape that document types, product types and exhaust certifications share: a code, a name
// (one per language, or one proper name), an order and a usage count, with search, add, edit and delete.
import {
  catalogueApi, CertificationSave, type CertificationItem, type DocumentTypeItem, type DocumentTypeSave, type ProductTypeItem,
} from '@gsis/contract';
import { Empty, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useEditor } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { byNumber, byText, matches } from '../../ui/table-filter.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useCatalogueList, useCatalogueWrite } from './api.ts';
import { CodeField, EditModal, LabelFields, nextOrder, OrderField, RowActions, useCatalogueT } from './shared.tsx';

/** The lists of this shape, each with its save and delete. */
const CODED = {
  documentTypes: { list: catalogueApi.documentTypes, save: catalogueApi.saveDocumentType, remove: catalogueApi.deleteDocumentType },
  productTypes: { list: catalogueApi.productTypes, save: catalogueApi.saveProductType, remove: catalogueApi.deleteProductType },
  certifications: { list: catalogueApi.certifications, save: catalogueApi.saveCertification, remove: catalogueApi.deleteCertification },
};
type Coded = DocumentTypeItem | ProductTypeItem | CertificationItem;

type Values = { code: string; sortOrder: number } & (Pick<DocumentTypeSave, 'labels'> | Pick<CertificationSave, 'name'>);

export interface CodedListProps {
  /** Which list; its save and delete come with it. */
  list: keyof typeof CODED;
  /** Key prefix of the screen's texts in the catalogue namespace: search, add, empty, addTitle, editTitle. */
  texts: 'doctype' | 'productType' | 'certification';
  /** Labels per language, or one proper name the same in every language. */
  naming: 'labels' | 'name';
  /** The column that tells how much uses a row (its product lines, or its documents); a row in use cannot be deleted. */
  usage: { title: string; width: number };
  modalWidth?: number;
  testId: string;
}

const nameOf = (row: Coded) => ('label' in row ? row.label : row.name);
const usageOf = (row: Coded) => ('productCount' in row ? row.productCount : row.documentCount);

export function CodedList({ list: kind, texts, naming, usage, modalWidth, testId }: CodedListProps) {
  const { t } = useCatalogueT();
  const endpoints = CODED[kind];
  const list = useCatalogueList(endpoints.list);
  const save = useCatalogueWrite(endpoints.save);
  const remove = useCatalogueWrite(endpoints.remove);
  const editor = useEditor<Coded>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const all: Coded[] = list.data ?? [];
  const rows = all.filter((row) => matches(search, row.code, nameOf(row)));
  const editing = editor.editing;
  const initialName = (row: Coded) => ('labels' in row ? { labels: row.labels } : { name: row.name });

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t(`${texts}.search`)} addLabel={t(`${texts}.add`)} onAdd={editor.add} />
      <Table<Coded>
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
          { title: usage.title, key: 'usage', align: 'right', width: usage.width, sorter: byNumber(usageOf), render: (_, row) => usageOf(row) },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => (
              <RowActions name={nameOf(row)} inUse={usageOf(row) > 0} onEdit={() => editor.edit(row)} onDelete={() => remove.mutateAsync({ id: row.id })} />
            ),
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t(`${texts}.editTitle`) : t(`${texts}.addTitle`)}
        open={editor.open}
        existing={Boolean(editing)}
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
          <Form.Item name="name" label={t('shared.name')} extra={t(`${texts}.nameHelp`)} rules={fieldRules(CertificationSave.shape.name, { required: t('shared.nameRequired') })}>
            <Input maxLength={maxLengthOf(CertificationSave.shape.name)} data-testid="field-name" />
          </Form.Item>
        )}
      </EditModal>
    </>
  );
}
