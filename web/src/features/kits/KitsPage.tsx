// My Library › Offline (/mylibrary/kits): the field kits this device keeps for the reader — each machine with its
// languages, what it holds, its size here, until when it opens without a check, and its download while one runs —
// and "Take a machine offline". Also the home page's card of kits (FieldKitsCard), which is all a reader sees of
// GSIS's pages when the device has no network.
import { CloudOutlined, DeleteOutlined, DisconnectOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { kitsApi } from '@gsis/contract';
import { App, Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/endpoints.ts';
import { useSession } from '../../session/session-store.ts';
import { useDates, formatBytes } from '../../ui/dates.ts';
import { LanguageNames } from '../../ui/languages.tsx';
import { useOnline } from '../../ui/online.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useDeviceKits, useDeviceRead } from './api.ts';
import { keptVersions } from './kit-download.ts';
import { kitState, machineLabel } from './kit-state.ts';
import { bytesOf, queuedOf, wipeKit, type StoredKit } from './kit-store.ts';
import { KitProgress, TakeOfflineButton, useFillProgress } from './TakeOffline.tsx';
import './kits.css';

function KitStateTag({ kit }: { kit: StoredKit }) {
  const { t } = useTranslation('kits');
  const state = kitState(kit);
  return <Tag color={state === 'READY' ? 'green' : state === 'EXPIRED' ? 'red' : 'blue'} data-testid="kit-state" data-state={state}>{t(`state.${state}`)}</Tag>;
}

function KitRow({ kit }: { kit: StoredKit }) {
  const { t, i18n } = useTranslation('kits');
  const dates = useDates();
  const { modal, message } = App.useApp();
  const progress = useFillProgress(kit.kitId);
  const size = useDeviceRead(() => bytesOf(kit.kitId), [kit.kitId]);
  const state = kitState(kit);
  const documents = keptVersions(kit.plan).length;

  const remove = () => modal.confirm({
    title: t('list.deleteQuestion', { machine: machineLabel(kit) }), okText: t('list.delete'), cancelText: t('take.cancel'), okButtonProps: { danger: true, ...{ 'data-testid': 'kit-delete-confirm' } },
    onOk: async () => {
      // The server forgets its key first when it can (the device may be offline: the key then simply runs out).
      await call(kitsApi.delete, { kitId: kit.kitId }).catch(() => undefined);
      await wipeKit(kit.kitId);
      void message.success(t('list.deleted'));
    },
  });

  return (
    <li className="kit-row" data-testid="kit-row" data-kit={kit.kitId}>
      <div className="kit-row-head">
        <Link to={pages.kits.kit(kit.kitId)} className="kit-row-title" data-testid="kit-row-open">{machineLabel(kit)}</Link>
        <KitStateTag kit={kit} />
      </div>
      <p className="kit-row-meta">
        {kit.summary.machine.product} · <LanguageNames codes={kit.summary.languages} />
      </p>
      <p className="kit-row-meta">
        {t('list.holds', { documents, guides: kit.plan.guides.length })}
        {size !== undefined ? ` · ${formatBytes(size, i18n.language)}` : ''}
      </p>
      <p className={`kit-row-expiry${state === 'EXPIRED' ? ' is-expired' : ''}`} data-testid="kit-expiry">
        {state === 'EXPIRED' ? t('list.expired', { date: dates.dateTime(kit.expiresAt) }) : t('list.expires', { date: dates.dateTime(kit.expiresAt) })}
      </p>
      {progress && !progress.done && state !== 'EXPIRED' ? <KitProgress progress={progress} /> : null}
      <div className="kit-row-actions">
        <Link to={pages.kits.kit(kit.kitId)} className="ant-btn ant-btn-default ant-btn-sm"><FolderOpenOutlined /> {t('list.open')}</Link>
        <Button size="small" icon={<DeleteOutlined />} onClick={remove} data-testid="kit-delete">{t('list.delete')}</Button>
      </div>
    </li>
  );
}

/** What the reader did offline that waits for the network. */
function Waiting() {
  const { t } = useTranslation('kits');
  const userId = useSession().user?.userId;
  const queued = useDeviceRead(async () => (userId ? (await queuedOf(userId)).length : 0), [userId]);
  return queued ? <p className="kit-waiting" data-testid="kit-queued">{t('list.queued', { count: queued })}</p> : null;
}

export function KitList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('kits');
  const kits = useDeviceKits();
  if (!kits) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (kits.length === 0) return compact ? null : <Empty description={t('list.none')} data-testid="kit-none" />;
  return <ul className="kit-list" data-testid="kit-list">{kits.map((kit) => <KitRow key={kit.kitId} kit={kit} />)}</ul>;
}

export default function KitsPage() {
  const { t } = useTranslation('kits');
  usePageTitle(t('list.title'));
  const online = useOnline();
  return (
    <section className="kits-page" data-testid="kits-page">
      <div className="kits-page-head">
        <Typography.Title level={2} className="kits-page-title">{t('list.title')}</Typography.Title>
        {online ? <TakeOfflineButton primary /> : null}
      </div>
      <p className="kits-page-intro">{t('list.intro')}</p>
      <Waiting />
      <KitList />
    </section>
  );
}

/** The home page's card: the reader's kits on this device, and, offline, that they are what works now. */
export function FieldKitsCard() {
  const { t } = useTranslation('kits');
  const online = useOnline();
  const kits = useDeviceKits();
  // Drawn when there are kits (or the device is offline): most readers never take one.
  if (!kits?.length && online) return null;
  return (
    <section className={`kit-home${online ? '' : ' is-offline'}`} aria-labelledby="kit-home-title" data-testid="kit-home">
      <h2 className="kit-home-title" id="kit-home-title">
        {online ? <CloudOutlined aria-hidden /> : <DisconnectOutlined aria-hidden />} {t('home.title')}
      </h2>
      {!online ? <p className="kit-home-offline" data-testid="kit-home-offline">{t(kits?.length ? 'home.offline' : 'home.offlineNone')}</p> : null}
      <KitList compact />
      {online ? <Link to={pages.myLibrary.kits()} className="kit-home-more">{t('home.manage')}</Link> : null}
    </section>
  );
}
