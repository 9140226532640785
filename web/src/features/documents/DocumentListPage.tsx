// /management/library/document: every document with the state of its versions, for managers. Filters,
// sort and page live in the address, so going back from a document returns to the same list. The keyword finds
// titles and codes; the product number and equipment code filters find part of either.
import { DeleteOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  DOCUMENT_CODES, DOCUMENT_SORTS, DISTRIBUTION_STATUSES, isLanguageCode, PLATE_CODE_MAX, PUBLISH_TYPES, type DocumentCode, type DocumentListItem,
  type DocumentListQuery,
} from '@gsis/contract';
import { Alert, Button, Empty, Grid, Input, Popconfirm, Progress, Segmented, Select, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { oneOf } from '../../ui/address-params.ts';
import { useListAddress, withPaging } from '../../ui/list-address.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { FoldingFilters } from '../../ui/folding-filters.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LANGUAGE_OPTIONS, languageName } from '../../ui/languages.tsx';
import { pages } from '../../ui/pages.ts';
import { useDeleteDocument, useDocumentList, useFilterOptions, useTextReading } from './api.ts';
import { DistributionTag, useLibT } from './shared.tsx';

type Sort = (typeof DOCUMENT_SORTS)[number];
const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_SORT: Sort = 'distributedOn';
/** Managers see documents that have no version yet too, so "all versions" is their starting point. */
const DEFAULT_VERSION = 'ALL';

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The list query the address describes; anything malformed falls back to its default. */
function queryFrom(params: URLSearchParams): Required<Pick<DocumentListQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'version'>> & DocumentListQuery {
  const pageSize = positive(params.get('pageSize'));
  const language = params.get('language');
  const query: DocumentListQuery = {
    page: Math.min(positive(params.get('page')) ?? 1, 10_000),
    pageSize: pageSize && PAGE_SIZES.includes(pageSize) ? pageSize : 20,
    sort: oneOf(DOCUMENT_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? 'desc',
    version: oneOf(['FINAL', 'ALL'] as const, params.get('version')) ?? DEFAULT_VERSION,
  };
  const keyword = params.get('keyword')?.trim().slice(0, 100);
  if (keyword) query.keyword = keyword;
  for (const key of DOCUMENT_CODES) {
    const code = params.get(key)?.trim().slice(0, PLATE_CODE_MAX);
    if (code) query[key] = code;
  }
  for (const key of ['documentTypeId', 'productTypeId', 'productId', 'exhaustCertificationId'] as const) {
    const id = positive(params.get(key));
    if (id) query[key] = id;
  }
  if (isLanguageCode(language)) query.language = language;
  const publishType = oneOf(PUBLISH_TYPES, params.get('publishType'));
  if (publishType) query.publishType = publishType;
  const distributionStatus = oneOf(DISTRIBUTION_STATUSES, params.get('distributionStatus'));
  if (distributionStatus) query.distributionStatus = distributionStatus;
  return query as ReturnType<typeof queryFrom>;
}

const FILTER_KEYS = ['keyword', 'productNumber', 'equipmentCode', 'documentTypeId', 'productTypeId', 'productId', 'language', 'exhaustCertificationId', 'publishType', 'version', 'distributionStatus'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export default function DocumentListPage() {
  const { t, i18n } = useLibT();
  const report = useOutcomeMessage();
  const navigate = useNavigate();
  const { params, setParams, query, setFilters, keyword, setKeyword, resetFilters } = useListAddress<ReturnType<typeof queryFrom>, FilterKey>(queryFrom);
  const options = useFilterOptions();
  const list = useDocumentList(query);
  const remove = useDeleteDocument();
  // Below antd's md (a phone) the table is the title and the delete button; the rest goes under the title.
  const wide = Grid.useBreakpoint().md ?? true;

  const filtered = FILTER_KEYS.some((key) => key !== 'version' && params.has(key)) || query.version !== DEFAULT_VERSION;
  const productOptions = (options.data?.products ?? [])
    .filter((p) => !query.productTypeId || p.productTypeId === query.productTypeId)
    .map((p) => ({ value: p.id, label: p.label }));
  const choice = (items: { id: number; label: string }[] | undefined) => (items ?? []).map((o) => ({ value: o.id, label: o.label }));

  const sortOrderOf = (key: Sort) => (query.sort === key ? (query.order === 'asc' ? 'ascend' as const : 'descend' as const) : null);

  /** How a row's latest version is published (PDF · Web help), for the Version column and the phone's line under the title. */
  const publishTypesOf = (row: DocumentListItem) => row.publishTypes.map((p) => t(`publishType.${p}`)).join(' · ');
  const columns: TableColumnsType<DocumentListItem> = [
    {
      title: t('list.columns.title'), dataIndex: 'title', key: 'title', width: 240, sorter: true, sortOrder: sortOrderOf('title'),
      render: (title: string, row) => (
        <span className="libadmin-title-cell">
          <Link to={pages.libraryAdmin.document(row.id)} title={row.description || undefined} data-testid={`document-link-${row.id}`}>{title}</Link>
          {wide ? <CodesLine row={row} /> : (
            <span className="libadmin-meta-narrow" data-testid={`document-meta-${row.id}`}>
              <DistributionTag status={row.distributionStatus} testId={`document-status-${row.id}`} />
              <Tag>{row.documentType}</Tag>
              <CodeTags row={row} />
              {row.versionLabel ? <Tag>{row.versionLabel} · {publishTypesOf(row)}</Tag> : <span className="libadmin-muted">{t('list.noVersion')}</span>}
              {row.languages.map((l) => <Tag key={l} lang={l} className="libadmin-lang">{languageName(l)}</Tag>)}
            </span>
          )}
        </span>
      ),
    },
    { title: t('list.columns.type'), dataIndex: 'documentType', key: 'documentType', width: 150, sorter: true, sortOrder: sortOrderOf('documentType'), responsive: ['md'] },
    {
      title: t('list.columns.product'), dataIndex: 'product', key: 'product', width: 170, sorter: true, sortOrder: sortOrderOf('product'), responsive: ['md'],
      render: (product: string, row) => (
        <span className="libadmin-stack"><span>{product}</span><span className="libadmin-muted">{row.productType}</span></span>
      ),
    },
    {
      title: t('list.columns.models'), dataIndex: 'models', key: 'models', width: 170, responsive: ['md'],
      render: (models: string[]) => <Tags values={models} max={2} />,
    },
    {
      title: t('list.columns.languages'), dataIndex: 'languages', key: 'languages', width: 150, responsive: ['md'],
      render: (languages: string[]) => (
        <span className="libadmin-tags">
          {languages.length ? languages.map((l) => <Tag key={l} lang={l} className="libadmin-lang">{languageName(l)}</Tag>) : <span className="libadmin-muted">—</span>}
        </span>
      ),
    },
    {
      title: t('list.columns.version'), dataIndex: 'versionLabel', key: 'version', width: 90, responsive: ['md'],
      render: (label: string | null, row) => label
        ? <span className="libadmin-stack"><span>{label}</span><span className="libadmin-muted">{publishTypesOf(row)}</span></span>
        : <span className="libadmin-muted">{t('list.noVersion')}</span>,
    },
    {
      // Status and date in one column, sorted by the date.
      title: t('list.columns.status'), dataIndex: 'distributedOn', key: 'distributedOn', width: 140, sorter: true, sortOrder: sortOrderOf('distributedOn'), responsive: ['md'],
      render: (date: string | null, row) => (
        <span className="libadmin-stack">
          <DistributionTag status={row.distributionStatus} testId={`document-status-${row.id}`} />
          <span className="libadmin-muted libadmin-nowrap" title={t('list.columns.date')} data-testid={`document-date-${row.id}`}>{date ?? '—'}</span>
        </span>
      ),
    },
    {
      title: wide ? t('common.actions') : <span className="visually-hidden">{t('common.actions')}</span>, key: 'actions', align: 'center', fixed: wide ? 'right' : undefined, width: wide ? 90 : 64,
      render: (_, row) => (
        <Popconfirm
          title={t('list.deleteConfirm', { title: row.title })}
          description={t('list.deleteNote')}
          okText={t('common.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }}
          onConfirm={() => report(remove.mutateAsync(row.id), t('common.deleted'))}
        >
          <Tooltip title={t('common.delete')}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('list.deleteNamed', { title: row.title })} data-testid={`document-delete-${row.id}`} />
          </Tooltip>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div className="catalogue-page libadmin-page" data-testid="document-list-page">
      <div className="libadmin-heading">
        <PageHeader title={t('list.heading')} help={t('list.help')} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(pages.libraryAdmin.newDocument())} data-testid="document-new">
          {t('list.new')}
        </Button>
      </div>
      <TextReadingNotice />
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      {list.isError ? <ErrorAlert error={list.error} /> : null}
      <FoldingFilters activeCount={FILTER_KEYS.filter((key) => params.has(key)).length} className="libadmin-filters" testId="document-filters">
        <Input
          allowClear prefix={<SearchOutlined />} placeholder={t('list.keyword')} aria-label={t('list.keyword')}
          value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={100}
          className="libadmin-filter libadmin-filter-wide" data-testid="filter-keyword"
        />
        {DOCUMENT_CODES.map((code) => (
          <CodeFilter key={code} code={code} value={query[code]} onChange={(value) => setFilters({ [code]: value })} />
        ))}
        <Select
          allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('list.documentType')} aria-label={t('list.documentType')}
          className="libadmin-filter" options={choice(options.data?.documentTypes)} value={query.documentTypeId}
          onChange={(v?: number) => setFilters({ documentTypeId: v })} data-testid="filter-doc-type"
        />
        <Select
          allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('list.productType')} aria-label={t('list.productType')}
          className="libadmin-filter" options={choice(options.data?.productTypes)} value={query.productTypeId}
          onChange={(v?: number) => setFilters({ productTypeId: v, productId: undefined })} data-testid="filter-product-type"
        />
        <Select
          allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('list.product')} aria-label={t('list.product')}
          className="libadmin-filter" options={productOptions} value={query.productId}
          onChange={(v?: number) => setFilters({ productId: v })} data-testid="filter-product"
        />
        <Select
          allowClear showSearch={{ optionFilterProp: 'title' }} placeholder={t('list.language')} aria-label={t('list.language')}
          className="libadmin-filter" options={LANGUAGE_OPTIONS} value={query.language}
          onChange={(v?: string) => setFilters({ language: v })} data-testid="filter-language"
        />
        <Select
          allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('list.certification')} aria-label={t('list.certification')}
          className="libadmin-filter" options={choice(options.data?.exhaustCertifications)} value={query.exhaustCertificationId}
          onChange={(v?: number) => setFilters({ exhaustCertificationId: v })} data-testid="filter-certification"
        />
        <Select
          allowClear placeholder={t('list.publishType')} aria-label={t('list.publishType')} className="libadmin-filter"
          options={PUBLISH_TYPES.map((p) => ({ value: p, label: t(`publishType.${p}`) }))} value={query.publishType}
          onChange={(v?: string) => setFilters({ publishType: v })} data-testid="filter-publish-type"
        />
        <Select
          allowClear placeholder={t('list.distribution')} aria-label={t('list.distribution')} className="libadmin-filter"
          options={DISTRIBUTION_STATUSES.map((s) => ({ value: s, label: t(`distribution.${s}`) }))} value={query.distributionStatus}
          onChange={(v?: string) => setFilters({ distributionStatus: v })} data-testid="filter-distribution"
        />
        <Segmented
          aria-label={t('list.version')}
          options={[{ value: 'ALL', label: t('list.versionAll') }, { value: 'FINAL', label: t('list.versionFinal') }]}
          value={query.version} onChange={(v) => setFilters({ version: v === DEFAULT_VERSION ? undefined : v })}
          data-testid="filter-version"
        />
        {filtered ? (
          <Button icon={<ReloadOutlined />} onClick={resetFilters} data-testid="filter-reset">
            {t('list.reset')}
          </Button>
        ) : null}
      </FoldingFilters>
      <Table<DocumentListItem>
        rowKey="id"
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        columns={columns}
        // Wide screens scroll the whole table sideways; a phone's is as wide as the screen.
        scroll={wide ? { x: 1100 } : undefined}
        tableLayout="fixed"
        data-testid="document-table"
        locale={{ emptyText: <Empty description={list.isError ? t('list.failed') : filtered ? t('list.noMatch') : t('list.empty')} /> }}
        pagination={{
          current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('list.total', { count: total, formatted: new Intl.NumberFormat(i18n.language).format(total) }),
        }}
        onChange={(pagination, _filters, sorter, { action }) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<DocumentListItem> | undefined;
          setParams((previous) => {
            if (action !== 'sort') return withPaging(previous, pagination, query.pageSize);
            const next = new URLSearchParams(previous);
            if (s?.order && s.columnKey) {
              next.set('sort', String(s.columnKey));
              next.set('order', s.order === 'ascend' ? 'asc' : 'desc');
            } else {
              next.delete('sort');
              next.delete('order');
            }
            next.delete('page');
            return next;
          });
        }}
      />
    </div>
  );
}

