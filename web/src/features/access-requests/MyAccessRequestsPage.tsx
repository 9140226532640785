// /mylibrary/access: the reader's requests to read documents, newest first, with where each stands; a granted
// document opens from here, and a declined one shows the administrator's note. On a phone each request is a card
// (status, document, reason, dates), as My Library's other lists are, instead of a table wider than the screen.
import type { AccessRequestItem } from '@gsis/contract';
import { Empty, Grid, Pagination, Spin, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePageTop } from '../../ui/page-top.ts';
import { pages } from '../../ui/pages.ts';
import { useMyAccessRequests } from './api.ts';
import { Decision, DecisionDetails, RequestStatus, useAccessT } from './shared.tsx';
import './access-requests.css';

const PAGE_SIZES = [20, 50, 100];
type Query = { page: number; pageSize: number; keyword?: string };

/** The requested document: a link once it may be read, its title otherwise (or that it has left the library). */
function RequestedDocument({ request }: { request: AccessRequestItem }) {
  const { t } = useAccessT();
  return request.authorised
    ? <Link to={pages.documentView(request.documentId)} data-testid={`access-open-${request.requestId}`}>{request.documentTitle}</Link>
    : <span>{request.documentTitle || t('gone')}</span>;
}

/** A request on a phone: where it stands and when it was asked, the document, the reason, then the decision. */
function RequestCard({ request }: { request: AccessRequestItem }) {
  const { t } = useAccessT();
  const dates = useDates();
  return (
    <li className="access-card" data-testid="my-access-card">
      <div className="access-card-head">
        <RequestStatus status={request.status} />
        <span className="access-muted" title={dates.dateTime(request.createdAt)}>{t('mine.requestedOn', { date: dates.date(request.createdAt) })}</span>
      </div>
      <div className="access-card-document"><RequestedDocument request={request} /></div>
      <div className="access-wrap access-card-reason">{request.reason}</div>
      <DecisionDetails request={request} />
    </li>
  );
}

export default function MyAccessRequestsPage() {
  const { t } = useAccessT();
  const dates = useDates();
  const pageTop = usePageTop();
  const narrow = Grid.useBreakpoint().md === false;
  const { params, setParams, query } = useListAddress<Query, never>((p) => pagingFrom(p, PAGE_SIZES, PAGE_SIZES[0]!));
  const list = useMyAccessRequests({ page: query.page, pageSize: query.pageSize });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const turnTo = (current: number, pageSize: number) => setParams(withPaging(params, { current, pageSize }, query.pageSize, PAGE_SIZES[0]));

  const columns: TableColumnsType<AccessRequestItem> = [
    { title: t('columns.document'), key: 'document', render: (_, row) => <RequestedDocument request={row} /> },
    { title: t('columns.reason'), dataIndex: 'reason', key: 'reason', render: (reason: string) => <div className="access-wrap access-reason">{reason}</div> },
    { title: t('columns.requested'), dataIndex: 'createdAt', key: 'createdAt', width: 120, render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
    { title: t('columns.status'), key: 'status', width: 220, render: (_, row) => <Decision request={row} /> },
  ];

  return (
    <div className="catalogue-page access-page" data-testid="my-access-page">
      {pageTop}
      <PageHeader title={t('mine.title')} help={t('mine.help')} />
      <ErrorAlert error={list.error} />
      {narrow ? (
        list.isLoading ? <Spin /> : items.length === 0 ? <Empty description={t('mine.empty')} /> : (
          <>
            <ul className="access-cards" aria-busy={list.isFetching} data-testid="my-access-cards">
              {items.map((item) => <RequestCard key={item.requestId} request={item} />)}
            </ul>
            <Pagination
              size="small" current={query.page} pageSize={query.pageSize} total={total} hideOnSinglePage showSizeChanger={false}
              showTotal={(count) => t('total', { count })} onChange={turnTo} className="access-cards-paging"
            />
          </>
        )
      ) : (
        <Table<AccessRequestItem>
          rowKey="requestId" size="middle" columns={columns} dataSource={items} loading={list.isFetching} scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('mine.empty')} /> }}
          pagination={{ current: query.page, pageSize: query.pageSize, total, pageSizeOptions: PAGE_SIZES, hideOnSinglePage: true, showTotal: (count) => t('total', { count }) }}
          onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
          data-testid="my-access-table"
        />
      )}
    </div>
  );
}
