// /mylibrary/bookmarks/management: the reader's bookmark folders: create, rename in place, delete (with
// the bookmarks in them, after saying so) and put in order with up and down buttons.
import {
  ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined, CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, FolderAddOutlined, FolderOutlined,
} from '@ant-design/icons';
import { FolderSave, type BookmarkFolder } from '@gsis/contract';
import { App, Button, Empty, Form, Input, Popconfirm, Skeleton, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { usePageTop } from '../../ui/page-top.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useBookmarkList, useDeleteFolder, useFolderOrder, useSaveFolder } from './api.ts';
import { useErrorText } from '../../api/error-text.ts';
import { isDuplicate, useBookmarksT } from './shared.tsx';
import './bookmarks.css';

/** The most characters a folder's name takes (FolderSave). */
const nameMax = maxLengthOf(FolderSave.shape.name);

export default function FolderManagementPage() {
  const { t } = useBookmarksT();
  usePageTitle(t('folders.title'));
  const pageTop = usePageTop();
  const { message } = App.useApp();
  const list = useBookmarkList();
  const order = useFolderOrder();
  const errorText = useErrorText();
  const folders = list.data?.folders ?? [];

  const reorder = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (order.isPending || target < 0 || target >= folders.length) return;
    const ids = folders.map((f) => f.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    order.mutate(ids, {
      onSuccess: () => void message.success(t('changed')),
      onError: (error) => void message.error(errorText(error)),
    });
  };

  return (
    <div className="mylib-page" data-testid="folders-page">
      {pageTop}
      <header className="bm-head">
        <div>
          <Typography.Title level={2} className="bm-heading">{t('folders.title')}</Typography.Title>
          <Typography.Paragraph type="secondary" className="bm-help">{t('folders.help')}</Typography.Paragraph>
        </div>
        <Link to={pages.myLibrary.bookmarks()} className="bm-button-link" data-testid="bookmarks-back-link">
          <ArrowLeftOutlined aria-hidden /> {t('folders.back')}
        </Link>
      </header>

      <CreateFolder />

      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : folders.length === 0 ? (
        <Empty className="bm-empty fm-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('folders.empty')} data-testid="folders-empty" />
      ) : (
        <ol className="fm-list" aria-label={t('folders.listLabel')}>
          {folders.map((folder, index) => (
            <FolderRow
              key={folder.id}
              folder={folder}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === folders.length - 1}
              onUp={() => reorder(index, -1)}
              onDown={() => reorder(index, 1)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function CreateFolder() {
  const { t } = useBookmarksT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const save = useSaveFolder();
  const [form] = Form.useForm<{ name: string }>();

  const submit = async ({ name }: { name: string }) => {
    try {
      await save.mutateAsync({ name: name.trim() });
      void message.success(t('saved'));
      form.resetFields();
    } catch (error) {
      form.setFields([{ name: 'name', errors: [isDuplicate(error) ? t('folders.nameTaken') : errorText(error)] }]);
    }
  };

  return (
    <section className="fm-create" aria-labelledby="fm-create-title">
      <h3 id="fm-create-title" className="fm-create-title"><FolderAddOutlined aria-hidden /> {t('folders.create')}</h3>
      <Form form={form} layout="inline" onFinish={(values) => void submit(values)} disabled={save.isPending} className="fm-create-form" requiredMark={false}>
        <Form.Item
          name="name"
          label={t('folders.name')}
          rules={fieldRules(FolderSave.shape.name, { required: t('folders.nameRequired'), tooLong: t('folders.nameTooLong', { max: nameMax }) })}
          className="fm-create-field"
        >
          <Input maxLength={nameMax} placeholder={t('folders.namePlaceholder')} autoComplete="off" data-testid="folder-new-name" />
        </Form.Item>
        <Form.Item className="fm-create-submit">
          <Button type="primary" htmlType="submit" loading={save.isPending} icon={<FolderAddOutlined />} data-testid="folder-create">{t('folders.createButton')}</Button>
        </Form.Item>
      </Form>
    </section>
  );
}

function FolderRow({ folder, position, isFirst, isLast, onUp, onDown }: {
  folder: BookmarkFolder; position: number; isFirst: boolean; isLast: boolean; onUp: () => void; onDown: () => void;
}) {
  const { t } = useBookmarksT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const save = useSaveFolder();
  const remove = useDeleteFolder();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<InputRef>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;

  useEffect(() => {
    if (editing) inputRef.current?.focus({ cursor: 'all' });
  }, [editing]);

  // A button that takes its folder to the end of the list switches off and drops the focus: keep the
  // keyboard on the row, on the button that still works.
  const pressed = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && isFirst && pressed.current === 'up') downRef.current?.focus();
    if (lost && isLast && pressed.current === 'down') upRef.current?.focus();
    pressed.current = null;
  }, [isFirst, isLast]);

  const stopEditing = () => {
    setDraft(null);
    setError(null);
    requestAnimationFrame(() => renameRef.current?.focus());
  };

  const rename = async () => {
    const name = draft?.trim() ?? '';
    if (!name) return setError(t('folders.nameRequired'));
    if (name === folder.name) return stopEditing();
    try {
      await save.mutateAsync({ id: folder.id, name });
      void message.success(t('saved'));
      stopEditing();
    } catch (e) {
      setError(isDuplicate(e) ? t('folders.nameTaken') : errorText(e));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing();
    }
  };

  const onDelete = () =>
    remove.mutateAsync({ id: folder.id }).then(
      () => void message.success(t('deleted')),
      (e: unknown) => void message.error(errorText(e)),
    );

  return (
    <li className="fm-row" data-testid={`folder-row-${folder.id}`}>
      <span className="fm-position" aria-hidden>{position}</span>
      <FolderOutlined className="fm-icon" aria-hidden />
      <div className="fm-name">
        {editing ? (
          <form className="fm-rename" onSubmit={(e) => { e.preventDefault(); void rename(); }}>
            <div className="fm-rename-field">
              <Input
                ref={inputRef}
                size="small"
                value={draft}
                maxLength={nameMax}
                status={error ? 'error' : undefined}
                onChange={(e) => { setDraft(e.target.value); setError(null); }}
                onKeyDown={onKeyDown}
                disabled={save.isPending}
                aria-label={t('folders.newName', { name: folder.name })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `fm-rename-error-${folder.id}` : undefined}
                data-testid={`folder-rename-input-${folder.id}`}
              />
              {error ? <div id={`fm-rename-error-${folder.id}`} className="fm-rename-error" role="alert">{error}</div> : null}
            </div>
            <Button title={t('save')} size="small" type="primary" htmlType="submit" icon={<CheckOutlined />} loading={save.isPending} aria-label={t('save')} data-testid={`folder-rename-save-${folder.id}`} />
            <Button title={t('cancel')} size="small" icon={<CloseOutlined />} onClick={stopEditing} aria-label={t('cancel')} data-testid={`folder-rename-cancel-${folder.id}`} />
          </form>
        ) : (
          <>
            <span className="fm-name-text">{folder.name}</span>
            <span className="fm-count">{t('folders.bookmarkCount', { count: folder.bookmarkCount })}</span>
          </>
        )}
      </div>
      {/* Plain titles, not tooltips: a tooltip would cover the buttons of the row a folder has just moved into. */}
      <div className="fm-actions">
        <Button title={t('folders.up')} ref={upRef} size="small" type="text" icon={<ArrowUpOutlined />} disabled={isFirst} onClick={() => { pressed.current = 'up'; onUp(); }} aria-label={t('folders.upNamed', { name: folder.name })} data-testid={`folder-up-${folder.id}`} />
        <Button title={t('folders.down')} ref={downRef} size="small" type="text" icon={<ArrowDownOutlined />} disabled={isLast} onClick={() => { pressed.current = 'down'; onDown(); }} aria-label={t('folders.downNamed', { name: folder.name })} data-testid={`folder-down-${folder.id}`} />
        <Button
          title={t('folders.rename')}
          ref={renameRef}
          size="small"
          type="text"
          icon={<EditOutlined />}
          disabled={editing}
          onClick={() => { setDraft(folder.name); setError(null); }}
          aria-label={t('folders.renameNamed', { name: folder.name })}
          data-testid={`folder-rename-${folder.id}`}
        />
        <Popconfirm
          title={t('folders.deleteConfirm', { name: folder.name })}
          description={folder.bookmarkCount > 0 ? t('folders.deleteWithBookmarks', { count: folder.bookmarkCount }) : t('folders.deleteEmpty')}
          okText={t('delete')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          placement="topRight"
          classNames={{ root: 'bm-confirm' }}
          onConfirm={onDelete}
        >
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('folders.deleteNamed', { name: folder.name })} data-testid={`folder-delete-${folder.id}`} />
        </Popconfirm>
      </div>
    </li>
  );
}
