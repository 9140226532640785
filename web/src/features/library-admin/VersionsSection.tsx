// The versions of one document: a table with their distribution and indexing state, a dialog to add one
// with its file (chosen in the dialog, sent once the version exists, as the raw body with a progress bar) or
// to edit one and upload or replace its file, a one-click "Distribute", and delete with confirmation. The
// page polls the document while a file is being indexed.
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
import { useAskFirst } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { validateShowingFirst } from '../../ui/first-invalid.ts';
import { LANGUAGE_OPTIONS, languageName } from '../../ui/languages.tsx';
import { useDeleteVersion, useSaveVersion, useUploadVersionFile } from './api.ts';
import { formatBytes, todayIso } from '../../ui/dates.ts';
import { ChangesNote, DistributionTag, IndexStatusTag, ScanNote, useLibT } from './shared.tsx';

interface VersionValues {
  versionLabel: string;
  language: LanguageCode;
  publishType: VersionItem['publishType'];
  isFinal: boolean;
  distributionStatus: VersionItem['distributionStatus'];
  distributedOn: string | null;
}

/**
 * Which version the dialog shows: a new one, an existing one by id, or none (closed). `uploadProblem`: the
 * version was just created, and the file chosen with it refused, for this reason.
 */
type Editing = { mode: 'new' } | { mode: 'edit'; id: number; uploadProblem?: string } | null;

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
    {
      title: t('version.columns.index'), key: 'index',
      render: (_, v) => <span className="libadmin-index"><IndexStatusTag version={v} /><ScanNote version={v} /><ChangesNote version={v} /></span>,
    },
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
        onUploadFailed={(id, uploadProblem) => setEditing({ mode: 'edit', id, uploadProblem })}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

