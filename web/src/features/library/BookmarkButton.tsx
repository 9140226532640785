// "Bookmark" in the reader: keep this document (this version, at this page or topic) in a folder,
// an existing one or one typed on the spot.
import { StarOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../api/error-text.ts';
import type { ReaderActionProps } from '../../ui/reader-place.ts';
import { useAddBookmark, useBookmarkFolders } from './api.ts';

export function BookmarkButton({ documentId, version, place }: ReaderActionProps) {
  const { t } = useTranslation('library');
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [form] = Form.useForm<{ folderId?: number; newFolderName?: string }>();
  const folders = useBookmarkFolders(open);
  const add = useAddBookmark();
  const where = open ? place() : {};

  const save = async () => {
    const values = await form.validateFields();
    try {
      await add.mutateAsync({
        documentId, versionId: version.id, ...place(),
        ...(mode === 'new' ? { newFolderName: values.newFolderName!.trim() } : { folderId: values.folderId! }),
      });
      message.success(t('bookmark.saved'));
      setOpen(false);
      form.resetFields();
    } catch (error) {
      form.setFields([{ name: mode === 'new' ? 'newFolderName' : 'folderId', errors: [te(errorCodeOf(error))] }]);
    }
  };

  return (
    <>
      <Button size="small" icon={<StarOutlined />} onClick={() => { setMode('existing'); setOpen(true); }} data-testid="bookmark-button">{t('bookmark.add')}</Button>
      <Modal
        open={open} title={t('bookmark.title')} onCancel={() => setOpen(false)} onOk={() => void save()} okText={t('bookmark.save')}
        confirmLoading={add.isPending} okButtonProps={{ 'data-testid': 'bookmark-save' } as Record<`data-${string}`, string>} destroyOnHidden
      >
        <p className="bookmark-where">
          {where.page ? t('bookmark.atPage', { page: where.page }) : where.topicPath ? t('bookmark.atTopic') : t('bookmark.wholeDocument')}
        </p>
        <Form form={form} layout="vertical" preserve={false}>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as 'existing' | 'new')} className="bookmark-mode">
            <Radio value="existing" disabled={!folders.data?.folders.length}>{t('bookmark.existingFolder')}</Radio>
            <Radio value="new" data-testid="bookmark-new-folder-mode">{t('bookmark.newFolder')}</Radio>
          </Radio.Group>
          {mode === 'existing' ? (
            <Form.Item name="folderId" label={t('bookmark.folder')} rules={[{ required: true, message: te('REQUIRED_VALUES_MISSING') }]}>
              <Select loading={folders.isLoading} options={folders.data?.folders.map((f) => ({ value: f.id, label: f.name }))} data-testid="bookmark-folder-select" />
            </Form.Item>
          ) : (
            <Form.Item name="newFolderName" label={t('bookmark.folderName')} rules={[{ required: true, whitespace: true, max: 60, message: te('REQUIRED_VALUES_MISSING') }]}>
              <Input maxLength={60} autoFocus data-testid="bookmark-new-folder" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
