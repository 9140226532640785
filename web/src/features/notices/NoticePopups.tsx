// The popup notices of /main: each posted popup of the reader's today, one after another. "Don't show today"
// keeps a popup away in this browser until local midnight (the day it was hidden is remembered, so a new
// day shows it again); closed without it, a popup stays away for the rest of the visit (this tab's session).
// A popup never opens while the reader is typing: a modal would take the focus and the keys meant for the field
// (a model typed in the header's box was lost); it waits until no field is being typed in. It says when it was
// posted and the time it is about in the reader's own time zone, in their language or marked as English.
import type { NoticePopup } from '@gsis/contract';
import { Button, Checkbox, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { todayIso, useDates } from '../../ui/dates.ts';
import { focusedElement, returnFocus } from '../../ui/focus.ts';
import { OtherLanguageTag } from '../../ui/language-versions.tsx';
import { pages } from '../../ui/pages.ts';
import { RichTextView } from '../../ui/rich-text-view.tsx';
import { usePopups } from './api.ts';
import { NoticeTime, useNoticesT } from './shared.tsx';

const hiddenKey = (noticeId: number) => `gsis.noticePopup.hiddenOn.${noticeId}`;

function hiddenToday(noticeId: number, today: string): boolean {
  try {
    return window.localStorage.getItem(hiddenKey(noticeId)) === today;
  } catch {
    return false;
  }
}

function hideToday(noticeId: number, today: string): void {
  try {
    window.localStorage.setItem(hiddenKey(noticeId), today);
  } catch {
    // Storage switched off: the popup shows again on the next visit, which is all that is lost.
  }
}

const closedKey = (noticeId: number) => `gsis.noticePopup.closed.${noticeId}`;

function closedThisVisit(noticeId: number): boolean {
  try {
    return window.sessionStorage.getItem(closedKey(noticeId)) !== null;
  } catch {
    return false;
  }
}

function closeForThisVisit(noticeId: number): void {
  try {
    window.sessionStorage.setItem(closedKey(noticeId), '1');
  } catch {
    // Storage switched off: the popup shows again on the next visit to Home, which is all that is lost.
  }
}

const NOT_TYPED_IN = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'file', 'color', 'image']);

/** Whether the focus is in a field one types in. */
function typingNow(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement) return !NOT_TYPED_IN.has(active.type);
  if (active instanceof HTMLTextAreaElement) return true;
  return active instanceof HTMLElement && active.isContentEditable;
}

/** True while the reader is typing in a field; follows the focus as it moves. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(typingNow);
  useEffect(() => {
    const follow = () => setTyping(typingNow());
    // focusout fires before the focus lands elsewhere: look once it has.
    const followSoon = () => setTimeout(follow, 0);
    document.addEventListener('focusin', follow);
    document.addEventListener('focusout', followSoon);
    return () => {
      document.removeEventListener('focusin', follow);
      document.removeEventListener('focusout', followSoon);
    };
  }, []);
  return typing;
}

export function NoticePopups() {
  const { t } = useNoticesT();
  const dates = useDates();
  const today = todayIso();
  const popups = usePopups(today);
  const typing = useTyping();
  const [closed, setClosed] = useState<number[]>([]);
  const [hide, setHide] = useState(false);
  const todays = (popups.data ?? []).filter((n: NoticePopup) => !hiddenToday(n.noticeId, today));
  const waiting = todays.filter((n) => !closed.includes(n.noticeId) && !closedThisVisit(n.noticeId));
  const current = waiting[0];
  // Once open, a popup holds the focus itself, and stays; closed, it gives the focus back (it was opened by no control,
  // so the dialog's own return has nowhere to go and the next Tab would start at the top of the document).
  const [shown, setShown] = useState<number | null>(null);
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!current || typing || shown === current.noticeId) return;
    if (shown === null) before.current = focusedElement();
    setShown(current.noticeId);
  }, [current, typing, shown]);
  if (!current || shown !== current.noticeId) return null;
  // Those hidden today before this visit are not counted; those closed on it are.
  const total = todays.length;

  /** `staying`: the reader stays on this page (not when they follow the link to the notice, whose page takes the focus). */
  const close = (staying = true) => {
    if (hide) hideToday(current.noticeId, today);
    closeForThisVisit(current.noticeId);
    setHide(false);
    setClosed((ids) => [...ids, current.noticeId]);
    // Another popup waiting takes the focus itself; after the last, the page has it back once the dialog is gone.
    if (staying && waiting.length === 1) requestAnimationFrame(() => returnFocus(before.current));
  };

  return (
    <Modal
      open
      title={<><span data-testid="notice-popup-title" lang={current.language}>{current.title}</span><OtherLanguageTag language={current.language} /></>}
      onCancel={() => close()}
      width={560}
      className="notice-popup"
      destroyOnHidden
      data-testid="notice-popup"
      footer={(
        <div className="notice-popup-footer">
          <Checkbox checked={hide} onChange={(e) => setHide(e.target.checked)} data-testid="notice-popup-hide-today">{t('popup.hideToday')}</Checkbox>
          <span className="notice-popup-buttons">
            {total > 1 ? <span className="notice-muted">{t('popup.count', { current: total - waiting.length + 1, total })}</span> : null}
            <Button type="primary" onClick={() => close()} data-testid="notice-popup-close">{t('popup.close')}</Button>
          </span>
        </div>
      )}
    >
      <p className="notice-popup-posted notice-muted" data-testid="notice-popup-posted">
        {t('popup.posted', { date: dates.date(current.createdAt) })}
      </p>
      <NoticeTime from={current.timeFrom} to={current.timeTo} />
      <div className="notice-popup-body" lang={current.language}>
        <RichTextView html={current.bodyHtml} />
      </div>
      <Link to={pages.notices.board.detail(current.noticeId)} onClick={() => close(false)} className="notice-popup-more">{t('popup.more')}</Link>
    </Modal>
  );
}
