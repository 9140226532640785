// /management/role/user?id=N: the users of one role, taking one out (after asking), and adding people
// found by ID, name or company. APP users never appear and cannot be added; a member is added once. Only
// someone who holds every menu of the role (and, for SYSTEM_ADMIN, is one) changes its members; nobody
// adds or removes themselves — the server refuses both and the page says so.
import { ArrowLeftOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import type { RoleItem, RoleUser } from '@gsis/contract';
import { Alert, App, Button, Empty, Input, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorCodeOf } from '../../api/error-text.ts';
import { idFrom } from '../../ui/address-params.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { pages } from '../../ui/pages.ts';
import { useSearchAsYouType } from '../../ui/search-as-you-type.ts';
import { useSession } from '../../session/session-store.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { matches } from '../../ui/table-filter.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useAddRoleUser, useRemoveRoleUser, useRoleCandidates, useRoleList, useRoleUsers } from './api.ts';
import { BuiltInTag, UserTypeTag, useRolesT } from './shared.tsx';

function BackLink() {
  const { t } = useRolesT();
  return <Link to={pages.roles.list()} className="roles-back" data-testid="role-back"><ArrowLeftOutlined /> {t('users.back')}</Link>;
}

export default function RoleUserPage() {
  const { t } = useRolesT();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const roles = useRoleList();
  const role = roles.data?.find((r) => r.id === id);

  if (id === undefined || (roles.data && !role)) {
    return (
      <div className="catalogue-page roles-page" data-testid="role-user-page">
        <BackLink />
        <PageHeader title={t('users.notFoundTitle')} help="" />
        <Empty description={t('users.notFound')} data-testid="role-not-found" />
      </div>
    );
  }
  return (
    <div className="catalogue-page roles-page" data-testid="role-user-page">
      <BackLink />
      {role ? <Members role={role} /> : <PageHeader title={t('users.loading')} help="" />}
    </div>
  );
}

