// /document/list: every distributed document with the seed's filters, each labelled by the reader's
// authority. Filters live in the address so a list can be shared, reloaded and returned to.
import { FileTextOutlined, GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { DOCUMENT_SORTS, LANGUAGES, type DocumentListItem, type DocumentListQuery, type LanguageCode } from '@gsis/contract';
import { Empty, Grid, Input, Select, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withFilter } from '../../ui/filter-params.ts';
import { FoldingFilters } from '../../ui/folding-filters.tsx';
import { languageName } from '../../ui/languages.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useDocumentFilters, useDocumentList } from './api.ts';
import './reading.css';

const NUMBER_FILTERS = ['documentTypeId', 'productTypeId', 'productId', 'modelId', 'exhaustCertificationId'] as const;

function queryFrom(params: URLSearchParams): DocumentListQuery {
  const query: DocumentListQuery = { page: Math.max(1, Number(params.get('page')) || 1), pageSize: Math.min(100, Number(params.get('size')) || 20) };
  for (const key of NUMBER_FILTERS) {
    const value = Number(params.get(key));
    if (value > 0) query[key] = value;
  }
  const keyword = params.get('keyword');
  if (keyword) query.keyword = keyword;
  const language = params.get('language');
  if (language && LANGUAGES.some((l) => l.code === language)) query.language = language as LanguageCode;
  const publishType = params.get('publishType');
  if (publishType === 'PDF' || publishType === 'WEBHELP') query.publishType = publishType;
  if (params.get('version') === 'ALL') query.version = 'ALL';
  // Until the reader sorts by a column, the reader's order: what they may read first, in their language first.
  const sort = params.get('sort');
  query.sort = sort && (DOCUMENT_SORTS as readonly string[]).includes(sort) ? sort as (typeof DOCUMENT_SORTS)[number] : 'forReader';
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') query.order = order;
  return query;
}

export default function DocumentListPage() {
  const { t } = useTranslation('reading');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFrom(params), [params]);
  const filters = useDocumentFilters();
  const list = useDocumentList(query);
  const screens = Grid.useBreakpoint();

  usePageTitle(t('list.title'));

  /** Any filter change starts again at page 1 (seed section 9). */
  const setFilter = (key: string, value: string | number | undefined | null) => {
    setParams(withFilter(params, key, value), { replace: true });
  };

  const options = filters.data;
  const products = (options?.products ?? []).filter((p) => !query.productTypeId || p.productTypeId === query.productTypeId);
  const models = (options?.models ?? []).filter((m) => (query.productId ? m.productId === query.productId : products.some((p) => p.id === m.productId)));

  const columns: TableProps<DocumentListItem>['columns'] = [
    {
      title: t('list.columns.title'), dataIndex: 'title', key: 'title', width: '40%', sorter: true, sortOrder: query.sort === 'title' ? (query.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (title: string, row) => (
        <div className="doc-title-cell">
          {row.authorised ? (
            <Link to={pages.documentView(row.id)} data-testid={`doc-link-${row.id}`}><FileTextOutlined /> {title}</Link>
          ) : (
            // It opens nothing but the document's page, which says so and offers to request access.
            <Tooltip title={t('list.requestAccessHelp')}>
              <Link to={pages.documentView(row.id)} className="doc-title-locked" data-testid={`doc-locked-${row.id}`}><LockOutlined /> {title}</Link>
            </Tooltip>
          )}
          {!row.authorised && <Tag color="default" className="doc-unauthorised-tag">{t('list.unauthorised')}</Tag>}
          {row.description && <Typography.Text type="secondary" className="doc-description">{row.description}</Typography.Text>}
          {/* Where the type and language columns do not fit (a phone), the title says them. */}
          <div className="doc-meta-narrow" data-testid="doc-meta-narrow">
            <Tag>{row.documentType}</Tag>
            {row.languages.map((l) => <Tag key={l} icon={<GlobalOutlined />}>{languageName(l)}</Tag>)}
          </div>
        </div>
      ),
    },
    { title: t('list.columns.documentType'), dataIndex: 'documentType', key: 'documentType', width: 150, sorter: true, sortOrder: query.sort === 'documentType' ? (query.order === 'asc' ? 'ascend' : 'descend') : null, responsive: ['md'] },
    {
      title: t('list.columns.product'), key: 'product', width: 200, sorter: true, sortOrder: query.sort === 'product' ? (query.order === 'asc' ? 'ascend' : 'descend') : null, responsive: ['lg'],
      // A card applies to many models: the first few are enough to recognise it.
      render: (_, row) => (
        <>
          <div>{row.product}</div>
          <Typography.Text type="secondary">{row.models.slice(0, 3).join(', ')}{row.models.length > 3 ? ` +${row.models.length - 3}` : ''}</Typography.Text>
        </>
      ),
    },
    {
      title: t('list.columns.languages'), key: 'languages', width: 170, responsive: ['md'],
      render: (_, row) => <Space size={[4, 4]} wrap>{row.languages.map((l) => <Tag key={l} icon={<GlobalOutlined />}>{languageName(l)}</Tag>)}</Space>,
    },
    {
      title: t('list.columns.version'), key: 'version', width: 110, responsive: ['sm'],
      render: (_, row) => <>{row.versionLabel}{row.publishTypes.includes('WEBHELP') && <Tag color="blue" className="doc-kind-tag">{t('publishType.WEBHELP')}</Tag>}</>,
    },
    { title: t('list.columns.distributedOn'), dataIndex: 'distributedOn', key: 'distributedOn', width: 120, sorter: true, sortOrder: query.sort === 'distributedOn' ? (query.order === 'asc' ? 'ascend' : 'descend') : null, responsive: ['sm'] },
  ];

  return (
    <div className="documents-page">
      <header className="documents-header">
        <Typography.Title level={1} className="documents-title">{t('list.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('list.help')}</Typography.Paragraph>
      </header>
      <FoldingFilters
        activeCount={[...NUMBER_FILTERS, 'keyword', 'language', 'publishType', 'version'].filter((key) => params.has(key)).length}
        className="documents-filters" testId="document-filters"
      >
        <Input.Search
          allowClear defaultValue={query.keyword} placeholder={t('filters.keyword')} aria-label={t('filters.keyword')} onSearch={(v) => setFilter('keyword', v.trim())}
          className="filter-keyword" data-testid="filter-keyword"
        />
        <Select allowClear placeholder={t('filters.documentType')} aria-label={t('filters.documentType')} value={query.documentTypeId} onChange={(v) => setFilter('documentTypeId', v)}
          options={options?.documentTypes.map((o) => ({ value: o.id, label: o.label }))} data-testid="filter-document-type" />
        <Select allowClear placeholder={t('filters.productType')} aria-label={t('filters.productType')} value={query.productTypeId} onChange={(v) => setFilter('productTypeId', v)}
          options={options?.productTypes.map((o) => ({ value: o.id, label: o.label }))} />
        <Select allowClear placeholder={t('filters.product')} aria-label={t('filters.product')} value={query.productId} onChange={(v) => setFilter('productId', v)}
          options={products.map((o) => ({ value: o.id, label: o.label }))} data-testid="filter-product" />
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('filters.model')} aria-label={t('filters.model')} value={query.modelId} onChange={(v) => setFilter('modelId', v)}
          options={models.map((o) => ({ value: o.id, label: o.label }))} />
        <Select allowClear placeholder={t('filters.language')} aria-label={t('filters.language')} value={query.language} onChange={(v) => setFilter('language', v)}
          options={(options?.languages ?? []).map((code) => ({ value: code, label: languageName(code) }))} data-testid="filter-language" />
        <Select allowClear placeholder={t('filters.certification')} aria-label={t('filters.certification')} value={query.exhaustCertificationId} onChange={(v) => setFilter('exhaustCertificationId', v)}
          options={options?.exhaustCertifications.map((o) => ({ value: o.id, label: o.label }))} />
        <Select allowClear placeholder={t('filters.publishType')} aria-label={t('filters.publishType')} value={query.publishType} onChange={(v) => setFilter('publishType', v)}
          options={(['PDF', 'WEBHELP'] as const).map((p) => ({ value: p, label: t(`publishType.${p}`) }))} />
        <Select value={query.version ?? 'FINAL'} onChange={(v) => setFilter('version', v === 'FINAL' ? undefined : v)}
          options={[{ value: 'FINAL', label: t('filters.finalOnly') }, { value: 'ALL', label: t('filters.allVersions') }]} aria-label={t('filters.version')} />
      </FoldingFilters>
      <Table<DocumentListItem>
        rowKey="id"
        columns={columns}
        // Wide screens scroll a narrowed table sideways; a phone shows the title column alone (type and languages
        // under it), at the screen's width.
        scroll={screens.md ? { x: 860 } : undefined}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        rowClassName={(row) => (row.authorised ? '' : 'doc-row-locked')}
        onChange={(pagination, _filters, sorter) => {
          const next = new URLSearchParams(params);
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          if (single?.order && typeof single.columnKey === 'string') {
            next.set('sort', single.columnKey);
            next.set('order', single.order === 'ascend' ? 'asc' : 'desc');
          } else {
            next.delete('sort');
            next.delete('order');
          }
          if (pagination.current && pagination.current > 1) next.set('page', String(pagination.current));
          else next.delete('page');
          if (pagination.pageSize && pagination.pageSize !== 20) next.set('size', String(pagination.pageSize));
          setParams(next, { replace: true });
        }}
        pagination={{
          current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('list.total', { count: total }),
        }}
        data-testid="document-table"
      />
    </div>
  );
}
