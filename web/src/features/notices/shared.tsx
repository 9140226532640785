// Small pieces the notice screens share: the namespace, the classification and status tags, and the time a notice is about.
import { ClockCircleOutlined } from '@ant-design/icons';
import type { NoticeClass } from '@gsis/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../ui/dates.ts';
import './notices.css';

export const useNoticesT = () => useTranslation('notices');

const CLASS_COLOURS: Record<NoticeClass, string> = { GENERAL: 'blue', SYSTEM: 'volcano', DOCUMENT: 'green', EVENT: 'purple' };

export function ClassTag({ classification }: { classification: NoticeClass }) {
  const { t } = useNoticesT();
  return <Tag color={CLASS_COLOURS[classification]} className="notice-class">{t(`class.${classification}`)}</Tag>;
}

export function StatusTag({ useYn }: { useYn: 'Y' | 'N' }) {
  const { t } = useNoticesT();
  return <Tag color={useYn === 'Y' ? 'green' : 'default'} data-testid="notice-status">{t(`status.${useYn}`)}</Tag>;
}

/**
 * The time a notice is about (a maintenance window, an event) in the reader's language and time zone, with UTC in
 * brackets for those who plan in it: a time in one zone alone is a wrong time for most of the world's readers.
 */
export function NoticeTime({ from, to }: { from: string | null; to: string | null }) {
  const { t } = useNoticesT();
  const dates = useDates();
  if (!from || !to) return null;
  const { here, utc } = dates.span(from, to);
  return (
    <p className="notice-time" data-testid="notice-time">
      <ClockCircleOutlined aria-hidden className="notice-time-icon" />
      <span>
        <span className="visually-hidden">{t('time.label')} </span>
        <time dateTime={from} data-testid="notice-time-here">{here}</time>
        {utc ? <span className="notice-time-utc" data-testid="notice-time-utc"> ({utc})</span> : null}
      </span>
    </p>
  );
}
