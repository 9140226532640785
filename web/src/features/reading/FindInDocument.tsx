// Find inside the open document, the part both viewers share: the field with its hit count ("3 of 12") and
// previous/next, and the keys that work anywhere in the viewer (Ctrl+F, F3, Ctrl+G; Enter and Shift+Enter
// in the field; Esc ends the find). The PDF viewer finds with pdf.js's find controller, the web-help viewer
// asks the topic's own find script (webhelp-find.ts); both report a FindStatus.
// Wide screens show the field in the toolbar; a phone has a toolbar button that opens it as a row of its own.
import { CloseOutlined, DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Below this width the toolbar has no room for the field: a button opens it as a bar under the toolbar. */
export const FIND_AS_BAR = '(max-width: 640px)';

export interface FindStatus {
  /** The hit shown, counting from 1; 0 while there is none yet. */
  current: number;
  total: number;
  /** Still looking (pdf.js reads the pages' text one after the other). */
  searching: boolean;
  /** The last step went past the end and on from the top, or past the start and on from the end. */
  wrapped: 'top' | 'bottom' | null;
}

export const NOT_FINDING: FindStatus = { current: 0, total: 0, searching: false, wrapped: null };

export type FindStep = 1 | -1;

/** What the count says: nothing before a word is typed, "Searching…" until a first hit, then "3 of 12" or "No matches". */
function useCountText(query: string, status: FindStatus): string {
  const { t } = useTranslation('reading');
  if (!query.trim()) return '';
  if (status.current > 0) return t('find.count', { current: status.current, total: status.total });
  return status.searching ? t('find.searching') : t('find.none');
}

/**
 * The count as a screen reader hears it: politely, and only once it has settled (pdf.js raises the total page
 * by page), with the wrap said after it.
 */
function useAnnouncement(text: string, wrapped: FindStatus['wrapped']): string {
  const { t } = useTranslation('reading');
  const full = text && wrapped ? `${text}. ${t(wrapped === 'top' ? 'find.wrappedTop' : 'find.wrappedBottom')}` : text;
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSaid(full), 500);
    return () => window.clearTimeout(timer);
  }, [full]);
  return said;
}

export interface FindFieldProps {
  query: string;
  status: FindStatus;
  onQuery: (query: string) => void;
  onStep: (step: FindStep) => void;
  /** Esc in the field, or the bar's close button: the find ends (and a bar closes). */
  onClose: () => void;
  inputRef: RefObject<InputRef | null>;
  /** Shown as a bar of its own (a phone): with a close button, and the input takes the focus when it opens. */
  bar?: boolean;
  id?: string;
}

export function FindField({ query, status, onQuery, onStep, onClose, inputRef, bar = false, id }: FindFieldProps) {
  const { t } = useTranslation('reading');
  const count = useCountText(query, status);
  const announcement = useAnnouncement(count, status.wrapped);
  const found = status.total > 0 && Boolean(query.trim());
  useEffect(() => {
    if (bar) inputRef.current?.focus();
  }, [bar, inputRef]);
  return (
    <div id={id} className={bar ? 'find-bar' : 'find-field'} role="group" aria-label={t('find.label')} data-testid="find">
      <Input
        ref={inputRef}
        size={bar ? 'middle' : 'small'}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'F3') {
            e.preventDefault();
            onStep(e.shiftKey ? -1 : 1);
          } else if (e.key === 'Escape') {
            // Not also the full screen's Esc (PdfViewer) nor a drawer's.
            e.preventDefault();
            e.stopPropagation();
            onClose();
          }
        }}
        placeholder={t('find.placeholder')}
        aria-label={t('find.label')}
        prefix={<SearchOutlined aria-hidden />}
        suffix={<span className={`find-count${found ? '' : ' is-empty'}`} data-testid="find-count">{count}</span>}
        maxLength={200}
        enterKeyHint="search"
        className="find-input"
        data-testid="find-input"
      />
      <Tooltip title={t('find.previous')}>
        <Button size={bar ? 'middle' : 'small'} icon={<UpOutlined />} onClick={() => onStep(-1)} disabled={!found} aria-label={t('find.previous')} data-testid="find-previous" />
      </Tooltip>
      <Tooltip title={t('find.next')}>
        <Button size={bar ? 'middle' : 'small'} icon={<DownOutlined />} onClick={() => onStep(1)} disabled={!found} aria-label={t('find.next')} data-testid="find-next" />
      </Tooltip>
      {bar ? (
        <Tooltip title={t('find.close')}>
          <Button icon={<CloseOutlined />} onClick={onClose} aria-label={t('find.close')} data-testid="find-close" />
        </Tooltip>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">{announcement}</span>
    </div>
  );
}

