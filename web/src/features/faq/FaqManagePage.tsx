// /management/support/faq: every question, switched-off ones too, by classification and keyword (both in the
// address), in the public page's order, with the languages it is written in; each edited or deleted after the
// seed's confirmation.
import { EditOutlined } from '@ant-design/icons';
import type { FaqItem } from '@gsis/contract';
import { Button, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { classOptions } from '../../api/support-queries.ts';
import { useDates } from '../../ui/dates.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { OtherLanguageTag } from '../../ui/language-versions.tsx';
import { languageName } from '../../ui/languages.tsx';
import { keywordAndIdFrom, pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useClassChoices, useDeleteFaq, useManagedFaqs } from './api.ts';
import { useFaqT } from './shared.ts';
import './faq.css';

const PAGE_SIZES = [20, 50, 100];
type Query = { classId?: number; keyword?: string; page: number; pageSize: number };

function queryFrom(params: URLSearchParams): Query {
  return { ...pagingFrom(params, PAGE_SIZES, PAGE_SIZES[0]!), ...keywordAndIdFrom(params, 'classId') };
}

export default function FaqManagePage() {
  const { t } = useFaqT();
  const navigate = useNavigate();
  const dates = useDates();
  const { params, setParams, query, setFilters, keyword, setKeyword } = useListAddress<Query, 'classId'>(queryFrom);
  const list = useManagedFaqs(query);
  const classes = useClassChoices();
  const remove = useDeleteFaq();
  const outcome = useOutcomeMessage();

  const columns: TableColumnsType<FaqItem> = [
    { title: t('manage.columns.classification'), dataIndex: 'classLabel', key: 'classLabel', width: 180 },
    {
      title: t('manage.columns.question'), dataIndex: 'question', key: 'question',
      render: (q: string, row) => <span className="faq-wrap"><span lang={row.language}>{q}</span><OtherLanguageTag language={row.language} /></span>,
    },
    {
      title: t('manage.columns.languages'), dataIndex: 'languages', key: 'languages', width: 120,
      render: (codes: string[]) => <span className="faq-muted faq-wrap" title={codes.map(languageName).join(', ')}>{codes.join(' ')}</span>,
    },
    { title: t('manage.columns.order'), dataIndex: 'sortOrder', key: 'sortOrder', width: 80, align: 'end' },
    { title: t('manage.columns.use'), dataIndex: 'useYn', key: 'useYn', width: 110, render: (use: 'Y' | 'N') => <Tag color={use === 'Y' ? 'green' : 'default'}>{t(`useYn.${use}`)}</Tag> },
    { title: t('manage.columns.updated'), dataIndex: 'updatedAt', key: 'updatedAt', width: 120, render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
    {
      title: t('manage.columns.actions'), key: 'actions', width: 110,
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('manage.edit', { name: row.question })}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('manage.edit', { name: row.question })} onClick={() => void navigate(pages.faq.form(row.faqId))} data-testid={`faq-edit-${row.faqId}`} />
          </Tooltip>
          <DeleteButton
            label={t('manage.delete', { name: row.question })} testId={`faq-delete-${row.faqId}`}
            confirm={{
              title: t('manage.deleteConfirm'), okText: t('manage.deleteOk'), cancelText: t('manage.cancel'), okTestId: 'faq-delete-ok',
              onConfirm: () => outcome(remove.mutateAsync({ faqId: row.faqId }), t('manage.deleted')),
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <div className="catalogue-page faq-manage-page" data-testid="faq-manage-page">
      <PageHeader title={t('manage.title')} help={t('manage.help')} />
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('manage.search')} searchTestId="faq-manage-search"
        addLabel={t('manage.add')} onAdd={() => void navigate(pages.faq.form())} addTestId="faq-add">
        <Select
          allowClear
          placeholder={t('manage.allClasses')}
          aria-label={t('manage.classFilter')}
          value={query.classId}
          onChange={(value?: number) => setFilters({ classId: value })}
          options={classOptions(classes.data)}
          className="faq-class-filter"
        />
      </Toolbar>
      <ErrorAlert error={list.error ?? remove.error} />
      <Table<FaqItem>
        rowKey="faqId" size="middle" columns={columns} dataSource={list.data?.items ?? []} loading={list.isFetching}
        scroll={{ x: 'max-content' }} data-testid="faq-table"
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('manage.total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
      />
    </div>
  );
}
