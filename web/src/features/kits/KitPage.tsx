// /kit/:kitId: one field kit as the device keeps it, with or without a network — its documents (opened from the
// device, at any page), its troubleshooting guides, its symbols, and a search of all of it. A kit past its expiry
// without a check does not open: it says why and what to do. Also the frame every page of a kit shares (KitFrame).
import { AlertOutlined, DiffOutlined, FilePdfOutlined, PictureOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Result, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { LanguageNames, languageName } from '../../ui/languages.tsx';
import { idInPath } from '../../ui/address-params.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useDeviceKit, useDeviceRead } from './api.ts';
import { keptVersions } from './kit-download.ts';
import { kitState, machineLabel, pagesChanged } from './kit-state.ts';
import { changedVersionsOf, filesOf, type StoredKit } from './kit-store.ts';
import { KitProgress, useFillProgress } from './TakeOffline.tsx';
import './kits.css';

/** An id from the address (a kit's, a version's, a guide's); 0, which names nothing, for anything else. */
export const idInAddress = (segment: string | undefined) => idInPath(segment) ?? 0;

/** The kit named by the address, drawn only when it may be opened: else why not, in place of `children`. */
export function KitFrame({ children }: { children: (kit: StoredKit) => ReactNode }) {
  const { t } = useTranslation('kits');
  const dates = useDates();
  const kit = useDeviceKit(idInAddress(useParams().kitId));
  if (kit === undefined) return <Skeleton active className="kit-skeleton" />;
  if (kit === null) {
    return <Result status="404" title={<h1 className="result-title">{t('kit.notHere')}</h1>} subTitle={t('kit.notHereHelp')} extra={<Link to={pages.myLibrary.kits()}>{t('kit.toList')}</Link>} data-testid="kit-not-here" />;
  }
  if (kitState(kit) === 'EXPIRED') {
    return (
      <Result
        status="warning" title={<h1 className="result-title" data-testid="kit-expired-title">{t('kit.expiredTitle', { machine: machineLabel(kit) })}</h1>}
        subTitle={t('kit.expiredHelp', { date: dates.dateTime(kit.expiresAt) })}
        extra={<Link to={pages.myLibrary.kits()}>{t('kit.toList')}</Link>} data-testid="kit-expired"
      />
    );
  }
  return <>{children(kit)}</>;
}

/** The search of one kit (or every kit of the reader): what it finds opens the page or the guide. */
export function KitSearchField({ kitId, initial = '' }: { kitId?: number; initial?: string }) {
  const { t } = useTranslation('kits');
  const navigate = useNavigate();
  const [word, setWord] = useState(initial);
  const go = () => {
    const typed = word.trim();
    if (typed) void navigate(pages.kits.search({ q: typed, kit: kitId }));
  };
  return (
    <form className="kit-search" role="search" onSubmit={(event) => { event.preventDefault(); go(); }}>
      <Input
        value={word} onChange={(event) => setWord(event.target.value)} placeholder={t('search.placeholder')} aria-label={t('search.label')}
        prefix={<SearchOutlined aria-hidden />} allowClear data-testid="kit-search-input"
      />
      <Button htmlType="submit" type="primary" data-testid="kit-search-submit">{t('search.submit')}</Button>
    </form>
  );
}

function KitContents({ kit }: { kit: StoredKit }) {
  const { t } = useTranslation('kits');
  const dates = useDates();
  const progress = useFillProgress(kit.kitId);
  const kept = useDeviceRead(async () => new Set((await filesOf(kit.kitId)).filter((file) => file.blob).map((file) => file.versionId)), [kit.kitId]);
  // Versions that came as updates, whose comparison the device keeps: what changed in them reads offline too.
  const told = useDeviceRead(() => changedVersionsOf(kit.kitId), [kit.kitId]);
  usePageTitle(machineLabel(kit));
  const documents = keptVersions(kit.plan);
  return (
    <div className="kit-page" data-testid="kit-page">
      <header className="kit-page-head">
        <Typography.Title level={1} className="kit-page-title" data-testid="kit-title">{machineLabel(kit)}</Typography.Title>
        <p className="kit-page-meta">{kit.summary.machine.product} · <LanguageNames codes={kit.summary.languages} /></p>
        <p className="kit-page-meta" data-testid="kit-page-expiry">{t('list.expires', { date: dates.dateTime(kit.expiresAt) })}</p>
      </header>
      {progress && !progress.done ? <KitProgress progress={progress} /> : null}
      <KitSearchField kitId={kit.kitId} />

      <section className="kit-section" aria-labelledby="kit-documents">
        <h2 id="kit-documents"><FilePdfOutlined aria-hidden /> {t('kit.documents')}</h2>
        {documents.length === 0 ? <p>{t('take.noDocuments')}</p> : (
          <ul className="kit-documents">
            {documents.map((document) => (
              <li key={document.versionId} data-testid="kit-document">
                {kept?.has(document.versionId) ? (
                  <Link to={pages.kits.document(kit.kitId, document.versionId)} lang={document.language} data-testid="kit-document-open">{document.title}</Link>
                ) : <span lang={document.language}>{document.title}</span>}
                <span className="kit-document-meta">
                  {' '}· {document.versionLabel} · {languageName(document.language)}
                  {document.pageCount ? ` · ${t('kit.pages', { count: document.pageCount })}` : ''}
                  {!kept?.has(document.versionId) ? <Tag className="kit-document-pending">{t('kit.notYet')}</Tag> : null}
                </span>
                {told?.has(document.versionId) && document.changes ? (
                  <Link to={pages.kits.changes(kit.kitId, document.versionId)} className="kit-document-changes" data-testid="kit-document-changes">
                    <DiffOutlined aria-hidden /> {t('kit.whatChanged', { version: document.versionLabel, changes: t('kit.pagesChanged', { count: pagesChanged(document.changes) }) })}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {kit.plan.guides.length ? (
        <section className="kit-section" aria-labelledby="kit-guides">
          <h2 id="kit-guides"><AlertOutlined aria-hidden /> {t('kit.guides')}</h2>
          <ul className="kit-guides">
            {kit.plan.guides.map((guide) => (
              <li key={guide.guideId}>
                <Link to={pages.kits.guide(kit.kitId, guide.guideId)} data-testid="kit-guide-open">
                  <Tag className="kit-guide-code">{guide.faultCode}</Tag> <span lang={guide.languages[0]}>{guide.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {kit.plan.symbols.included ? (
        <section className="kit-section" aria-labelledby="kit-symbols">
          <h2 id="kit-symbols"><PictureOutlined aria-hidden /> {t('kit.symbols')}</h2>
          <Link to={pages.kits.symbols(kit.kitId)} data-testid="kit-symbols-open">{t('kit.symbolsOpen', { count: kit.plan.symbols.entries })}</Link>
        </section>
      ) : null}
      {!kit.complete && !progress ? <Alert type="info" showIcon title={t('kit.incomplete')} /> : null}
    </div>
  );
}

export default function KitPage() {
  return <KitFrame>{(kit) => <KitContents kit={kit} />}</KitFrame>;
}
