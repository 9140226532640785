// Small pieces the document-library management screens share: the namespace, the distribution and
// index-status tags.
import type { IndexStatus, VersionItem } from '@gsis/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import './library-admin.css';

export const NS = 'library-admin';

export function useLibT() {
  return useTranslation(NS);
}

export function DistributionTag({ status, testId }: { status: 'DISTRIBUTED' | 'NOT_DISTRIBUTED'; testId?: string }) {
  const { t } = useLibT();
  return (
    <Tag color={status === 'DISTRIBUTED' ? 'green' : 'default'} data-testid={testId} data-status={status}>
      {t(`distribution.${status}`)}
    </Tag>
  );
}

const INDEX_COLOURS: Record<IndexStatus, string> = {
  NO_FILE: 'default', WAITING: 'gold', INDEXING: 'processing', INDEXED: 'success', FAILED: 'error',
};

/** Where a version's file stands: no file yet, waiting, being indexed, ready (with its pages), or failed (why, on hover). */
export function IndexStatusTag({ version, testId }: { version: Pick<VersionItem, 'id' | 'indexStatus' | 'indexError' | 'pageCount' | 'publishType'>; testId?: string }) {
  const { t } = useLibT();
  const { indexStatus: status } = version;
  const text = status === 'INDEXED' && version.pageCount !== null && version.publishType === 'PDF'
    ? t('indexStatus.INDEXED_PAGES', { count: version.pageCount })
    : t(`indexStatus.${status}`);
  const tag = (
    <Tag color={INDEX_COLOURS[status]} data-testid={testId ?? `version-status-${version.id}`} data-status={status} className="libadmin-status">
      {text}
    </Tag>
  );
  if (status === 'FAILED') return <Tooltip title={version.indexError || t('indexStatus.failedUnknown')}>{tag}</Tooltip>;
  return tag;
}
