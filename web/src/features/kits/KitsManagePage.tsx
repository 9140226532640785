// What administrators of users (MGMT_USER) see of field kits. /management/user/kits: every reader's kits, newest first,
// by status and by the reader's name or ID (in the address), with "Revoke" for each active one — the revocation list
// for a lost phone or a dealer who left — and how many days a kit opens without a check. On a user's page, the kits
// the user took, with "Revoke" for one or all (each device wipes the kit at its next check); on the user list, the
// way to this page and the expiry.
import { KIT_STATUSES, KitSettings, type KitStatus, type ManagedKit } from '@gsis/contract';
import { App, Button, Card, Empty, Form, InputNumber, Select, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../api/error-text.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LanguageNames } from '../../ui/languages.tsx';
import { choiceFrom, keywordFrom, pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { fieldRules, rangeOf } from '../../ui/schema-rules.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useKitSettings, useManagedKits, useRevokeKits, useSaveKitSettings } from './api.ts';
import { machineName } from './kit-state.ts';
import './kits.css';

const machineOf = (kit: ManagedKit) => machineName(kit.machine);
/** The days a kit may be kept offline, as the settings take them. */
const EXPIRY_DAYS = rangeOf(KitSettings.shape.expiryDays);

/** Where a kit stands: active, expired, revoked (when, or because its reader may no longer sign in). */
function KitStatusTag({ kit }: { kit: ManagedKit }) {
  const { t } = useTranslation('kits');
  const dates = useDates();
  if (kit.revokedAt) return <Tag color="red">{t('manage.revokedOn', { date: dates.dateTime(kit.revokedAt) })}</Tag>;
  if (kit.status === 'REVOKED') return <Tag color="red">{t('manage.ownerCannotSignIn')}</Tag>;
  return <Tag color={kit.status === 'ACTIVE' ? 'green' : 'default'}>{t(`manage.status.${kit.status}`)}</Tag>;
}

/** Asks before revoking one kit (or, with `all`, every active kit of `userId`), then revokes. */
function useRevokeQuestion() {
  const { t } = useTranslation('kits');
  const errorText = useErrorText();
  const { modal, message } = App.useApp();
  const revoke = useRevokeKits();
  return (userId: number, which: { kit: ManagedKit } | { all: number }) => modal.confirm({
    title: 'kit' in which ? t('manage.revokeOne', { machine: machineOf(which.kit) }) : t('manage.revokeAllQuestion', { count: which.all }),
    content: t('manage.revokeHelp'), okText: t('manage.revoke'), cancelText: t('take.cancel'), okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await revoke.mutateAsync({ userId, ...('kit' in which ? { kitId: which.kit.kitId } : {}) });
        void message.success(t('manage.revoked'));
      } catch (error) {
        void message.error(errorText(error));
      }
    },
  });
}

const PAGE_SIZES = [20, 50, 100];
type Query = { status?: KitStatus; keyword?: string; page: number; pageSize: number };

const queryFrom = (params: URLSearchParams): Query =>
  ({ ...pagingFrom(params, PAGE_SIZES, PAGE_SIZES[0]!), ...keywordFrom(params), ...choiceFrom(params, 'status', KIT_STATUSES) });

export default function KitsManagePage() {
  const { t } = useTranslation('kits');
  const dates = useDates();
  const { params, setParams, query, setFilters, keyword, setKeyword } = useListAddress<Query, 'status'>(queryFrom);
  const list = useManagedKits(query);
  const ask = useRevokeQuestion();

  const columns: TableColumnsType<ManagedKit> = [
    { title: t('manage.columns.taken'), key: 'taken', width: 110, render: (_, kit) => <span title={dates.dateTime(kit.createdAt)}>{dates.date(kit.createdAt)}</span> },
    {
      title: t('manage.columns.user'), key: 'user', width: 220,
      render: (_, kit) => (
        <>
          <Link to={pages.users.detail(kit.owner.userId)}>{kit.owner.name}</Link><br />
          <span className="kit-row-meta">{kit.owner.loginId}</span>
        </>
      ),
    },
    {
      title: t('manage.columns.machine'), key: 'machine',
      render: (_, kit) => (
        <>
          <strong>{machineOf(kit)}</strong>
          <p className="kit-row-meta"><LanguageNames codes={kit.languages} />{kit.device ? ` · ${kit.device}` : ''}</p>
        </>
      ),
    },
    {
      title: t('manage.columns.status'), key: 'status', width: 260,
      render: (_, kit) => (
        <>
          <KitStatusTag kit={kit} />
          <p className="kit-row-meta">{t('manage.checked', { date: dates.dateTime(kit.checkedAt) })} · {t('list.expires', { date: dates.dateTime(kit.expiresAt) })}</p>
        </>
      ),
    },
    {
      key: 'revoke', width: 100,
      render: (_, kit) => (kit.status === 'ACTIVE'
        ? <Button size="small" danger onClick={() => ask(kit.owner.userId, { kit })} data-testid={`kit-revoke-${kit.kitId}`}>{t('manage.revoke')}</Button>
        : null),
    },
  ];

  return (
    <div className="catalogue-page" data-testid="kits-manage-page">
      <PageHeader title={t('manage.title')} help={t('manage.listHelp')} />
      <KitExpirySetting listLink={false} />
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('manage.search')} searchTestId="kits-search">
        <Select
          allowClear placeholder={t('manage.allStatuses')} aria-label={t('manage.columns.status')} value={query.status} style={{ minWidth: 180 }}
          onChange={(value?: KitStatus) => setFilters({ status: value })} data-testid="kits-status"
          options={KIT_STATUSES.map((status) => ({ value: status, label: t(`manage.status.${status}`) }))}
        />
      </Toolbar>
      <ErrorAlert error={list.error} />
      <Table<ManagedKit>
        rowKey="kitId" size="middle" columns={columns} dataSource={list.data?.items ?? []} loading={list.isFetching} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('manage.noneListed')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('manage.total', { count }) }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, PAGE_SIZES[0]))}
        data-testid="kits-table"
      />
    </div>
  );
}

