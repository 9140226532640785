// Small pieces the notice screens share: the namespace, where a notice is read (the public board or its
// management), and the classification and status tags.
import type { NoticeClass } from '@gsis/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './notices.css';

export const useNoticesT = () => useTranslation('notices');

/** The two boards a notice is listed on: readers' (/support/notice) and its managers' (/management/support/notice). */
export const BOARDS = {
  readers: { list: '/support/notice', detail: '/support/notice/detail' },
  managers: { list: '/management/support/notice', detail: '/management/support/notice/detail', form: '/management/support/notice/form' },
} as const;

const CLASS_COLOURS: Record<NoticeClass, string> = { GENERAL: 'blue', SYSTEM: 'volcano', DOCUMENT: 'green', EVENT: 'purple' };

export function ClassTag({ classification }: { classification: NoticeClass }) {
  const { t } = useNoticesT();
  return <Tag color={CLASS_COLOURS[classification]} className="notice-class">{t(`class.${classification}`)}</Tag>;
}

export function StatusTag({ useYn }: { useYn: 'Y' | 'N' }) {
  const { t } = useNoticesT();
  return <Tag color={useYn === 'Y' ? 'green' : 'default'} data-testid="notice-status">{t(`status.${useYn}`)}</Tag>;
}
