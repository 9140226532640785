// The kits' checks, started by the shell on a device that keeps kits (kit-marker.ts), and what a round of them
// changed, told in a line under the header for a while: bookmarks made offline that were sent, documents taken out of
// the reader's kits, newer versions being fetched (and how many of their pages changed), kits wiped. Plain React like
// the header, so it can speak before Ant Design has arrived.
import type { KitDocument } from '@gsis/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onKitsChecked, startKitChecks, type CheckOutcome } from './kit-sync.ts';
import { pagesChanged } from './kit-state.ts';

/** How long a round's news stays under the header. */
const SHOWN_MS = 20_000;

export default function KitChecks() {
  const { t } = useTranslation('kits');
  // A version and, when it replaces one the device kept, how many of its pages changed.
  const updateLabel = (version: KitDocument) => {
    const changed = version.changes ? pagesChanged(version.changes) : 0;
    return changed > 0
      ? t('checks.updatedChanged', { title: version.title, version: version.versionLabel, changes: t('kit.pagesChanged', { count: changed }) })
      : t('checks.updatedVersion', { title: version.title, version: version.versionLabel });
  };
  const [news, setNews] = useState<CheckOutcome>();
  useEffect(() => {
    startKitChecks();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onKitsChecked((outcome) => {
      setNews(outcome);
      clearTimeout(timer);
      timer = setTimeout(() => setNews(undefined), SHOWN_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  if (!news) return null;
  const lines = [
    news.sent.length ? t('checks.sent', { count: news.sent.length, what: news.sent.map((action) => action.label).join('; ') }) : null,
    news.removed.length ? t('checks.removed', { count: news.removed.length, titles: news.removed.join('; ') }) : null,
    news.updated.length ? t('checks.updated', { count: news.updated.length, titles: news.updated.map(updateLabel).join('; ') }) : null,
    news.wiped.length ? t('checks.wiped', { count: news.wiped.length }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <div className="connection-notice kit-checks" role="status" data-testid="kit-checks">
      {lines.map((line) => <p key={line} className="connection-update">{line}</p>)}
    </div>
  );
}
