// The versions of one document: a table with their distribution and indexing state, a dialog to add or
// edit one and to upload its file (one file, as the raw body, with a progress bar), a one-click
// "Distribute", and delete with confirmation. The page polls the document while a file is being indexed.
import {
  CheckCircleOutlined, CloudUploadOutlined, DeleteOutlined, EditOutlined, InboxOutlined, PlusOutlined, SendOutlined, StopOutlined,
} from '@ant-design/icons';
import { PUBLISH_TYPES, type DocumentDetail, type LanguageCode, type VersionItem, type VersionSave } from '@gsis/contract';
import {
  Alert, App, Button, Card, DatePicker, Empty, Form, Input, Modal, Popconfirm, Progress, Radio, Select, Space, Switch, Table, Tag, Tooltip,
  Typography, Upload, type TableColumnsType, type UploadProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorCodeOf } from '../../api/error-text.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LANGUAGE_OPTIONS, languageName } from '../../ui/languages.tsx';
import { useDeleteVersion, useSaveVersion, useUploadVersionFile } from './api.ts';
import { formatBytes, todayIso } from '../../ui/dates.ts';
import { DistributionTag, IndexStatusTag, useLibT } from './shared.tsx';

interface VersionValues {
  versionLabel: string;
  language: LanguageCode;
  publishType: VersionItem['publishType'];
  isFinal: boolean;
  distributionStatus: VersionItem['distributionStatus'];
  distributedOn: string | null;
}

/** Which version the dialog shows: a new one, an existing one by id, or none (closed). */
type Editing = { mode: 'new' } | { mode: 'edit'; id: number; justCreated?: boolean } | null;

function bodyOf(documentId: number, v: VersionItem, changes: Partial<VersionSave> = {}): VersionSave {
  return {
    id: v.id, documentId, versionLabel: v.versionLabel, publishType: v.publishType, language: v.language, isFinal: v.isFinal,
    distributionStatus: v.distributionStatus, distributedOn: v.distributedOn, ...changes,
  };
}

