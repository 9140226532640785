// /management/role: every role with its number of users; create, rename, delete (not the built-in ones),
// and the way to each role's users. Role names are unique: 'The entered role already exists'. Roles that
// carry menus the caller does not hold can be neither renamed nor deleted by them (the server says so too).
import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import { ErrorCode, RoleSave, type RoleItem } from '@gsis/contract';
import { Button, Empty, Form, Input, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../../api/client.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { EditModal, useEditor } from '../../ui/edit-dialog.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { matches } from '../../ui/table-filter.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useDates } from '../../ui/dates.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useDeleteRole, useRoleList, useSaveRole } from './api.ts';
import { BuiltInTag, useRolesT } from './shared.tsx';

export default function RoleListPage() {
  const { t } = useRolesT();
  const { t: te } = useTranslation('errors');
  const report = useOutcomeMessage();
  const navigate = useNavigate();
  const list = useRoleList();
  const remove = useDeleteRole();
  const { date: formatDate } = useDates();
  const [search, setSearch] = useState('');
  /** The role being renamed, null for a new one. */
  const editor = useEditor<RoleItem>();

  const rows = (list.data ?? []).filter((role) => matches(search, role.roleName));

  const columns: TableColumnsType<RoleItem> = [
    {
      title: t('list.columns.name'), dataIndex: 'roleName', key: 'name',
      sorter: (a, b) => a.roleName.localeCompare(b.roleName),
      render: (name: string, role) => (
        <span className="roles-name-cell">
          <Link to={pages.roles.users(role.id)} data-testid={`role-link-${role.id}`}>{name}</Link>
          <BuiltInTag role={role} />
        </span>
      ),
    },
    {
      title: t('list.columns.users'), dataIndex: 'userCount', key: 'users', align: 'right', width: 110,
      sorter: (a, b) => a.userCount - b.userCount,
      render: (count: number, role) => <span data-testid={`role-users-${role.id}`}>{count}</span>,
    },
    {
      title: t('list.columns.created'), dataIndex: 'createdAt', key: 'created', width: 150, responsive: ['sm'],
      sorter: (a, b) => a.createdAt.localeCompare(b.createdAt),
      render: (iso: string) => <span className="roles-nowrap">{formatDate(iso)}</span>,
    },
    {
      title: t('list.columns.actions'), key: 'actions', align: 'center', width: 140, fixed: 'right',
      render: (_, role) => (
        <span className="roles-actions">
          <Tooltip title={t('list.members')}>
            <Button
              type="text" icon={<TeamOutlined />} onClick={() => void navigate(pages.roles.users(role.id))}
              aria-label={t('list.membersNamed', { name: role.roleName })} data-testid={`role-members-${role.id}`}
            />
          </Tooltip>
          <Tooltip title={role.grantable ? t('list.rename') : t('list.notHeld')}>
            <Button
              type="text" icon={<EditOutlined />} onClick={() => editor.edit(role)} disabled={!role.grantable}
              aria-label={t('list.renameNamed', { name: role.roleName })} data-testid={`role-edit-${role.id}`}
            />
          </Tooltip>
          <DeleteButton
            label={t('list.deleteNamed', { name: role.roleName })} testId={`role-delete-${role.id}`}
            // Its users are related data: taken out of the role first (the server refuses too).
            blockedBy={role.roleKey ? t('list.builtInNoDelete') : !role.grantable ? t('list.notHeld') : role.userCount > 0 ? te(ErrorCode.RELATED_DATA_EXISTS) : null}
            confirm={{
              title: t('list.deleteConfirm', { name: role.roleName }),
              okText: t('common.delete'), cancelText: t('common.cancel'), okTestId: 'role-delete-ok',
              onConfirm: () => report(remove.mutateAsync({ id: role.id }), t('list.deleted')),
            }}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="catalogue-page roles-page" data-testid="role-list-page">
      <PageHeader title={t('list.title')} help={t('list.help')} />
      <Toolbar
        search={search} onSearch={setSearch} searchPlaceholder={t('list.search')} searchTestId="role-search"
        addLabel={t('list.add')} onAdd={editor.add} addTestId="role-add"
      />
      <Table<RoleItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        columns={columns}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="role-table"
        onRow={(role) => ({ 'data-testid': `role-row-${role.id}`, 'data-role-key': role.roleKey ?? '' } as object)}
        locale={{ emptyText: <Empty description={search ? t('list.noMatch') : t('list.empty')} /> }}
      />
      <RoleDialog role={editor.editing} onClose={editor.close} />
    </div>
  );
}

/** Create or rename: one name, unique among roles; saving asks first, a refusal shows under the name. */
function RoleDialog({ role, onClose }: { role: RoleItem | null | undefined; onClose: () => void }) {
  const { t } = useRolesT();
  const { t: te } = useTranslation('errors');
  const save = useSaveRole();
  const [form] = Form.useForm<{ roleName: string }>();

  const onRefused = (e: ApiError) => {
    if (e.code !== ErrorCode.ROLE_EXISTS && e.code !== ErrorCode.INPUT_VALUE_ERROR) return false;
    form.setFields([{ name: 'roleName', errors: [te(e.code)] }]);
    return true;
  };

  return (
    <EditModal<{ roleName: string }>
      title={role ? t('dialog.renameTitle') : t('dialog.addTitle')}
      open={role !== undefined}
      existing={Boolean(role)}
      form={form}
      initialValues={{ roleName: role?.roleName ?? '' }}
      onClose={onClose}
      save={(values) => save.mutateAsync({ roleName: values.roleName.trim(), ...(role ? { id: role.id } : {}) })}
      width={520}
      testId="role-dialog"
      okTestId="role-save"
      texts={{ save: t('common.save'), cancel: t('common.cancel'), saved: t('common.saved') }}
      markOptional={false}
      onRefused={onRefused}
    >
      <Form.Item
        name="roleName" label={t('dialog.name')} extra={role?.roleKey ? t('dialog.builtInRename') : t('dialog.nameHelp')}
        rules={fieldRules(RoleSave.shape.roleName, { required: t('dialog.nameRequired') })}
      >
        <Input maxLength={maxLengthOf(RoleSave.shape.roleName)} autoComplete="off" autoFocus data-testid="role-name" />
      </Form.Item>
    </EditModal>
  );
}
