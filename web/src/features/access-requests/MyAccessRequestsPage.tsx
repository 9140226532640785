// /mylibrary/access: the reader's requests to read documents, newest first, with where each stands; a granted
// document opens from here, and a declined one shows the administrator's note.
import type { AccessRequestItem } from '@gsis/contract';
import { Empty, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePageTop } from '../../ui/page-top.ts';
import { useMyAccessRequests } from './api.ts';
import { Decision, useAccessT } from './shared.tsx';
import './access-requests.css';

const PAGE_SIZES = [20, 50, 100];
type Query = { page: number; pageSize: number; keyword?: string };

export default function MyAccessRequestsPage() {
  const { t } = useAccessT();
  const dates = useDates();
  const pageTop = usePageTop();
  const { params, setParams, query } = useListAddress<Query, never>((p) => pagingFrom(p, PAGE_SIZES, PAGE_SIZES[0]!));
  const list = useMyAccessRequests({ page: query.page, pageSize: query.pageSize });

  const columns: TableColumnsType<AccessRequestItem> = [
    {
      title: t('columns.document'), key: 'document',
      render: (_, row) => (row.authorised
        ? <Link to={`/document/view/${row.documentId}`} data-testid={`access-open-${row.requestId}`}>{row.documentTitle}</Link>
        : <span>{row.documentTitle || t('gone')}</span>),
    },
    { title: t('columns.reason'), dataIndex: 'reason', key: 'reason', render: (reason: string) => <div className="access-wrap access-reason">{reason}</div> },
    { title: t('columns.requested'), dataIndex: 'createdAt', key: 'createdAt', width: 120, render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
    { title: t('columns.status'), key: 'status', width: 220, render: (_, row) => <Decision request={row} /> },
  ];

  return (
    <div className="catalogue-page access-page" data-testid="my-access-page">
      {pageTop}
      <PageHeader title={t('mine.title')} help={t('mine.help')} />
      <ErrorAlert error={list.error} />
      <Table<AccessRequestItem>
        rowKey="requestId" size="middle" columns={columns} dataSource={list.data?.items ?? []} loading={list.isFetching} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('mine.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, hideOnSinglePage: true, showTotal: (count) => t('total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
        data-testid="my-access-table"
      />
    </div>
  );
}

