// /management/email/group/user?id=N: the members of one e-mail group, found by ID, name or company, each taken
// out after asking; people are added one at a time from a box that finds them as one types (APP users are never
// found, and members are not offered again).
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { EmailUser } from '@gsis/contract';
import { Empty, Table } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { keywordFrom, pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { emailApi } from '@gsis/contract';
import { useAddMember, useGroupMembers, useGroups, useRemoveMember } from './api.ts';
import { PersonPicker, useEmailT } from './shared.tsx';
import './email.css';

const PAGE_SIZES = [20, 50, 100];

function BackLink() {
  const { t } = useEmailT();
  return <Link to={pages.email.groups()} className="email-back" data-testid="email-group-back"><ArrowLeftOutlined /> {t('members.back')}</Link>;
}

export default function GroupUserPage() {
  const { t } = useEmailT();
  const [params] = useSearchParams();
  const groupId = idFrom(params.get('id'));
  const groups = useGroups();
  const group = groups.data?.find((g) => g.groupId === groupId);

  if (groupId === undefined || (groups.data && !group)) {
    return (
      <div className="catalogue-page email-page" data-testid="email-group-user-page">
        <BackLink />
        <PageHeader title={t('members.notFoundTitle')} help="" />
        <Empty description={t('members.notFound')} data-testid="email-group-not-found" />
      </div>
    );
  }
  return (
    <div className="catalogue-page email-page" data-testid="email-group-user-page">
      <BackLink />
      <PageHeader title={group ? t('members.title', { name: group.name }) : t('members.loading')} help={t('members.help')} />
      <Members groupId={groupId} />
    </div>
  );
}

function Members({ groupId }: { groupId: number }) {
  const { t } = useEmailT();
  const outcome = useOutcomeMessage();
  const { params, setParams, query, keyword, setKeyword } = useListAddress((p) => ({ ...pagingFrom(p, PAGE_SIZES, PAGE_SIZES[0]!), ...keywordFrom(p) }));
  const members = useGroupMembers({ groupId, ...query });
  const add = useAddMember();
  const remove = useRemoveMember();
  const [picked, setPicked] = useState<number | null>(null);

  const onPick = async (userId: number | null, people: EmailUser[]) => {
    setPicked(userId);
    if (userId === null) return;
    await outcome(add.mutateAsync({ groupId, userId }), t('members.added', { name: people[0]?.name ?? '' }));
    setPicked(null);
  };

  return (
    <>
      <div className="email-add-member">
        <span className="email-label">{t('members.add')}</span>
        <PersonPicker search={emailApi.groupCandidates} groupId={groupId} value={picked} placeholder={t('members.find')} testId="email-member-find"
          onChange={(value, people) => void onPick(value as number | null, people)} />
      </div>
      <ErrorAlert error={add.error ?? remove.error} onClose={() => { add.reset(); remove.reset(); }} />
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('members.filter')} searchTestId="email-member-filter" />
      <Table<EmailUser>
        rowKey="userId" size="middle" dataSource={members.data?.items ?? []} loading={members.isFetching} scroll={{ x: 'max-content' }}
        data-testid="email-member-table"
        onRow={(user) => ({ 'data-testid': `email-member-row-${user.userId}` } as object)}
        locale={{ emptyText: <Empty description={query.keyword ? t('members.noMatch') : t('members.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: members.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('members.total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
        columns={[
          {
            title: t('members.columns.name'), dataIndex: 'name', key: 'name',
            render: (name: string, user) => <span className="email-stack"><span className="email-strong">{name}</span><span className="email-muted email-mobile-only">{user.loginId}</span></span>,
          },
          { title: t('members.columns.id'), dataIndex: 'loginId', key: 'id', responsive: ['md'] },
          { title: t('members.columns.company'), dataIndex: 'company', key: 'company', responsive: ['sm'], render: (company: string | null) => company ?? '—' },
          { title: t('members.columns.type'), dataIndex: 'userType', key: 'type', width: 120, responsive: ['sm'], render: (type: string) => t(`userType.${type}`) },
          {
            title: t('members.columns.actions'), key: 'actions', align: 'center', width: 90, fixed: 'right',
            render: (_, user) => (
              <DeleteButton
                label={t('members.remove', { name: user.name })} testId={`email-member-remove-${user.userId}`}
                confirm={{
                  title: t('members.removeConfirm', { name: user.name }), okText: t('members.removeOk'), cancelText: t('common.cancel'), okTestId: 'email-member-remove-ok',
                  onConfirm: () => outcome(remove.mutateAsync({ groupId, userId: user.userId }), t('members.removed')),
                }}
              />
            ),
          },
        ]}
      />
    </>
  );
}
