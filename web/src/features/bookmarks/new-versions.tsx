// New final versions of bookmarked documents: the flag on a bookmark (My Library) and the list on the home
// page, which says how much of the text changed. Following one to the new version, or dismissing it, tells the
// server the reader has seen it.
import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import type { Bookmark } from '@gsis/contract';
import { Button, Card, Tag } from 'antd';
import { Link } from 'react-router';
import { pages } from '../../ui/pages.ts';
import { useBookmarkListQuietly, useSeenBookmark } from './api.ts';
import { useBookmarksT } from './shared.tsx';

type Flagged = Bookmark & { newVersion: NonNullable<Bookmark['newVersion']> };

const newVersionUrl = (bookmark: Flagged) => pages.documentView(bookmark.documentId, { version: bookmark.newVersion.versionId });

/** On a bookmark: the new version, a link to it, and a way to dismiss the flag. */
export function NewVersionLink({ bookmark }: { bookmark: Flagged }) {
  const { t } = useBookmarksT();
  const seen = useSeenBookmark();
  const markSeen = () => void seen.mutateAsync({ id: bookmark.id });
  return (
    <span className="bm-new-version" data-testid={`bookmark-new-version-${bookmark.id}`}>
      <Tag color="green" icon={<BellOutlined />}>{t('newVersion.tag', { label: bookmark.newVersion.versionLabel })}</Tag>
      <Link to={newVersionUrl(bookmark)} onClick={markSeen}>{t('newVersion.open')}</Link>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('newVersion.dismiss', { title: bookmark.title })} onClick={markSeen} loading={seen.isPending} />
    </span>
  );
}

const isFlagged = (b: Bookmark): b is Flagged => b.authorised && b.newVersion !== null;

/** How much of the new version's text changed, and whether the bookmarked page (or topic) did; nothing until it is compared. */
function ChangedCount({ bookmark }: { bookmark: Flagged }) {
  const { t } = useBookmarksT();
  const { changed, bookmarkChanged } = bookmark.newVersion;
  if (changed === null) return null;
  const ownPlace = bookmark.page !== null ? t('newVersion.bookmarkPageChanged', { page: bookmark.page }) : t('newVersion.bookmarkTopicChanged');
  return (
    <span className="bm-updates-changes">
      {t(bookmark.publishType === 'WEBHELP' ? 'newVersion.changedTopics' : 'newVersion.changedPages', { n: changed })}
      {bookmarkChanged ? ` · ${ownPlace}` : null}
    </span>
  );
}

/** On the home page, beside recent searches: the bookmarked documents with a new final version; nothing when there are none. */
export function UpdatedBookmarks() {
  const { t } = useBookmarksT();
  const list = useBookmarkListQuietly();
  const seen = useSeenBookmark();
  // One line per document, however many bookmarks it has: one whose page changed, when one did.
  const byDocument = new Map<number, Flagged>();
  for (const b of (list.data?.bookmarks ?? []).filter(isFlagged)) {
    const kept = byDocument.get(b.documentId);
    if (!kept || (b.newVersion.bookmarkChanged && !kept.newVersion.bookmarkChanged)) byDocument.set(b.documentId, b);
  }
  const flagged = [...byDocument.values()];
  if (flagged.length === 0) return null;
  return (
    <Card size="small" title={<span><BellOutlined /> {t('newVersion.homeTitle')}</span>} className="bm-updates" data-testid="bookmark-updates">
      <ul className="bm-updates-list">
        {flagged.map((b) => (
          <li key={b.documentId}>
            <Link to={newVersionUrl(b)} onClick={() => void seen.mutateAsync({ id: b.id })}>{b.title}</Link>
            <Tag color="green">{t('newVersion.tag', { label: b.newVersion.versionLabel })}</Tag>
            <ChangedCount bookmark={b} />
          </li>
        ))}
      </ul>
      <Link to={pages.myLibrary.bookmarks()} className="bm-updates-all">{t('newVersion.allBookmarks')}</Link>
    </Card>
  );
}
