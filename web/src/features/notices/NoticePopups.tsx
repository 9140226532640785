// The popup notices of /main: each posted popup of the reader's today, one after another. "Don't show today"
// keeps a popup away in this browser until local midnight (the day it was hidden is remembered, so a new
// day shows it again).
import type { NoticePopup } from '@gsis/contract';
import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { todayIso } from '../../ui/dates.ts';
import { RichTextView } from '../../ui/rich-text-view.tsx';
import { usePopups } from './api.ts';
import { BOARDS, useNoticesT } from './shared.tsx';

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

export function NoticePopups() {
  const { t } = useNoticesT();
  const today = todayIso();
  const popups = usePopups(today);
  const [closed, setClosed] = useState<number[]>([]);
  const [hide, setHide] = useState(false);
  const todays = (popups.data ?? []).filter((n: NoticePopup) => !hiddenToday(n.noticeId, today));
  const waiting = todays.filter((n) => !closed.includes(n.noticeId));
  const current = waiting[0];
  if (!current) return null;
  // Those hidden today before this visit are not counted; those closed on it are.
  const total = todays.length;

  const close = () => {
    if (hide) hideToday(current.noticeId, today);
    setHide(false);
    setClosed((ids) => [...ids, current.noticeId]);
  };

  return (
    <Modal
      open
      title={<span data-testid="notice-popup-title">{current.title}</span>}
      onCancel={close}
      width={560}
      destroyOnHidden
      data-testid="notice-popup"
      footer={(
        <div className="notice-popup-footer">
          <Checkbox checked={hide} onChange={(e) => setHide(e.target.checked)} data-testid="notice-popup-hide-today">{t('popup.hideToday')}</Checkbox>
          <span className="notice-popup-buttons">
            {total > 1 ? <span className="notice-muted">{t('popup.count', { current: total - waiting.length + 1, total })}</span> : null}
            <Button type="primary" onClick={close} data-testid="notice-popup-close">{t('popup.close')}</Button>
          </span>
        </div>
      )}
    >
      <div className="notice-popup-body">
        <RichTextView html={current.bodyHtml} />
      </div>
      <Link to={`${BOARDS.readers.detail}?id=${current.noticeId}`} onClick={close} className="notice-popup-more">{t('popup.more')}</Link>
    </Modal>
  );
}