export function UserKitsCard({ userId }: { userId: number }) {
  const { t } = useTranslation('kits');
  const dates = useDates();
  // A user's kits all fit one page: a reader takes a few machines offline.
  const kits = useManagedKits({ userId, pageSize: 100 });
  const ask = useRevokeQuestion();
  const active = (kits.data?.items ?? []).filter((kit) => kit.status === 'ACTIVE');

  return (
    <Card
      className="users-card" title={t('manage.title')} data-testid="user-kits"
      extra={active.length > 1 ? <Button danger onClick={() => ask(userId, { all: active.length })} data-testid="user-kits-revoke-all">{t('manage.revokeAll')}</Button> : null}
    >
      {!kits.data ? <Skeleton active /> : kits.data.items.length === 0 ? <Empty description={t('manage.none')} /> : (
        <ul className="kit-managed-list">
          {kits.data.items.map((kit) => (
            <li key={kit.kitId} className="kit-managed" data-testid="user-kit">
              <div className="kit-row-head">
                <strong>{machineOf(kit)}</strong>
                <KitStatusTag kit={kit} />
              </div>
              <p className="kit-row-meta"><LanguageNames codes={kit.languages} />{kit.device ? ` · ${kit.device}` : ''}</p>
              <p className="kit-row-meta">
                {t('manage.taken', { date: dates.dateTime(kit.createdAt) })} · {t('manage.checked', { date: dates.dateTime(kit.checkedAt) })} · {t('list.expires', { date: dates.dateTime(kit.expiresAt) })}
              </p>
              {kit.status === 'ACTIVE' ? <Button size="small" danger onClick={() => ask(userId, { kit })} data-testid="user-kit-revoke">{t('manage.revoke')}</Button> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** How many days a kit opens without a check, to change; on the user list, with the way to every reader's kits. */
export function KitExpirySetting({ listLink = true }: { listLink?: boolean }) {
  const { t } = useTranslation('kits');
  const expiryRange = t('manage.expiryRange', EXPIRY_DAYS);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const settings = useKitSettings();
  const save = useSaveKitSettings();
  const [form] = Form.useForm<{ expiryDays: number }>();
  if (!settings.data) return null;
  return (
    <>
      {listLink ? <p><Link to={pages.users.kits()} data-testid="kits-all-link">{t('manage.allKits')}</Link></p> : null}
      <details className="kit-expiry-setting" data-testid="kit-expiry-setting">
        <summary>{t('manage.expiryTitle', { count: settings.data.expiryDays })}</summary>
        <Form
          form={form} layout="inline" initialValues={settings.data} requiredMark={false}
          onFinish={async (values) => {
            try {
              await save.mutateAsync(values);
              void message.success(t('manage.expirySaved'));
            } catch (error) {
              void message.error(errorText(error));
            }
          }}
        >
          <Form.Item name="expiryDays" label={t('manage.expiryDays')} rules={fieldRules(KitSettings.shape.expiryDays, { required: expiryRange, outOfRange: expiryRange })}>
            <InputNumber {...EXPIRY_DAYS} precision={0} data-testid="kit-expiry-days" />
          </Form.Item>
          <Form.Item><Button htmlType="submit" type="primary" loading={save.isPending} data-testid="kit-expiry-save">{t('manage.save')}</Button></Form.Item>
        </Form>
        <p className="kit-plan-note">{t('manage.expiryHelp')}</p>
      </details>
    </>
  );
}
