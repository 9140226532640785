// The change history of one user, from the audit trail: who changed what and when, each change read as
// "before → after" for single values and "added / removed" for sets (roles, grants, menus).
import { ArrowRightOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { GRANT_KINDS, type GrantKind, type UserDetail } from '@gsis/contract';
import { Card, Empty, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useDates } from '../../ui/dates.ts';
import { useDocumentTitles, useFilterOptions, useRoles, useUserHistory, type AuditItem } from './api.ts';
import { useUsersT } from './shared.tsx';

const PAGE_SIZE = 10;

/** What the trail keeps of a user (server: auditView), and of menu authority; every part optional. */
interface Snapshot {
  approvalStatus?: string;
  status?: string;
  regionId?: number | null;
  allowAllDocuments?: boolean;
  roleIds?: number[];
  grants?: Partial<Record<GrantKind, number[]>>;
  menuIds?: string[];
  /** ACCESS_REFUSED: the error code the change was refused with (`after` then holds what was asked). */
  refusal?: string;
  /** USER_APPROVE of an address never verified, confirmed as such by the administrator. */
  approvedUnverified?: boolean;
}

type Change =
  | { kind: 'value'; field: string; from: string; to: string }
  | { kind: 'set'; field: string; added: string[]; removed: string[] };

const asSnapshot = (value: unknown): Snapshot => (value && typeof value === 'object' ? (value as Snapshot) : {});
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function setChange<T>(field: string, before: T[], after: T[], name: (v: T) => string): Change | null {
  const had = new Set(before);
  const has = new Set(after);
  const added = after.filter((v) => !had.has(v)).map(name);
  const removed = before.filter((v) => !has.has(v)).map(name);
  return added.length || removed.length ? { kind: 'set', field, added, removed } : null;
}

/** Document ids anywhere in a page of the trail, so their titles can be asked for. */
function documentIds(items: AuditItem[]): number[] {
  const all = new Set<number>();
  for (const item of items) for (const s of [item.before, item.after]) for (const id of ids(asSnapshot(s).grants?.DOCUMENT)) all.add(id);
  return [...all].sort((a, b) => a - b);
}

export function HistoryCard({ user }: { user: UserDetail }) {
  const { t } = useUsersT();
  const { t: te } = useTranslation('errors');
  const dates = useDates();
  const [page, setPage] = useState(1);
  const history = useUserHistory(user.id, page, PAGE_SIZE);
  const filters = useFilterOptions();
  const roles = useRoles();
  const items = history.data?.items ?? [];
  const docIds = useMemo(() => documentIds(items), [items]);
  const titles = useDocumentTitles(docIds);

  const names = useMemo(() => {
    const map = (list: { id: number; label: string }[] | undefined) => new Map((list ?? []).map((o) => [o.id, o.label]));
    const options = filters.data;
    return {
      region: map(options?.regions),
      role: new Map((roles.data ?? []).map((r) => [r.id, r.roleName])),
      PRODUCT: map(options?.products),
      DOCUMENT_TYPE: map(options?.documentTypes),
      EXHAUST_CERTIFICATION: map(options?.exhaustCertifications),
      MODEL: map(options?.models),
    };
  }, [filters.data, roles.data]);

  const changesOf = (item: AuditItem): Change[] => {
    const before = asSnapshot(item.before);
    const after = asSnapshot(item.after);
    const out: (Change | null)[] = [];
    const value = (field: string, from: string, to: string) => (from !== to ? out.push({ kind: 'value', field, from, to }) : undefined);
    const regionName = (id: number | null | undefined) => (id ? names.region.get(id) ?? `#${id}` : t('history.none'));
    const yesNo = (on: boolean | undefined) => (on ? t('history.yes') : t('history.no'));

    if (before.approvalStatus !== undefined || after.approvalStatus !== undefined) {
      value(t('history.field.approvalStatus'), before.approvalStatus ? t(`approval.${before.approvalStatus}`) : '—', after.approvalStatus ? t(`approval.${after.approvalStatus}`) : '—');
    }
    if (before.status !== undefined || after.status !== undefined) {
      value(t('history.field.status'), before.status ? t(`status.${before.status}`) : '—', after.status ? t(`status.${after.status}`) : '—');
    }
    if ('regionId' in before || 'regionId' in after) value(t('history.field.region'), regionName(before.regionId), regionName(after.regionId));
    if ('allowAllDocuments' in before || 'allowAllDocuments' in after) value(t('history.field.allowAll'), yesNo(before.allowAllDocuments), yesNo(after.allowAllDocuments));
    if ('roleIds' in before || 'roleIds' in after) {
      out.push(setChange(t('history.field.roles'), ids(before.roleIds), ids(after.roleIds), (id) => names.role.get(id) ?? t('roles.unknown', { id })));
    }
    for (const kind of GRANT_KINDS) {
      const name = (id: number) => {
        if (kind === 'DOCUMENT') {
          const doc = titles.get(id);
          return doc ? doc.title : t('authority.documentUnknown', { id });
        }
        return names[kind].get(id) ?? `#${id}`;
      };
      out.push(setChange(t(`history.field.grant.${kind}`), ids(before.grants?.[kind]), ids(after.grants?.[kind]), name));
    }
    if ('menuIds' in before || 'menuIds' in after) out.push(setChange(t('history.field.menus'), strings(before.menuIds), strings(after.menuIds), (m) => m));
    return out.filter((c): c is Change => c !== null);
  };

  return (
    <Card className="users-card" title={t('history.title')} data-testid="user-history">
      <ErrorAlert error={history.error} />
      {history.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />
      ) : (
        <ol className="users-history">
          {items.map((item) => {
            const changes = changesOf(item);
            const after = asSnapshot(item.after);
            return (
              <li key={item.id} className="users-history-item" data-testid={`user-history-${item.id}`} data-action={item.action}>
                <div className="users-history-head">
                  <Typography.Text strong>{t(`history.action.${item.action}`, { defaultValue: item.action })}</Typography.Text>
                  <span className="users-muted">
                    {t('history.by', { actor: item.actor })} · <time dateTime={item.at}>{dates.dateTime(item.at)}</time>
                  </span>
                </div>
                {/* A refused attempt: why, then what was asked as the changes below. */}
                {typeof after.refusal === 'string' ? (
                  <Typography.Text type="danger" className="users-history-refusal" data-testid="user-history-refusal">{te(after.refusal)}</Typography.Text>
                ) : null}
                {after.approvedUnverified === true ? <Tag color="warning" className="users-history-unverified">{t('history.approvedUnverified')}</Tag> : null}
                {changes.length ? (
                  <ul className="users-history-changes">
                    {changes.map((c) => (
                      <li key={c.field}>
                        <span className="users-history-field">{c.field}</span>
                        {c.kind === 'value' ? (
                          <span className="users-history-values">
                            <Tag className="users-history-from">{c.from}</Tag>
                            <ArrowRightOutlined aria-label={t('history.to')} className="users-muted" />
                            <Tag color="blue">{c.to}</Tag>
                          </span>
                        ) : (
                          <span className="users-history-values">
                            {c.added.map((a) => <Tag key={`+${a}`} color="green" icon={<PlusOutlined />} title={t('history.added')}>{a}</Tag>)}
                            {c.removed.map((r) => <Tag key={`-${r}`} color="red" icon={<MinusOutlined />} title={t('history.removed')} className="users-history-removed">{r}</Tag>)}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Typography.Text type="secondary" className="users-history-nochange">{t('history.noChange')}</Typography.Text>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {(history.data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          className="users-history-pages" size="small" current={page} pageSize={PAGE_SIZE} total={history.data?.total ?? 0}
          onChange={setPage} showSizeChanger={false}
        />
      ) : null}
    </Card>
  );
}
