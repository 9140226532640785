// What the feedback screens share: where in the library a feedback is about (a link to that page or topic),
// its stars, and the conversation (the comment and the answer).
import type { FeedbackItem } from '@gsis/contract';
import { Rate, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { pages } from '../../ui/pages.ts';

export const useFeedbackT = () => useTranslation('feedback');

/** The reader's address of the place: the document at the version, page or topic the feedback names. */
export function placeLink(item: Pick<FeedbackItem, 'documentId' | 'versionId' | 'page' | 'topicPath'>): string {
  return pages.documentView(item.documentId, { version: item.versionId || undefined, page: item.page || undefined, topic: item.topicPath || undefined });
}

export function FeedbackPlace({ item }: { item: FeedbackItem }) {
  const { t } = useFeedbackT();
  const where = item.page ? t('place.page', { page: item.page }) : item.topicPath ? t('place.topic', { topic: item.topicTitle ?? item.topicPath }) : null;
  if (!item.documentTitle) return <span className="feedback-muted">{t('place.gone')}</span>;
  return (
    <span className="feedback-place">
      <Link to={placeLink(item)} data-testid={`feedback-document-${item.feedbackId}`}>{item.documentTitle}</Link>
      {(item.versionLabel || where) && <span className="feedback-muted"> · {[item.versionLabel, where].filter(Boolean).join(' · ')}</span>}
    </span>
  );
}

export function Stars({ rating }: { rating: number }) {
  const { t, i18n } = useFeedbackT();
  // In the reader's digits, as the sentence around it (Burmese writes ၄ of ၅).
  return <Rate disabled value={rating} className="feedback-stars" aria-label={t('rating.value', { rating: new Intl.NumberFormat(i18n.language).format(rating) })} />;
}

export function StatusTag({ status }: { status: FeedbackItem['status'] }) {
  const { t } = useFeedbackT();
  return <Tag color={status === 'ANSWERED' ? 'green' : 'gold'} data-testid="feedback-status">{t(`status.${status}`)}</Tag>;
}

/** The comment, then the answer when there is one. */
export function Conversation({ item }: { item: FeedbackItem }) {
  const { t } = useFeedbackT();
  const dates = useDates();
  return (
    <div className="feedback-conversation">
      <p className="feedback-comment">{item.comment || <span className="feedback-muted">{t('noComment')}</span>}</p>
      {item.answer !== null && (
        <div className="feedback-answer" data-testid="feedback-answer">
          <div className="feedback-answer-head">{t('answer.by', { name: item.answerer ?? '' })}{item.answeredAt ? ` · ${dates.dateTime(item.answeredAt)}` : ''}</div>
          <p>{item.answer}</p>
        </div>
      )}
    </div>
  );
}