function VersionModal({ document, editing, version, onUploadFailed, onClose }: {
  document: DocumentDetail; editing: Editing; version: VersionItem | undefined; onUploadFailed: (id: number, problem: string) => void; onClose: () => void;
}) {
  const { t, i18n } = useLibT();
  const { t: te } = useTranslation('errors');
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<VersionValues>();
  const save = useSaveVersion();
  const upload = useUploadVersionFile();
  const refusals = useFileRefusals();
  const [error, setError] = useState<unknown>(null);
  // A new version's file, chosen here and sent once the version exists.
  const [chosen, setChosen] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = editing !== null && (editing.mode === 'new' || version !== undefined);
  const status = Form.useWatch('distributionStatus', form);
  const publishType = Form.useWatch('publishType', form) ?? 'PDF';
  const hasFile = Boolean(version?.fileName);
  const busy = save.isPending || upload.isPending;

  // Each opening (and each switch from "new" to the version just created) starts the form afresh.
  const openedFor = editing === null ? null : editing.mode === 'new' ? 'new' : editing.id;
  useEffect(() => {
    if (openedFor === null) return;
    setError(null);
    setChosen(null);
    setPercent(null);
    setProblem(null);
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

  /** A file dropped or picked for the new version: its kind sets the publication type. */
  const choose = (file: File) => {
    const kind = kindOfName(file.name);
    setPercent(null);
    if (!kind) {
      setProblem(refusals.wrongKind(publishType));
      return;
    }
    setProblem(null);
    setChosen(file);
    form.setFieldsValue({ publishType: kind });
  };

  /** Sends the chosen file to the version just created; a refusal leaves the version, shown with the reason and a drop zone to try again. */
  const sendChosen = async (versionId: number, file: File) => {
    setProblem(null);
    setPercent(0);
    try {
      await upload.mutateAsync({ versionId, file, onProgress: setPercent });
      setPercent(100);
      void message.success(t('upload.done', { name: file.name }));
      onClose();
    } catch (e) {
      onUploadFailed(versionId, refusals.ofServer(e));
    }
  };

  // Changing a saved version asks first (the seed's edit confirmation), and taking a distributed version away from
  // readers says so, as the row's Withdraw does; adding a version asks nothing.
  const askFirst = useAskFirst(version !== undefined);
  const submit = async () => {
    const values = await validateShowingFirst(form);
    if (!values) return;
    const withdrawing = version?.distributionStatus === 'DISTRIBUTED' && values.distributionStatus === 'NOT_DISTRIBUTED';
    const asked = withdrawing
      ? Boolean(await modal.confirm({ title: t('version.withdrawConfirm', { label: version.versionLabel }), okText: t('version.withdraw'), cancelText: t('common.cancel') }))
      : await askFirst({ save: t('common.save'), cancel: t('common.cancel') });
    if (!asked) return;
    setError(null);
    let saved: { id: number };
    try {
      saved = await save.mutateAsync({
        ...(version ? { id: version.id } : {}), documentId: document.id, versionLabel: values.versionLabel.trim(), language: values.language,
        publishType: values.publishType, isFinal: values.isFinal, distributionStatus: values.distributionStatus,
        distributedOn: values.distributedOn ?? null,
      });
    } catch (e) {
      const reason = e instanceof ApiError ? e.details?.reason : undefined;
      if (reason === 'VERSION_LABEL') form.setFields([{ name: 'versionLabel', errors: [t('version.labelExists')] }]);
      else if (reason === 'NO_FILE') form.setFields([{ name: 'distributionStatus', errors: [t('version.needsFile')] }]);
      else if (reason === 'PUBLISH_TYPE_OF_FILE') form.setFields([{ name: 'publishType', errors: [t('version.publishTypeFixed')] }]);
      else if (e instanceof ApiError && e.code === 'CHECK_DATE') form.setFields([{ name: 'distributedOn', errors: [te('CHECK_DATE')] }]);
      else setError(e);
      return;
    }
    if (!version && chosen) {
      await sendChosen(saved.id, chosen);
      return;
    }
    void message.success(t('common.saved'));
    onClose();
  };

  const uploadProblem = editing?.mode === 'edit' ? editing.uploadProblem : undefined;
  return (
    <Modal
      title={version ? t('version.editTitle', { label: version.versionLabel }) : t('version.addTitle')}
      open={open}
      width={720}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: false }}
      forceRender
      footer={[
        <Button key="close" onClick={onClose} disabled={busy} data-testid="version-close">{version ? t('common.close') : t('common.cancel')}</Button>,
        <Button key="save" type="primary" loading={busy} onClick={() => void submit()} data-testid="version-save">
          {upload.isPending ? t('upload.sending') : t('common.save')}
        </Button>,
      ]}
    >
      <div data-testid="version-modal" data-version-id={version?.id}>
        {uploadProblem ? <Alert type="warning" showIcon title={t('version.savedNoFile')} className="libadmin-note" data-testid="version-saved-no-file" /> : null}
        <Form<VersionValues> form={form} layout="vertical" requiredMark="optional" disabled={busy} onFinish={() => void submit()} className="libadmin-version-form">
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
              extra={hasFile ? t('version.publishTypeFixed') : chosen ? t('version.publishTypeOfChosen') : undefined}>
              <Radio.Group optionType="button" buttonStyle="solid" disabled={hasFile || chosen !== null} data-testid="version-publish-type"
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
        {version ? <FileSection key={version.id} version={version} initialProblem={uploadProblem} /> : (
          <section className="libadmin-file" aria-label={t('upload.heading')}>
            <Typography.Title level={5} className="libadmin-file-title">{t('upload.heading')}</Typography.Title>
            {chosen ? (
              <div className="libadmin-file-current libadmin-file-chosen" data-testid="version-file-chosen">
                <span><Typography.Text strong>{chosen.name}</Typography.Text> <span className="libadmin-muted">{formatBytes(chosen.size, i18n.language)}</span></span>
                <Button type="text" icon={<DeleteOutlined />} disabled={busy} onClick={() => { setChosen(null); setPercent(null); }}
                  aria-label={t('upload.removeChosen', { name: chosen.name })} data-testid="version-file-remove" />
              </div>
            ) : (
              <FileDrop
                accept={`${KINDS.PDF.accept},${KINDS.WEBHELP.accept}`} disabled={busy}
                text={t(publishType === 'PDF' ? 'upload.dropPdf' : 'upload.dropZip')} hint={t('upload.chooseHint')}
                onFile={choose} onRefused={(text) => { setProblem(text); setPercent(null); }}
              />
            )}
            <UploadOutcome percent={percent} uploading={upload.isPending} problem={problem} onDismiss={() => setProblem(null)} />
          </section>
        )}
      </div>
    </Modal>
  );
}

const KINDS: Record<VersionItem['publishType'], { accept: string; pattern: RegExp }> = {
  PDF: { accept: '.pdf,application/pdf', pattern: /\.pdf$/i },
  WEBHELP: { accept: '.zip,application/zip', pattern: /\.zip$/i },
};

/** The publication type a file's name says it is (a PDF, or web help as a zip), if either. */
function kindOfName(name: string): VersionItem['publishType'] | undefined {
  return PUBLISH_TYPES.find((p) => KINDS[p].pattern.test(name));
}

/** What to tell the admin when a file is refused, here or by the server, joined as common's `refusal.*` says. */
function useFileRefusals() {
  const { t, i18n } = useLibT();
  const { t: te } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const notAllowed = (reason: string) => tc('refusal.withReason', { error: te('FILE_NOT_ALLOWED'), reason });
  return {
    wrongKind: (publishType: VersionItem['publishType']) => notAllowed(t(publishType === 'PDF' ? 'upload.needPdf' : 'upload.needZip')),
    several: () => te('ONE_AT_A_TIME'),
    folder: () => notAllowed(t('upload.reasons.FOLDER')),
    ofServer: (error: unknown): string => {
      if (!(error instanceof ApiError)) return te('CONTACT_MANAGER');
      const reason = error.details?.reason;
      if (error.code === 'FILE_NOT_ALLOWED') {
        return notAllowed(reason && i18n.exists(`upload.reasons.${reason}`, { ns: 'library-admin' }) ? t(`upload.reasons.${reason}`) : t('upload.reasons.OTHER'));
      }
      if (error.code === 'PAYLOAD_TOO_LARGE') return tc('refusal.withAdvice', { error: te('PAYLOAD_TOO_LARGE'), advice: t('upload.tooLarge') });
      return te(error.code);
    },
  };
}

