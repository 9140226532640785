// /kit/:kitId/changes/:versionId: what changed in a version that came to a kit as an update, read from the device —
// the library's list of changed pages (WhatChangedView, which the route table hands in), each opening the kit's copy at the page with
// the new words marked. Works without a network: the comparison was kept when the update was fetched.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Result, Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { changedPlaceUrl, type WhatChangedViewProps } from '../../ui/what-changed.ts';
import { useDeviceRead } from './api.ts';
import { machineLabel } from './kit-state.ts';
import { changesOf, type StoredKit } from './kit-store.ts';
import { KitFrame, idInAddress } from './KitPage.tsx';
import './kits.css';

function KitChanges({ kit, View }: { kit: StoredKit; View: ComponentType<WhatChangedViewProps> }) {
  const { t } = useTranslation('kits');
  const { t: library } = useTranslation('reading');
  const versionId = idInAddress(useParams().versionId);
  // null once read: the device keeps no comparison of that version.
  const changed = useDeviceRead(async () => (await changesOf(kit.kitId, versionId)) ?? null, [kit.kitId, versionId]);
  usePageTitle(changed ? library('changes.title', { version: changed.version.versionLabel }) : undefined);
  const back = <Link to={pages.kits.kit(kit.kitId)} className="kit-back"><ArrowLeftOutlined aria-hidden /> {machineLabel(kit)}</Link>;
  if (changed === undefined) return <Skeleton active />;
  if (changed === null) {
    return <Result status="404" title={<h1 className="result-title">{t('kit.changesNotHere')}</h1>} extra={back} data-testid="kit-changes-missing" />;
  }
  // The kit's own copy of the new version (a comparison leaves the device with its version).
  const reader = pages.kits.document(kit.kitId, changed.version.id);
  return (
    <div className="what-changed kit-changes" data-testid="what-changed">
      {back}
      <p className="kit-changes-document">{changed.title}</p>
      <View changed={changed} placeUrl={(place) => changedPlaceUrl(reader, place)} />
    </div>
  );
}

export default function KitChangesPage({ View }: { View: ComponentType<WhatChangedViewProps> }) {
  return <KitFrame>{(kit) => <KitChanges kit={kit} View={View} />}</KitFrame>;
}
