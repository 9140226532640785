// What the access-request screens share: their namespace and the status of a request.
import type { AccessRequestItem, AccessRequestStatus } from '@gsis/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../ui/dates.ts';

export const useAccessT = () => useTranslation('access-requests');

const COLORS: Record<AccessRequestStatus, string> = { PENDING: 'gold', GRANTED: 'green', DECLINED: 'red' };

export function RequestStatus({ status }: { status: AccessRequestStatus }) {
  const { t } = useAccessT();
  return <Tag color={COLORS[status]} data-testid="access-status">{t(`status.${status}`)}</Tag>;
}

/** Who decided a request when, and the note they left (nothing while it waits). */
export function DecisionDetails({ request }: { request: AccessRequestItem }) {
  const { t } = useAccessT();
  const dates = useDates();
  return (
    <>
      {request.decidedAt && <div className="access-muted">{t('decidedBy', { name: request.decider ?? '', date: dates.date(request.decidedAt) })}</div>}
      {request.note && <div className="access-wrap">{request.note}</div>}
    </>
  );
}

/** Where a request stands: its status, who decided when, and the note they left. */
export function Decision({ request }: { request: AccessRequestItem }) {
  return (
    <div>
      <RequestStatus status={request.status} />
      <DecisionDetails request={request} />
    </div>
  );
}