/**
 * A drop zone taking exactly one file, handed to `onFile`; several files, or a folder, are refused here
 * (`onRefused`) before the zone would pick the first of them.
 */
function FileDrop({ accept, disabled, text, hint, onFile, onRefused }: {
  accept: string; disabled: boolean; text: string; hint: string; onFile: (file: File) => void; onRefused: (text: string) => void;
}) {
  const refusals = useFileRefusals();
  // A refused drop never reaches the drop zone, so its hover look is reset by mounting it anew.
  const [dropKey, setDropKey] = useState(0);

  const beforeUpload: UploadProps['beforeUpload'] = (file, list) => {
    if (list.length > 1) onRefused(refusals.several());
    else onFile(file);
    return Upload.LIST_IGNORE;
  };

  const onDropCapture = (event: React.DragEvent) => {
    const transfer = event.dataTransfer;
    const items = Array.from(transfer.items ?? []).filter((item) => item.kind === 'file');
    const count = Math.max(items.length, transfer.files?.length ?? 0);
    const folder = items.some((item) => item.webkitGetAsEntry?.()?.isDirectory);
    if (count <= 1 && !folder) return;
    event.preventDefault();
    event.stopPropagation();
    onRefused(count > 1 ? refusals.several() : refusals.folder());
    setDropKey((k) => k + 1);
  };

  return (
    <div data-testid="version-upload" onDropCapture={onDropCapture} className="libadmin-dropzone">
      <Upload.Dragger
        key={dropKey} accept={accept} multiple={false} directory={false} showUploadList={false} disabled={disabled}
        beforeUpload={beforeUpload} customRequest={() => undefined}
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{text}</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
    </div>
  );
}

/** How far a file has gone, and why it was refused. */
function UploadOutcome({ percent, uploading, problem, onDismiss }: { percent: number | null; uploading: boolean; problem: string | null; onDismiss: () => void }) {
  const { t } = useLibT();
  return (
    <>
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
      {problem ? <Alert type="error" showIcon title={problem} role="alert" data-testid="upload-error" closable={{ onClose: onDismiss }} className="libadmin-note" /> : null}
    </>
  );
}

/**
 * An existing version's file: what is there, and a drop zone taking exactly one file of the version's kind,
 * sent at once. Replacing the file readers have asks first. `initialProblem` is why the file chosen when the
 * version was created was refused.
 */
function FileSection({ version, initialProblem }: { version: VersionItem; initialProblem: string | undefined }) {
  const { t, i18n } = useLibT();
  const { modal, message } = App.useApp();
  const upload = useUploadVersionFile();
  const refusals = useFileRefusals();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(initialProblem ?? null);
  const uploading = upload.isPending;
  const kind = KINDS[version.publishType];
  const versionRef = useRef(version.id);
  versionRef.current = version.id;

  const refuse = (text: string) => {
    setProblem(text);
    setPercent(null);
  };

  const send = async (file: File) => {
    if (!kind.pattern.test(file.name)) {
      refuse(refusals.wrongKind(version.publishType));
      return;
    }
    if (version.fileName && version.distributionStatus === 'DISTRIBUTED' && !(await modal.confirm({
      title: t('version.replaceConfirm', { label: version.versionLabel }), content: t('version.replaceNote'),
      okText: t('version.replace'), cancelText: t('common.cancel'), okButtonProps: { 'data-testid': 'version-replace-ok' },
    }))) return;
    setProblem(null);
    setPercent(0);
    try {
      await upload.mutateAsync({ versionId: version.id, file, onProgress: setPercent });
      setPercent(100);
      void message.success(t('upload.done', { name: file.name }));
    } catch (error) {
      if (versionRef.current === version.id) refuse(refusals.ofServer(error));
    }
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
      <ScanNote version={version} testId="upload-scans" />
      <ChangesNote version={version} testId="upload-changes" />
      <FileDrop
        accept={kind.accept} disabled={uploading}
        text={uploading ? t('upload.sending') : t(version.publishType === 'PDF' ? 'upload.dropPdf' : 'upload.dropZip')}
        hint={version.fileName ? t('upload.replaceHint') : t('upload.hint')}
        onFile={(file) => void send(file)} onRefused={refuse}
      />
      <UploadOutcome percent={percent} uploading={uploading} problem={problem} onDismiss={() => setProblem(null)} />
    </section>
  );
}
