// The PDF viewer: pdf.js with its page viewer, text layer and outline. The file comes by byte ranges
// (disableAutoFetch), so the page asked for shows before the rest of a 300-page manual has arrived.
// Words handed over by a search are highlighted on every page by pdf.js's find controller, which must
// not move the reader away from the page the search opened. The same controller finds what the reader types
// in the toolbar's find field (FindInDocument.tsx): that find does go from hit to hit, page to page.
// The outline marks the section of the page being read.
// On a phone (reader-layout.ts) the pages scroll with the page under a toolbar that stays at the top, the
// outline opens in a drawer, and two fingers zoom; on any screen the reader can read full screen.
import {
  ColumnWidthOutlined, FullscreenExitOutlined, FullscreenOutlined, LeftOutlined, MinusOutlined, PlusOutlined, RightOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Empty, InputNumber, Segmented, Spin, Tooltip, Tree, type TreeDataNode } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'pdfjs-dist/web/pdf_viewer.css';
// The reader's styles (toolbar, pages, phone layout): the viewer brings them wherever it is shown (a field kit's page too).
import './reading.css';
import { FIND_AS_BAR, FindBar, FindInToolbar, useFind, type FindStep } from './FindInDocument.tsx';
import { repairStructTrees } from './pdf-struct-tree.ts';
import { COMPACT_READER, PORTRAIT_PHONE, pinchToZoom, scrollWithPage, useMediaQuery, type PageScrolling, type Point } from './reader-layout.ts';

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

/**
 * Everything the viewer loads before it can show a page — pdf.js, its page viewer and its worker's script — fetched
 * now: a page that will show PDFs without a network (a field kit) asks while it has one, and the service worker keeps them.
 */
export async function preparePdfViewer(): Promise<void> {
  await loadPdfJs();
  await fetch(workerUrl).catch(() => undefined);
}

type LinkService = InstanceType<ViewerModule['PDFLinkService']>;

/**
 * The link service as the find controller sees it: it reads the current page and the page count, but its
 * "go to the page of the match" is ignored unless `moves()` (the reader's own find), so a search's highlights
 * never take the reader away. Going to the page already shown is ignored too: pdf.js would scroll back to
 * the page's top first, and the hit is scrolled into view anyway.
 */
