// /document/view/:documentId: one document, its distributed versions (final first), and the reader for
// the chosen version — PDF at a page (?page=N or #page=N) or web help at a topic (?topic=path), with the
// words a search found highlighted (?hl=word, repeated), or the words that changed against the version before
// (?changes=1, from What changed). On a phone the document's details fold under its title.
import { DiffOutlined, DownOutlined, DownloadOutlined, LockOutlined } from '@ant-design/icons';
import type { ReaderVersion } from '@gsis/contract';
import { Button, Descriptions, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { languageName } from '../../ui/languages.tsx';
import { idInPath } from '../../ui/address-params.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { keepPageInAddress, pageFromAddress, type ReaderAction } from '../../ui/reader-place.ts';
import { useContentTicket, useReaderDocument, useWhatChanged } from './api.ts';
import { BookmarkButton } from './BookmarkButton.tsx';
import { DocumentGone } from './DocumentGone.tsx';
import { PdfViewer } from './PdfViewer.tsx';
import { COMPACT_READER, useMediaQuery } from './reader-layout.ts';
import { WebHelpViewer } from './WebHelpViewer.tsx';
import { marksChanges, wordsToHighlight } from '../../ui/what-changed.ts';
import './reading.css';

/** A search hands over a dozen words at most; a longer list in a hand-made address is cut. */

/** A document's 404 as the models it names (a withdrawn one's; none for one that never was), else undefined. */
function goneModels(error: Error | null): string[] | undefined {
  return error instanceof ApiError && error.status === 404 ? error.details?.models ?? [] : undefined;
}

/**
 * What other features add (the route table hands them in): `readerActions` beside Bookmark in the reader,
 * `lockedActions` under the notice of a document the reader may not open (request access), `modelsAction` beside the
 * document's models (take one offline).
 */
export default function DocumentViewPage({ readerActions = [], lockedActions: LockedActions, modelsAction: ModelsAction }: {
  readerActions?: ReaderAction[];
  lockedActions?: ComponentType<{ documentId: number }>;
  modelsAction?: ComponentType<{ models: string[] }>;
}) {
  const { t } = useTranslation('reading');
  const { documentId } = useParams();
  const { hash, key: locationKey } = useLocation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = idInPath(documentId);
  const documentQuery = useReaderDocument(id);
  const doc = documentQuery.data;
  // Not there for this reader: with the models a withdrawn document names (none for an address that names nothing).
  const gone = id === undefined ? [] : goneModels(documentQuery.error);

  const chosen: ReaderVersion | undefined = useMemo(() => {
    if (!doc) return undefined;
    const asked = Number(params.get('version'));
    return doc.versions.find((v) => v.id === asked) ?? doc.versions.find((v) => v.isFinal) ?? doc.versions[0];
  }, [doc, params]);
  const ticket = useContentTicket(chosen?.id, Boolean(doc?.authorised && chosen?.ready));
  const fileUrl = ticket.data?.fileUrl;
  // One source per address: the viewer opens the file again only when it changes.
  const fileSource = useMemo(() => ({ url: fileUrl ?? '' }), [fileUrl]);
  // The page the viewer opened at stays fixed; later pages are tracked without re-rendering the viewer.
  const initialPage = useMemo(() => pageFromAddress(params, hash), [chosen?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const currentPage = useRef(initialPage);
  // Who follows the page in view (the bookmark button) without the whole page drawing again on each page turned.
  const pageWatchers = useRef(new Set<() => void>());
  const watchPage = useCallback((changed: () => void) => {
    pageWatchers.current.add(changed);
    return () => void pageWatchers.current.delete(changed);
  }, []);
  const topic = params.get('topic') ?? undefined;
  // Opened from What changed: the new words of this page or topic are marked, as a search's are.
  const hasChanges = Boolean(chosen?.changes && !chosen.changes.identical);
  const markChanges = marksChanges(params) && hasChanges;
  const changed = useWhatChanged(markChanges ? chosen?.id : undefined, { quietly: true });
  const highlightKey = wordsToHighlight(params, changed.data, { page: initialPage, topic }).join('\n');
  const highlights = useMemo(() => (highlightKey ? highlightKey.split('\n') : []), [highlightKey]);
  // A phone shows the title and the pages; the type, models, description and versions wait behind a toggle.
  const compact = useMediaQuery(COMPACT_READER);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const versionId = useId();

  usePageTitle(doc?.title);

  // The first page of a visit (opened from a link outside GSIS) has the key 'default': there is no way back in GSIS.
  const cameHere = locationKey !== 'default';
  if (gone) return <DocumentGone models={gone} cameHere={cameHere} />;
  if (documentQuery.isLoading || !doc) return <Spin className="page-spinner" />;
  if (!doc.authorised) {
    return (
      <Result
        status="403" icon={<LockOutlined />} title={<h1 className="result-title">{t('viewer.unauthorisedTitle')}</h1>} subTitle={t(LockedActions ? 'viewer.requestAccessHelp' : 'viewer.unauthorisedHelp')}
        extra={(
          <div className="document-locked-actions">
            {LockedActions && <LockedActions documentId={doc.id} />}
            {/* Back where the reader came from (a search, a bookmark), else to the list. */}
            <Button type={LockedActions ? 'default' : 'primary'} onClick={() => void (cameHere ? navigate(-1) : navigate(pages.documentList()))} data-testid="document-locked-back">
              {t(cameHere ? 'viewer.back' : 'viewer.backToList')}
            </Button>
            <p className="document-locked-contact">
              {t('viewer.accessQuestion')} <Link to={pages.contact()} data-testid="document-locked-contact">{t('viewer.contactUs')}</Link>
            </p>
          </div>
        )}
        data-testid="document-unauthorised"
      />
    );
  }

  const selectVersion = (versionId: number) => {
    const next = new URLSearchParams();
    next.set('version', String(versionId));
    setParams(next);
  };

  const changes = chosen && hasChanges ? (
    <Link to={pages.documentChanges(chosen.id)} className="document-changes-link" data-testid="document-what-changed">
      <DiffOutlined aria-hidden /> {t('changes.title', { version: chosen.versionLabel })}
    </Link>
  ) : null;

  const place = () => (chosen?.publishType === 'PDF' ? { page: currentPage.current } : topic ? { topicPath: topic } : {});
  // Wraps in a wide screen's toolbar; on a phone its row scrolls sideways instead (reading.css), so that the
  // bookmark button's label, which follows the page, never changes the height of the head over the pages.
  const actions = chosen && (
    <Space size={4} wrap>
      {chosen.publishType === 'PDF' && ticket.data && (
        <Button size="small" icon={<DownloadOutlined />} href={ticket.data.downloadUrl} data-testid="pdf-download">{t('viewer.download')}</Button>
      )}
      <BookmarkButton documentId={doc.id} version={chosen} place={place} placeChanges={watchPage} folderSuggestion={doc.models[0] ?? doc.title.slice(0, 60)} />
      {readerActions.map((Action, i) => <Action key={i} documentId={doc.id} version={chosen} place={place} />)}
    </Space>
  );

  return (
    <div className="document-view">
      <header className="document-view-header">
        <Typography.Title level={1} className="document-view-title" data-testid="document-title">{doc.title}</Typography.Title>
        {compact && (
          <Button
            type="link" className="document-details-toggle" icon={<DownOutlined rotate={detailsOpen ? 180 : 0} />} iconPlacement="end"
            aria-expanded={detailsOpen} aria-controls={detailsId} onClick={() => setDetailsOpen((open) => !open)} data-testid="document-details-toggle"
          >
            {t('viewer.details')}
          </Button>
        )}
        {compact && changes}
        <div id={detailsId} className="document-details" hidden={compact && !detailsOpen} data-testid="document-details">
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={[
            { key: 'type', label: t('viewer.documentType'), children: doc.documentType },
            { key: 'product', label: t('viewer.product'), children: `${doc.productType} · ${doc.product}` },
            {
              key: 'models', label: t('viewer.models'),
              children: <>{doc.models.join(', ') || '—'}{ModelsAction && doc.models.length ? <span className="document-models-action"><ModelsAction models={doc.models} /></span> : null}</>,
            },
            ...(doc.certifications.length ? [{ key: 'certs', label: t('viewer.certifications'), children: doc.certifications.join(', ') }] : []),
            ...(doc.productNumber ? [{ key: 'productNumber', label: t('viewer.productNumber'), children: <span data-testid="document-product-number">{doc.productNumber}</span> }] : []),
            ...(doc.equipmentCode ? [{ key: 'equipmentCode', label: t('viewer.equipmentCode'), children: <span data-testid="document-equipment-code">{doc.equipmentCode}</span> }] : []),
          ]} />
          {doc.description && <Typography.Paragraph type="secondary">{doc.description}</Typography.Paragraph>}
          <div className="document-versions">
            <label htmlFor={versionId}>{t('viewer.version')}</label>
            <Select
              id={versionId}
              value={chosen?.id}
              onChange={selectVersion}
              popupMatchSelectWidth={false}
              data-testid="version-select"
              options={doc.versions.map((v) => ({
                value: v.id,
                label: (
                  <span className="version-option">
                    {v.versionLabel} · {languageName(v.language)}{v.distributedOn ? ` · ${v.distributedOn}` : ''}
                    {v.isFinal && <Tag color="green">{t('viewer.final')}</Tag>}
                    {v.publishType === 'WEBHELP' && <Tag color="blue">{t('publishType.WEBHELP')}</Tag>}
                  </span>
                ),
              }))}
            />
            {!compact && changes}
          </div>
        </div>
      </header>
      {!chosen?.ready ? (
        <Result status="info" title={t('viewer.noFile')} />
      ) : ticket.isError ? (
        <Result status="403" title={t('viewer.unauthorisedTitle')} subTitle={t('viewer.unauthorisedHelp')} />
      ) : !ticket.data || (markChanges && changed.isPending) ? (
        <Spin className="page-spinner" />
      ) : chosen.publishType === 'PDF' ? (
        <PdfViewer
          key={chosen.id}
          source={fileSource}
          initialPage={initialPage}
          highlights={highlights}
          actions={actions}
          onPageChange={(page) => {
            currentPage.current = page;
            for (const changed of pageWatchers.current) changed();
            keepPageInAddress(page);
          }}
        />
      ) : (
        <WebHelpViewer
          key={chosen.id}
          versionId={chosen.id}
          entryUrl={ticket.data.webhelpUrl ?? ''}
          topic={topic}
          highlights={highlights}
          actions={actions}
          onTopicChange={(path) => {
            const next = new URLSearchParams(params);
            next.set('version', String(chosen.id));
            next.set('topic', path);
            setParams(next, { replace: true });
          }}
        />
      )}
    </div>
  );
}
