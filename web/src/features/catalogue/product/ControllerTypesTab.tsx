// Controller types the troubleshooting guides are written for: source TPCD, model code name, description.
import { catalogueApi, ControllerTypeSave, type ControllerTypeItem } from '@gsis/contract';
import { Empty, Form, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useEditor } from '../../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { byText, matches } from '../../../ui/table-filter.ts';
import { Toolbar } from '../../../ui/toolbar.tsx';
import { useCatalogueList, useCatalogueWrite } from '../api.ts';
import { EditModal, RowActions, useCatalogueT } from '../shared.tsx';
import { fieldRules, maxLengthOf } from '../../../ui/schema-rules.ts';

interface Values { sourceTpcd: string; modelCodeName: string; description: string }

export function ControllerTypesTab() {
  const { t } = useCatalogueT();
  const list = useCatalogueList(catalogueApi.controllerTypes);
  const save = useCatalogueWrite(catalogueApi.saveControllerType);
  const remove = useCatalogueWrite(catalogueApi.deleteControllerType);
  const editor = useEditor<ControllerTypeItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const rows = (list.data ?? []).filter((c) => matches(search, c.sourceTpcd, c.modelCodeName, c.description));
  const editing = editor.editing;

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('controller.search')} addLabel={t('controller.add')} onAdd={editor.add} />
      <Table<ControllerTypeItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={list.isFetching}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search ? t('shared.noMatch') : t('controller.empty')} /> }}
        columns={[
          { title: t('controller.sourceTpcd'), dataIndex: 'sourceTpcd', sorter: byText((c) => c.sourceTpcd), defaultSortOrder: 'ascend', render: (v: string) => <Tag className="catalogue-code">{v}</Tag> },
          { title: t('controller.modelCodeName'), dataIndex: 'modelCodeName', sorter: byText((c) => c.modelCodeName), render: (v: string) => <strong>{v}</strong> },
          {
            title: t('controller.description'), dataIndex: 'description', sorter: byText((c) => c.description),
            render: (v: string) => (v ? <span className="catalogue-description">{v}</span> : <Typography.Text type="secondary">—</Typography.Text>),
          },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => <RowActions name={row.modelCodeName} inUse={false} onEdit={() => editor.edit(row)} onDelete={() => remove.mutateAsync({ id: row.id })} />,
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('controller.editTitle') : t('controller.addTitle')}
        open={editor.open}
        existing={Boolean(editing)}
        form={form}
        initialValues={editing ? { sourceTpcd: editing.sourceTpcd, modelCodeName: editing.modelCodeName, description: editing.description } : { description: '' }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
        width={560}
        testId="controller-modal"
      >
        <div className="catalogue-form-row">
          <Form.Item name="sourceTpcd" label={t('controller.sourceTpcd')} rules={fieldRules(ControllerTypeSave.shape.sourceTpcd, { required: t('controller.sourceRequired') })}>
            <Input maxLength={maxLengthOf(ControllerTypeSave.shape.sourceTpcd)} autoComplete="off" spellCheck={false} data-testid="field-source" />
          </Form.Item>
          <Form.Item name="modelCodeName" label={t('controller.modelCodeName')} rules={fieldRules(ControllerTypeSave.shape.modelCodeName, { required: t('controller.modelRequired') })} className="catalogue-grow">
            <Input maxLength={maxLengthOf(ControllerTypeSave.shape.modelCodeName)} autoComplete="off" spellCheck={false} data-testid="field-model-code-name" />
          </Form.Item>
        </div>
        <Form.Item name="description" label={t('controller.description')} rules={fieldRules(ControllerTypeSave.shape.description)}>
          <Input.TextArea maxLength={maxLengthOf(ControllerTypeSave.shape.description)} showCount autoSize={{ minRows: 2, maxRows: 6 }} data-testid="field-description" />
        </Form.Item>
      </EditModal>
    </>
  );
}