function Members({ role }: { role: RoleItem }) {
  const { t } = useRolesT();
  const { user: me } = useSession();
  const report = useOutcomeMessage();
  const users = useRoleUsers(role.id);
  const remove = useRemoveRoleUser();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const rows = (users.data ?? []).filter((u) => matches(search, u.loginId, u.name, u.company));

  const columns: TableColumnsType<RoleUser> = [
    {
      title: t('users.columns.name'), dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name), defaultSortOrder: 'ascend',
      render: (name: string, user) => (
        <span className="roles-stack">
          <span className="roles-strong">{name}</span>
          <span className="roles-muted roles-id-mobile">{user.loginId}</span>
        </span>
      ),
    },
    { title: t('users.columns.id'), dataIndex: 'loginId', key: 'id', responsive: ['md'], sorter: (a, b) => a.loginId.localeCompare(b.loginId) },
    { title: t('users.columns.company'), dataIndex: 'company', key: 'company', responsive: ['sm'], render: (company: string | null) => company ?? '—' },
    { title: t('users.columns.type'), dataIndex: 'userType', key: 'type', width: 120, render: (type: string) => <UserTypeTag type={type} /> },
    {
      title: t('users.columns.actions'), key: 'actions', align: 'center', width: 90, fixed: 'right',
      render: (_, user) => (
        <DeleteButton
          label={t('users.removeNamed', { name: user.name })} testId={`role-user-remove-${user.userId}`}
          blockedBy={!role.grantable ? t('users.notHeld') : user.loginId === me?.userId ? t('users.selfNoChange') : null}
          confirm={{
            title: t('users.removeConfirm', { name: user.name, role: role.roleName }),
            okText: t('users.remove'), cancelText: t('common.cancel'), okTestId: 'role-user-remove-ok',
            onConfirm: () => report(remove.mutateAsync({ roleId: role.id, userId: user.userId }), t('users.removed')),
          }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('users.title', { name: role.roleName })} help={t('users.help')} />
      <div className="roles-summary">
        <BuiltInTag role={role} />
        <span data-testid="role-user-count">{t('users.count', { count: users.data?.length ?? role.userCount })}</span>
      </div>
      {role.grantable ? (
        <Toolbar
          search={search} onSearch={setSearch} searchPlaceholder={t('users.filter')} searchTestId="role-user-filter"
          addLabel={t('users.add')} addIcon={<UserAddOutlined />} onAdd={() => setAdding(true)} addTestId="role-user-add"
        />
      ) : (
        <>
          <Alert type="info" showIcon className="roles-alert" title={t('users.notHeld')} data-testid="role-not-held" />
          <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('users.filter')} searchTestId="role-user-filter" />
        </>
      )}
      <Table<RoleUser>
        rowKey="userId"
        size="middle"
        dataSource={rows}
        columns={columns}
        loading={users.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
        data-testid="role-user-table"
        onRow={(user) => ({ 'data-testid': `role-user-row-${user.userId}` } as object)}
        locale={{ emptyText: <Empty description={search ? t('users.noMatch') : t('users.empty')} /> }}
      />
      <AddUsersDialog role={role} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

/** Finds people by ID, name or company and adds them one by one; the dialog stays open for the next. */
function AddUsersDialog({ role, open, onClose }: { role: RoleItem; open: boolean; onClose: () => void }) {
  const { t } = useRolesT();
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const add = useAddRoleUser();
  const { typed, setTyped, term: keyword, clear } = useSearchAsYouType();
  const [error, setError] = useState<unknown>(null);
  const candidates = useRoleCandidates(role.id, keyword);

  useEffect(() => {
    if (!open) return;
    clear();
    setError(null);
  }, [open]);

  const onAdd = async (user: RoleUser) => {
    setError(null);
    try {
      await add.mutateAsync({ roleId: role.id, userId: user.userId });
      void message.success(t('users.added', { name: user.name }));
    } catch (e) {
      setError(e);
    }
  };

  const searching = keyword.trim().length > 0;
  const columns: TableColumnsType<RoleUser> = [
    {
      title: t('users.columns.name'), key: 'name',
      render: (_, user) => (
        <span className="roles-stack">
          <span className="roles-strong">{user.name}</span>
          <span className="roles-muted">{user.loginId}{user.company ? ` · ${user.company}` : ''}</span>
        </span>
      ),
    },
    { title: t('users.columns.type'), dataIndex: 'userType', key: 'type', width: 110, render: (type: string) => <UserTypeTag type={type} /> },
    {
      title: '', key: 'add', width: 100, align: 'right',
      render: (_, user) => (
        <Button size="small" type="primary" ghost onClick={() => void onAdd(user)} loading={add.isPending && add.variables?.userId === user.userId}
          aria-label={t('users.addNamed', { name: user.name })} data-testid={`role-candidate-add-${user.userId}`}>
          {t('users.addOne')}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      title={t('users.addTitle', { name: role.roleName })}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose} data-testid="role-add-close">{t('users.done')}</Button>}
      width={640}
      destroyOnHidden
      data-testid="role-add-dialog"
    >
      <Typography.Paragraph type="secondary" className="roles-dialog-help">{t('users.addHelp')}</Typography.Paragraph>
      <Input
        allowClear autoFocus prefix={<SearchOutlined />} placeholder={t('users.searchPlaceholder')} aria-label={t('users.searchPlaceholder')}
        value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} data-testid="role-candidate-search"
      />
      {searching && candidates.isError ? (
        <Alert type="error" showIcon className="roles-alert" role="alert" title={te(errorCodeOf(candidates.error))} />
      ) : null}
      {error ? (
        <Alert type="error" showIcon className="roles-alert" role="alert" title={te(errorCodeOf(error))}
          closable={{ onClose: () => setError(null) }} data-testid="role-add-error" />
      ) : null}
      <Table<RoleUser>
        rowKey="userId"
        size="small"
        className="roles-candidates"
        showHeader={false}
        dataSource={searching ? candidates.data ?? [] : []}
        columns={columns}
        loading={searching && candidates.isFetching}
        pagination={false}
        scroll={{ y: 360 }}
        data-testid="role-candidates"
        onRow={(user) => ({ 'data-testid': `role-candidate-${user.userId}` } as object)}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searching ? t('users.noCandidates') : t('users.typeToSearch')} /> }}
      />
      {searching && (candidates.data?.length ?? 0) >= 50 ? (
        <Typography.Paragraph type="secondary" className="roles-more">{t('users.more')}</Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