export function VersionsSection({ document }: { document: DocumentDetail }) {
  const { t, i18n } = useLibT();
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveVersion();
  const remove = useDeleteVersion();
  const [actionError, setActionError] = useState<unknown>(null);

  const fail = (error: unknown) => {
    setActionError(error);
    const reason = error instanceof ApiError ? error.details?.reason : undefined;
    void message.error(reason === 'NO_FILE' ? t('version.needsFile') : te(errorCodeOf(error)));
  };

  const distribute = async (v: VersionItem, on: boolean) => {
    setActionError(null);
    try {
      await save.mutateAsync(bodyOf(document.id, v, on
        ? { distributionStatus: 'DISTRIBUTED', distributedOn: todayIso() }
        : { distributionStatus: 'NOT_DISTRIBUTED' }));
      void message.success(on ? t('version.distributed') : t('version.withdrawn'));
    } catch (error) {
      fail(error);
    }
  };

  const onDelete = async (v: VersionItem) => {
    setActionError(null);
    try {
      await remove.mutateAsync(v.id);
      void message.success(t('common.deleted'));
    } catch (error) {
      fail(error);
    }
  };

  const columns: TableColumnsType<VersionItem> = [
    {
      title: t('version.columns.label'), dataIndex: 'versionLabel', key: 'label',
      render: (label: string, v) => (
        <Space size={6}>
          <Typography.Text strong>{label}</Typography.Text>
          {v.isFinal ? <Tag color="blue" icon={<CheckCircleOutlined />} data-testid={`version-final-${v.id}`}>{t('version.final')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('version.columns.language'), dataIndex: 'language', key: 'language', render: (l: string) => <span lang={l}>{languageName(l)}</span> },
    { title: t('version.columns.publishType'), dataIndex: 'publishType', key: 'publishType', render: (p: string) => t(`publishType.${p}`) },
    {
      title: t('version.columns.distribution'), key: 'distribution',
      render: (_, v) => (
        <span className="libadmin-stack">
          <DistributionTag status={v.distributionStatus} testId={`version-distribution-${v.id}`} />
          {v.distributedOn ? <span className="libadmin-muted libadmin-nowrap">{v.distributedOn}</span> : null}
        </span>
      ),
    },
    {
      title: t('version.columns.file'), key: 'file',
      render: (_, v) => v.fileName
        ? <span className="libadmin-stack"><span className="libadmin-ellipsis" title={v.fileName}>{v.fileName}</span><span className="libadmin-muted">{formatBytes(v.fileSize, i18n.language)}</span></span>
        : <span className="libadmin-muted">{t('version.noFile')}</span>,
    },
    { title: t('version.columns.index'), key: 'index', render: (_, v) => <IndexStatusTag version={v} /> },
    {
      title: t('common.actions'), key: 'actions', fixed: 'right', align: 'right',
      render: (_, v) => (
        <span className="libadmin-actions">
          {v.distributionStatus === 'NOT_DISTRIBUTED' ? (
            <Tooltip title={v.fileName ? t('version.distributeHelp') : t('version.needsFile')}>
              <Button size="small" icon={<SendOutlined />} disabled={!v.fileName || save.isPending}
                onClick={() => void distribute(v, true)} data-testid={`version-distribute-${v.id}`}>
                {t('version.distribute')}
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm title={t('version.withdrawConfirm', { label: v.versionLabel })} okText={t('version.withdraw')} cancelText={t('common.cancel')}
              onConfirm={() => distribute(v, false)}>
              <Button size="small" icon={<StopOutlined />} disabled={save.isPending} data-testid={`version-withdraw-${v.id}`}>{t('version.withdraw')}</Button>
            </Popconfirm>
          )}
          <Tooltip title={v.fileName ? t('version.replaceFile') : t('version.uploadFile')}>
            <Button type="text" icon={<CloudUploadOutlined />} aria-label={t('version.uploadFileOf', { label: v.versionLabel })}
              onClick={() => setEditing({ mode: 'edit', id: v.id })} data-testid={`version-upload-open-${v.id}`} />
          </Tooltip>
          <Tooltip title={t('common.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('version.editNamed', { label: v.versionLabel })}
              onClick={() => setEditing({ mode: 'edit', id: v.id })} data-testid={`version-edit-${v.id}`} />
          </Tooltip>
          <Popconfirm title={t('version.deleteConfirm', { label: v.versionLabel })} description={t('version.deleteNote')}
            okText={t('common.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => onDelete(v)}>
            <Tooltip title={t('common.delete')}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('version.deleteNamed', { label: v.versionLabel })} data-testid={`version-delete-${v.id}`} />
            </Tooltip>
          </Popconfirm>
        </span>
      ),
    },
  ];

  const current = editing?.mode === 'edit' ? document.versions.find((v) => v.id === editing.id) : undefined;
  const anyBusy = document.versions.some((v) => v.indexStatus === 'WAITING' || v.indexStatus === 'INDEXING');

  return (
    <Card
      className="libadmin-card"
      title={<Space>{t('version.heading')}<Tag>{document.versions.length}</Tag></Space>}
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })} data-testid="version-add">{t('version.add')}</Button>}
      data-testid="versions-section"
    >
      <Typography.Paragraph type="secondary" className="libadmin-card-help">{t('version.help')}</Typography.Paragraph>
      {anyBusy ? <Alert type="info" showIcon title={t('version.indexingNote')} className="libadmin-note" /> : null}
      <ErrorAlert error={actionError} onClose={() => setActionError(null)} />
      <Table<VersionItem>
        rowKey="id"
        dataSource={document.versions}
        columns={columns}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        onRow={(v) => ({ 'data-testid': `version-row-${v.versionLabel}`, 'data-version-id': v.id } as React.HTMLAttributes<HTMLElement>)}
        locale={{ emptyText: <Empty description={t('version.empty')} /> }}
        data-testid="version-table"
      />
      <VersionModal
        document={document}
        editing={editing}
        version={current}
        onCreated={(id) => setEditing({ mode: 'edit', id, justCreated: true })}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

function VersionModal({ document, editing, version, onCreated, onClose }: {
  document: DocumentDetail; editing: Editing; version: VersionItem | undefined; onCreated: (id: number) => void; onClose: () => void;
}) {
  const { t } = useLibT();
  const { t: te } = useTranslation('errors');
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<VersionValues>();
  const save = useSaveVersion();
  const [error, setError] = useState<unknown>(null);
  const open = editing !== null && (editing.mode === 'new' || version !== undefined);
  const status = Form.useWatch('distributionStatus', form);
  const hasFile = Boolean(version?.fileName);

  // Each opening (and each switch from "new" to the version just created) starts the form afresh.
  const openedFor = editing === null ? null : editing.mode === 'new' ? 'new' : editing.id;
  useEffect(() => {
    if (openedFor === null) return;
    setError(null);
    form.resetFields();
    if (version) {
      form.setFieldsValue({
        versionLabel: version.versionLabel, language: version.language, publishType: version.publishType, isFinal: version.isFinal,
        distributionStatus: version.distributionStatus, distributedOn: version.distributedOn,
      });
    } else {
      form.setFieldsValue({
        versionLabel: '', language: 'en', publishType: 'PDF', isFinal: document.versions.length === 0,
        distributionStatus: 'NOT_DISTRIBUTED', distributedOn: null,
      });
    }
    // Only an opening resets the form, not the polling that refreshes the version behind it.
  }, [openedFor]);

  const submit = async () => {
    let values: VersionValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const confirmed = await modal.confirm({ title: t('common.saveConfirm'), okText: t('common.save'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    setError(null);
    try {
      const saved = await save.mutateAsync({
        ...(version ? { id: version.id } : {}), documentId: document.id, versionLabel: values.versionLabel.trim(), language: values.language,
        publishType: values.publishType, isFinal: values.isFinal, distributionStatus: values.distributionStatus,
        distributedOn: values.distributedOn ?? null,
      });
      if (version) {
        void message.success(t('common.saved'));
        onClose();
      } else {
        onCreated(saved.id);
      }
    } catch (e) {
      const reason = e instanceof ApiError ? e.details?.reason : undefined;
      if (reason === 'VERSION_LABEL') form.setFields([{ name: 'versionLabel', errors: [t('version.labelExists')] }]);
      else if (reason === 'NO_FILE') form.setFields([{ name: 'distributionStatus', errors: [t('version.needsFile')] }]);
      else if (reason === 'PUBLISH_TYPE_OF_FILE') form.setFields([{ name: 'publishType', errors: [t('version.publishTypeFixed')] }]);
      else if (e instanceof ApiError && e.code === 'CHECK_DATE') form.setFields([{ name: 'distributedOn', errors: [te('CHECK_DATE')] }]);
      else setError(e);
    }
  };

  return (
    <Modal
      title={version ? t('version.editTitle', { label: version.versionLabel }) : t('version.addTitle')}
      open={open}
      width={720}
      onCancel={onClose}
      mask={{ closable: false }}
      forceRender
      footer={[
        <Button key="close" onClick={onClose} data-testid="version-close">{version ? t('common.close') : t('common.cancel')}</Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="version-save">{t('common.save')}</Button>,
      ]}
    >
      <div data-testid="version-modal" data-version-id={version?.id}>
        {editing?.mode === 'edit' && editing.justCreated ? (
          <Alert type="success" showIcon title={t('version.createdAddFile')} className="libadmin-note" />
        ) : null}
        <Form<VersionValues> form={form} layout="vertical" requiredMark="optional" disabled={save.isPending} onFinish={() => void submit()} className="libadmin-version-form">
          <div className="libadmin-form-row">
            <Form.Item name="versionLabel" label={t('version.label')} extra={t('version.labelHelp')}
              rules={[{ required: true, whitespace: true, message: t('version.labelRequired') }, { max: 40 }]}>
              <Input maxLength={40} autoComplete="off" data-testid="version-label" />
            </Form.Item>
            <Form.Item name="language" label={t('version.language')} rules={[{ required: true }]}>
              <Select options={LANGUAGE_OPTIONS} showSearch={{ optionFilterProp: 'title' }} data-testid="version-language" />
            </Form.Item>
          </div>
          <div className="libadmin-form-row">
            <Form.Item name="publishType" label={t('version.publishType')} rules={[{ required: true }]}
              extra={hasFile ? t('version.publishTypeFixed') : undefined}>
              <Radio.Group optionType="button" buttonStyle="solid" disabled={hasFile} data-testid="version-publish-type"
                options={PUBLISH_TYPES.map((p) => ({ value: p, label: t(`publishType.${p}`) }))} />
            </Form.Item>
            <Form.Item name="isFinal" label={t('version.final')} valuePropName="checked" extra={t('version.finalHelp')} required>
              <Switch data-testid="version-final" />
            </Form.Item>
          </div>
          <div className="libadmin-form-row">
            <Form.Item name="distributionStatus" label={t('version.distribution')} extra={hasFile ? undefined : t('version.needsFile')} required>
              <Radio.Group
                optionType="button" buttonStyle="solid" data-testid="version-distribution"
                options={[
                  { value: 'NOT_DISTRIBUTED', label: t('distribution.NOT_DISTRIBUTED') },
                  { value: 'DISTRIBUTED', label: t('distribution.DISTRIBUTED'), disabled: !hasFile },
                ]}
                onChange={(e) => {
                  if (e.target.value === 'DISTRIBUTED' && !form.getFieldValue('distributedOn')) form.setFieldsValue({ distributedOn: todayIso() });
                }}
              />
            </Form.Item>
            <Form.Item
              name="distributedOn" label={t('version.date')}
              rules={[{ required: status === 'DISTRIBUTED', message: te('CHECK_DATE') }]}
              getValueProps={(value: string | null) => ({ value: value ? dayjs(value, 'YYYY-MM-DD') : null })}
              normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
            >
              <DatePicker format="YYYY-MM-DD" allowClear className="libadmin-date" data-testid="version-date" />
            </Form.Item>
          </div>
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
        <ErrorAlert error={error} onClose={() => setError(null)} />
        {version ? <FileSection version={version} /> : (
          <Typography.Paragraph type="secondary" className="libadmin-note">{t('version.fileAfterSave')}</Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}

const ACCEPT: Record<VersionItem['publishType'], { accept: string; pattern: RegExp }> = {
  PDF: { accept: '.pdf,application/pdf', pattern: /\.pdf$/i },
  WEBHELP: { accept: '.zip,application/zip', pattern: /\.zip$/i },
};

/** A version's file: what is there, and a drop zone taking exactly one file of the version's kind. */
function FileSection({ version }: { version: VersionItem }) {
  const { t, i18n } = useLibT();
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const upload = useUploadVersionFile();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A refused drop never reaches the drop zone, so its hover look is reset by mounting it anew.
  const [dropKey, setDropKey] = useState(0);
  const uploading = upload.isPending;
  const kind = ACCEPT[version.publishType];
  const versionRef = useRef(version.id);
  versionRef.current = version.id;

  const refuse = (text: string) => {
    setProblem(text);
    setPercent(null);
  };

  const describe = (error: unknown): string => {
    if (!(error instanceof ApiError)) return te('CONTACT_MANAGER');
    const reason = error.details?.reason;
    if (error.code === 'FILE_NOT_ALLOWED') {
      const why = reason && i18n.exists(`upload.reasons.${reason}`, { ns: 'library-admin' }) ? t(`upload.reasons.${reason}`) : t('upload.reasons.OTHER');
      return `${te('FILE_NOT_ALLOWED')}: ${why}`;
    }
    if (error.code === 'PAYLOAD_TOO_LARGE') return `${te('PAYLOAD_TOO_LARGE')} ${t('upload.tooLarge')}`;
    return te(error.code);
  };

  const send = async (file: File) => {
    setProblem(null);
    setPercent(0);
    try {
      await upload.mutateAsync({ versionId: version.id, file, onProgress: setPercent });
      setPercent(100);
      void message.success(t('upload.done', { name: file.name }));
    } catch (error) {
      if (versionRef.current === version.id) refuse(describe(error));
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, list) => {
    if (list.length > 1) refuse(te('ONE_AT_A_TIME'));
    else if (!kind.pattern.test(file.name)) refuse(`${te('FILE_NOT_ALLOWED')}: ${t(version.publishType === 'PDF' ? 'upload.needPdf' : 'upload.needZip')}`);
    else void send(file);
    return Upload.LIST_IGNORE;
  };

  /** Several files, or a folder, dropped at once: refused here, before the drop zone picks the first. */
  const onDropCapture = (event: React.DragEvent) => {
    const transfer = event.dataTransfer;
    const items = Array.from(transfer.items ?? []).filter((item) => item.kind === 'file');
    const count = Math.max(items.length, transfer.files?.length ?? 0);
    const folder = items.some((item) => item.webkitGetAsEntry?.()?.isDirectory);
    if (count <= 1 && !folder) return;
    event.preventDefault();
    event.stopPropagation();
    refuse(count > 1 ? te('ONE_AT_A_TIME') : `${te('FILE_NOT_ALLOWED')}: ${t('upload.reasons.FOLDER')}`);
    setDropKey((k) => k + 1);
  };

  return (
    <section className="libadmin-file" aria-label={t('upload.heading')}>
      <Typography.Title level={5} className="libadmin-file-title">{t('upload.heading')}</Typography.Title>
      <div className="libadmin-file-current">
        {version.fileName ? (
          <span className="libadmin-stack">
            <span><Typography.Text strong>{version.fileName}</Typography.Text> <span className="libadmin-muted">{formatBytes(version.fileSize, i18n.language)}</span></span>
          </span>
        ) : <span className="libadmin-muted">{t('version.noFile')}</span>}
        <IndexStatusTag version={version} testId="upload-status" />
      </div>
      <div data-testid="version-upload" onDropCapture={onDropCapture} className="libadmin-dropzone">
        <Upload.Dragger
          key={dropKey}
          accept={kind.accept}
          multiple={false}
          directory={false}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={beforeUpload}
          customRequest={() => undefined}
        >
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{uploading ? t('upload.sending') : t(version.publishType === 'PDF' ? 'upload.dropPdf' : 'upload.dropZip')}</p>
          <p className="ant-upload-hint">{version.fileName ? t('upload.replaceHint') : t('upload.hint')}</p>
        </Upload.Dragger>
      </div>
      {percent !== null ? (
        <Progress
          percent={percent}
          status={uploading ? 'active' : problem ? 'exception' : 'success'}
          format={(p) => `${p ?? 0}%`}
          data-testid="upload-progress"
          aria-label={t('upload.progress')}
          className="libadmin-progress"
        />
      ) : null}
      {problem ? <Alert type="error" showIcon title={problem} role="alert" data-testid="upload-error" closable={{ onClose: () => setProblem(null) }} className="libadmin-note" /> : null}
    </section>
  );
}
