// /management/email/group: the e-mail groups, each with its number of members — added and renamed in a dialog,
// deleted after the seed's confirmation, and opened to see and change its members.
import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import { EmailGroupSave, ErrorCode, type EmailGroupItem } from '@gsis/contract';
import { Button, Empty, Form, Input, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { EditModal, useEditor } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { matches } from '../../ui/table-filter.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useDeleteGroup, useGroups, useSaveGroup } from './api.ts';
import { useEmailT } from './shared.tsx';
import './email.css';

interface Values { name: string; description?: string }

export default function GroupListPage() {
  const { t } = useEmailT();
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const dates = useDates();
  const groups = useGroups();
  const save = useSaveGroup();
  const remove = useDeleteGroup();
  const outcome = useOutcomeMessage();
  const editor = useEditor<EmailGroupItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const rows = (groups.data ?? []).filter((g) => matches(search, g.name, g.description ?? ''));
  const editing = editor.editing;

  return (
    <div className="catalogue-page email-page" data-testid="email-group-page">
      <PageHeader title={t('groups.title')} help={t('groups.help')} />
      <ErrorAlert error={groups.error ?? remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('groups.search')} addLabel={t('groups.add')} onAdd={editor.add}
        searchTestId="email-group-search" addTestId="email-group-add" />
      <Table<EmailGroupItem>
        rowKey="groupId" size="middle" dataSource={rows} loading={groups.isFetching} scroll={{ x: 'max-content' }} data-testid="email-group-table"
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true, showSizeChanger: true }}
        locale={{ emptyText: <Empty description={search ? t('groups.noMatch') : t('groups.empty')} /> }}
        onRow={(group) => ({ 'data-testid': `email-group-row-${group.groupId}` } as object)}
        columns={[
          {
            title: t('groups.columns.name'), dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name),
            render: (name: string, group) => <Link to={pages.email.groupUsers(group.groupId)} className="email-strong">{name}</Link>,
          },
          { title: t('groups.columns.description'), dataIndex: 'description', key: 'description', responsive: ['md'], render: (d: string | null) => <span className="email-wrap">{d ?? '—'}</span> },
          { title: t('groups.columns.members'), dataIndex: 'memberCount', key: 'members', align: 'end', width: 110, sorter: (a, b) => a.memberCount - b.memberCount },
          { title: t('groups.columns.updated'), dataIndex: 'updatedAt', key: 'updated', width: 130, responsive: ['sm'], render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
          {
            title: t('groups.columns.actions'), key: 'actions', width: 140, align: 'center', fixed: 'right',
            render: (_, group) => (
              <Space size={0}>
                <Tooltip title={t('groups.members', { name: group.name })}>
                  <Button type="text" icon={<TeamOutlined />} onClick={() => void navigate(pages.email.groupUsers(group.groupId))}
                    aria-label={t('groups.members', { name: group.name })} data-testid={`email-group-members-${group.groupId}`} />
                </Tooltip>
                <Tooltip title={t('groups.edit', { name: group.name })}>
                  <Button type="text" icon={<EditOutlined />} onClick={() => editor.edit(group)} aria-label={t('groups.edit', { name: group.name })} data-testid={`email-group-edit-${group.groupId}`} />
                </Tooltip>
                <DeleteButton
                  label={t('groups.delete', { name: group.name })} testId={`email-group-delete-${group.groupId}`}
                  // Its members are related data: taken out first (the server refuses too).
                  blockedBy={group.memberCount > 0 ? te(ErrorCode.RELATED_DATA_EXISTS) : null}
                  confirm={{
                    title: t('groups.deleteConfirm', { name: group.name }), okText: t('common.delete'), cancelText: t('common.cancel'), okTestId: 'email-group-delete-ok',
                    onConfirm: () => outcome(remove.mutateAsync({ groupId: group.groupId }), t('common.deleted')),
                  }}
                />
              </Space>
            ),
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('groups.editTitle') : t('groups.addTitle')} open={editor.open} existing={Boolean(editing)} form={form} onClose={editor.close}
        initialValues={editing ? { name: editing.name, description: editing.description ?? '' } : { name: '', description: '' }}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { groupId: editing.groupId } : {}) })}
        texts={{ save: t('common.save'), cancel: t('common.cancel'), saved: t('common.saved') }}
        testId="email-group-dialog" okTestId="email-group-save"
      >
        <Form.Item name="name" label={t('groups.columns.name')} rules={fieldRules(EmailGroupSave.shape.name, { required: t('groups.nameRequired') })}>
          <Input maxLength={maxLengthOf(EmailGroupSave.shape.name)} autoFocus data-testid="email-group-name" />
        </Form.Item>
        <Form.Item name="description" label={t('groups.columns.description')} rules={fieldRules(EmailGroupSave.shape.description)}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={maxLengthOf(EmailGroupSave.shape.description)} showCount data-testid="email-group-description" />
        </Form.Item>
      </EditModal>
    </div>
  );
}
