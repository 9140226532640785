// /management/support/feedback: every feedback, newest first, by status, rating and keyword (title, comment,
// author), in the address; one opens in a dialog (?id=, where the managers' e-mail leads) to be answered —
// the first answer e-mails its author — or deleted after the seed's confirmation.
import { TeamOutlined } from '@ant-design/icons';
import { FEEDBACK_STATUSES, FeedbackAnswer, RATINGS, type FeedbackItem, type FeedbackStatus } from '@gsis/contract';
import { App, Button, Empty, Form, Input, Modal, Select, Spin, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { validateShowingFirst } from '../../ui/first-invalid.ts';
import { choiceFrom, keywordAndIdFrom, pagingFrom, useListAddress, useOpenedId, withPaging } from '../../ui/list-address.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useAnswerFeedback, useDeleteFeedback, useFeedbackDetail, useFeedbackList } from './api.ts';
import { Conversation, FeedbackPlace, Stars, StatusTag, useFeedbackT } from './shared.tsx';
import './feedback.css';

const PAGE_SIZES = [20, 50, 100];
type Query = { status?: FeedbackStatus; rating?: number; keyword?: string; page: number; pageSize: number };

function queryFrom(params: URLSearchParams): Query {
  const { rating, ...keyword } = keywordAndIdFrom(params, 'rating');
  return {
    ...pagingFrom(params, PAGE_SIZES, PAGE_SIZES[0]!), ...keyword,
    ...choiceFrom(params, 'status', FEEDBACK_STATUSES),
    ...(rating && rating <= 5 ? { rating } : {}),
  };
}

function FeedbackDialog({ feedbackId, onClose }: { feedbackId: number | undefined; onClose: () => void }) {
  const { t } = useFeedbackT();
  const { modal } = App.useApp();
  const dates = useDates();
  const outcome = useOutcomeMessage();
  const detail = useFeedbackDetail(feedbackId);
  const answer = useAnswerFeedback();
  const remove = useDeleteFeedback();
  const [form] = Form.useForm<{ answer: string }>();
  const item = detail.data;

  const submit = async () => {
    const values = await validateShowingFirst(form);
    if (!values || !item) return;
    // The first answer e-mails the author, which cannot be taken back: asked first, saying so. Later edits are silent.
    if (!item.answer && !(await modal.confirm({
      title: t('manage.saveConfirm'), content: t('manage.answerMailNote', { name: item.author }), okText: t('manage.save'), cancelText: t('give.cancel'),
    }))) return;
    const done = answer.mutateAsync({ feedbackId: feedbackId!, answer: values.answer });
    await outcome(done, t('manage.answered'));
    await done.then(onClose, () => undefined);
  };

  return (
    <Modal
      open={feedbackId !== undefined} onCancel={onClose} width={720} destroyOnHidden title={item ? item.documentTitle || t('place.gone') : t('manage.detailTitle')}
      data-testid="feedback-dialog"
      footer={item ? [
        <DeleteButton
          key="delete" label={t('manage.delete')} testId="feedback-delete"
          confirm={{
            title: t('manage.deleteConfirm'), okText: t('manage.delete'), cancelText: t('give.cancel'), okTestId: 'feedback-delete-ok',
            onConfirm: async () => { await outcome(remove.mutateAsync({ feedbackId: item.feedbackId }).then(onClose), t('manage.deleted')); },
          }}
        />,
        <Button key="close" onClick={onClose}>{t('manage.close')}</Button>,
        <Button key="save" type="primary" loading={answer.isPending} onClick={() => void submit()} data-testid="feedback-answer-save">{t('manage.save')}</Button>,
      ] : null}
    >
      {detail.isError ? <ErrorAlert error={detail.error} /> : !item ? <Spin /> : (
        <>
          <dl className="feedback-meta">
            <dt>{t('columns.document')}</dt><dd><FeedbackPlace item={item} /></dd>
            <dt>{t('columns.rating')}</dt><dd><Stars rating={item.rating} /></dd>
            <dt>{t('columns.author')}</dt><dd>{item.author}{item.company ? ` · ${item.company}` : ''}</dd>
            <dt>{t('columns.date')}</dt><dd>{dates.dateTime(item.createdAt)} <StatusTag status={item.status} /></dd>
          </dl>
          <Conversation item={{ ...item, answer: null }} />
          <Form form={form} layout="vertical" initialValues={{ answer: item.answer ?? '' }} className="feedback-answer-form" requiredMark={false}>
            <Form.Item name="answer" label={t('manage.answer')} className="feedback-counted" extra={item.status === 'WAITING' ? t('manage.answerHelp') : t('manage.answerEditHelp')}
              rules={fieldRules(FeedbackAnswer.shape.answer, { required: t('manage.answerRequired') })}>
              <Input.TextArea rows={6} maxLength={maxLengthOf(FeedbackAnswer.shape.answer)} showCount data-testid="feedback-answer-text" />
            </Form.Item>
          </Form>
          <ErrorAlert error={answer.error} onClose={answer.reset} />
        </>
      )}
    </Modal>
  );
}

export default function FeedbackManagePage() {
  const { t } = useFeedbackT();
  const dates = useDates();
  const navigate = useNavigate();
  const { params, setParams, query, setFilters, keyword, setKeyword } = useListAddress<Query, 'status' | 'rating'>(queryFrom);
  const list = useFeedbackList(query);
  const [openId, setOpen] = useOpenedId('id');

  const columns: TableColumnsType<FeedbackItem> = [
    { title: t('columns.date'), dataIndex: 'createdAt', key: 'createdAt', width: 120, render: (at: string) => <span title={dates.dateTime(at)}>{dates.date(at)}</span> },
    { title: t('columns.status'), dataIndex: 'status', key: 'status', width: 110, render: (status: FeedbackStatus) => <StatusTag status={status} /> },
    { title: t('columns.document'), key: 'document', render: (_, row) => <FeedbackPlace item={row} /> },
    { title: t('columns.rating'), dataIndex: 'rating', key: 'rating', width: 150, render: (rating: number) => <Stars rating={rating} /> },
    {
      title: t('columns.comment'), key: 'comment',
      render: (_, row) => (
        <Button type="link" className="feedback-open" onClick={() => setOpen(row.feedbackId)} data-testid={`feedback-open-${row.feedbackId}`}>
          <span className="feedback-excerpt">{row.comment || t('noComment')}</span>
        </Button>
      ),
    },
    { title: t('columns.author'), key: 'author', width: 180, render: (_, row) => <span className="feedback-wrap">{row.author}{row.company ? <><br /><span className="feedback-muted">{row.company}</span></> : null}</span> },
  ];

  return (
    <div className="catalogue-page feedback-manage-page" data-testid="feedback-manage-page">
      <PageHeader title={t('manage.title')} help={t('manage.help')} />
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('manage.search')} searchTestId="feedback-search">
        <div className="feedback-filters">
          <Select
            allowClear placeholder={t('manage.allStatuses')} aria-label={t('columns.status')} value={query.status}
            onChange={(value?: FeedbackStatus) => setFilters({ status: value })}
            options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} data-testid="feedback-status-filter"
          />
          <Select
            allowClear placeholder={t('manage.allRatings')} aria-label={t('columns.rating')} value={query.rating}
            onChange={(value?: number) => setFilters({ rating: value })}
            options={RATINGS.map((n) => ({ value: n, label: `${'★'.repeat(n)} ${t(`rating.${n}`)}` }))}
          />
          <Button icon={<TeamOutlined />} onClick={() => void navigate(pages.feedback.managers())} data-testid="feedback-managers-link">{t('manage.managers')}</Button>
        </div>
      </Toolbar>
      <ErrorAlert error={list.error} />
      <Table<FeedbackItem>
        rowKey="feedbackId" size="middle" columns={columns} dataSource={list.data?.items ?? []} loading={list.isFetching} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={query.keyword || query.status || query.rating ? t('manage.noMatch') : t('manage.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('manage.total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
        data-testid="feedback-table"
      />
      <FeedbackDialog feedbackId={openId} onClose={() => setOpen(undefined)} />
    </div>
  );
}