/** The button that opens the find bar on a phone (and closes it, ending the find). */
export function FindButton({ find }: { find: FindState }) {
  const { t } = useTranslation('reading');
  return (
    <Tooltip title={t('find.open')}>
      <Button
        ref={find.buttonRef} icon={<SearchOutlined />} onClick={() => (find.open ? find.close() : find.openFind())}
        aria-label={t('find.open')} aria-expanded={find.open} aria-controls={find.open ? find.barId : undefined}
        className={`find-open${find.open ? ' is-active' : ''}`} data-testid="find-open"
      />
    </Tooltip>
  );
}

export interface FindState {
  query: string;
  status: FindStatus;
  /** The phone's bar is open (a wide screen always shows the field). */
  open: boolean;
  inputRef: RefObject<InputRef | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  barId: string;
  setQuery: (query: string) => void;
  setStatus: (status: FindStatus | ((status: FindStatus) => FindStatus)) => void;
  /** Ctrl+F or the toolbar button: the field, with what was typed selected. */
  openFind: () => void;
  close: () => void;
}

/**
 * The find's state in a viewer, and the keys of the whole page while the viewer is shown: Ctrl+F (⌘F) opens
 * the field instead of the browser's find, which cannot see pages not drawn yet or the text of a web-help
 * frame; F3 and Ctrl+G (with Shift: back) step through the hits. `find` runs a search ('' ends it), `step`
 * moves to the next or previous hit.
 */
export function useFind({ find, step, bar }: { find: (query: string) => void; step: (step: FindStep) => void; bar: boolean }): FindState {
  const [query, setQueryState] = useState('');
  const [status, setStatus] = useState<FindStatus>(NOT_FINDING);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<InputRef | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const barId = useId();
  const latest = useRef({ find, step, query, bar, open });
  latest.current = { find, step, query, bar, open };

  const setQuery = (value: string) => {
    setQueryState(value);
    if (!value.trim()) setStatus(NOT_FINDING);
    find(value.trim());
  };
  const openFind = () => {
    setOpen(true);
    // The bar focuses its input as it appears; the field in the toolbar is there already.
    window.requestAnimationFrame(() => inputRef.current?.focus({ cursor: 'all' }));
  };
  const close = () => {
    const wasBar = latest.current.bar && latest.current.open;
    setQueryState('');
    setStatus(NOT_FINDING);
    setOpen(false);
    latest.current.find('');
    if (wasBar) buttonRef.current?.focus();
  };

  useEffect(() => {
    const key = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('.ant-modal-wrap, .ant-drawer')) return;
      const command = event.ctrlKey || event.metaKey;
      if (command && !event.altKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        openFind();
      } else if (event.key === 'F3' || (command && event.key.toLowerCase() === 'g')) {
        if (!latest.current.query.trim()) return;
        event.preventDefault();
        latest.current.step(event.shiftKey ? -1 : 1);
      }
    };
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, []);

  return { query, status, open, inputRef, buttonRef, barId, setQuery, setStatus, openFind, close };
}

/** The field in the toolbar (wide screens) or the button that opens the bar (phones). */
export function FindInToolbar({ find, bar, onStep }: { find: FindState; bar: boolean; onStep: (step: FindStep) => void }) {
  if (bar) return <FindButton find={find} />;
  return <FindField query={find.query} status={find.status} onQuery={find.setQuery} onStep={onStep} onClose={find.close} inputRef={find.inputRef} />;
}

/** The bar under the toolbar on a phone, while it is open. */
export function FindBar({ find, bar, onStep }: { find: FindState; bar: boolean; onStep: (step: FindStep) => void }) {
  if (!bar || !find.open) return null;
  return <FindField bar id={find.barId} query={find.query} status={find.status} onQuery={find.setQuery} onStep={onStep} onClose={find.close} inputRef={find.inputRef} />;
}
