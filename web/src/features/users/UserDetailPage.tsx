// /management/user/detail?id=N: one person's details (read-only), the account's approval and status with
// the actions that change them, roles, document authority and region, and the trail of these changes.
// What the server would refuse (one's own account, a system administrator's for anyone who is not one,
// roles the caller does not hold) is shown read-only; the server decides again on every change.
import {
  ArrowLeftOutlined, CheckOutlined, CloseOutlined, MailOutlined, PoweroffOutlined, SaveOutlined, StopOutlined, UnlockOutlined, WarningOutlined,
} from '@ant-design/icons';
import { LANGUAGES, type RoleItem, type UserDetail } from '@gsis/contract';
import { Alert, App, Button, Card, Descriptions, Empty, Grid, Select, Skeleton, Space, Typography } from 'antd';
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorCodeOf } from '../../api/error-text.ts';
import { useCountryName } from '../../ui/countries.ts';
import { useSession } from '../../session/session-store.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { positiveInt } from '../../ui/address-params.ts';
import { useDates } from '../../ui/dates.ts';
import { pages } from '../../ui/pages.ts';
import { useApprove, useResetSecondFactor, useRoles, useSaveRoles, useSetEnabled, useUnlock, useUserDetail } from './api.ts';
import { AuthorityCard } from './AuthorityCard.tsx';
import { HistoryCard } from './HistoryCard.tsx';
import { ApprovalTag, StatusTag, useUsersT } from './shared.tsx';

/** `cards`: what other features show of the user, under the user's own cards (the route table hands them in). */
export default function UserDetailPage({ cards: Cards }: { cards?: ComponentType<{ userId: number }> }) {
  const { t } = useUsersT();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = positiveInt(params.get('id'));
  const detail = useUserDetail(id);
  const locked = useLockedNote(detail.data);
  // Back to the list as it was left: its filters and page came along in the navigation's state.
  const listSearch = (location.state as { listSearch?: unknown } | null)?.listSearch;
  const back = typeof listSearch === 'string' && listSearch.startsWith('?') ? pages.users.list(listSearch) : pages.users.list();
  const backLink = <Link to={back} className="users-back" data-testid="user-back"><ArrowLeftOutlined /> {t('detail.back')}</Link>;

  if (id === undefined) {
    return (
      <div className="catalogue-page users-page">
        {backLink}
        <PageHeader title={t('detail.heading')} help="" />
        <Empty description={t('detail.notFound')} />
      </div>
    );
  }

  const user = detail.data;
  return (
    <div className="catalogue-page users-page" data-testid="user-detail-page">
      {backLink}
      <PageHeader title={user ? user.name : t('detail.heading')} help={t('detail.help')} />
      {user ? (
        <>
          <div className="users-badges">
            <Typography.Text copyable={{ text: user.loginId }} className="users-login-id" data-testid="user-detail-login">{user.loginId}</Typography.Text>
            <ApprovalTag status={user.approvalStatus} testId="user-detail-approval" />
            <StatusTag status={user.status} testId="user-detail-status" />
          </div>
          <div className="users-detail-grid">
            <ProfileCard user={user} />
            <AccountCard user={user} locked={locked} />
          </div>
          {/* A fresh editor for each saved state of the user, so what was saved is what is shown. */}
          <RolesCard key={`roles-${user.id}-${user.roleIds.join(',')}`} user={user} locked={locked} />
          <AuthorityCard key={`authority-${user.id}-${JSON.stringify([user.allowAllDocuments, user.regionId, user.grants])}`} user={user} locked={locked} />
          <HistoryCard user={user} />
          {Cards ? <Cards userId={user.id} /> : null}
        </>
      ) : (
        <Card className="users-card"><Skeleton active paragraph={{ rows: 8 }} /></Card>
      )}
    </div>
  );
}

/**
 * Why the caller may change nothing of this account, if so: it is their own, or it is a system
 * administrator's and the caller is not one (the SYSTEM_ADMIN role is grantable only to one).
 */
function useLockedNote(user: UserDetail | undefined): string | undefined {
  const { t } = useUsersT();
  const { user: me } = useSession();
  const roles = useRoles();
  if (!user) return undefined;
  if (me?.userId === user.loginId) return t('detail.selfLocked');
  const adminRole = roles.data?.find((r) => r.roleKey === 'SYSTEM_ADMIN');
  if (adminRole && !adminRole.grantable && user.roleIds.includes(adminRole.id)) return t('detail.adminLocked');
  return undefined;
}

