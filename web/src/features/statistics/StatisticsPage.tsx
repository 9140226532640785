// /management/statistics/<screen>: one statistics screen — a chart and a table for a period (the last 30 days unless
// the address says otherwise) and a granularity, narrowed by the filters that fit what it counts, every choice in
// the address; the table exported to a spreadsheet. On the searches that found nothing, a term shows who searched it.
import { DownloadOutlined } from '@ant-design/icons';
import {
  STAT_GRANULARITIES, STAT_SCREEN_SHAPES, type StatFilter, type StatGranularity, type StatisticsQuery, type StatisticsRow, type StatScreen,
} from '@gsis/contract';
import { Button, DatePicker, Drawer, Empty, Grid, Segmented, Select, Spin, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { oneOf } from '../../ui/address-params.ts';
import { dateFormat, pickerFormat, useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { exportStatistics, useMissedSearches, useStatistics, useStatisticsFilters } from './api.ts';
import { StatChart } from './StatChart.tsx';
import { useStatisticsT } from './shared.ts';
import './statistics.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;
const daysBefore = (day: string, days: number) => dayjs(day, 'YYYY-MM-DD').subtract(days, 'day').format('YYYY-MM-DD');

/** Today as statistics count days: in UTC. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The query the address describes; a malformed or missing period is the last 30 days. */
function queryFrom(params: URLSearchParams, filters: readonly StatFilter[]): StatisticsQuery {
  const today = utcToday();
  const day = (name: string) => { const v = params.get(name); return v && ISO_DAY.test(v) && dayjs(v, 'YYYY-MM-DD').isValid() ? v : undefined; };
  let from = day('from') ?? daysBefore(today, DEFAULT_DAYS - 1);
  let to = day('to') ?? today;
  if (from > to) [from, to] = [to, from];
  const chosen = Object.fromEntries(filters.map((f) => [f, params.get(f) || undefined]).filter(([, v]) => v));
  return { from, to, granularity: oneOf(STAT_GRANULARITIES, params.get('granularity')) ?? 'day', ...chosen };
}

export function StatisticsPage({ screen }: { screen: StatScreen }) {
  const { t, i18n } = useStatisticsT();
  const dates = useDates();
  const shape = STAT_SCREEN_SHAPES[screen];
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFrom(params, shape.filters), [params, shape]);
  const result = useStatistics(screen, query);
  const filters = useStatisticsFilters(screen);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const [missed, setMissed] = useState<StatisticsRow | null>(null);
  // On a phone the keys wrap, so the counts stay in view.
  const wide = Grid.useBreakpoint().sm ?? true;

  const set = (changes: Record<string, string | undefined>) => setParams((previous) => {
    const next = new URLSearchParams(previous);
    for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value); else next.delete(key);
    return next;
  }, { replace: true });

  const data = result.data;
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const month = useMemo(() => dateFormat(i18n.language, { year: 'numeric', month: 'short' }), [i18n.language]);
  // A month reads as the reader names it ("Nov 2026", "2026년 11월"), a day as the captions write it.
  const periodLabel = (period: string) => (query.granularity === 'month' ? month.format(dayjs(period, 'YYYY-MM-DD').toDate()) : dates.day(period));
  const chartLabels = useMemo(() => ({ other: t('other'), periodLabel }), [t, query.granularity, dates, month]);
  const options = filters.data;
  const countries = (options?.countries ?? []).filter((c) => !query.region || c.region === query.region);

  const onExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportStatistics(screen, query);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="catalogue-page statistics-page" data-testid={`statistics-${screen}`}>
      <PageHeader title={t(`screens.${screen}.title`)} help={t(`screens.${screen}.help`)} />
      <section className="stat-filters" aria-label={t('filters.label')}>
        <DatePicker.RangePicker
          // The reader's own way of writing a day, as the captions below; a day typed as YYYY-MM-DD is read too.
          allowClear={false} format={[pickerFormat(i18n.language), 'YYYY-MM-DD']} value={[dayjs(query.from, 'YYYY-MM-DD'), dayjs(query.to, 'YYYY-MM-DD')]}
          aria-label={t('filters.period')} data-testid="stat-period"
          presets={[7, 30, 90, 365].map((days) => ({ label: t('filters.lastDays', { count: days }), value: [dayjs(daysBefore(utcToday(), days - 1)), dayjs(utcToday())] }))}
          onChange={(range) => set({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
        <Segmented<StatGranularity>
          value={query.granularity} onChange={(granularity) => set({ granularity: granularity === 'day' ? undefined : granularity })}
          options={STAT_GRANULARITIES.map((g) => ({ value: g, label: t(`granularity.${g}`) }))} aria-label={t('filters.granularity')} data-testid="stat-granularity"
        />
        {shape.filters.includes('region') ? (
          <Select allowClear placeholder={t('filters.region')} aria-label={t('filters.region')} className="stat-filter" value={query.region}
            options={options?.regions} onChange={(region?: string) => set({ region, country: undefined })} data-testid="stat-region" />
        ) : null}
        {shape.filters.includes('country') ? (
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('filters.country')} aria-label={t('filters.country')} className="stat-filter"
            value={query.country} options={countries} onChange={(country?: string) => set({ country })} data-testid="stat-country" />
        ) : null}
        {shape.filters.includes('documentType') ? (
          <Select allowClear placeholder={t('filters.documentType')} aria-label={t('filters.documentType')} className="stat-filter" value={query.documentType}
            options={options?.documentTypes} onChange={(documentType?: string) => set({ documentType })} data-testid="stat-document-type" />
        ) : null}
        {shape.filters.includes('productType') ? (
          <Select allowClear placeholder={t('filters.productType')} aria-label={t('filters.productType')} className="stat-filter" value={query.productType}
            options={options?.productTypes} onChange={(productType?: string) => set({ productType })} data-testid="stat-product-type" />
        ) : null}
        <Button icon={<DownloadOutlined />} onClick={() => void onExport()} loading={exporting} disabled={!data} data-testid="stat-export">{t('export')}</Button>
      </section>
      <ErrorAlert error={result.error ?? exportError} onClose={() => setExportError(null)} />
      {!data ? <Spin className="stat-spin" /> : (
        <>
          <div className="stat-summary">
            <Statistic title={data.columns.events} value={data.total} formatter={(v) => number.format(Number(v))} data-testid="stat-total" />
            <Typography.Text type="secondary">{t('period', { from: dates.day(query.from), to: dates.day(query.to) })} · {t('utcDays')}</Typography.Text>
          </div>
          {data.total === 0 ? <Empty description={t('empty')} data-testid="stat-empty" /> : (
            <StatChart kind={shape.chart} result={data} labels={chartLabels} ariaLabel={t('chartLabel', { title: t(`screens.${screen}.title`) })} />
          )}
          {data.truncated ? <Typography.Paragraph type="secondary" data-testid="stat-truncated">{t('truncated', { count: data.rows.length })}</Typography.Paragraph> : null}
          <Table<StatisticsRow>
            rowKey={(row) => `${row.key}\u0000${row.detail ?? ''}`} size="middle" dataSource={data.rows} loading={result.isFetching} {...(wide ? { scroll: { x: 'max-content' } } : {})}
            data-testid="stat-table" pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description={t('empty')} /> }}
            columns={[
              {
                title: data.columns.key, key: 'key',
                render: (_, row) => (screen === 'searchmisses'
                  ? <Button type="link" className="stat-term" onClick={() => setMissed(row)} data-testid="stat-missed-term">{row.label}</Button>
                  : <span className="stat-key">{row.label}</span>),
              },
              ...(data.columns.detail ? [{ title: data.columns.detail, key: 'detail', render: (_: unknown, row: StatisticsRow) => row.detail }] : []),
              { title: data.columns.events, dataIndex: 'events', key: 'events', align: 'end' as const, render: (v: number) => number.format(v) },
              { title: t('columns.share'), dataIndex: 'share', key: 'share', align: 'end' as const, responsive: ['sm' as const], render: (v: number) => percent.format(v) },
              ...(data.rows.some((r) => r.average !== null) ? [{ title: t('columns.average'), dataIndex: 'average', key: 'average', align: 'end' as const, render: (v: number | null) => (v === null ? '—' : v.toFixed(2)) }] : []),
              // The recently accessed models are in the order of this column: it stays on a phone there.
              { title: t('columns.lastSeen'), dataIndex: 'lastSeen', key: 'lastSeen', ...(screen === 'recentmodel' ? {} : { responsive: ['md' as const] }), render: (v: string | null) => (v ? dates.day(v) : '—') },
            ]}
          />
        </>
      )}
      {screen === 'searchmisses' ? <MissedSearchDrawer row={missed} query={query} onClose={() => setMissed(null)} /> : null}
    </div>
  );
}

