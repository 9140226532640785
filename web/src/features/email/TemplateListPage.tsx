// /management/email/template: the templates, by title or subject (in the address), newest change first, each
// with the languages it is written in; opened to change, or deleted after the seed's confirmation.
import { EditOutlined } from '@ant-design/icons';
import type { EmailTemplateItem, LanguageCode } from '@gsis/contract';
import { Button, Empty, Space, Table, Tag, Tooltip } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { languageName } from '../../ui/languages.tsx';
import { keywordFrom, pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useDeleteTemplate, useTemplates } from './api.ts';
import { useEmailT } from './shared.tsx';
import './email.css';

const PAGE_SIZES = [20, 50, 100];

export default function TemplateListPage() {
  const { t } = useEmailT();
  const navigate = useNavigate();
  const dates = useDates();
  const outcome = useOutcomeMessage();
  const { params, setParams, query, keyword, setKeyword } = useListAddress((p) => ({ ...pagingFrom(p, PAGE_SIZES, PAGE_SIZES[0]!), ...keywordFrom(p) }));
  const list = useTemplates(query);
  const remove = useDeleteTemplate();

  return (
    <div className="catalogue-page email-page" data-testid="email-template-page">
      <PageHeader title={t('templates.title')} help={t('templates.help')} />
      <ErrorAlert error={list.error ?? remove.error} onClose={remove.reset} />
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('templates.search')} addLabel={t('templates.add')} onAdd={() => void navigate(pages.email.templateForm())}
        searchTestId="email-template-search" addTestId="email-template-add" />
      <Table<EmailTemplateItem>
        rowKey="templateId" size="middle" dataSource={list.data?.items ?? []} loading={list.isFetching} scroll={{ x: 'max-content' }} data-testid="email-template-table"
        locale={{ emptyText: <Empty description={query.keyword ? t('templates.noMatch') : t('templates.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('templates.total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
        columns={[
          { title: t('templates.columns.title'), dataIndex: 'title', key: 'title', render: (title: string, row) => <Link to={pages.email.templateForm(row.templateId)} className="email-strong email-wrap">{title}</Link> },
          {
            title: t('templates.columns.languages'), dataIndex: 'languages', key: 'languages', responsive: ['sm'],
            render: (languages: LanguageCode[]) => <span className="email-tags">{languages.map((l) => <Tag key={l} lang={l}>{languageName(l)}</Tag>)}</span>,
          },
          { title: t('templates.columns.updated'), dataIndex: 'updatedAt', key: 'updated', width: 130, render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
          {
            title: t('templates.columns.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => (
              <Space size={0}>
                <Tooltip title={t('templates.edit', { name: row.title })}>
                  <Button type="text" icon={<EditOutlined />} onClick={() => void navigate(pages.email.templateForm(row.templateId))} aria-label={t('templates.edit', { name: row.title })} data-testid={`email-template-edit-${row.templateId}`} />
                </Tooltip>
                <DeleteButton
                  label={t('templates.delete', { name: row.title })} testId={`email-template-delete-${row.templateId}`}
                  confirm={{
                    title: t('templates.deleteConfirm', { name: row.title }), description: t('templates.deleteKeepsSends'), okText: t('common.delete'), cancelText: t('common.cancel'),
                    okTestId: 'email-template-delete-ok', onConfirm: () => outcome(remove.mutateAsync({ templateId: row.templateId }), t('common.deleted')),
                  }}
                />
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