/**
 * Part of a product number or equipment code, applied when entered (Enter or the search button) and cleared with ×:
 * a code is typed whole from a plate, and a list that changed at every character would jump under the typing.
 */
function CodeFilter({ code, value, onChange }: { code: DocumentCode; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const { t } = useLibT();
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => setTyped(value ?? ''), [value]);
  return (
    <Input.Search
      allowClear placeholder={t(`list.${code}`)} aria-label={t(`list.${code}`)} value={typed} maxLength={PLATE_CODE_MAX} spellCheck={false}
      onChange={(e) => setTyped(e.target.value)} onSearch={(v) => onChange(v.trim() || undefined)}
      className="libadmin-filter libadmin-filter-code" data-testid={`filter-${code === 'productNumber' ? 'product-number' : 'equipment-code'}`}
    />
  );
}

/**
 * On a wide screen, under the title: the document's codes, each with its short name. Not a column of their own: the
 * columns already fill a 1366 px screen, and a code, like the title, says which document a row is.
 */
function CodesLine({ row }: { row: DocumentListItem }) {
  const { t } = useLibT();
  if (!row.productNumber && !row.equipmentCode) return null;
  return (
    <span className="libadmin-codes" data-testid={`document-codes-${row.id}`}>
      {DOCUMENT_CODES.map((code) => (row[code]
        ? <span key={code} className="libadmin-code" title={t(`list.${code}`)}><span className="libadmin-muted">{t(`list.${code}Short`)}</span> {row[code]}</span>
        : null))}
    </span>
  );
}

