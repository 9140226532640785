// /kit/:kitId/document/:versionId: a PDF of a kit read from the device — the reader's watermarked copy, at a page
// (#page=N or ?page=N), the words a kit search found highlighted (?hl=…) or, opened from what an update changed
// (?changes=1), the page's new words — in the library's own viewer, which the route table hands in. Bookmarks made here are kept on the device and sent when the network returns.
import { ArrowLeftOutlined, StarOutlined } from '@ant-design/icons';
import type { FeedbackSave, KitDocument } from '@gsis/contract';
import { App, Button, Result, Skeleton, Space, Typography } from 'antd';
import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { session } from '../../session/session-store.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { keepPageInAddress, pageFromAddress } from '../../ui/reader-place.ts';
import { marksChanges, wordsToHighlight } from '../../ui/what-changed.ts';
import { useDeviceRead } from './api.ts';
import { machineLabel } from './kit-state.ts';
import { changesOf, fileOf, type StoredKit } from './kit-store.ts';
import { keepOrSend } from './kit-sync.ts';
import { KitFrame, idInAddress } from './KitPage.tsx';
import './kits.css';

/** The library's PDF viewer, as the route table hands it in. */
export interface KitViewerProps {
  source: { blob: Blob };
  initialPage: number;
  highlights?: string[];
  onPageChange?: (page: number) => void;
  actions?: ReactNode;
}

/** The feedback feature's button and dialog, as the route table hands it in: the kit says where what is given goes. */
export interface KitFeedbackProps {
  documentId: number;
  versionId: number;
  place: () => { page?: number };
  send: (feedback: FeedbackSave) => Promise<'sent' | 'kept'>;
}

/** Keeps a bookmark of this page on the device, in a folder named after the machine; sent at once when online. */
function OfflineBookmark({ kit, document, page }: { kit: StoredKit; document: KitDocument; page: () => number }) {
  const { t } = useTranslation('kits');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    const user = session.get().user;
    if (!user) return;
    setBusy(true);
    const at = page();
    const outcome = await keepOrSend({
      userId: user.userId, kind: 'bookmark', queuedAt: new Date().toISOString(), label: t('bookmark.label', { title: document.title, page: at }),
      body: { documentId: document.documentId, versionId: document.versionId, page: at, newFolderName: kit.summary.machine.model },
    });
    setBusy(false);
    if (outcome === 'sent') void message.success(t('bookmark.saved', { page: at }));
    else void message.info(t('bookmark.queued', { page: at }));
  };
  return <Button size="small" icon={<StarOutlined />} loading={busy} onClick={() => void keep()} data-testid="kit-bookmark">{t('bookmark.button')}</Button>;
}

/** Feedback given in a kit: kept, and sent when it can be; the reader is told which. */
function sendFeedback(document: KitDocument, label: (page: number | undefined) => string) {
  return (feedback: FeedbackSave) => keepOrSend({
    userId: session.get().user?.userId ?? '', kind: 'feedback', queuedAt: new Date().toISOString(), label: label(feedback.page), body: feedback,
  });
}

function KitDocumentView({ kit, Viewer, Feedback }: { kit: StoredKit; Viewer: ComponentType<KitViewerProps>; Feedback?: ComponentType<KitFeedbackProps> | undefined }) {
  const { t } = useTranslation('kits');
  const versionId = idInAddress(useParams().versionId);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const document = kit.plan.documents.find((d) => d.versionId === versionId && d.publishType === 'PDF');
  const file = useDeviceRead(() => fileOf(kit.kitId, versionId), [kit.kitId, versionId]);
  const blob = file?.blob;
  const source = useMemo(() => (blob ? { blob } : undefined), [blob]);
  const initialPage = useMemo(() => pageFromAddress(params, hash), [versionId]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = useRef(initialPage);
  const markChanges = marksChanges(params);
  // null once read and not there (or not asked for): the viewer takes its marks when it opens, so it waits for them.
  const changed = useDeviceRead(async () => (markChanges ? (await changesOf(kit.kitId, versionId)) ?? null : null), [kit.kitId, versionId, markChanges]);
  const highlightKey = wordsToHighlight(params, changed, { page: initialPage }).join('\n');
  const highlights = useMemo(() => (highlightKey ? highlightKey.split('\n') : []), [highlightKey]);
  usePageTitle(document?.title);

  if (!document || (file !== undefined && !file?.blob)) {
    return <Result status="404" title={<h1 className="result-title">{t('kit.documentNotHere')}</h1>} extra={<Link to={pages.kits.kit(kit.kitId)}>{t('kit.backToKit', { machine: machineLabel(kit) })}</Link>} data-testid="kit-document-missing" />;
  }
  return (
    <div className="document-view kit-document" data-testid="kit-document-view">
      <header className="document-view-header kit-document-head">
        <Link to={pages.kits.kit(kit.kitId)} className="kit-back"><ArrowLeftOutlined aria-hidden /> {machineLabel(kit)}</Link>
        <Typography.Title level={1} className="document-view-title" lang={document.language} data-testid="document-title">{document.title}</Typography.Title>
      </header>
      {!source || changed === undefined ? <Skeleton active /> : (
        <Viewer
          source={source} initialPage={initialPage} highlights={highlights}
          actions={(
            <Space size={4}>
              <OfflineBookmark kit={kit} document={document} page={() => current.current} />
              {Feedback ? (
                <Feedback
                  documentId={document.documentId} versionId={document.versionId} place={() => ({ page: current.current })}
                  send={sendFeedback(document, (at) => t('feedback.label', { title: document.title, page: at ?? 1 }))}
                />
              ) : null}
            </Space>
          )}
          onPageChange={(page) => {
            current.current = page;
            keepPageInAddress(page);
          }}
        />
      )}
    </div>
  );
}

export default function KitDocumentPage({ Viewer, Feedback }: { Viewer: ComponentType<KitViewerProps>; Feedback?: ComponentType<KitFeedbackProps> }) {
  return <KitFrame>{(kit) => <KitDocumentView kit={kit} Viewer={Viewer} Feedback={Feedback} />}</KitFrame>;
}
