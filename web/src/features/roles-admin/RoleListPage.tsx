// /management/role: every role with its number of users; create, rename, delete (not the built-in ones),
// and the way to each role's users. Role names are unique: 'The entered role already exists'.
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { ErrorCode, type RoleItem } from '@gsis/contract';
import { App, Button, Empty, Form, Input, Modal, Popconfirm, Table, Tooltip, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorCodeOf } from '../../api/error-text.ts';
import { ErrorAlert, PageHeader } from '../catalogue/shared.tsx';
import { useDeleteRole, useRoleList, useSaveRole } from './api.ts';
import { BuiltInTag, useDateFormat, useRolesT } from './shared.tsx';

const matches = (search: string, text: string) => !search.trim() || text.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

export default function RoleListPage() {
  const { t } = useRolesT();
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useRoleList();
  const remove = useDeleteRole();
  const formatDate = useDateFormat();
  const [search, setSearch] = useState('');
  /** The role being renamed, null for a new one, undefined while the dialog is closed. */
  const [editing, setEditing] = useState<RoleItem | null | undefined>(undefined);

  const rows = (list.data ?? []).filter((role) => matches(search, role.roleName));

  const onDelete = async (role: RoleItem) => {
    try {
      await remove.mutateAsync({ id: role.id });
      void message.success(t('list.deleted'));
    } catch (error) {
      void message.error(te(errorCodeOf(error)));
    }
  };

  const columns: TableColumnsType<RoleItem> = [
    {
      title: t('list.columns.name'), dataIndex: 'roleName', key: 'name',
      sorter: (a, b) => a.roleName.localeCompare(b.roleName),
      render: (name: string, role) => (
        <span className="roles-name-cell">
          <Link to={`/management/role/user?id=${role.id}`} data-testid={`role-link-${role.id}`}>{name}</Link>
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
              type="text" icon={<TeamOutlined />} onClick={() => void navigate(`/management/role/user?id=${role.id}`)}
              aria-label={t('list.membersNamed', { name: role.roleName })} data-testid={`role-members-${role.id}`}
            />
          </Tooltip>
          <Tooltip title={t('list.rename')}>
            <Button type="text" icon={<EditOutlined />} onClick={() => setEditing(role)} aria-label={t('list.renameNamed', { name: role.roleName })} data-testid={`role-edit-${role.id}`} />
          </Tooltip>
          {role.roleKey ? (
            <Tooltip title={t('list.builtInNoDelete')}>
              <Button type="text" danger disabled icon={<DeleteOutlined />} aria-label={t('list.deleteNamed', { name: role.roleName })} data-testid={`role-delete-${role.id}`} />
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('list.deleteConfirm', { name: role.roleName })}
              description={role.userCount > 0 ? t('list.deleteNote', { count: role.userCount }) : undefined}
              okText={t('common.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true, 'data-testid': 'role-delete-ok' }}
              onConfirm={() => onDelete(role)}
            >
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('list.deleteNamed', { name: role.roleName })} data-testid={`role-delete-${role.id}`} />
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="catalogue-page roles-page" data-testid="role-list-page">
      <PageHeader title={t('list.title')} help={t('list.help')} />
      <div className="catalogue-toolbar">
        <Input
          allowClear prefix={<SearchOutlined />} placeholder={t('list.search')} aria-label={t('list.search')}
          value={search} onChange={(e) => setSearch(e.target.value)} className="catalogue-search" data-testid="role-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} className="catalogue-add" data-testid="role-add">
          {t('list.add')}
        </Button>
      </div>
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
      <RoleDialog role={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

/** Create or rename: one name, unique among roles; saving asks first, a refusal shows under the name. */
function RoleDialog({ role, onClose }: { role: RoleItem | null | undefined; onClose: () => void }) {
  const { t } = useRolesT();
  const { t: te } = useTranslation('errors');
  const { modal, message } = App.useApp();
  const save = useSaveRole();
  const [form] = Form.useForm<{ roleName: string }>();
  const [error, setError] = useState<unknown>(null);
  const open = role !== undefined;

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue({ roleName: role?.roleName ?? '' });
    // Only an opening resets the form.
  }, [open]);

  const submit = async () => {
    let values: { roleName: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const confirmed = await modal.confirm({ title: t('dialog.saveConfirm'), okText: t('common.save'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    setError(null);
    try {
      await save.mutateAsync({ roleName: values.roleName.trim(), ...(role ? { id: role.id } : {}) });
      void message.success(t('common.saved'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && (e.code === ErrorCode.ROLE_EXISTS || e.code === ErrorCode.INPUT_VALUE_ERROR)) {
        form.setFields([{ name: 'roleName', errors: [te(e.code)] }]);
      } else {
        setError(e);
      }
    }
  };

  return (
    <Modal
      title={role ? t('dialog.renameTitle') : t('dialog.addTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'role-save' }}
      forceRender
      mask={{ closable: false }}
      data-testid="role-dialog"
    >
      <Form form={form} layout="vertical" disabled={save.isPending} onFinish={() => void submit()} className="catalogue-form">
        <Form.Item
          name="roleName" label={t('dialog.name')} extra={role?.roleKey ? t('dialog.builtInRename') : t('dialog.nameHelp')}
          rules={[{ required: true, whitespace: true, message: t('dialog.nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} autoComplete="off" autoFocus data-testid="role-name" />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      <ErrorAlert error={error} onClose={() => setError(null)} />
    </Modal>
  );
}
