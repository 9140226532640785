// Small pieces the user-management screens share: the namespace, and the approval and status tags.
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, LockOutlined, StopOutlined } from '@ant-design/icons';
import type { UserListItem } from '@gsis/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './users.css';

export const NS = 'users';

export function useUsersT() {
  return useTranslation(NS);
}

type Approval = UserListItem['approvalStatus'];
type Status = UserListItem['status'];

const APPROVAL_LOOK: Record<Approval, { color: string; icon: React.ReactNode }> = {
  APPROVED: { color: 'success', icon: <CheckCircleOutlined /> },
  UNAPPROVED: { color: 'warning', icon: <ClockCircleOutlined /> },
  DISAPPROVED: { color: 'error', icon: <CloseCircleOutlined /> },
};

export function ApprovalTag({ status, testId }: { status: Approval; testId?: string }) {
  const { t } = useUsersT();
  const look = APPROVAL_LOOK[status];
  return <Tag color={look.color} icon={look.icon} className="users-tag" data-testid={testId} data-status={status}>{t(`approval.${status}`)}</Tag>;
}

const STATUS_LOOK: Record<Status, { color: string; icon: React.ReactNode | null }> = {
  ACTIVE: { color: 'default', icon: null },
  LOCKED: { color: 'orange', icon: <LockOutlined /> },
  DISABLED: { color: 'default', icon: <StopOutlined /> },
};

export function StatusTag({ status, testId }: { status: Status; testId?: string }) {
  const { t } = useUsersT();
  const look = STATUS_LOOK[status];
  return (
    <Tag color={look.color} icon={look.icon} className={`users-tag users-status-${status.toLowerCase()}`} data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
