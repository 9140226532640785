// /mylibrary/bookmarks (the seed's named route bookmarksList): the reader's folders on the left, the
// bookmarks of the chosen one on the right, each opening the reader at the page or topic it kept.
import {
  DeleteOutlined, FileOutlined, FilePdfOutlined, FolderOpenOutlined, FolderOutlined, GlobalOutlined, LockOutlined, SettingOutlined,
} from '@ant-design/icons';
import type { Bookmark, BookmarkFolder } from '@gsis/contract';
import { App, Button, Empty, Popconfirm, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { usePageTop } from '../../ui/page-top.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useBookmarkList, useDeleteBookmark, useMoveBookmark } from './api.ts';
import { useErrorText } from '../../api/error-text.ts';
import { NewVersionLink } from './new-versions.tsx';
import { changedPlaceUrl } from '../../ui/what-changed.ts';
import { readerUrl, useBookmarksT } from './shared.tsx';
import './bookmarks.css';

export default function BookmarksPage() {
  const { t } = useBookmarksT();
  usePageTitle(t('list.title'));
  const pageTop = usePageTop();
  const list = useBookmarkList();
  const [params, setParams] = useSearchParams();

  const folders = list.data?.folders ?? [];
  const bookmarks = list.data?.bookmarks ?? [];
  // The chosen folder lives in the address, so a reload or a shared link keeps it; a folder that is gone shows All.
  const current = folders.find((f) => String(f.id) === params.get('folder')) ?? null;
  const shown = current ? bookmarks.filter((b) => b.folderId === current.id) : bookmarks;

  const choose = (folder: BookmarkFolder | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (folder) next.set('folder', String(folder.id));
      else next.delete('folder');
      return next;
    }, { replace: true, preventScrollReset: true });

  return (
    <div className="mylib-page" data-testid="bookmarks-page">
      {pageTop}
      <header className="bm-head">
        <div>
          <Typography.Title level={2} className="bm-heading">{t('list.title')}</Typography.Title>
          <Typography.Paragraph type="secondary" className="bm-help">{t('list.help')}</Typography.Paragraph>
        </div>
        <Link to={pages.myLibrary.bookmarkFolders()} className="bm-button-link" data-testid="bookmarks-manage-link">
          <SettingOutlined aria-hidden /> {t('list.manage')}
        </Link>
      </header>

      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <div className="bm-layout">
          <nav className="bm-folders" aria-label={t('list.folders')}>
            <h3 className="bm-folders-heading">{t('list.folders')}</h3>
            <ul className="bm-folder-list">
              <FolderButton name={t('list.all')} count={bookmarks.length} active={current === null} onClick={() => choose(null)} testId="bookmark-folder-all" />
              {folders.map((folder) => (
                <FolderButton
                  key={folder.id}
                  name={folder.name}
                  count={folder.bookmarkCount}
                  active={current?.id === folder.id}
                  onClick={() => choose(folder)}
                  testId={`bookmark-folder-${folder.id}`}
                />
              ))}
            </ul>
          </nav>

          <section className="bm-main" aria-labelledby="bm-folder-name" aria-live="polite">
            <div className="bm-main-head">
              <h3 id="bm-folder-name" className="bm-main-title">{current ? current.name : t('list.allBookmarks')}</h3>
              <span className="bm-main-count">{t('list.count', { count: shown.length })}</span>
            </div>
            {shown.length === 0 ? (
              <EmptyFolder noBookmarksAtAll={bookmarks.length === 0} />
            ) : (
              <ul className="bm-items">
                {shown.map((bookmark) => (
                  <BookmarkRow key={bookmark.id} bookmark={bookmark} folders={folders} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function FolderButton({ name, count, active, onClick, testId }: { name: string; count: number; active: boolean; onClick: () => void; testId: string }) {
  return (
    <li>
      <button type="button" className={`bm-folder${active ? ' is-active' : ''}`} aria-current={active ? 'true' : undefined} onClick={onClick} data-testid={testId}>
        {active ? <FolderOpenOutlined aria-hidden /> : <FolderOutlined aria-hidden />}
        <span className="bm-folder-name" title={name}>{name}</span>
        <span className="bm-folder-count">{count}</span>
      </button>
    </li>
  );
}

function EmptyFolder({ noBookmarksAtAll }: { noBookmarksAtAll: boolean }) {
  const { t } = useBookmarksT();
  return (
    <Empty
      className="bm-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="bookmarks-empty"
      description={
        noBookmarksAtAll ? (
          <div className="bm-empty-body">
            <Typography.Text strong>{t('empty.noneTitle')}</Typography.Text>
            <ol className="bm-empty-steps">
              <li>{t('empty.step1')}</li>
              <li>{t('empty.step2')}</li>
              <li>{t('empty.step3')}</li>
            </ol>
          </div>
        ) : (
          <div className="bm-empty-body">
            <Typography.Text strong>{t('empty.folderTitle')}</Typography.Text>
            <p className="bm-empty-text">{t('empty.folderText')}</p>
          </div>
        )
      }
    >
      {noBookmarksAtAll ? <Link to={pages.documentList()} className="bm-button-link is-primary">{t('empty.browse')}</Link> : null}
    </Empty>
  );
}

function BookmarkRow({ bookmark, folders }: { bookmark: Bookmark; folders: BookmarkFolder[] }) {
  const { t } = useBookmarksT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { date: formatDate } = useDates();
  const remove = useDeleteBookmark();
  const move = useMoveBookmark();

  const where =
    bookmark.page !== null ? t('where.page', { page: bookmark.page })
      : bookmark.topicPath !== null ? t('where.topic', { title: bookmark.topicTitle ?? bookmark.topicPath })
        : t('where.start');
  const TypeIcon = bookmark.publishType === 'WEBHELP' ? GlobalOutlined : bookmark.publishType === 'PDF' ? FilePdfOutlined : FileOutlined;

  const onMove = (folderId: number) =>
    move.mutateAsync({ id: bookmark.id, folderId }).then(
      () => void message.success(t('changed')),
      (error: unknown) => void message.error(errorText(error)),
    );
  const onDelete = () =>
    remove.mutateAsync({ id: bookmark.id }).then(
      () => void message.success(t('deleted')),
      (error: unknown) => void message.error(errorText(error)),
    );

  return (
    <li className={`bm-item${bookmark.authorised ? '' : ' is-unauthorised'}`} data-testid={`bookmark-item-${bookmark.id}`}>
      <span className="bm-item-icon" aria-hidden><TypeIcon /></span>
      <div className="bm-item-body">
        {bookmark.authorised ? (
          <Link to={readerUrl(bookmark)} className="bm-item-title" data-testid={`bookmark-open-${bookmark.id}`}>{bookmark.title}</Link>
        ) : (
          <Tooltip title={t('item.unauthorisedHelp')}>
            {/* Focusable, so keyboard readers get the tooltip too; it leads nowhere. */}
            <span role="link" aria-disabled="true" tabIndex={0} className="bm-item-title is-disabled" data-testid={`bookmark-open-${bookmark.id}`}>
              <LockOutlined aria-hidden /> {bookmark.title}
            </span>
          </Tooltip>
        )}
        <div className="bm-item-meta">
          {!bookmark.authorised ? <Tag color="error" data-testid={`bookmark-unauthorised-${bookmark.id}`}>{t('item.unauthorised')}</Tag> : null}
          <Tag className="bm-version">{bookmark.versionLabel ? t('item.version', { label: bookmark.versionLabel }) : t('item.latestVersion')}</Tag>
          {bookmark.authorised && bookmark.newVersion ? <NewVersionLink bookmark={{ ...bookmark, newVersion: bookmark.newVersion }} /> : null}
          <span className="bm-where">{where}</span>
          <span className="bm-dot" aria-hidden>·</span>
          <span>{t('item.added', { date: formatDate(bookmark.createdAt) })}</span>
        </div>
        {bookmark.inFinalVersion ? <PlaceInFinalVersion bookmark={bookmark} inFinal={bookmark.inFinalVersion} /> : null}
      </div>
      <div className="bm-item-actions">
        {/* With one folder there is nowhere to move to: its name, as readable text rather than a dimmed select. */}
        {folders.length < 2 ? (
          <span className="bm-folder-only" data-testid={`bookmark-only-folder-${bookmark.id}`}>
            <span className="bm-move-prefix">{t('item.folder')}</span> {folders.find((f) => f.id === bookmark.folderId)?.name}
          </span>
        ) : (
        <Select<number>
          size="small"
          className="bm-move"
          value={bookmark.folderId}
          onChange={(folderId) => void onMove(folderId)}
          loading={move.isPending}
          disabled={move.isPending}
          options={folders.map((f) => ({ value: f.id, label: f.name }))}
          prefix={<span className="bm-move-prefix">{t('item.folder')}</span>}
          aria-label={t('item.moveTo', { title: bookmark.title })}
          popupMatchSelectWidth={false}
          data-testid={`bookmark-move-${bookmark.id}`}
        />
        )}
        <Popconfirm
          title={t('item.deleteConfirm')}
          description={t('item.deleteConfirmText', { title: bookmark.title })}
          okText={t('delete')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          placement="topRight"
          classNames={{ root: 'bm-confirm' }}
          onConfirm={onDelete}
        >
          <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('item.deleteNamed', { title: bookmark.title })} data-testid={`bookmark-delete-${bookmark.id}`} />
        </Popconfirm>
      </div>
    </li>
  );
}

/**
 * A bookmark on a page or topic of a version that the final one replaced: whether its words changed there, and the
 * way to its new place (the changes marked); a page or topic that is the same and where it was says nothing.
 */
function PlaceInFinalVersion({ bookmark, inFinal }: { bookmark: Bookmark; inFinal: NonNullable<Bookmark['inFinalVersion']> }) {
  const { t } = useBookmarksT();
  const version = inFinal.versionLabel;
  const topic = bookmark.topicPath !== null;
  const moved = topic ? inFinal.topicPath !== bookmark.topicPath : inFinal.page !== bookmark.page;
  if (!inFinal.removed && !inFinal.changed && !moved) return null;
  const said = inFinal.removed
    ? t(topic ? 'inFinal.removedTopic' : 'inFinal.removed', { page: bookmark.page, version })
    : inFinal.changed
      ? t(topic ? 'inFinal.changedTopic' : 'inFinal.changed', { page: bookmark.page, version })
      : t(topic ? 'inFinal.movedTopic' : 'inFinal.moved', { page: bookmark.page, newPage: inFinal.page, version });
  const url = inFinal.removed ? undefined
    : inFinal.changed ? changedPlaceUrl(readerUrl({ documentId: bookmark.documentId, versionId: inFinal.versionId, page: null, topicPath: null }), { page: inFinal.page, path: inFinal.topicPath })
      : readerUrl({ documentId: bookmark.documentId, versionId: inFinal.versionId, page: inFinal.page, topicPath: inFinal.topicPath });
  return (
    <div className="bm-in-final" data-testid={`bookmark-in-final-${bookmark.id}`}>
      <Tag color={inFinal.removed ? 'error' : inFinal.changed ? 'gold' : 'blue'} className="bm-in-final-tag">{said}</Tag>
      {url ? (
        <Link to={url} data-testid={`bookmark-in-final-open-${bookmark.id}`}>
          {t(topic ? 'inFinal.openTopic' : 'inFinal.open', { page: inFinal.page, version })}
        </Link>
      ) : null}
    </div>
  );
}