function stayingLinks(links: LinkService, moves: () => boolean): LinkService {
  return new Proxy(links, {
    set: (target, property, value: unknown) => {
      if (property !== 'page') return Reflect.set(target, property, value);
      if (moves() && value !== target.page) target.page = value as number;
      return true;
    },
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface PdfViewerProps {
  /** The file: by address (a content ticket's, read in byte ranges), or its bytes already here (a field kit's copy). */
  source: { url: string } | { blob: Blob };
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

/** An outline entry with the page it leads to, and the keys of the entries it sits under. */
interface Section { key: string; page: number; parents: string[] }

/** The page of each outline entry, in the outline's order (entries whose destination leads nowhere are left out). */
async function outlineSections(pdf: PdfDocument, items: Outline): Promise<Section[]> {
  const entries: { key: string; item: OutlineItem; parents: string[] }[] = [];
  const walk = (list: Outline, prefix: string, parents: string[]) => (list ?? []).forEach((item, i) => {
    const key = `${prefix}-${i}`;
    entries.push({ key, item, parents });
    walk(item.items, key, [...parents, key]);
  });
  walk(items, 'o', []);
  const pages = await Promise.all(entries.map(({ item }) => destinationPage(pdf, item.dest)));
  return entries.flatMap(({ key, parents }, i) => (pages[i] ? [{ key, page: pages[i], parents }] : []));
}

async function destinationPage(pdf: PdfDocument, dest: OutlineItem['dest']): Promise<number | undefined> {
  try {
    const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest;
    const target: unknown = explicit?.[0];
    if (Number.isInteger(target)) return (target as number) + 1;
    if (target && typeof target === 'object') return (await pdf.getPageIndex(target as Parameters<PdfDocument['getPageIndex']>[0])) + 1;
  } catch {
    // A broken destination: the entry is not followed.
  }
  return undefined;
}

/**
 * The section being read: the entry that starts last on or before the page (the deeper one when several start
 * there), or the one the reader picked when it starts on the same page as that.
 */
function sectionAt(sections: Section[], page: number, picked: string | undefined): Section | undefined {
  let best: Section | undefined;
  for (const section of sections) if (section.page <= page && (!best || section.page >= best.page)) best = section;
  const chosen = picked ? sections.find((s) => s.key === picked) : undefined;
  return chosen && best && chosen.page === best.page ? chosen : best;
}

/** Scrolls `box` (the outline's panel or drawer) so its selected entry is in view, without moving the page. */
/** Scrolls the outline so its selected entry shows; true when it already did. */
function revealSelected(box: HTMLElement | null | undefined): boolean {
  const node = box?.querySelector('.ant-tree-treenode-selected');
  if (!box || !node) return false;
  const at = node.getBoundingClientRect();
  const view = box.getBoundingClientRect();
  if (at.height > 0 && at.top >= view.top && at.bottom <= view.bottom) return true;
  box.scrollTop += at.top - view.top - view.height / 3;
  return false;
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

/** The zoom the buttons and the pinch stay within. */
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;

/** What pdf.js's find controller reports (its 'updatefindcontrolstate' event). */
interface FindControlState { state: number; previous: boolean; matchesCount: { current: number; total: number }; rawQuery: unknown }

/** Where the reader is: a page, and how far down it the top of the reading area is (a share of its height). */
interface Place { page: number; down: number }

type PdfPageViewer = InstanceType<ViewerModule['PDFViewer']>;

export function PdfViewer({ source, initialPage, highlights = [], onPageChange, actions }: PdfViewerProps) {
  const { t } = useTranslation('reading');
  const compact = useMediaQuery(COMPACT_READER);
  const portrait = useMediaQuery(PORTRAIT_PHONE);
  // The page box's little step arrows are too small for a finger: fingers have the buttons and scrolling.
  const fingers = useMediaQuery('(pointer: coarse)');
  const toolbarRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const contentsRef = useRef<HTMLButtonElement>(null);
  const viewerRef = useRef<PdfPageViewer | null>(null);
  const linkRef = useRef<InstanceType<ViewerModule['PDFLinkService']> | null>(null);
  const scrollingRef = useRef<PageScrolling | null>(null);
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(initialPage);
  // The number being typed in the page box: the pages moving meanwhile (still settling after a jump) do not overwrite it.
  const [typedPage, setTypedPage] = useState<number | null>(null);
  const [outline, setOutline] = useState<Outline>(null);
  const [failed, setFailed] = useState(false);
  const [panel, setPanel] = useState<'outline' | 'none'>('outline');
  const [outlineOpen, setOutlineOpen] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [sections, setSections] = useState<Section[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  /** The outline entry the reader chose last. */
  const [picked, setPicked] = useState<string>();
  const outlineRef = useRef<HTMLElement>(null);
  const pageChange = useRef(onPageChange);
  pageChange.current = onPageChange;
  const drawerOpen = useRef(false);
  drawerOpen.current = outlineOpen;
  /** The place to come back to once the layout around the pages has changed (full screen on or off). */
  const placeRef = useRef<Place | null>(null);
  /** Whether this viewer asked the browser for full screen (and so gives it back). */
  const requestedScreen = useRef(false);
  /** pdf.js's find, once the viewer is made: a search for the reader's words ('' ends it), or the next or previous hit. */
  const finderRef = useRef<{ find: (query: string) => void; step: (step: FindStep) => void } | null>(null);
  /** What the reader is finding ('' when nothing): the find controller's events for the search's highlights are not theirs. */
  const findingRef = useRef('');
  const findAsBar = useMediaQuery(FIND_AS_BAR);
  const find = useFind({ find: (query) => finderRef.current?.find(query), step: (step) => finderRef.current?.step(step), bar: findAsBar });
  const setFindStatus = find.setStatus;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const { pdfjs, viewer: components } = await loadPdfJs();
      const container = containerRef.current;
      const toolbar = toolbarRef.current;
      if (cancelled || !container || !toolbar) return;
      const eventBus = new components.EventBus();
      const linkService = new components.PDFLinkService({ eventBus });
      const findController = new components.PDFFindController({ linkService: stayingLinks(linkService, () => findingRef.current !== ''), eventBus });
      // pdf.js insists on an absolutely placed container when it is made; on a phone the container is in the
      // page's flow (reading.css) and the window scrolls it (scrollWithPage below).
      container.style.position = 'absolute';
      const viewer = new components.PDFViewer({
        container, viewer: container.firstElementChild as HTMLDivElement, eventBus, linkService, removePageBorders: false,
        // The watermark's e-mail address is text: pdf.js would make it a mailto: link on every page. The
        // document's own link annotations are drawn by the annotation layer and still work.
        enableAutoLinking: false,
        // Nothing is drawn on the pages here: no editor layer (a hidden Tab stop per page) and no editor to load.
        annotationEditorMode: pdfjs.AnnotationEditorType.DISABLE,
        findController,
      });
      container.style.removeProperty('position');
      linkService.setViewer(viewer);
      viewerRef.current = viewer;
      linkRef.current = linkService;
      const compactQuery = window.matchMedia(COMPACT_READER);
      const scrolling = scrollWithPage(container, toolbar, () => compactQuery.matches);
      scrollingRef.current = scrolling;
      let openedAt = 1;
      const inView = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        const view = scrolling.readingArea();
        if (box.top < view.top || box.bottom > view.bottom - 24) container.scrollTop += box.top - view.top - (view.bottom - view.top) / 3;
        const side = container.getBoundingClientRect();
        if (box.left < side.left || box.right > side.right) container.scrollLeft += box.left - side.left - side.width / 3;
      };
      // The controller scrolls its selected match into view once its page's text is drawn. For a search's
      // highlights only the first match on the page the search opened may do that, and only while the reader
      // is still there: within the page, never to another one. For the reader's find, each hit it moves to.
      let scrollPending = highlights.length > 0;
      let hitToShow = false;
      findController.scrollMatchIntoView = ({ element, pageIndex, matchIndex }) => {
        const selected = findController.selected;
        if (!element || pageIndex !== selected?.pageIdx || matchIndex !== selected.matchIdx) return;
        if (findingRef.current) {
          if (hitToShow) inView(element);
          hitToShow = false;
          return;
        }
        if (!scrollPending) return;
        scrollPending = false;
        if (pageIndex !== openedAt - 1 || viewer.currentPageNumber !== openedAt) return;
        inView(element);
      };
      const search = (query: string | string[], again: boolean, previous: boolean) => eventBus.dispatch('find', {
        source: null, type: again ? 'again' : '', query, caseSensitive: false, entireWord: false, highlightAll: true, findPrevious: previous, matchDiacritics: false,
      });
      finderRef.current = {
        find: (query) => {
          findingRef.current = query;
          if (query) search(query, false, false);
          // The reader's find is over: the search's words are highlighted again, or nothing is.
          else if (highlights.length) search(highlights, false, false);
          else eventBus.dispatch('findbarclose', { source: null });
        },
        step: (step) => {
          if (findingRef.current) search(findingRef.current, true, step < 0);
        },
      };
      eventBus.on('updatefindcontrolstate', ({ state, previous, matchesCount, rawQuery }: FindControlState) => {
        if (!findingRef.current || rawQuery !== findingRef.current) return;
        const found = state === components.FindState.FOUND || state === components.FindState.WRAPPED;
        if (found) hitToShow = true;
        setFindStatus({
          current: matchesCount.current, total: matchesCount.total, searching: state === components.FindState.PENDING,
          wrapped: state === components.FindState.WRAPPED ? (previous ? 'bottom' : 'top') : null,
        });
      });
      // The total grows as pdf.js reads the pages one after the other.
      eventBus.on('updatefindmatchescount', ({ matchesCount }: Pick<FindControlState, 'matchesCount'>) => {
        if (findingRef.current) setFindStatus((status) => ({ ...status, current: matchesCount.current, total: matchesCount.total }));
      });
      eventBus.on('pagesinit', () => {
        for (let i = 0; i < viewer.pagesCount; i += 1) {
          const div = viewer.getPageView(i)?.div as HTMLElement | undefined;
          if (div) unfocusable.observe(div, { childList: true });
        }
        viewer.currentScaleValue = 'page-width';
        openedAt = Math.min(Math.max(1, initialPage), viewer.pagesCount);
        // Page 1 is where the viewer starts: going there would scroll a phone's page past the document's title.
        if (openedAt > 1) viewer.currentPageNumber = openedAt;
        // The controller starts at the current page, so the first match it picks is on the opened page when there is one.
        if (highlights.length && !findingRef.current) search(highlights, false, false);
      });
      eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => {
        setPage(pageNumber);
        pageChange.current?.(pageNumber);
      });
      // pdf.js makes each page's text focusable: a Tab stop per page, with nothing to say, which also takes
      // the focus after a jump to a chapter. The pages are one stop instead (the container, named below).
      const unfocusable = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof HTMLElement && node.classList.contains('textLayer')) node.removeAttribute('tabindex');
        }
      });
      // The side panel opening or the window resizing changes the width: keep "fit to width" fitting.
      let width = 0;
      const resize = new ResizeObserver(([entry]) => {
        if (!entry || entry.contentRect.width === width) return;
        width = entry.contentRect.width;
        if (viewer.pagesCount && ['page-width', 'page-fit', 'auto'].includes(viewer.currentScaleValue)) viewer.currentScaleValue = viewer.currentScaleValue;
      });
      resize.observe(container);
      const stopRepair = repairStructTrees(container); // tagged tables as ARIA allows them (pdf-struct-tree.ts)
      const stopPinch = pinchToZoom(
        container, container.firstElementChild as HTMLElement,
        () => ({ min: MIN_SCALE / viewer.currentScale, max: MAX_SCALE / viewer.currentScale }),
        (factor, from, to) => zoomAround(viewer, container, factor, from, to),
      );
      // Highlighting reads the text of every page up to the opened one: larger ranges mean fewer round trips.
      const rangeChunkSize = highlights.length ? 262_144 : 65_536;
      const task = pdfjs.getDocument('url' in source
        ? { url: source.url, disableAutoFetch: true, disableStream: true, rangeChunkSize, withCredentials: false }
        // The page's CSP lets it fetch only from GSIS: a blob's bytes are handed over, not its address.
        : { data: new Uint8Array(await source.blob.arrayBuffer()) });
      destroy = () => {
        resize.disconnect();
        stopRepair();
        unfocusable.disconnect();
        stopPinch();
        scrolling.detach();
        scrollingRef.current = null;
        finderRef.current = null;
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
        const found = items?.length ? await outlineSections(pdf, items) : [];
        if (!cancelled) setSections(found);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
    // The viewer is made once per file; page changes from outside go through goTo below.
  }, [source]); // eslint-disable-line react-hooks/exhaustive-deps

  const place = (): Place | null => {
    const viewer = viewerRef.current;
    const scrolling = scrollingRef.current;
    const div = viewer?.pagesCount ? viewer.getPageView(viewer.currentPageNumber - 1)?.div as HTMLElement | undefined : undefined;
    if (!viewer || !scrolling || !div) return null;
    const box = div.getBoundingClientRect();
    return { page: viewer.currentPageNumber, down: box.height ? (scrolling.readingArea().top - box.top) / box.height : 0 };
  };
  const restore = (to: Place | null) => {
    const viewer = viewerRef.current;
    const scrolling = scrollingRef.current;
    const container = containerRef.current;
    const div = to && viewer?.pagesCount ? viewer.getPageView(to.page - 1)?.div as HTMLElement | undefined : undefined;
    if (!to || !scrolling || !container || !div) return;
    const box = div.getBoundingClientRect();
    container.scrollTop += box.top + to.down * box.height - scrolling.readingArea().top;
  };

  // Full screen: the browser's where it has one (not on an iPhone), and in any case the page around the
  // viewer folds away (reading.css), so it works everywhere. The reader stays on the same line.
  const enterFullScreen = () => {
    placeRef.current = place();
    setFullScreen(true);
    const root = document.documentElement as HTMLElement & { webkitRequestFullscreen?: () => void };
    if (document.fullscreenElement) return;
    requestedScreen.current = true;
    if (root.requestFullscreen) root.requestFullscreen({ navigationUI: 'hide' }).catch(() => { requestedScreen.current = false; });
    else root.webkitRequestFullscreen?.();
  };
  const leaveFullScreen = () => {
    placeRef.current = place();
    setFullScreen(false);
    if (requestedScreen.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    requestedScreen.current = false;
  };
  useLayoutEffect(() => {
    restore(placeRef.current);
  }, [fullScreen]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!fullScreen) return;
    // The browser's full screen ends with Esc or its own controls; the folded page ends with Esc.
    const screenChanged = () => {
      if (document.fullscreenElement) restore(placeRef.current);
      else if (requestedScreen.current) leaveFullScreen();
    };
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || drawerOpen.current) return;
      if (event.target instanceof Element && event.target.closest('.ant-drawer, .ant-modal-wrap, .ant-select-dropdown, .ant-dropdown')) return;
      leaveFullScreen();
    };
    document.addEventListener('fullscreenchange', screenChanged);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('fullscreenchange', screenChanged);
      document.removeEventListener('keydown', key);
    };
  }, [fullScreen]); // eslint-disable-line react-hooks/exhaustive-deps
  // Leaving the document while reading full screen gives the screen back.
  useEffect(() => () => {
    if (requestedScreen.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const goTo = (target: number) => {
    const viewer = viewerRef.current;
    if (viewer && target >= 1 && target <= viewer.pagesCount) viewer.currentPageNumber = target;
  };
  const zoom = (factor: number) => {
    const viewer = viewerRef.current;
    if (viewer) viewer.currentScale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, viewer.currentScale * factor));
  };
  const nodes = useMemo(() => outlineNodes(outline), [outline]);
  const section = useMemo(() => sectionAt(sections, page, picked), [sections, page, picked]);
  // The entries the section sits under open, so it shows; what the reader opened or closed stays so.
  useEffect(() => {
    if (!section?.parents.length) return;
    setExpanded((keys) => {
      const missing = section.parents.filter((key) => !keys.includes(key));
      return missing.length ? [...keys, ...missing] : keys;
    });
  }, [section]);
  useEffect(() => {
    // The section's chapter opens in the render after this one (the effect above), so look every 100 ms until the
    // entry shows, two seconds at most.
    let looks = 0;
    const timer = window.setInterval(() => {
      if (revealSelected(outlineRef.current) || ++looks >= 20) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [section, panel]);
  const step = (by: FindStep) => finderRef.current?.step(by);

  if (failed) return <Empty className="pdf-failed" description={t('viewer.loadFailed')} />;

  const hasOutline = Boolean(outline?.length);
  const tree = hasOutline && (
    <Tree
      blockNode
      // Without the opening motion: while it ran, the entries of the chapter opened for the page being read sat in a
      // box still growing from nothing, so the entry looked in view and stayed hidden, and a busy machine could leave
      // it so (the find-in-document journey failed in CI that way). The chapter now opens at once, in place.
      motion={false}
      treeData={nodes}
      // The section of the page being read, not the entry clicked last.
      selectedKeys={section ? [section.key] : []}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      // The node clicked, also when it is the one already selected.
      onSelect={(_, { node }) => {
        setPicked(String(node.key));
        const item = findOutlineItem(outline, String(node.key));
        if (item?.dest) void linkRef.current?.goToDestination(item.dest);
        setOutlineOpen(false);
      }}
    />
  );
  const sidePanel = !compact && panel === 'outline' && hasOutline;

  return (
    <div className={`pdf-viewer${fullScreen ? ' is-full-screen' : ''}`} data-testid="pdf-viewer">
      {/* On a phone the actions and the toolbar stay at the top together while the pages scroll: a reader on
          page 120 bookmarks page 120, not the first page they would have to scroll back to. */}
      <div ref={toolbarRef} className="pdf-head">
        {compact && !fullScreen && actions ? <div className="pdf-actions-row">{actions}</div> : null}
        <div className="pdf-toolbar" role="toolbar" aria-label={t('viewer.toolbar')}>
          {compact ? (
            // A phone has no room beside the pages: the outline opens over them, and the button says so.
            <Tooltip title={t('viewer.outline')}>
              <Button
                ref={contentsRef} icon={<UnorderedListOutlined />} onClick={() => setOutlineOpen(true)} disabled={!hasOutline}
                aria-label={t('viewer.outline')} aria-haspopup="dialog" aria-expanded={outlineOpen} data-testid="pdf-contents"
              />
            </Tooltip>
          ) : (
            <Segmented
              size="small"
              value={sidePanel ? 'outline' : 'none'}
              onChange={(value) => setPanel(value as 'outline' | 'none')}
              options={[{ value: 'outline', label: t('viewer.outline'), disabled: !hasOutline }, { value: 'none', label: t('viewer.hidePanel') }]}
            />
          )}
          <span className="pdf-pager">
            <Tooltip title={t('viewer.previous')}><Button size="small" className="pdf-step" icon={<LeftOutlined />} onClick={() => goTo(page - 1)} disabled={page <= 1} aria-label={t('viewer.previous')} /></Tooltip>
            <InputNumber
              size="small" min={1} max={pageCount || 1} value={typedPage ?? page} className="pdf-page-input" aria-label={t('viewer.page')} data-testid="pdf-page-input" inputMode="numeric"
              controls={!fingers && !compact}
              onChange={(value) => setTypedPage(typeof value === 'number' ? value : null)}
              onBlur={() => setTypedPage(null)}
              onPressEnter={(e) => { setTypedPage(null); goTo(Number((e.target as HTMLInputElement).value)); }}
              onStep={(value) => { setTypedPage(null); goTo(Number(value)); }}
            />
            <span className="pdf-page-count" data-testid="pdf-page-count">/ {pageCount || '…'}</span>
            <Tooltip title={t('viewer.next')}><Button size="small" className="pdf-step" icon={<RightOutlined />} onClick={() => goTo(page + 1)} disabled={page >= pageCount} aria-label={t('viewer.next')} /></Tooltip>
          </span>
          <span className="pdf-zoom">
            <Tooltip title={t('viewer.zoomOut')}><Button size="small" icon={<MinusOutlined />} onClick={() => zoom(1 / 1.2)} aria-label={t('viewer.zoomOut')} /></Tooltip>
            <Tooltip title={t('viewer.fitWidth')}><Button size="small" icon={<ColumnWidthOutlined />} onClick={() => { if (viewerRef.current) viewerRef.current.currentScaleValue = 'page-width'; }} aria-label={t('viewer.fitWidth')} /></Tooltip>
            <Tooltip title={t('viewer.zoomIn')}><Button size="small" icon={<PlusOutlined />} onClick={() => zoom(1.2)} aria-label={t('viewer.zoomIn')} /></Tooltip>
          </span>
          <Tooltip title={fullScreen ? t('viewer.exitFullScreen') : t('viewer.fullScreen')}>
            <Button
              size="small" icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={fullScreen ? leaveFullScreen : enterFullScreen}
              aria-label={fullScreen ? t('viewer.exitFullScreen') : t('viewer.fullScreen')} data-testid="pdf-full-screen"
            />
          </Tooltip>
          <FindInToolbar find={find} bar={findAsBar} onStep={step} />
          {!compact && !fullScreen ? <span className="pdf-actions">{actions}</span> : null}
        </div>
        <FindBar find={find} bar={findAsBar} onStep={step} />
      </div>
      <div className="pdf-body">
        {sidePanel ? <nav ref={outlineRef} className="pdf-outline" aria-label={t('viewer.outline')} data-testid="pdf-outline">{tree}</nav> : null}
        <div className="pdf-stage">
          {!pageCount && <Spin className="pdf-spinner" />}
          {/* One Tab stop for the pages, so the keyboard can scroll them. */}
          <div ref={containerRef} className="pdf-container" data-testid="pdf-container" tabIndex={0} role="region" aria-label={t('viewer.pages')}>
            <div className="pdfViewer" />
          </div>
        </div>
      </div>
      <Drawer
        open={compact && outlineOpen}
        onClose={() => setOutlineOpen(false)}
        // Back to the button that opened it, also after a chapter was chosen (the toolbar stays in view).
        afterOpenChange={(open) => {
          if (open) revealSelected(document.querySelector<HTMLElement>('.pdf-outline-drawer .ant-drawer-body'));
          else contentsRef.current?.focus({ preventScroll: true });
        }}
        placement={portrait ? 'bottom' : 'left'}
        size={portrait ? '75%' : 'default'}
        title={t('viewer.outline')}
        className="pdf-outline-drawer"
      >
        <nav aria-label={t('viewer.outline')} data-testid="pdf-outline-drawer">{tree}</nav>
      </Drawer>
    </div>
  );
}

/**
 * A pinch ends: zoom by `factor`, and bring the spot that was under the fingers when they landed (`from`) to
 * where they lifted (`to`), so the pages zoom about the fingers as they did while scaled by CSS.
 */
function zoomAround(viewer: PdfPageViewer, container: HTMLElement, factor: number, from: Point, to: Point) {
  const pageDiv = document.elementFromPoint(from.x, from.y)?.closest<HTMLElement>('.page');
  const before = pageDiv?.getBoundingClientRect();
  const spot = pageDiv && before?.width && before.height ? { x: (from.x - before.left) / before.width, y: (from.y - before.top) / before.height } : undefined;
  viewer.currentScale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, viewer.currentScale * factor));
  if (!pageDiv || !spot) return;
  const after = pageDiv.getBoundingClientRect();
  container.scrollLeft += after.left + spot.x * after.width - to.x;
  container.scrollTop += after.top + spot.y * after.height - to.y;
}
