// Small pieces the document-library management screens share: the namespace, the distribution and
// index-status tags, and the note on a PDF's scanned pages.
import type { IndexStatus, OcrStatus, VersionItem } from '@gsis/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import './documents.css';

export const NS = 'documents';

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

/** Why OCR has not made a version's remaining scanned pages searchable. */
const OCR_REASONS: Record<OcrStatus, string> = {
  OFF: 'scans.ocrOff', NO_LANGUAGE_DATA: 'scans.ocrNoData', READING: 'scans.ocrReading', DONE: 'scans.ocrFoundNothing', FAILED: 'scans.ocrFailed',
};

/**
 * A PDF's pages drawn as images with no text layer (scans): how many of its pages cannot be searched and why (OCR off,
 * no OCR data for its language, OCR still reading, OCR found no words, OCR failed), and how many OCR read. Nothing
 * when every page has text.
 */
export function ScanNote({ version, testId }: {
  version: Pick<VersionItem, 'id' | 'pageCount' | 'scannedPages' | 'ocrStatus' | 'ocrPages'>; testId?: string;
}) {
  const { t } = useLibT();
  const { pageCount, scannedPages, ocrStatus, ocrPages } = version;
  if (!scannedPages || pageCount === null || ocrStatus === null) return null;
  const unread = scannedPages - ocrPages;
  return (
    <span className="libadmin-scan-note" data-testid={testId ?? `version-scans-${version.id}`} data-ocr-status={ocrStatus}>
      {unread > 0 ? (
        <span className="libadmin-scan-unread">
          {t('scans.unsearchable', { count: unread, total: pageCount })}{' '}
          {t(OCR_REASONS[ocrStatus])}
        </span>
      ) : null}
      {ocrPages > 0 ? <span>{t('scans.ocrRead', { count: ocrPages })}</span> : null}
    </span>
  );
}

/**
 * What changed in a version against the one readers had before it (the server compares them once its text is read):
 * shown before it is distributed, so the administrator knows what the new version will tell its readers.
 */
export function ChangesNote({ version, testId }: { version: Pick<VersionItem, 'id' | 'publishType' | 'changes'>; testId?: string }) {
  const { t } = useLibT();
  const { changes } = version;
  if (!changes) return null;
  const { previousVersionLabel, identical, counts } = changes;
  return (
    <span className="libadmin-changes-note" data-testid={testId ?? `version-changes-${version.id}`}>
      {identical
        ? t('changes.identical', { version: previousVersionLabel })
        : t(version.publishType === 'PDF' ? 'changes.pages' : 'changes.topics', { version: previousVersionLabel, ...counts })}
    </span>
  );
}