function ProfileCard({ user }: { user: UserDetail }) {
  const { t } = useUsersT();
  const { t: tc } = useTranslation('common');
  const dates = useDates();
  const narrow = Grid.useBreakpoint().sm === false;
  const countryName = useCountryName();
  const country = user.countryCode ? countryName(user.countryCode) : null;
  const language = user.language ? LANGUAGES.find((l) => l.code === user.language) : undefined;
  const none = <span className="users-muted">—</span>;
  const text = (value: string | null | undefined) => (value ? value : none);

  const items = [
    { key: 'loginId', label: t('detail.fields.loginId'), children: user.loginId },
    { key: 'name', label: t('detail.fields.name'), children: user.name },
    { key: 'company', label: t('detail.fields.company'), children: text(user.company) },
    { key: 'department', label: t('detail.fields.department'), children: text(user.department) },
    { key: 'position', label: t('detail.fields.position'), children: text(user.position) },
    { key: 'userType', label: t('detail.fields.userType'), children: tc(`userType.${user.userType}`) },
    { key: 'companyPhone', label: t('detail.fields.companyPhone'), children: text(user.companyPhone) },
    { key: 'phone', label: t('detail.fields.phone'), children: text(user.phone) },
    { key: 'mobilePhone', label: t('detail.fields.mobilePhone'), children: text(user.mobilePhone) },
    { key: 'region', label: t('detail.fields.region'), children: text(user.region) },
    { key: 'country', label: t('detail.fields.country'), children: text(country) },
    { key: 'language', label: t('detail.fields.language'), children: language ? <span lang={language.code}>{language.nativeName}</span> : none },
    { key: 'registered', label: t('detail.fields.registered'), children: dates.dateTime(user.createdAt) },
    { key: 'lastLogin', label: t('detail.fields.lastLogin'), children: user.lastLoginAt ? dates.dateTime(user.lastLoginAt) : <span className="users-muted">{t('list.never')}</span> },
    { key: 'updated', label: t('detail.fields.updated'), children: dates.dateTime(user.updatedAt) },
    {
      key: 'emailVerified', label: t('detail.fields.emailVerified'),
      children: user.emailVerifiedAt
        ? <span><MailOutlined className="users-ok" /> {dates.dateTime(user.emailVerifiedAt)}</span>
        : <span className="users-warn"><WarningOutlined /> {t('detail.emailNotVerified')}</span>,
    },
  ];

  return (
    <Card className="users-card" title={t('detail.personal')} data-testid="user-profile">
      <Descriptions
        items={items} column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }} size="small" colon={false}
        layout={narrow ? 'horizontal' : 'vertical'} className="users-descriptions"
      />
    </Card>
  );
}

