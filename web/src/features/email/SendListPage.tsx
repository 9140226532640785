// /management/email/send: the sends, newest first, with how many of their messages were delivered; one opened
// (?id=, where sending leads) shows its progress live while the outbox delivers, and where each recipient's
// message stands — waiting, sent, or failed with the mail server's reason.
import { EMAIL_DELIVERY_STATES, type EmailSendItem, type EmailSendRecipient } from '@gsis/contract';
import { Alert, Button, Drawer, Empty, Input, Progress, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { languageName } from '../../ui/languages.tsx';
import { keywordFrom, pagingFrom, useListAddress, useOpenedId, withPaging } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useSend, useSendRecipients, useSends } from './api.ts';
import { SubjectText, useEmailT } from './shared.tsx';
import './email.css';

const PAGE_SIZES = [20, 50, 100];
const STATE_COLOR = { WAITING: 'processing', SENT: 'success', FAILED: 'error' } as const;

/** A send's flag: under way, stopped, sent with some messages failed, or sent. */
const sendColor = (send: Pick<EmailSendItem, 'state' | 'failedCount'>) =>
  (send.state === 'SENDING' ? 'processing' : send.state === 'STOPPED' ? 'error' : send.failedCount ? 'warning' : 'success');

/** Delivered (and given up) out of all, as a bar. */
function SendProgress({ send }: { send: Pick<EmailSendItem, 'recipientCount' | 'sentCount' | 'failedCount' | 'state'> }) {
  const done = send.sentCount + send.failedCount;
  const percent = send.recipientCount ? Math.floor((done / send.recipientCount) * 100) : 100;
  return (
    <Progress percent={percent} success={{ percent: send.recipientCount ? Math.floor((send.sentCount / send.recipientCount) * 100) : 100 }}
      status={send.state === 'SENDING' ? 'active' : send.failedCount ? 'exception' : 'success'} size="small" className="email-progress" />
  );
}

export default function SendListPage() {
  const { t } = useEmailT();
  const navigate = useNavigate();
  const dates = useDates();
  const { params, setParams, query, keyword, setKeyword } = useListAddress((p) => ({ ...pagingFrom(p, PAGE_SIZES, PAGE_SIZES[0]!), ...keywordFrom(p) }));
  const list = useSends(query);
  const [openId, open] = useOpenedId('id');

  return (
    <div className="catalogue-page email-page" data-testid="email-send-page">
      <PageHeader title={t('sends.title')} help={t('sends.help')} />
      <ErrorAlert error={list.error} />
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('sends.search')} addLabel={t('sends.add')} onAdd={() => void navigate(pages.email.sendForm())}
        searchTestId="email-send-search" addTestId="email-send-add">
        <Button onClick={() => void navigate(pages.email.mailbox())}>{t('sends.mailbox')}</Button>
      </Toolbar>
      <Table<EmailSendItem>
        rowKey="sendId" size="middle" dataSource={list.data?.items ?? []} loading={list.isFetching && !list.data} scroll={{ x: 'max-content' }} data-testid="email-send-table"
        locale={{ emptyText: <Empty description={query.keyword ? t('sends.noMatch') : t('sends.empty')} /> }}
        onRow={(send) => ({ 'data-testid': `email-send-row-${send.sendId}` } as object)}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('sends.total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
        columns={[
          {
            title: t('sends.columns.title'), key: 'title',
            render: (_, send) => (
              <Button type="link" className="email-link-cell" onClick={() => open(send.sendId)} data-testid={`email-send-open-${send.sendId}`}>
                <span className="email-stack">
                  <span className="email-strong email-wrap">{send.title}</span>
                  <span className="email-muted email-wrap" data-testid="email-send-subject"><SubjectText subject={send.subject} /></span>
                  <span className="email-mobile-only email-muted">{t('sends.progress', { sent: send.sentCount, failed: send.failedCount, total: send.recipientCount })}</span>
                </span>
              </Button>
            ),
          },
          { title: t('sends.columns.recipients'), dataIndex: 'recipientCount', key: 'recipients', align: 'end', width: 110, responsive: ['sm'] },
          { title: t('sends.columns.progress'), key: 'progress', width: 180, responsive: ['sm'], render: (_, send) => <SendProgress send={send} /> },
          {
            title: t('sends.columns.state'), dataIndex: 'state', key: 'state', width: 120,
            render: (state: EmailSendItem['state'], send) => <Tag color={sendColor(send)}>{t(`sends.state.${state}`)}</Tag>,
          },
          { title: t('sends.columns.sentBy'), dataIndex: 'sentBy', key: 'sentBy', responsive: ['md'] },
          { title: t('sends.columns.date'), dataIndex: 'createdAt', key: 'date', width: 170, responsive: ['sm'], render: (at: string) => dates.dateTime(at) },
        ]}
      />
      {/* A drawer of its own per send: its filters start afresh. */}
      <SendDrawer key={openId ?? 0} sendId={openId} onClose={() => open(undefined)} />
    </div>
  );
}

