// The dialog to add a version with its file (chosen in the dialog, sent once the version exists, as the raw
// body with a progress bar) or to edit one and upload or replace its file (FileSection.tsx).
import { DeleteOutlined } from '@ant-design/icons';
import { PUBLISH_TYPES, VersionSave, type DocumentDetail, type LanguageCode, type VersionItem } from '@gsis/contract';
import { Alert, App, Button, DatePicker, Form, Input, Modal, Radio, Select, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useAskFirst } from '../../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { validateShowingFirst } from '../../../ui/first-invalid.ts';
import { LANGUAGE_OPTIONS } from '../../../ui/languages.tsx';
import { fieldRules, maxLengthOf } from '../../../ui/schema-rules.ts';
import { useSaveVersion, useUploadVersionFile } from '../api.ts';
import { formatBytes, todayIso } from '../../../ui/dates.ts';
import { useLibT } from '../shared.tsx';
import { FileDrop, UploadOutcome } from './FileDrop.tsx';
import { FileSection } from './FileSection.tsx';
import { KINDS, kindOfName, useFileRefusals } from './version-files.ts';

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
export type Editing = { mode: 'new' } | { mode: 'edit'; id: number; uploadProblem?: string } | null;

export function VersionModal({ document, editing, version, onUploadFailed, onClose }: {
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
              rules={fieldRules(VersionSave.shape.versionLabel, { required: t('version.labelRequired') })}>
              <Input maxLength={maxLengthOf(VersionSave.shape.versionLabel)} autoComplete="off" data-testid="version-label" />
            </Form.Item>
            <Form.Item name="language" label={t('version.language')} rules={fieldRules(VersionSave.shape.language)}>
              <Select options={LANGUAGE_OPTIONS} showSearch={{ optionFilterProp: 'title' }} data-testid="version-language" />
            </Form.Item>
          </div>
          <div className="libadmin-form-row">
            <Form.Item name="publishType" label={t('version.publishType')} rules={fieldRules(VersionSave.shape.publishType)}
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
