// /mylibrary/feedback: the reader's feedback, newest first — where it is about, the stars, the comment and the
// answer once it comes. The answer e-mail leads here with ?id=, which is brought into view. Feedback still
// waiting may be withdrawn.
import type { FeedbackItem } from '@gsis/contract';
import { Empty, Pagination, Spin } from 'antd';
import { useEffect } from 'react';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { positiveInt } from '../../ui/address-params.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePageTop } from '../../ui/page-top.ts';
import { useMyFeedback, useWithdrawFeedback } from './api.ts';
import { Conversation, FeedbackPlace, Stars, StatusTag, useFeedbackT } from './shared.tsx';
import './feedback.css';

const PAGE_SIZES = [10, 20, 50];
type Query = { page: number; pageSize: number; keyword?: string };

function FeedbackCard({ item, focused }: { item: FeedbackItem; focused: boolean }) {
  const { t } = useFeedbackT();
  const dates = useDates();
  const withdraw = useWithdrawFeedback();
  const outcome = useOutcomeMessage();
  return (
    <article className={`feedback-card${focused ? ' is-focused' : ''}`} id={`feedback-${item.feedbackId}`} data-testid={`my-feedback-${item.feedbackId}`}>
      <div className="feedback-card-head">
        <FeedbackPlace item={item} />
        <Stars rating={item.rating} />
        <StatusTag status={item.status} />
        <span className="feedback-muted">{dates.date(item.createdAt)}</span>
      </div>
      <Conversation item={item} />
      {item.status === 'WAITING' && (
        <div className="feedback-card-actions">
          <DeleteButton
            label={t('mine.withdraw')} testId={`feedback-withdraw-${item.feedbackId}`}
            confirm={{
              title: t('mine.withdrawConfirm'), okText: t('mine.withdraw'), cancelText: t('give.cancel'),
              onConfirm: () => outcome(withdraw.mutateAsync({ feedbackId: item.feedbackId }), t('mine.withdrawn')),
            }}
          />
        </div>
      )}
    </article>
  );
}

export default function MyFeedbackPage() {
  const { t } = useFeedbackT();
  const pageTop = usePageTop();
  const { params, setParams, query } = useListAddress<Query, never>((p) => pagingFrom(p, PAGE_SIZES, PAGE_SIZES[0]!));
  const list = useMyFeedback({ page: query.page, pageSize: query.pageSize });
  const focused = positiveInt(params.get('id'));
  const items = list.data?.items ?? [];

  // The answer e-mail's link: bring that feedback into view once it is drawn.
  useEffect(() => {
    if (focused && items.some((i) => i.feedbackId === focused)) document.getElementById(`feedback-${focused}`)?.scrollIntoView({ block: 'center' });
  }, [focused, items]);

  return (
    <div className="catalogue-page feedback-page" data-testid="my-feedback-page">
      {pageTop}
      <PageHeader title={t('mine.title')} help={t('mine.help')} />
      <ErrorAlert error={list.error} />
      {list.isLoading ? <Spin /> : items.length === 0 ? <Empty description={t('mine.empty')} /> : (
        <>
          {items.map((item) => <FeedbackCard key={item.feedbackId} item={item} focused={item.feedbackId === focused} />)}
          <Pagination
            current={query.page} pageSize={query.pageSize} total={list.data?.total ?? 0} pageSizeOptions={PAGE_SIZES} showSizeChanger
            hideOnSinglePage={(list.data?.total ?? 0) <= PAGE_SIZES[0]!} showTotal={(count) => t('mine.total', { count })}
            onChange={(page, pageSize) => setParams(withPaging(params, { current: page, pageSize }, query.pageSize, PAGE_SIZES[0]))}
          />
        </>
      )}
    </div>
  );
}