/** Approval, lockout and enabled state, with the actions that change them; each one asks first (seed section 4). */
function AccountCard({ user, locked }: { user: UserDetail; locked: string | undefined }) {
  const { t } = useUsersT();
  const { t: te } = useTranslation('errors');
  const { modal, message } = App.useApp();
  const approve = useApprove();
  const unlock = useUnlock();
  const setEnabled = useSetEnabled();
  const resetSecondFactor = useResetSecondFactor();
  const dates = useDates();
  const [error, setError] = useState<unknown>(null);
  const busy = approve.isPending || unlock.isPending || setEnabled.isPending || resetSecondFactor.isPending;
  const name = user.name;
  const unverified = !user.emailVerifiedAt;

  // The roles the approver chose in the approval question; none when they kept what it showed.
  const approvalRoles = useRef<number[] | undefined>(undefined);

  const act = async (confirm: { title: string; content: ReactNode; okText: string; danger?: boolean }, call: () => Promise<unknown>, success: string) => {
    const confirmed = await modal.confirm({
      title: confirm.title, content: confirm.content, okText: confirm.okText, cancelText: t('common.cancel'),
      okButtonProps: { danger: confirm.danger ?? false, 'data-testid': 'user-confirm-ok' },
    });
    if (!confirmed) return;
    setError(null);
    try {
      await call();
      void message.success(success);
    } catch (e) {
      setError(e);
      void message.error(te(errorCodeOf(e)));
    }
  };

  const canApprove = !locked && user.approvalStatus !== 'APPROVED';
  const canReject = !locked && user.approvalStatus !== 'DISAPPROVED';
  const waiting = user.approvalStatus === 'UNAPPROVED';

  return (
    <Card className="users-card" title={t('account.title')} data-testid="user-account">
      <dl className="users-account-facts">
        <dt>{t('detail.fields.approvalStatus')}</dt>
        <dd><ApprovalTag status={user.approvalStatus} /></dd>
        <dt>{t('detail.fields.status')}</dt>
        <dd><StatusTag status={user.status} /></dd>
        <dt>{t('detail.fields.failedLogins')}</dt>
        <dd>{user.failedLoginCount}</dd>
      </dl>
      {locked ? <Alert type="info" showIcon title={locked} className="users-account-alert" data-testid="user-locked" /> : null}

      <section className="users-account-section" aria-label={t('account.approval')}>
        <Typography.Text strong>{t('account.approval')}</Typography.Text>
        <Typography.Paragraph type="secondary" className="users-account-note">
          {waiting ? t('account.waitingNote') : user.approvalStatus === 'APPROVED' ? t('account.approvedNote') : t('account.rejectedNote')}
        </Typography.Paragraph>
        {canApprove && unverified ? (
          <Alert type="warning" showIcon title={t('account.notVerifiedWarning')} className="users-account-alert" data-testid="user-unverified" />
        ) : null}
        <Space wrap>
          {canApprove ? (
            <Button
              type="primary" icon={<CheckOutlined />} disabled={busy} data-testid="user-approve"
              // An address nobody confirmed may be someone else's: the server wants this said out loud.
              onClick={() => {
                approvalRoles.current = undefined;
                const roles = <ApprovalRoles user={user} onChange={(roleIds) => { approvalRoles.current = roleIds; }} />;
                void act(
                  unverified
                    ? { title: t('account.approveUnverifiedConfirm', { name }), content: <>{t('account.approveUnverifiedNote')}{roles}</>, okText: t('account.approveAnyway'), danger: true }
                    : { title: t('account.approveConfirm', { name }), content: <>{t('account.approveNote')}{roles}</>, okText: t('account.approve') },
                  () => approve.mutateAsync({
                    id: user.id, approved: true, ...(unverified ? { confirmUnverified: true } : {}), ...(approvalRoles.current ? { roleIds: approvalRoles.current } : {}),
                  }),
                  t('common.done'),
                );
              }}
            >
              {t('account.approve')}
            </Button>
          ) : null}
          {canReject ? (
            <Button
              danger icon={<CloseOutlined />} disabled={busy} data-testid="user-reject"
              onClick={() => void act(
                { title: t('account.rejectConfirm', { name }), content: user.approvalStatus === 'APPROVED' ? t('account.revokeNote') : t('account.rejectNote'), okText: t('account.reject'), danger: true },
                () => approve.mutateAsync({ id: user.id, approved: false }), t('common.done'),
              )}
            >
              {t('account.reject')}
            </Button>
          ) : null}
        </Space>
      </section>

      <section className="users-account-section" aria-label={t('account.access')}>
        <Typography.Text strong>{t('account.access')}</Typography.Text>
        <Typography.Paragraph type="secondary" className="users-account-note">
          {user.status === 'LOCKED' ? t('account.lockedNote') : user.status === 'DISABLED' ? t('account.disabledNote') : t('account.activeNote')}
        </Typography.Paragraph>
        {locked ? null : (
        <Space wrap>
          {user.status === 'LOCKED' ? (
            <Button
              icon={<UnlockOutlined />} disabled={busy} data-testid="user-unlock"
              onClick={() => void act(
                { title: t('account.unlockConfirm', { name }), content: t('account.unlockNote'), okText: t('account.unlock') },
                () => unlock.mutateAsync({ id: user.id }), t('common.changed'),
              )}
            >
              {t('account.unlock')}
            </Button>
          ) : null}
          {user.status === 'DISABLED' ? (
            <Button
              icon={<PoweroffOutlined />} disabled={busy} data-testid="user-enable"
              onClick={() => void act(
                { title: t('account.enableConfirm', { name }), content: t('account.enableNote'), okText: t('account.enable') },
                () => setEnabled.mutateAsync({ id: user.id, enabled: true }), t('common.changed'),
              )}
            >
              {t('account.enable')}
            </Button>
          ) : (
            <Button
              danger icon={<StopOutlined />} disabled={busy} data-testid="user-disable"
              onClick={() => void act(
                { title: t('account.disableConfirm', { name }), content: t('account.disableNote'), okText: t('account.disable'), danger: true },
                () => setEnabled.mutateAsync({ id: user.id, enabled: false }), t('common.changed'),
              )}
            >
              {t('account.disable')}
            </Button>
          )}
        </Space>
        )}
      </section>

      <section className="users-account-section" aria-label={t('account.secondFactor')} data-testid="user-second-factor">
        <Typography.Text strong>{t('account.secondFactor')}</Typography.Text>
        <Typography.Paragraph type="secondary" className="users-account-note">
          {user.secondFactorSince ? t('account.secondFactorOn', { date: dates.date(user.secondFactorSince) }) : t('account.secondFactorOff')}
        </Typography.Paragraph>
        {user.secondFactorSince && !locked ? (
          <Button
            danger disabled={busy} data-testid="user-second-factor-reset"
            onClick={() => void act(
              { title: t('account.resetSecondFactorConfirm', { name }), content: t('account.resetSecondFactorNote'), okText: t('account.resetSecondFactor'), danger: true },
              () => resetSecondFactor.mutateAsync({ id: user.id }), t('common.changed'),
            )}
          >
            {t('account.resetSecondFactor')}
          </Button>
        ) : null}
      </section>
      <ErrorAlert error={error} onClose={() => setError(null)} />
    </Card>
  );
}

