// /management/user: registered people (never APP accounts) with the seed's filters — keyword, user type,
// approval status, region, status and registration period. Filters and page live in the address, so
// going back from a user returns to the same list.
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  APPROVAL_STATUSES, ErrorCode, SEARCHABLE_USER_TYPES, USER_STATUSES, type UserListItem, type UserListQuery,
} from '@gsis/contract';
import { Alert, Button, DatePicker, Empty, Grid, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorCodeOf } from '../../api/error-text.ts';
import { oneOf, positiveInt } from '../../ui/address-params.ts';
import { pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
// Its own alert takes the kit's error look (catalogue-error).
import '../../ui/error-alert.css';
import { useDates } from '../../ui/dates.ts';
import { pages } from '../../ui/pages.ts';
import { useFilterOptions, useUserList } from './api.ts';
import { ApprovalTag, StatusTag, useUsersT } from './shared.tsx';

const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const validDate = (value: string | null): string | undefined =>
  value && ISO_DATE.test(value) && dayjs(value, 'YYYY-MM-DD').isValid() ? value : undefined;

/** The list query the address describes; anything malformed falls back to its default. */
function queryFrom(params: URLSearchParams): UserListQuery & { page: number; pageSize: number } {
  const query: UserListQuery & { page: number; pageSize: number } = pagingFrom(params, PAGE_SIZES, DEFAULT_PAGE_SIZE);

  const keyword = params.get('keyword')?.trim().slice(0, 100);
  if (keyword) query.keyword = keyword;
  const userType = oneOf(SEARCHABLE_USER_TYPES, params.get('userType'));
  if (userType) query.userType = userType;
  const approvalStatus = oneOf(APPROVAL_STATUSES, params.get('approvalStatus'));
  if (approvalStatus) query.approvalStatus = approvalStatus;
  const status = oneOf(USER_STATUSES, params.get('status'));
  if (status) query.status = status;
  const regionId = positiveInt(params.get('regionId'));
  if (regionId) query.regionId = regionId;
  const from = validDate(params.get('from'));
  if (from) query.from = from;
  const to = validDate(params.get('to'));
  if (to) query.to = to;
  return query;
}

const FILTER_KEYS = ['keyword', 'userType', 'approvalStatus', 'regionId', 'status', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** A refused period (from after to) reads as the seed's 'Please check the date'. */
function isDateError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ErrorCode.CHECK_DATE
    || Boolean(error.details?.fields?.some((f) => f.path === 'body.to' || f.path === 'body.from')));
}

