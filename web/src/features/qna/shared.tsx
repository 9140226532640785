// The Q&A status tag.
import type { QnaStatus } from '@gsis/contract';
import { Tag } from 'antd';
import { useQnaT } from './places.ts';

export function StatusTag({ status }: { status: QnaStatus }) {
  const { t } = useQnaT();
  return <Tag color={status === 'ANSWERED' ? 'green' : 'gold'} data-testid="qna-status" data-status={status}>{t(`status.${status}`)}</Tag>;
}
