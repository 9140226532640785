// /document/changes/:versionId: what changed in a version against the one readers had before it, as stored when it
// was compared — each changed, added, removed or moved page (or web-help topic) with its changed words, the old
// struck and the new marked, and a way into the new version there with the changes marked. The list itself
// (WhatChangedView) also shows a field kit's update on the device, where the route table hands it in.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ErrorCode, type ChangedPlace, type ChangedWords, type WhatChanged } from '@gsis/contract';
import { Alert, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { idInPath } from '../../ui/address-params.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useWhatChanged } from './api.ts';
import { changedPlaceUrl, type WhatChangedViewProps } from '../../ui/what-changed.ts';
import './reading.css';

const KIND_COLOUR = { changed: 'gold', added: 'green', removed: 'red', moved: 'blue' } as const;

export default function WhatChangedPage() {
  const { t } = useTranslation('reading');
  const versionId = idInPath(useParams().versionId);
  // A version that is not there, or not the reader's to read, fails the page as not found (the error page).
  const changed = useWhatChanged(versionId).data;
  usePageTitle(changed && t('changes.title', { version: changed.version.versionLabel }));
  // An address that names no version is one not there: the route's error page says so.
  if (versionId === undefined) throw new ApiError(404, ErrorCode.NOT_FOUND);
  if (!changed) return <Spin className="page-spinner" />;
  const reader = pages.documentView(changed.documentId, { version: changed.version.id });
  return (
    <div className="what-changed" data-testid="what-changed">
      <Link to={reader} className="what-changed-back">
        <ArrowLeftOutlined aria-hidden /> {changed.title}
      </Link>
      <WhatChangedView changed={changed} placeUrl={(place) => changedPlaceUrl(reader, place)} />
    </div>
  );
}

/** The title, the counts and each changed place of a comparison. */
export function WhatChangedView({ changed, placeUrl }: WhatChangedViewProps) {
  const { t } = useTranslation('reading');
  const topics = changed.publishType === 'WEBHELP';
  const { counts } = changed;
  return (
    <>
      <Typography.Title level={1} className="what-changed-title">{t('changes.title', { version: changed.version.versionLabel })}</Typography.Title>
      <p className="what-changed-against">{t('changes.against', { version: changed.previousVersion.versionLabel })}</p>
      {changed.identical ? (
        <Alert type="info" showIcon title={t('changes.identical', { version: changed.previousVersion.versionLabel })} data-testid="what-changed-identical" />
      ) : (
        <>
          <ul className="what-changed-counts" aria-label={t(topics ? 'changes.topicCounts' : 'changes.pageCounts')}>
            {(['changed', 'added', 'removed', 'moved'] as const).map((kind) => (
              <li key={kind}><Tag color={KIND_COLOUR[kind]}>{t(`changes.count.${kind}`, { n: counts[kind] })}</Tag></li>
            ))}
          </ul>
          <ol className="what-changed-list" aria-label={t(topics ? 'changes.topicList' : 'changes.pageList')}>
            {changed.places.map((place, i) => <PlaceChange key={i} changed={changed} place={place} url={placeUrl(place)} />)}
          </ol>
        </>
      )}
    </>
  );
}

function PlaceChange({ changed, place, url }: { changed: WhatChanged; place: ChangedPlace; url: string | undefined }) {
  const { t } = useTranslation('reading');
  const previous = changed.previousVersion.versionLabel;
  const heading = place.title !== null
    ? place.title
    : place.page !== null ? t('changes.page', { page: place.page }) : t('changes.page', { page: place.previousPage });
  // Where it was, when that says something: a page whose number moved, a topic renamed, or one that is gone.
  const was = place.kind === 'removed'
    ? t('changes.removedFrom', { version: previous })
    : place.title === null && place.previousPage !== null && place.previousPage !== place.page ? t('changes.wasPage', { page: place.previousPage, version: previous })
      : place.previousTitle ? t('changes.wasTitle', { title: place.previousTitle, version: previous }) : null;
  return (
    <li className="what-changed-place" data-testid="what-changed-place">
      <div className="what-changed-place-head">
        <h2 className="what-changed-place-title">{heading}</h2>
        <Tag color={KIND_COLOUR[place.kind]}>{t(`changes.kind.${place.kind}`)}</Tag>
        {was && <span className="what-changed-was">{was}</span>}
      </div>
      {place.kind === 'added' && <p className="what-changed-note">{t(place.title === null ? 'changes.addedPage' : 'changes.addedTopic')}</p>}
      {place.kind === 'moved' && <p className="what-changed-note">{t('changes.movedNote')}</p>}
      {place.changes.length > 0 && (
        <ul className="what-changed-words">
          {place.changes.map((words, i) => <li key={i}><Words words={words} /></li>)}
        </ul>
      )}
      {url && <Link to={url} className="what-changed-open">{t(place.title === null ? 'changes.openPage' : 'changes.openTopic', { page: place.page, version: changed.version.versionLabel })}</Link>}
    </li>
  );
}

/** The change in its context; a screen reader hears which words were removed and which added, not just the styling. */
function Words({ words }: { words: ChangedWords }) {
  const { t } = useTranslation('reading');
  return (
    <p className="what-changed-text">
      {words.before && <span className="what-changed-context">…{words.before} </span>}
      {words.removed && <del><span className="visually-hidden">{t('changes.removedWords')} </span>{words.removed}</del>}
      {words.removed && words.added && ' '}
      {words.added && <ins><span className="visually-hidden">{t('changes.addedWords')} </span>{words.added}</ins>}
      {words.after && <span className="what-changed-context"> {words.after}…</span>}
    </p>
  );
}
