// /management/user/access: requests to read documents, waiting ones first (by status and keyword, in the
// address; ?id= marks the one the e-mail leads to). Granting adds the document to the requester's authority;
// declining asks for a note the requester is sent.
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { ACCESS_REQUEST_STATUSES, AccessRequestDecision, type AccessRequestItem, type AccessRequestStatus } from '@gsis/contract';
import { App, Button, Empty, Form, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { positiveInt } from '../../ui/address-params.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { choiceFrom, keywordFrom, pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useAccessRequests, useDecideAccess } from './api.ts';
import { Decision, useAccessT } from './shared.tsx';
import './access-requests.css';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';

const PAGE_SIZES = [20, 50, 100];
type Query = { status?: AccessRequestStatus; keyword?: string; page: number; pageSize: number };

const queryFrom = (params: URLSearchParams): Query =>
  ({ ...pagingFrom(params, PAGE_SIZES, PAGE_SIZES[0]!), ...keywordFrom(params), ...choiceFrom(params, 'status', ACCESS_REQUEST_STATUSES) });

export default function AccessRequestsPage() {
  const { t } = useAccessT();
  const dates = useDates();
  const { modal } = App.useApp();
  const outcome = useOutcomeMessage();
  const { params, setParams, query, setFilters, keyword, setKeyword } = useListAddress<Query, 'status'>(queryFrom);
  const list = useAccessRequests(query);
  const decide = useDecideAccess();
  const focused = positiveInt(params.get('id'));
  const [declining, setDeclining] = useState<AccessRequestItem | null>(null);
  const [form] = Form.useForm<{ note?: string }>();

  const grant = async (row: AccessRequestItem) => {
    if (!(await modal.confirm({
      title: t('manage.grantConfirm', { name: row.requester.name, title: row.documentTitle }), okText: t('manage.grant'), cancelText: t('manage.cancel'),
    }))) return;
    await outcome(decide.mutateAsync({ requestId: row.requestId, grant: true }), t('manage.granted'));
  };
  const decline = async () => {
    const { note } = await form.validateFields();
    const done = decide.mutateAsync({ requestId: declining!.requestId, grant: false, note: note ?? '' });
    await outcome(done, t('manage.declined'));
    await done.then(() => setDeclining(null), () => undefined);
  };

  const columns: TableColumnsType<AccessRequestItem> = [
    { title: t('columns.requested'), dataIndex: 'createdAt', key: 'createdAt', width: 110, render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
    {
      title: t('columns.requester'), key: 'requester', width: 220,
      render: (_, row) => (
        <span className="access-wrap">
          <Link to={pages.users.detail(row.requester.userId)}>{row.requester.name}</Link><br />
          <span className="access-muted">{row.requester.loginId}{row.requester.company ? ` · ${row.requester.company}` : ''}</span>
        </span>
      ),
    },
    { title: t('columns.document'), key: 'document', render: (_, row) => <span className="access-wrap">{row.documentTitle || t('gone')}</span> },
    { title: t('columns.reason'), dataIndex: 'reason', key: 'reason', render: (reason: string) => <div className="access-wrap access-reason">{reason}</div> },
    {
      title: t('columns.status'), key: 'status', width: 230,
      render: (_, row) => row.status === 'PENDING' ? (
        <div className="access-actions">
          <Button type="primary" size="small" icon={<CheckOutlined />} onClick={() => void grant(row)} data-testid={`access-grant-${row.requestId}`}>{t('manage.grant')}</Button>
          <Button size="small" danger icon={<CloseOutlined />} onClick={() => { form.resetFields(); setDeclining(row); }} data-testid={`access-decline-${row.requestId}`}>{t('manage.decline')}</Button>
        </div>
      ) : (
        <Decision request={row} />
      ),
    },
  ];

  return (
    <div className="catalogue-page access-manage-page" data-testid="access-manage-page">
      <PageHeader title={t('manage.title')} help={t('manage.help')} />
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('manage.search')} searchTestId="access-search">
        <Select
          allowClear placeholder={t('manage.allStatuses')} aria-label={t('columns.status')} value={query.status} className="access-status-filter"
          onChange={(value?: AccessRequestStatus) => setFilters({ status: value })}
          options={ACCESS_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Toolbar>
      <ErrorAlert error={list.error} />
      <Table<AccessRequestItem>
        rowKey="requestId" size="middle" columns={columns} dataSource={list.data?.items ?? []} loading={list.isFetching} scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.requestId === focused ? 'access-row-focused' : '')}
        locale={{ emptyText: <Empty description={query.keyword || query.status ? t('manage.noMatch') : t('manage.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
        data-testid="access-table"
      />
      <Modal
        open={declining !== null} title={t('manage.declineTitle', { name: declining?.requester.name ?? '' })} onCancel={() => setDeclining(null)} onOk={() => void decline()}
        okText={t('manage.decline')} cancelText={t('manage.cancel')} okButtonProps={{ danger: true }} confirmLoading={decide.isPending} destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="note" label={t('manage.note')} extra={t('manage.noteHelp')} rules={fieldRules(AccessRequestDecision.shape.note)}>
            <Input.TextArea rows={3} maxLength={maxLengthOf(AccessRequestDecision.shape.note)} showCount data-testid="access-decline-note" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

/** On the user list: how many requests wait, leading to them (handed in by the route table). */
export function PendingAccessRequests() {
  const { t } = useAccessT();
  const pending = useAccessRequests({ status: 'PENDING', pageSize: 1 });
  const count = pending.data?.total ?? 0;
  return (
    <Link to={pages.users.accessRequests({ status: 'PENDING' })} className="access-pending-link" data-testid="access-pending-link">
      <Button>{count > 0 ? t('manage.pendingCount', { count }) : t('manage.title')}</Button>
    </Link>
  );
}
