// /management/email/send/mailbox: every message GSIS sent or is sending — on an install without an SMTP
// server, the local mailbox. Codes, temporary passwords and verification links are never shown (the server
// keeps none of them once a message is delivered: they read ••••), and every look is on the audit trail. A
// message's HTML is shown in a sandboxed frame with no scripts, so nothing in it runs in the portal.
import { MAIL_STATUSES, mailboxApi, type MailboxMessage, type MailboxQuery } from '@gsis/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEndpointQuery } from '../../api/endpoints.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import './mailbox.css';

const STATUS_COLOR = { QUEUED: 'processing', SENT: 'success', FAILED: 'error' } as const;

export default function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const [params, setParams] = useSearchParams();
  const query: MailboxQuery = {
    page: Number(params.get('page')) || 1,
    pageSize: 20,
    ...(params.get('keyword') ? { keyword: params.get('keyword')! } : {}),
    ...(params.get('status') ? { status: params.get('status') as MailboxQuery['status'] } : {}),
  };
  const list = useEndpointQuery(mailboxApi.list, query, {
    placeholderData: keepPreviousData,
    // Each read is audited: look again only while a message listed is still on its way.
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'QUEUED') ? 5000 : false),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const message = useEndpointQuery(mailboxApi.detail, { id: openId ?? 0 }, { enabled: openId !== null });
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const dates = useDates();
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : '—');
  const statusTag = (status: MailboxMessage['status']) => <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;

  return (
    <div className="page mailbox-page" data-testid="mailbox-page">
      <PageHeader title={t('title')} help={t('help')} />
      <Space wrap className="mailbox-filters">
        <Input.Search
          allowClear defaultValue={query.keyword} placeholder={t('search')} onSearch={(v) => set('keyword', v.trim() || undefined)}
          className="mailbox-search" data-testid="mailbox-search"
        />
        <Select
          allowClear placeholder={t('column.status')} value={query.status} onChange={(v) => set('status', v)} className="mailbox-status"
          options={MAIL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Space>
      {list.error ? <ErrorAlert error={list.error} /> : null}
      <Table
        rowKey="id" size="middle" loading={list.isFetching && !list.data} dataSource={list.data?.items ?? []} data-testid="mailbox-table"
        onRow={(row) => ({ onClick: () => setOpenId(row.id), className: 'mailbox-row' })}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, showSizeChanger: false, onChange: (page) => set('page', page > 1 ? String(page) : undefined) }}
        scroll={{ x: 760 }}
        columns={[
          { title: t('column.createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => when(v) },
          { title: t('column.to'), dataIndex: 'toAddress', ellipsis: true },
          { title: t('column.subject'), dataIndex: 'subject', ellipsis: true, render: (v: string) => <Typography.Link>{v}</Typography.Link> },
          { title: t('column.status'), dataIndex: 'status', width: 120, render: statusTag },
          { title: t('column.delivery'), dataIndex: 'transport', width: 150, render: (v: MailboxMessage['transport']) => (v ? t(`transport.${v}`) : '—') },
        ]}
      />
      <Drawer open={openId !== null} onClose={() => setOpenId(null)} width="min(760px, 100vw)" title={message.data?.subject ?? t('title')} destroyOnHidden>
        {message.error ? <ErrorAlert error={message.error} /> : null}
        {message.data ? (
          <div data-testid="mailbox-message">
            <Descriptions size="small" column={1} bordered items={[
              { key: 'to', label: t('column.to'), children: message.data.toName ? `${message.data.toName} <${message.data.toAddress}>` : message.data.toAddress },
              { key: 'status', label: t('column.status'), children: <Space>{statusTag(message.data.status)}{message.data.transport ? t(`transport.${message.data.transport}`) : null}</Space> },
              { key: 'created', label: t('column.createdAt'), children: when(message.data.createdAt) },
              { key: 'sent', label: t('column.sentAt'), children: when(message.data.sentAt) },
              { key: 'attempts', label: t('column.attempts'), children: message.data.attempts },
              ...(message.data.lastError ? [{ key: 'error', label: t('column.lastError'), children: message.data.lastError }] : []),
            ]} />
            {message.data.secretsWithheld ? <Alert type="info" showIcon className="mailbox-withheld" title={t('withheld')} data-testid="mailbox-withheld" /> : null}
            <Segmented className="mailbox-view-switch" defaultValue="html" options={[{ value: 'html', label: t('view.html') }, { value: 'text', label: t('view.text') }]}
              onChange={(v) => document.getElementById('mailbox-body')?.setAttribute('data-view', String(v))} />
            <div id="mailbox-body" data-view="html">
              {/* No allow-scripts, no allow-same-origin: the message is shown, nothing in it runs. */}
              <iframe title={t('view.html')} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={message.data.htmlBody} className="mailbox-html" data-testid="mailbox-html" />
              <pre className="mailbox-text" data-testid="mailbox-text">{message.data.textBody}</pre>
            </div>
          </div>
        ) : null}
      </Drawer>
    </div>
  );
}