/** The user's roles; roles the caller does not hold are drawn but cannot be given or taken away. */
/**
 * The roles an account is approved with, in the approval question: what it has, or USER (as the server gives it
 * when none is chosen), or the approver's choice of the roles they may give; never none, or it would see no menu.
 */
function ApprovalRoles({ user, onChange }: { user: UserDetail; onChange: (roleIds: number[]) => void }) {
  const { t } = useUsersT();
  const roles = useRoles();
  const [picked, setPicked] = useState<number[] | undefined>(undefined);
  const userRole = roles.data?.find((r) => r.roleKey === 'USER');
  const shown = picked ?? (user.roleIds.length ? user.roleIds : userRole ? [userRole.id] : []);
  return (
    <div className="users-approve-roles">
      <label htmlFor="user-approve-roles" className="users-approve-roles-label">{t('account.approveRoles')}</label>
      <Select
        id="user-approve-roles" mode="multiple" showSearch={{ optionFilterProp: 'label' }} value={shown} loading={roles.isLoading}
        options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName, disabled: !r.grantable }))}
        onChange={(ids: number[]) => { if (ids.length) { setPicked(ids); onChange(ids); } }}
        data-testid="user-approve-roles"
      />
      <Typography.Text type="secondary" className="users-approve-roles-help">{t('account.approveRolesHelp')}</Typography.Text>
    </div>
  );
}

function RolesCard({ user, locked }: { user: UserDetail; locked: string | undefined }) {
  const { t } = useUsersT();
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const roles = useRoles();
  const save = useSaveRoles();
  const [picked, setPicked] = useState<number[]>(user.roleIds);
  const [error, setError] = useState<unknown>(null);
  const forbidden = roles.error instanceof ApiError && roles.error.status === 403;
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');
  const dirty = sorted(picked) !== sorted(user.roleIds);

  const known = new Map((roles.data ?? []).map((r: RoleItem) => [r.id, r]));
  const notHeld = (id: number) => known.get(id)?.grantable === false;
  // The user's roles the caller does not hold stay whatever is clicked (clearing all included).
  const fixed = user.roleIds.filter(notHeld);
  const options = [
    ...(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName, disabled: !r.grantable })),
    // A role the list did not return (or no list at all) still shows, by its number.
    ...picked.filter((id) => !known.has(id)).map((id) => ({ value: id, label: t('roles.unknown', { id }) })),
  ];

  // No question first: a role taken away can be given back.
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: user.id, roleIds: picked });
      void message.success(t('common.saved'));
    } catch (e) {
      setError(e);
      void message.error(te(errorCodeOf(e)));
    }
  };

  return (
    <Card className="users-card" title={t('roles.title')} data-testid="user-roles-card">
      <Typography.Paragraph type="secondary" className="users-card-help">{t('roles.help')}</Typography.Paragraph>
      {forbidden ? <Alert type="info" showIcon title={t('roles.readOnly')} className="users-account-alert" /> : null}
      {roles.isError && !forbidden ? <ErrorAlert error={roles.error} /> : null}
      {locked ? <Alert type="info" showIcon title={locked} className="users-account-alert" /> : null}
      {!locked && (roles.data ?? []).some((r) => !r.grantable) ? (
        <Typography.Paragraph type="secondary" className="users-card-help" data-testid="user-roles-not-held">{t('roles.notHeld')}</Typography.Paragraph>
      ) : null}
      <div className="users-inline-form">
        <Select
          mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} className="users-grow"
          placeholder={t('roles.placeholder')} aria-label={t('roles.title')} options={options} value={picked}
          onChange={(ids: number[]) => setPicked([...new Set([...fixed, ...ids])])} disabled={forbidden || Boolean(locked) || save.isPending} loading={roles.isLoading}
          data-testid="user-roles"
        />
        <Space wrap>
          {dirty ? <Button onClick={() => setPicked(user.roleIds)} disabled={save.isPending}>{t('common.undo')}</Button> : null}
          <Button type="primary" icon={<SaveOutlined />} onClick={() => void submit()} disabled={!dirty || forbidden || Boolean(locked)} loading={save.isPending} data-testid="user-roles-save">
            {t('common.save')}
          </Button>
        </Space>
      </div>
      <ErrorAlert error={error} onClose={() => setError(null)} />
    </Card>
  );
}
