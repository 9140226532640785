// The Q&A lists: /support/qna (answered, answering, and the questions I will answer when I manage a
// classification), My Library's /mylibrary/myqna (my questions) and /management/support/qna (every question).
// List, classification, keyword and page live in the address.
import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { QNA_TABS, type QnaListItem, type QnaTab } from '@gsis/contract';
import { Button, Empty, Grid, Select, Table, Tabs, Tooltip, type TableColumnsType } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { classOptions } from '../../api/support-queries.ts';
import { useSession } from '../../session/session-store.ts';
import { oneOf } from '../../ui/address-params.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { keywordAndIdFrom, pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePageTop } from '../../ui/page-top.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useQnaClasses, useQuestions } from './api.ts';
import { PLACES, useQnaT, type QnaPlace } from './places.ts';
import { StatusTag } from './shared.tsx';
import './qna.css';

const PAGE_SIZES = [10, 20, 50];
/** What an empty list says when nothing narrows it, by list; the others say 'There are no questions here.' */
const EMPTY: Partial<Record<QnaTab, string>> = { ANSWERED: 'board.emptyAnswered', TO_ANSWER: 'board.emptyToAnswer', MINE: 'board.emptyMine' };
type Query = { tab: QnaTab; classId?: number; keyword?: string; page: number; pageSize: number };

function QnaList({ place }: { place: QnaPlace }) {
  const { t } = useQnaT();
  const navigate = useNavigate();
  const location = useLocation();
  const dates = useDates();
  const pageTop = usePageTop();
  const { user } = useSession();
  const narrow = Grid.useBreakpoint().md === false;
  const tabs = place.tabs.filter((tab) => user || !place.signedInTabs.includes(tab));
  const queryFrom = (params: URLSearchParams): Query => ({
    ...pagingFrom(params, PAGE_SIZES, PAGE_SIZES[0]!), ...keywordAndIdFrom(params, 'classId'),
    tab: oneOf(QNA_TABS, params.get('tab')) && tabs.includes(params.get('tab') as QnaTab) ? params.get('tab') as QnaTab : tabs[0]!,
  });
  const { params, setParams, query, setFilters, keyword, setKeyword } = useListAddress<Query, 'classId' | 'tab'>(queryFrom, [user?.userId]);
  const list = useQuestions(query, place.key === 'manage');
  const classes = useQnaClasses();
  const total = list.data?.total ?? 0;
  // "Questions I will answer" only for the managers of a classification (the list says whether the reader is one),
  // and for whoever the address already took there.
  const shownTabs = tabs.filter((tab) => tab !== 'TO_ANSWER' || list.data?.answersQuestions || query.tab === 'TO_ANSWER');
  const narrowed = Boolean(query.keyword || query.classId);
  // An empty list that is not a manager's work says how to get an answer: ask.
  const offerToAsk = place.key !== 'manage' && query.tab !== 'TO_ANSWER' && !narrowed;

  const titleLink = (row: QnaListItem) => (
    <span className="qna-title-cell">
      <Link to={place.detail(row.questionId)} state={{ listSearch: location.search }} data-testid={`qna-link-${row.questionId}`}>{row.title}</Link>
      {row.hasAttachment ? <Tooltip title={t('hasAttachment')}><PaperClipOutlined aria-label={t('hasAttachment')} className="qna-muted" /></Tooltip> : null}
    </span>
  );
  const columns: TableColumnsType<QnaListItem> = narrow ? [{
    title: t('columns.title'), key: 'summary',
    render: (_, row) => (
      <div className="qna-summary">
        <span><StatusTag status={row.status} /> <span className="qna-muted">{row.classLabel}</span></span>
        {titleLink(row)}
        <span className="qna-muted">{row.asker} · {dates.date(row.createdAt)}</span>
      </div>
    ),
  }] : [
    { title: t('columns.status'), dataIndex: 'status', key: 'status', width: 120, render: (status: QnaListItem['status']) => <StatusTag status={status} /> },
    { title: t('columns.classification'), dataIndex: 'classLabel', key: 'classLabel', width: 170 },
    { title: t('columns.title'), key: 'title', render: (_, row) => titleLink(row) },
    { title: t('columns.asker'), dataIndex: 'asker', key: 'asker', width: 170, render: (name: string) => <span className="qna-wrap">{name}</span> },
    { title: t('columns.date'), dataIndex: 'createdAt', key: 'createdAt', width: 120, render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
  ];

  const title = place.key === 'mine' ? t('board.myTitle') : place.key === 'manage' ? t('board.manageTitle') : t('board.title');
  const help = place.key === 'mine' ? t('board.myHelp') : place.key === 'manage' ? t('board.manageHelp') : t('board.help');
  const ask = () => void navigate((place.key === 'manage' ? PLACES.board : place).form());

  return (
    <div className="catalogue-page qna-page" data-testid={`qna-${place.key}-page`}>
      {pageTop}
      <PageHeader title={title} help={help} />
      {shownTabs.length > 1 ? (
        <Tabs activeKey={query.tab} onChange={(key) => setFilters({ tab: key })} items={shownTabs.map((tab) => ({ key: tab, label: t(`tab.${tab}`) }))} data-testid="qna-tabs" />
      ) : null}
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('board.search')} searchTestId="qna-search"
        {...(place.key !== 'manage' ? { addLabel: t('board.ask'), onAdd: ask, addIcon: <PlusOutlined />, addTestId: 'qna-ask' } : {})}>
        <Select
          allowClear placeholder={t('board.allClasses')} aria-label={t('board.classFilter')} value={query.classId}
          onChange={(value?: number) => setFilters({ classId: value })}
          options={classOptions(classes.data)} className="qna-class-filter"
        />
      </Toolbar>
      <ErrorAlert error={list.error} />
      <Table<QnaListItem>
        rowKey="questionId" size="middle" columns={columns} dataSource={list.data?.items ?? []} loading={list.isFetching}
        scroll={narrow ? undefined : { x: 'max-content' }} data-testid="qna-table"
        locale={{
          emptyText: (
            <Empty
              description={(
                <span className="qna-empty">
                  <span>{narrowed ? t('board.noMatch') : t(EMPTY[query.tab] ?? 'board.empty')}</span>
                  {offerToAsk ? <span className="qna-muted">{t('board.emptyHint')}</span> : null}
                </span>
              )}
              data-testid="qna-empty"
            >
              {offerToAsk ? <Button type="primary" icon={<PlusOutlined />} onClick={ask} data-testid="qna-empty-ask">{t('board.ask')}</Button> : null}
            </Empty>
          ),
        }}
        pagination={{ current: query.page, pageSize: query.pageSize, total, pageSizeOptions: PAGE_SIZES, showSizeChanger: !narrow, showTotal: (count) => t('board.total', { count }), hideOnSinglePage: total <= PAGE_SIZES[0]! }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
      />
    </div>
  );
}

export default function QnaBoardPage() {
  return <QnaList place={PLACES.board} />;
}
export function MyQnaPage() {
  return <QnaList place={PLACES.mine} />;
}
export function QnaManagePage() {
  return <QnaList place={PLACES.manage} />;
}