/** On a phone, under the title: the document's codes, each with its short name. */
function CodeTags({ row }: { row: DocumentListItem }) {
  const { t } = useLibT();
  return DOCUMENT_CODES.map((code) => (row[code]
    ? <Tag key={code} className="libadmin-code" title={t(`list.${code}`)}>{t(`list.${code}Short`)} {row[code]}</Tag>
    : null));
}

/** A few tags, then "+n" with the rest on hover. */
function Tags({ values, max }: { values: string[]; max: number }) {
  if (!values.length) return <span className="libadmin-muted">—</span>;
  const rest = values.slice(max);
  return (
    <span className="libadmin-tags">
      {values.slice(0, max).map((v) => <Tag key={v} className="catalogue-code">{v}</Tag>)}
      {rest.length ? <Tooltip title={rest.join(', ')}><Tag className="catalogue-more">+{rest.length}</Tag></Tooltip> : null}
    </span>
  );
}

/**
 * While the library is read again with a newer text reader (server: indexing.ts rereadLibraryTask), how far it has
 * got: a manager who wonders why a word is not found yet, or why the server is busy, is told.
 */
function TextReadingNotice() {
  const { t } = useLibT();
  const { data } = useTextReading();
  if (!data || data.current >= data.versions) return null;
  return (
    <Alert
      type="info" showIcon className="libadmin-reading" data-testid="text-reading"
      title={t('reading.title')}
      description={(
        <>
          <p>{t('reading.progress', { current: data.current, versions: data.versions })}</p>
          <Progress percent={Math.floor((100 * data.current) / data.versions)} size="small" aria-label={t('reading.title')} />
        </>
      )}
    />
  );
}
