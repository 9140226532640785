// "Bookmark" in the reader: keep this document (this version, at this page or topic) in a folder, an existing
// one or one typed on the spot. A reader's first bookmark starts on a new folder named after the machine; a
// name they already have offers that folder instead. The button says whether the page (or topic) in view is
// bookmarked, and else which pages of this version are ("Bookmarked (p. 103)"), still offering to keep this one.
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { BookmarkAdd, type BookmarkFolder } from '@gsis/contract';
import { Alert, App, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../api/error-text.ts';
import type { ReaderActionProps, ReaderPlace } from '../../ui/reader-place.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useAddBookmark, useBookmarkFolders } from './api.ts';

type Mode = 'existing' | 'new';
interface Values { folderId?: number; newFolderName?: string }

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** Pages named on the button at most; more are cut with "…". */
const PAGES_SHOWN = 3;
/** The name of a folder the reader makes on the way (when they do, it is the body's folder). */
const NEW_FOLDER_NAME = BookmarkAdd.shape.newFolderName.unwrap();

const noChanges = () => () => undefined;

/**
 * `folderSuggestion`: what a new folder is called unless the reader types otherwise (the document's model).
 * `placeChanges`: tells when the reader moves to another page without the document page drawing again (the PDF
 * viewer), so the button follows the page in view.
 */
export function BookmarkButton({ documentId, version, place, folderSuggestion, placeChanges = noChanges }: ReaderActionProps & {
  folderSuggestion: string;
  placeChanges?: (changed: () => void) => () => void;
}) {
  const { t } = useTranslation('reading');
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('existing');
  const [where, setWhere] = useState<ReaderPlace>({});
  const [form] = Form.useForm<Values>();
  const list = useBookmarkFolders();
  const add = useAddBookmark();
  const folders = list.data?.folders ?? [];
  const ofThisVersion = (list.data?.bookmarks ?? []).filter((b) => b.documentId === documentId && b.versionId === version.id);
  const here = ofThisVersion.find((b) => (b.page ?? undefined) === where.page && (b.topicPath ?? undefined) === where.topicPath);
  // Where the reader is now, as a string so that an unchanged place is an unchanged snapshot.
  const nowKey = useSyncExternalStore(placeChanges, () => {
    const now = place();
    return `${now.page ?? ''}\n${now.topicPath ?? ''}`;
  });
  const [nowPage, nowTopic] = nowKey.split('\n');
  // A bookmark of the version without a page or topic keeps all of it: it is here wherever the reader is.
  const bookmarkedHere = ofThisVersion.some((b) => (b.page === null && b.topicPath === null)
    || (String(b.page ?? '') === nowPage && (b.topicPath ?? '') === nowTopic));
  const otherPages = [...new Set(ofThisVersion.flatMap((b) => (b.page !== null && String(b.page) !== nowPage ? [b.page] : [])))].sort((a, b) => a - b);
  const otherTopics = new Set(ofThisVersion.flatMap((b) => (b.topicPath !== null && b.topicPath !== nowTopic ? [b.topicPath] : []))).size;
  const typedName = Form.useWatch('newFolderName', form) ?? '';
  const clash = mode === 'new' ? folders.find((f) => sameName(f.name, typedName)) : undefined;

  const start = () => {
    setWhere(place());
    // The first bookmark goes into a new folder named after the machine; later ones into that folder if it
    // exists, else the folder the reader used last.
    const suggested = folders.find((f) => sameName(f.name, folderSuggestion));
    const lastUsed = list.data?.bookmarks[0]?.folderId; // the server sends the newest first
    const preselected: BookmarkFolder | undefined = suggested ?? folders.find((f) => f.id === lastUsed) ?? folders[0];
    setMode(preselected ? 'existing' : 'new');
    form.setFieldsValue({ folderId: preselected?.id, newFolderName: preselected ? '' : folderSuggestion });
    setOpen(true);
  };

  const chooseFolder = (folder: BookmarkFolder) => {
    setMode('existing');
    form.setFieldsValue({ folderId: folder.id });
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    try {
      await add.mutateAsync({
        documentId, versionId: version.id, ...where,
        ...(mode === 'new' ? { newFolderName: values.newFolderName!.trim() } : { folderId: values.folderId! }),
      });
      message.success(t('bookmark.saved'));
      setOpen(false);
    } catch (error) {
      form.setFields([{ name: mode === 'new' ? 'newFolderName' : 'folderId', errors: [te(errorCodeOf(error))] }]);
    }
  };

  const pagesNamed = otherPages.slice(0, PAGES_SHOWN).join(', ') + (otherPages.length > PAGES_SHOWN ? '…' : '');
  const label = bookmarkedHere ? t('bookmark.bookmarked')
    : otherPages.length ? t('bookmark.bookmarkedPages', { count: otherPages.length, pages: pagesNamed })
    : otherTopics ? t('bookmark.bookmarkedTopics', { count: otherTopics })
    : t('bookmark.add');
  const elsewhere = !bookmarkedHere && ofThisVersion.length > 0;
  return (
    <>
      {/* Pressed only for the page in view: on another page it still adds this one, and its name says where the others are. */}
      <Button
        size="small" icon={bookmarkedHere ? <StarFilled className="bookmark-star-on" /> : elsewhere ? <StarOutlined className="bookmark-star-on" /> : <StarOutlined />}
        onClick={start} aria-pressed={bookmarkedHere} data-testid="bookmark-button" data-bookmarked={bookmarkedHere ? 'true' : elsewhere ? 'elsewhere' : 'false'}
      >
        {label}
      </Button>
      <Modal
        open={open} title={t('bookmark.title')} onCancel={() => setOpen(false)} onOk={() => void save()} okText={t('bookmark.save')}
        confirmLoading={add.isPending} okButtonProps={{ 'data-testid': 'bookmark-save' } as Record<`data-${string}`, string>}
      >
        <p className="bookmark-where">
          {where.page ? t('bookmark.atPage', { page: where.page }) : where.topicPath ? t('bookmark.atTopic') : t('bookmark.wholeDocument')}
        </p>
        {here ? (
          <Alert
            type="info" showIcon className="bookmark-already" data-testid="bookmark-already"
            title={t('bookmark.alreadyHere', { folder: folders.find((f) => f.id === here.folderId)?.name ?? '' })}
          />
        ) : null}
        <Form form={form} layout="vertical">
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as Mode)} className="bookmark-mode">
            {folders.length ? <Radio value="existing" data-testid="bookmark-existing-folder-mode">{t('bookmark.existingFolder')}</Radio> : null}
            <Radio value="new" data-testid="bookmark-new-folder-mode">{t('bookmark.newFolder')}</Radio>
          </Radio.Group>
          {/* The body names a folder or a new folder's name (BookmarkAdd): the mode's one is required. */}
          {mode === 'existing' ? (
            <Form.Item name="folderId" label={t('bookmark.folder')} rules={fieldRules(BookmarkAdd.shape.folderId.unwrap())}>
              <Select loading={list.isLoading} options={folders.map((f) => ({ value: f.id, label: f.name }))} data-testid="bookmark-folder-select" />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="newFolderName" label={t('bookmark.folderName')}
                rules={fieldRules(NEW_FOLDER_NAME)}
                validateStatus={clash ? 'warning' : undefined}
                help={clash ? t('bookmark.folderExists', { name: clash.name }) : undefined}
              >
                <Input maxLength={maxLengthOf(NEW_FOLDER_NAME)} autoFocus data-testid="bookmark-new-folder" />
              </Form.Item>
              {clash ? (
                <Button size="small" onClick={() => chooseFolder(clash)} className="bookmark-use-folder" data-testid="bookmark-use-folder">
                  {t('bookmark.useFolder', { name: clash.name })}
                </Button>
              ) : null}
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}
