// The PDF viewer: pdf.js with its page viewer, text layer and outline. The file comes by byte ranges
// (disableAutoFetch), so the page asked for shows before the rest of a 300-page manual has arrived.
// Words handed over by a search are highlighted on every page by pdf.js's find controller, which must
// not move the reader away from the page the search opened.
import { LeftOutlined, MinusOutlined, PlusOutlined, RightOutlined, ColumnWidthOutlined } from '@ant-design/icons';
import { Button, Empty, InputNumber, Segmented, Spin, Tooltip, Tree, type TreeDataNode } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'pdfjs-dist/web/pdf_viewer.css';

type PdfJs = typeof import('pdfjs-dist');
type ViewerModule = typeof import('pdfjs-dist/web/pdf_viewer.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type OutlineItem = Awaited<ReturnType<PdfDocument['getOutline']>>[number];
type Outline = OutlineItem[] | null;

/** pdf_viewer.mjs reads the library from globalThis.pdfjsLib, so load the library first. */
let loading: Promise<{ pdfjs: PdfJs; viewer: ViewerModule }> | undefined;
function loadPdfJs() {
  loading ??= (async () => {
    const pdfjs = await import('pdfjs-dist');
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    (globalThis as { pdfjsLib?: PdfJs }).pdfjsLib = pdfjs;
    const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
    return { pdfjs, viewer };
  })();
  return loading;
}

type LinkService = InstanceType<ViewerModule['PDFLinkService']>;

/**
 * The link service as the find controller sees it: it reads the current page and the page count, but
 * its "go to the page of the match" is ignored, so a match elsewhere never takes the reader away.
 */
function stayingLinks(links: LinkService): LinkService {
  return new Proxy(links, {
    set: (target, property, value: unknown) => (property === 'page' ? true : Reflect.set(target, property, value)),
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface PdfViewerProps {
  url: string;
  initialPage: number;
  /** Words to highlight (a search's hits); read when the file opens. */
  highlights?: string[];
  onPageChange?: (page: number) => void;
  /** Drawn at the right end of the toolbar (download, bookmark). */
  actions?: ReactNode;
}

function outlineNodes(items: Outline | undefined, prefix = 'o'): TreeDataNode[] {
  return (items ?? []).map((item, i) => ({ key: `${prefix}-${i}`, title: item.title, children: outlineNodes(item.items, `${prefix}-${i}`) }));
}

function findOutlineItem(items: Outline, key: string): OutlineItem | undefined {
  const path = key.split('-').slice(1).map(Number);
  let list = items;
  let found: OutlineItem | undefined;
  for (const index of path) {
    found = list?.[index];
    list = found?.items ?? [];
  }
  return found;
}

export function PdfViewer({ url, initialPage, highlights = [], onPageChange, actions }: PdfViewerProps) {
  const { t } = useTranslation('library');
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<InstanceType<ViewerModule['PDFViewer']> | null>(null);
  const linkRef = useRef<InstanceType<ViewerModule['PDFLinkService']> | null>(null);
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(initialPage);
  const [outline, setOutline] = useState<Outline>(null);
  const [failed, setFailed] = useState(false);
  const [panel, setPanel] = useState<'outline' | 'none'>('outline');
  const pageChange = useRef(onPageChange);
  pageChange.current = onPageChange;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const { pdfjs, viewer: components } = await loadPdfJs();
      const container = containerRef.current;
      if (cancelled || !container) return;
      const eventBus = new components.EventBus();
      const linkService = new components.PDFLinkService({ eventBus });
      const findController = highlights.length ? new components.PDFFindController({ linkService: stayingLinks(linkService), eventBus }) : undefined;
      const viewer = new components.PDFViewer({
        container, viewer: container.firstElementChild as HTMLDivElement, eventBus, linkService, removePageBorders: false, ...(findController ? { findController } : {}),
      });
      linkService.setViewer(viewer);
      viewerRef.current = viewer;
      linkRef.current = linkService;
      let openedAt = 1;
      if (findController) {
        // The controller scrolls its first match into view. Only a match on the page the search opened
        // may do that, and only while the reader is still there: within the page, never to another one.
        let scrollPending = true;
        findController.scrollMatchIntoView = ({ element, pageIndex, matchIndex }) => {
          const selected = findController.selected;
          if (!scrollPending || !element || pageIndex !== selected?.pageIdx || matchIndex !== selected.matchIdx) return;
          scrollPending = false;
          if (pageIndex !== openedAt - 1 || viewer.currentPageNumber !== openedAt) return;
          const box = element.getBoundingClientRect();
          const view = container.getBoundingClientRect();
          if (box.top < view.top || box.bottom > view.bottom - 24) container.scrollTop += box.top - view.top - view.height / 3;
        };
      }
      eventBus.on('pagesinit', () => {
        viewer.currentScaleValue = 'page-width';
        openedAt = Math.min(Math.max(1, initialPage), viewer.pagesCount);
        viewer.currentPageNumber = openedAt;
        // The controller starts at the current page, so the first match it picks is on the opened page when there is one.
        if (findController) {
          eventBus.dispatch('find', {
            source: null, type: '', query: highlights, caseSensitive: false, entireWord: false, phraseSearch: true, highlightAll: true,
            findPrevious: false, matchDiacritics: false,
          });
        }
      });
      eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => {
        setPage(pageNumber);
        pageChange.current?.(pageNumber);
      });
      // The side panel opening or the window resizing changes the width: keep "fit to width" fitting.
      const resize = new ResizeObserver(() => {
        if (viewer.pagesCount && ['page-width', 'page-fit', 'auto'].includes(viewer.currentScaleValue)) viewer.currentScaleValue = viewer.currentScaleValue;
      });
      resize.observe(container);
      // Highlighting reads the text of every page up to the opened one: larger ranges mean fewer round trips.
      const rangeChunkSize = findController ? 262_144 : 65_536;
      const task = pdfjs.getDocument({ url, disableAutoFetch: true, disableStream: true, rangeChunkSize, withCredentials: false });
      destroy = () => {
        resize.disconnect();
        void task.destroy();
        viewer.cleanup();
      };
      try {
        const pdf = await task.promise;
        if (cancelled) return;
        viewer.setDocument(pdf);
        linkService.setDocument(pdf);
        setPageCount(pdf.numPages);
        const items = await pdf.getOutline();
        if (!cancelled) {
          setOutline(items);
          if (!items?.length) setPanel('none');
        }
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
    // The viewer is made once per file; page changes from outside go through goTo below.
  }, [url]); // eslint-disable-line react-hooks/exhaustive-deps

  const goTo = (target: number) => {
    const viewer = viewerRef.current;
    if (viewer && target >= 1 && target <= viewer.pagesCount) viewer.currentPageNumber = target;
  };
  const zoom = (factor: number) => {
    const viewer = viewerRef.current;
    if (viewer) viewer.currentScale = Math.min(4, Math.max(0.25, viewer.currentScale * factor));
  };

  if (failed) return <Empty className="pdf-failed" description={t('viewer.loadFailed')} />;

  return (
    <div className="pdf-viewer" data-testid="pdf-viewer">
      <div className="pdf-toolbar" role="toolbar" aria-label={t('viewer.toolbar')}>
        <Segmented
          size="small"
          value={panel}
          onChange={(value) => setPanel(value as 'outline' | 'none')}
          options={[{ value: 'outline', label: t('viewer.outline'), disabled: !outline?.length }, { value: 'none', label: t('viewer.hidePanel') }]}
        />
        <span className="pdf-pager">
          <Tooltip title={t('viewer.previous')}><Button size="small" icon={<LeftOutlined />} onClick={() => goTo(page - 1)} disabled={page <= 1} aria-label={t('viewer.previous')} /></Tooltip>
          <InputNumber
            size="small" min={1} max={pageCount || 1} value={page} className="pdf-page-input" aria-label={t('viewer.page')} data-testid="pdf-page-input"
            onPressEnter={(e) => goTo(Number((e.target as HTMLInputElement).value))} onStep={(value) => goTo(Number(value))}
          />
          <span className="pdf-page-count" data-testid="pdf-page-count">/ {pageCount || '…'}</span>
          <Tooltip title={t('viewer.next')}><Button size="small" icon={<RightOutlined />} onClick={() => goTo(page + 1)} disabled={page >= pageCount} aria-label={t('viewer.next')} /></Tooltip>
        </span>
        <span className="pdf-zoom">
          <Tooltip title={t('viewer.zoomOut')}><Button size="small" icon={<MinusOutlined />} onClick={() => zoom(1 / 1.2)} aria-label={t('viewer.zoomOut')} /></Tooltip>
          <Tooltip title={t('viewer.fitWidth')}><Button size="small" icon={<ColumnWidthOutlined />} onClick={() => { if (viewerRef.current) viewerRef.current.currentScaleValue = 'page-width'; }} aria-label={t('viewer.fitWidth')} /></Tooltip>
          <Tooltip title={t('viewer.zoomIn')}><Button size="small" icon={<PlusOutlined />} onClick={() => zoom(1.2)} aria-label={t('viewer.zoomIn')} /></Tooltip>
        </span>
        <span className="pdf-actions">{actions}</span>
      </div>
      <div className="pdf-body">
        {panel === 'outline' && outline?.length ? (
          <nav className="pdf-outline" aria-label={t('viewer.outline')}>
            <Tree
              blockNode
              defaultExpandAll={false}
              treeData={outlineNodes(outline)}
              onSelect={(keys) => {
                const item = keys[0] === undefined ? undefined : findOutlineItem(outline, String(keys[0]));
                if (item?.dest) void linkRef.current?.goToDestination(item.dest);
              }}
            />
          </nav>
        ) : null}
        <div className="pdf-stage">
          {!pageCount && <Spin className="pdf-spinner" />}
          <div ref={containerRef} className="pdf-container" data-testid="pdf-container">
            <div className="pdfViewer" />
          </div>
        </div>
      </div>
    </div>
  );
}
