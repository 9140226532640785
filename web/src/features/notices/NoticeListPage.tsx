// The notice board: /support/notice for readers (posted notices), /management/support/notice for their
// managers (hidden ones too, with status, popup and languages, and a button to write one). Each title is in the
// reader's language, else in English, marked so. Classification, keyword and page live in the address, so going
// back from a notice returns to the same list.
import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTICE_CLASSES, type NoticeListItem, type NoticeListQuery } from '@gsis/contract';
import { Button, Empty, Grid, Table, Tabs, Tag, Tooltip, type TableColumnsType } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { oneOf } from '../../ui/address-params.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { OtherLanguageTag } from '../../ui/language-versions.tsx';
import { languageName } from '../../ui/languages.tsx';
import { pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useNoticeList } from './api.ts';
import { ClassTag, StatusTag, useNoticesT } from './shared.tsx';

const PAGE_SIZES = [10, 20, 50];
const DEFAULT_PAGE_SIZE = 10;
type Query = NoticeListQuery & { page: number; pageSize: number };

function queryFrom(params: URLSearchParams): Query {
  const query: Query = pagingFrom(params, PAGE_SIZES, DEFAULT_PAGE_SIZE);

  const keyword = params.get('keyword')?.trim().slice(0, 100);
  if (keyword) query.keyword = keyword;
  const classification = oneOf(NOTICE_CLASSES, params.get('classification'));
  if (classification) query.classification = classification;
  return query;
}

function NoticeBoard({ managed }: { managed: boolean }) {
  const { t } = useNoticesT();
  const navigate = useNavigate();
  const location = useLocation();
  const dates = useDates();
  const narrow = Grid.useBreakpoint().md === false;
  const { params, setParams, query, setFilters, keyword, setKeyword, resetFilters } = useListAddress<Query, 'classification'>(queryFrom);
  const list = useNoticeList(query, managed);
  const board = managed ? pages.notices.manage : pages.notices.board;
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(query.keyword || query.classification);

  const titleLink = (row: NoticeListItem) => (
    <span className="notice-title-cell">
      <Link to={board.detail(row.noticeId)} state={{ listSearch: location.search }} lang={row.language} data-testid={`notice-link-${row.noticeId}`}>{row.title}</Link>
      <OtherLanguageTag language={row.language} />
      {row.hasAttachment ? <Tooltip title={t('list.hasAttachment')}><PaperClipOutlined className="notice-clip" aria-label={t('list.hasAttachment')} /></Tooltip> : null}
      {managed && row.popup ? <Tag color="gold" className="notice-popup-tag">{t('list.popup')}</Tag> : null}
    </span>
  );
  /** The row's number counting down from the newest, as boards number their posts. */
  const numberOf = (index: number) => total - (query.page - 1) * query.pageSize - index;

  const columns: TableColumnsType<NoticeListItem> = narrow ? [{
    title: t('list.columns.title'), key: 'summary',
    render: (_, row) => (
      <div className="notice-summary">
        <span><ClassTag classification={row.classification} />{managed ? <StatusTag useYn={row.useYn} /> : null}</span>
        {titleLink(row)}
        <span className="notice-muted">{t('list.summary', { writer: row.writer, date: dates.date(row.createdAt), hits: row.hits })}</span>
      </div>
    ),
  }] : [
    { title: t('list.columns.number'), key: 'number', width: 72, align: 'center', render: (_, __, index) => <span className="notice-muted">{numberOf(index)}</span> },
    { title: t('list.columns.classification'), dataIndex: 'classification', key: 'classification', width: 130, render: (value: NoticeListItem['classification']) => <ClassTag classification={value} /> },
    { title: t('list.columns.title'), key: 'title', render: (_, row) => titleLink(row) },
    ...(managed ? [
      { title: t('list.columns.status'), dataIndex: 'useYn', key: 'useYn', width: 100, render: (value: 'Y' | 'N') => <StatusTag useYn={value} /> },
      {
        title: t('list.columns.languages'), dataIndex: 'languages', key: 'languages', width: 120,
        render: (codes: string[]) => <span className="notice-muted notice-wrap" title={codes.map(languageName).join(', ')}>{codes.join(' ')}</span>,
      },
    ] : []),
    { title: t('list.columns.writer'), dataIndex: 'writer', key: 'writer', width: 170, render: (writer: string) => <span className="notice-wrap">{writer}</span> },
    { title: t('list.columns.date'), dataIndex: 'createdAt', key: 'createdAt', width: 120, render: (at: string) => <span className="notice-nowrap" title={dates.dateTime(at)}>{dates.date(at)}</span> },
    { title: t('list.columns.hits'), dataIndex: 'hits', key: 'hits', width: 80, align: 'end' },
  ];

  return (
    <div className="catalogue-page notice-page" data-testid={managed ? 'notice-manage-page' : 'notice-list-page'}>
      <PageHeader title={managed ? t('list.manageTitle') : t('list.title')} help={managed ? t('list.manageHelp') : t('list.help')} />
      <Tabs
        activeKey={query.classification ?? 'ALL'}
        onChange={(key) => setFilters({ classification: key === 'ALL' ? undefined : key })}
        items={[{ key: 'ALL', label: t('list.allClasses') }, ...NOTICE_CLASSES.map((c) => ({ key: c, label: t(`class.${c}`) }))]}
        aria-label={t('list.classFilter')}
        data-testid="notice-class-tabs"
      />
      <Toolbar
        search={keyword} onSearch={setKeyword} searchPlaceholder={t('list.search')} searchTestId="notice-search"
        {...(managed ? { addLabel: t('list.write'), onAdd: () => void navigate(pages.notices.manage.form()), addIcon: <PlusOutlined />, addTestId: 'notice-write' } : {})}
      />
      <ErrorAlert error={list.error} />
      <Table<NoticeListItem>
        rowKey="noticeId"
        size="middle"
        columns={columns}
        dataSource={items}
        loading={list.isFetching}
        data-testid="notice-table"
        scroll={narrow ? undefined : { x: 'max-content' }}
        locale={{
          emptyText: filtered
            ? <Empty description={t('list.noMatch')}><Button onClick={resetFilters}>{t('list.resetFilters')}</Button></Empty>
            : <Empty description={t('list.empty')} />,
        }}
        pagination={{
          current: query.page, pageSize: query.pageSize, total, pageSizeOptions: PAGE_SIZES, showSizeChanger: !narrow,
          showTotal: (count) => t('list.total', { count }), hideOnSinglePage: total <= PAGE_SIZES[0]!,
        }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, DEFAULT_PAGE_SIZE))}
      />
    </div>
  );
}

export default function NoticeListPage() {
  return <NoticeBoard managed={false} />;
}

export function NoticeManagePage() {
  return <NoticeBoard managed />;
}