function SendDrawer({ sendId, onClose }: { sendId: number | undefined; onClose: () => void }) {
  const { t } = useEmailT();
  const dates = useDates();
  const send = useSend(sendId);
  const [state, setState] = useState<EmailSendRecipient['state'] | 'ALL'>('ALL');
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const recipients = useSendRecipients(
    { sendId: sendId ?? 0, page, pageSize: 20, ...(state !== 'ALL' ? { state } : {}), ...(keyword.trim() ? { keyword: keyword.trim() } : {}) },
    send.data?.state === 'SENDING',
  );
  const s = send.data;
  return (
    <Drawer open={sendId !== undefined} onClose={onClose} size="large" title={s?.title ?? t('sends.loading')} destroyOnHidden data-testid="email-send-drawer">
      <ErrorAlert error={send.error} />
      {s ? (
        <Space orientation="vertical" size="middle" className="email-drawer">
          <Typography.Text type="secondary">
            {t('sends.subject')} <strong><SubjectText subject={s.subject} /></strong> · {s.languages.map((code, i) => <span key={code} lang={code}>{i ? ', ' : ''}{languageName(code)}</span>)}
          </Typography.Text>
          <div className="email-progress-block" aria-live="polite" data-testid="email-send-progress">
            <SendProgress send={s} />
            <Typography.Text data-testid="email-send-progress-text">
              {t('sends.progress', { sent: s.sentCount, failed: s.failedCount, total: s.recipientCount })}
            </Typography.Text>
            <Tag color={sendColor(s)} data-testid="email-send-state">{t(`sends.state.${s.state}`)}</Tag>
          </div>
          {s.stoppedReason ? <Alert type="error" showIcon title={t('sends.stoppedHelp')} description={s.stoppedReason} data-testid="email-send-stopped" /> : null}
          <Space wrap>
            <Segmented<EmailSendRecipient['state'] | 'ALL'>
              className="email-state-filter" aria-label={t('sends.delivery')} value={state} onChange={(value) => { setState(value); setPage(1); }}
              options={[{ value: 'ALL', label: t('sends.all') }, ...EMAIL_DELIVERY_STATES.map((value) => ({ value, label: t(`delivery.${value}`) }))]}
            />
            <Input.Search
              allowClear placeholder={t('sends.recipientSearch')} aria-label={t('sends.recipientSearch')} value={typed} onChange={(e) => setTyped(e.target.value)}
              onSearch={(value) => { setKeyword(value); setPage(1); }} className="email-recipient-search"
            />
          </Space>
          <Table<EmailSendRecipient>
            rowKey="address" size="small" dataSource={recipients.data?.items ?? []} loading={recipients.isFetching && !recipients.data} scroll={{ x: 'max-content' }}
            data-testid="email-recipient-table"
            pagination={{ current: page, pageSize: 20, total: recipients.data?.total ?? 0, showSizeChanger: false, onChange: setPage, showTotal: (count) => t('sends.recipientTotal', { count }) }}
            columns={[
              { title: t('sends.recipient'), key: 'address', render: (_, r) => <span className="email-stack"><span>{r.address}</span>{r.name ? <span className="email-muted">{r.name}</span> : null}</span> },
              { title: t('sends.language'), dataIndex: 'language', key: 'language', responsive: ['sm'], render: (language: string) => <span lang={language}>{languageName(language)}</span> },
              {
                title: t('sends.delivery'), key: 'state',
                render: (_, r) => (
                  <span className="email-stack">
                    <Tag color={STATE_COLOR[r.state]}>{t(`delivery.${r.state}`)}</Tag>
                    {r.error ? <Typography.Text type={r.state === 'FAILED' ? 'danger' : 'secondary'} className="email-wrap">{r.error}</Typography.Text> : null}
                  </span>
                ),
              },
              { title: t('sends.sentAt'), dataIndex: 'sentAt', key: 'sentAt', responsive: ['md'], render: (at: string | null) => (at ? dates.dateTime(at) : '—') },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
