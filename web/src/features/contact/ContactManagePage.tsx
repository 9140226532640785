// /management/support/contact: the messages received through Contact Us (newest first, by classification and
// keyword, one opened with ?message= — where the managers' e-mail leads), and, on a second tab, the contact
// classifications with their managers (handed in by the route table as `classes`).
import { PaperClipOutlined } from '@ant-design/icons';
import type { ContactMessageItem } from '@gsis/contract';
import { Button, Empty, Modal, Select, Spin, Table, Tabs, Tooltip, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { AttachmentLinks } from '../../ui/attachment-field.tsx';
import { useCountryName } from '../../ui/countries.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { keywordAndIdFrom, pagingFrom, useListAddress, useOpenedId, withPaging } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useContactClasses, useMessage, useMessages } from './api.ts';
import { useContactT } from './shared.ts';
import './contact.css';

const PAGE_SIZES = [20, 50, 100];
type Query = { classId?: number; keyword?: string; page: number; pageSize: number };

function queryFrom(params: URLSearchParams): Query {
  return { ...pagingFrom(params, PAGE_SIZES, PAGE_SIZES[0]!), ...keywordAndIdFrom(params, 'classId') };
}

function MessageDialog({ messageId, onClose }: { messageId: number | undefined; onClose: () => void }) {
  const { t } = useContactT();
  const dates = useDates();
  const countryName = useCountryName();
  const message = useMessage(messageId);
  const m = message.data;
  return (
    <Modal open={messageId !== undefined} onCancel={onClose} title={m?.title ?? t('messages.detailTitle')} width={680} data-testid="contact-message"
      footer={[
        ...(m ? [<Button key="reply" type="primary" href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.title}`)}`}>{t('messages.reply')}</Button>] : []),
        <Button key="close" onClick={onClose}>{t('messages.close')}</Button>,
      ]}>
      {message.isError ? <ErrorAlert error={message.error} /> : !m ? <Spin /> : (
        <>
          <dl className="contact-meta">
            <dt>{t('messages.from')}</dt><dd>{m.name}</dd>
            <dt>{t('messages.company')}</dt><dd>{m.company || '—'}</dd>
            <dt>{t('messages.email')}</dt><dd><a href={`mailto:${m.email}`}>{m.email}</a></dd>
            <dt>{t('messages.country')}</dt><dd>{countryName(m.country)}</dd>
            <dt>{t('messages.received')}</dt><dd>{dates.dateTime(m.createdAt)} · {m.classLabel}</dd>
          </dl>
          <div className="contact-body" data-testid="contact-message-body">{m.body}</div>
          <AttachmentLinks files={m.attachments} />
        </>
      )}
    </Modal>
  );
}

export default function ContactManagePage({ classes }: { classes?: ReactNode }) {
  const { t } = useContactT();
  const dates = useDates();
  const countryName = useCountryName();
  const { params, setParams, query, setFilters, keyword, setKeyword } = useListAddress<Query, 'classId'>(queryFrom);
  const tab = params.get('tab') === 'classes' ? 'classes' : 'messages';
  const list = useMessages(query);
  const choices = useContactClasses();
  const [openId, setOpen] = useOpenedId('message');

  const columns: TableColumnsType<ContactMessageItem> = [
    { title: t('messages.columns.date'), dataIndex: 'createdAt', key: 'createdAt', width: 150, render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
    { title: t('messages.columns.classification'), dataIndex: 'classLabel', key: 'classLabel', width: 160 },
    {
      title: t('messages.columns.title'), key: 'title',
      render: (_, row) => (
        <span className="contact-wrap">
          <Button type="link" className="contact-open" onClick={() => setOpen(row.messageId)} data-testid={`contact-open-${row.messageId}`}>{row.title}</Button>
          {row.hasAttachment ? <Tooltip title={t('messages.hasAttachment')}><PaperClipOutlined aria-label={t('messages.hasAttachment')} /></Tooltip> : null}
        </span>
      ),
    },
    { title: t('messages.columns.from'), key: 'from', width: 220, render: (_, row) => <span className="contact-wrap">{row.name}<br /><span className="contact-muted">{row.email}</span></span> },
    { title: t('messages.columns.country'), dataIndex: 'country', key: 'country', width: 140, render: (code: string) => countryName(code) },
  ];

  const messages = (
    <>
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('messages.search')} searchTestId="contact-search">
        <Select
          allowClear placeholder={t('messages.allClasses')} aria-label={t('messages.classFilter')} value={query.classId}
          onChange={(value?: number) => setFilters({ classId: value })}
          options={(choices.data ?? []).map((c) => ({ value: c.classId, label: c.label }))} className="contact-class-filter"
        />
      </Toolbar>
      <ErrorAlert error={list.error} />
      <Table<ContactMessageItem>
        rowKey="messageId" size="middle" columns={columns} dataSource={list.data?.items ?? []} loading={list.isFetching} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={query.keyword || query.classId ? t('messages.noMatch') : t('messages.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('messages.total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
        data-testid="contact-table"
      />
      <MessageDialog messageId={openId} onClose={() => setOpen(undefined)} />
    </>
  );

  return (
    <div className="catalogue-page contact-manage-page" data-testid="contact-manage-page">
      <PageHeader title={t('messages.title')} help={t('messages.help')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'classes' ? { tab: 'classes' } : {}, { replace: true })}
        items={[
          { key: 'messages', label: t('messages.tabMessages'), children: messages },
          { key: 'classes', label: t('messages.tabClasses'), children: classes },
        ]}
        destroyOnHidden
      />
    </div>
  );
}