/** Who searched a term that found nothing, and when, in the period (as long as raw events are kept). */
function MissedSearchDrawer({ row, query, onClose }: { row: StatisticsRow | null; query: StatisticsQuery; onClose: () => void }) {
  const { t } = useStatisticsT();
  const dates = useDates();
  const searches = useMissedSearches(row?.key ?? null, { from: query.from, to: query.to, ...(row?.detailKey !== null && row?.detailKey !== undefined ? { language: row.detailKey } : {}) });
  return (
    <Drawer open={row !== null} onClose={onClose} title={row ? t('missed.title', { term: row.label }) : ''} size="default" data-testid="stat-missed-drawer">
      <Typography.Paragraph type="secondary">{t('missed.help')}</Typography.Paragraph>
      <ErrorAlert error={searches.error} />
      <Table
        rowKey="id" size="small" dataSource={searches.data?.items ?? []} loading={searches.isFetching} pagination={false}
        data-testid="stat-missed-table" locale={{ emptyText: <Empty description={t('missed.none')} /> }}
        columns={[
          { title: t('missed.when'), dataIndex: 'at', key: 'at', render: (at: string) => dates.dateTime(at) },
          { title: t('missed.who'), dataIndex: 'loginId', key: 'who', render: (who: string | null) => who ?? t('missed.visitor') },
          { title: t('missed.country'), dataIndex: 'country', key: 'country', render: (c: string | null) => c ?? '—' },
        ]}
      />
    </Drawer>
  );
}