/** `aside`: what the route table hands in under the heading (the access requests waiting). */
export default function UserListPage({ aside }: { aside?: ReactNode }) {
  const { t, i18n } = useUsersT();
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const location = useLocation();
  const { params, setParams, query, setFilters, keyword, setKeyword, resetFilters } = useListAddress<ReturnType<typeof queryFrom>, FilterKey>(queryFrom);
  const badPeriod = Boolean(query.from && query.to && query.from > query.to);
  const list = useUserList(query, !badPeriod);
  const options = useFilterOptions();
  const dates = useDates();
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;

  const filtered = FILTER_KEYS.some((key) => params.has(key));
  const open = (row: UserListItem) => void navigate(pages.users.detail(row.id), { state: { listSearch: location.search } });
  const errorText = badPeriod || isDateError(list.error) ? te(ErrorCode.CHECK_DATE) : list.isError ? te(errorCodeOf(list.error)) : null;

  const idLink = (row: UserListItem) => (
    <Link
      to={pages.users.detail(row.id)} state={{ listSearch: location.search }} className="users-id-link"
      onClick={(e) => e.stopPropagation()} data-testid={`user-link-${row.id}`}
    >
      {/* A long address may break before its domain. */}
      {row.loginId.includes('@') ? <>{row.loginId.slice(0, row.loginId.indexOf('@'))}<wbr />{row.loginId.slice(row.loginId.indexOf('@'))}</> : row.loginId}
    </Link>
  );
  const none = <span className="users-muted">—</span>;

  // On a phone one column tells the essentials; from 576 px on, the seed's columns side by side.
  const columns: TableColumnsType<UserListItem> = narrow ? [
    {
      title: t('list.columns.user'), key: 'summary',
      render: (_, row) => (
        <div className="users-summary">
          {idLink(row)}
          <span className="users-wrap">{row.name}{row.company ? <span className="users-muted"> · {row.company}</span> : null}</span>
          <span className="users-summary-tags">
            <ApprovalTag status={row.approvalStatus} testId={`user-approval-${row.loginId}`} />
            <StatusTag status={row.status} testId={`user-status-${row.loginId}`} />
          </span>
          <span className="users-muted">
            {[tc(`userType.${row.userType}`), row.region, t('list.registeredOn', { date: dates.date(row.createdAt) })].filter(Boolean).join(' · ')}
          </span>
        </div>
      ),
    },
  ] : [
    { title: t('list.columns.id'), dataIndex: 'loginId', key: 'loginId', width: 190, render: (_: string, row) => idLink(row) },
    { title: t('list.columns.name'), dataIndex: 'name', key: 'name', width: 130, render: (name: string) => <span className="users-wrap">{name}</span> },
    {
      title: t('list.columns.company'), dataIndex: 'company', key: 'company', width: 150,
      render: (company: string | null) => (company ? <span className="users-wrap">{company}</span> : none),
    },
    { title: t('list.columns.type'), dataIndex: 'userType', key: 'userType', width: 100, render: (type: string) => tc(`userType.${type}`) },
    {
      title: t('list.columns.approval'), dataIndex: 'approvalStatus', key: 'approvalStatus', width: 160,
      render: (status: UserListItem['approvalStatus'], row) => <ApprovalTag status={status} testId={`user-approval-${row.loginId}`} />,
    },
    {
      title: t('list.columns.status'), dataIndex: 'status', key: 'status', width: 100,
      render: (status: UserListItem['status'], row) => <StatusTag status={status} testId={`user-status-${row.loginId}`} />,
    },
    {
      title: t('list.columns.region'), dataIndex: 'region', key: 'region', width: 110,
      render: (region: string | null) => (region ? <span className="users-wrap">{region}</span> : none),
    },
    {
      title: t('list.columns.registered'), dataIndex: 'createdAt', key: 'createdAt', width: 110,
      render: (at: string) => <span className="users-nowrap" title={dates.dateTime(at)}>{dates.date(at)}</span>,
    },
    {
      title: t('list.columns.lastLogin'), dataIndex: 'lastLoginAt', key: 'lastLoginAt', width: 110,
      render: (at: string | null) => (at
        ? <span className="users-stack"><span className="users-nowrap">{dates.date(at)}</span><span className="users-muted">{dates.time(at)}</span></span>
        : <span className="users-muted">{t('list.never')}</span>),
    },
  ];

  const choice = (items: { id: number; label: string }[] | undefined) => (items ?? []).map((o) => ({ value: o.id, label: o.label }));
  const period: [Dayjs | null, Dayjs | null] | null = query.from || query.to
    ? [query.from ? dayjs(query.from, 'YYYY-MM-DD') : null, query.to ? dayjs(query.to, 'YYYY-MM-DD') : null]
    : null;

  return (
    <div className="catalogue-page users-page" data-testid="user-list-page">
      <PageHeader title={t('list.heading')} help={t('list.help')} />
      {aside}
      <section className="users-filters" aria-label={t('list.filters')}>
        <Input
          allowClear prefix={<SearchOutlined />} placeholder={t('list.keyword')} aria-label={t('list.keyword')}
          value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={100}
          className="users-filter users-filter-wide" data-testid="user-filter-keyword"
        />
        <Select
          allowClear placeholder={t('list.userType')} aria-label={t('list.userType')} className="users-filter"
          options={SEARCHABLE_USER_TYPES.map((type) => ({ value: type, label: tc(`userType.${type}`) }))}
          value={query.userType} onChange={(v?: string) => setFilters({ userType: v })} data-testid="user-filter-type"
        />
        <Select
          allowClear placeholder={t('list.approvalStatus')} aria-label={t('list.approvalStatus')} className="users-filter"
          options={APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`approval.${s}`) }))}
          value={query.approvalStatus} onChange={(v?: string) => setFilters({ approvalStatus: v })} data-testid="user-filter-approval"
        />
        <Select
          allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('list.region')} aria-label={t('list.region')} className="users-filter"
          options={choice(options.data?.regions)} value={query.regionId}
          onChange={(v?: number) => setFilters({ regionId: v })} data-testid="user-filter-region"
        />
        <Select
          allowClear placeholder={t('list.status')} aria-label={t('list.status')} className="users-filter"
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={query.status} onChange={(v?: string) => setFilters({ status: v })} data-testid="user-filter-status"
        />
        <div className="users-period">
          <Typography.Text type="secondary" className="users-period-label" id="user-filter-period-label">{t('list.period')}</Typography.Text>
          <DatePicker.RangePicker
            allowEmpty={[true, true]} format="YYYY-MM-DD" value={period}
            placeholder={[t('list.periodFrom'), t('list.periodTo')]} aria-labelledby="user-filter-period-label"
            status={badPeriod ? 'error' : undefined}
            onChange={(range) => setFilters({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
            className="users-range" data-testid="user-filter-period"
          />
        </div>
        {filtered ? (
          <Button icon={<ReloadOutlined />} onClick={resetFilters} data-testid="user-filter-reset">
            {t('list.reset')}
          </Button>
        ) : null}
      </section>
      {errorText ? <Alert type="error" showIcon title={errorText} role="alert" className="catalogue-error" data-testid="user-list-error" /> : null}
      <Table<UserListItem>
        rowKey="id"
        dataSource={badPeriod ? [] : list.data?.items ?? []}
        loading={list.isFetching}
        columns={columns}
        scroll={narrow ? undefined : { x: 1160 }}
        tableLayout="fixed"
        rowClassName="users-row"
        onRow={(row) => ({ onClick: () => open(row), 'data-testid': `user-row-${row.loginId}` } as React.HTMLAttributes<HTMLElement>)}
        data-testid="user-list-table"
        locale={{ emptyText: <Empty description={errorText ? t('list.failed') : filtered ? t('list.noMatch') : t('list.empty')} /> }}
        pagination={{
          current: query.page, pageSize: query.pageSize, total: badPeriod ? 0 : list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('list.total', { formatted: new Intl.NumberFormat(i18n.language).format(total) }),
        }}
        onChange={(pagination) => setParams((previous) => withPaging(previous, pagination, query.pageSize, DEFAULT_PAGE_SIZE))}
      />
    </div>
  );
}
