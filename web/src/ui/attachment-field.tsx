// The attachments of a Support form (notice, question, answer, message): files uploaded one at a time as they
// are chosen, judged by the server by their content, listed with their size and removable before saving.
// A form field: `value` is the uploads kept, `onChange` gets the list back; the form sends their ids.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { ATTACHMENT_ACCEPT, attachmentsApi, MAX_ATTACHMENTS, type UploadedAttachment } from '@gsis/contract';
import { Alert, Button, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { uploadFile, type UploadEndpoint } from '../api/upload.ts';
import { formatBytes } from './dates.ts';
import './attachments.css';

/** An upload kept by the field; a visitor's carries the claim that attaches it. */
export type HeldAttachment = UploadedAttachment & { claim?: string };

export function AttachmentField({
  value = [], onChange, disabled = false, testId = 'attachment-field', endpoint = attachmentsApi.upload, max = MAX_ATTACHMENTS, hint,
}: {
  value?: HeldAttachment[]; onChange?: (files: HeldAttachment[]) => void; disabled?: boolean; testId?: string;
  /** Where files go: a signed-in person's uploads by default, a visitor's where the form is public. */
  endpoint?: UploadEndpoint & { query?: typeof attachmentsApi.upload.query };
  max?: number;
  hint?: string;
}) {
  const { t, i18n } = useTranslation();
  const { t: te } = useTranslation('errors');
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= max;

  const describe = (error: unknown): string => {
    if (!(error instanceof ApiError)) return te('CONTACT_MANAGER');
    if (error.code === 'FILE_NOT_ALLOWED') {
      const reason = error.details?.reason;
      const why = reason && i18n.exists(`attachments.reasons.${reason}`) ? t(`attachments.reasons.${reason}`) : t('attachments.reasons.OTHER');
      return t('refusal.withReason', { error: te('FILE_NOT_ALLOWED'), reason: why });
    }
    if (error.code === 'PAYLOAD_TOO_LARGE') return t('refusal.withAdvice', { error: te('PAYLOAD_TOO_LARGE'), advice: t('attachments.tooLarge') });
    return te(error.code);
  };

  const send = async (file: File) => {
    setProblem(null);
    setPercent(0);
    try {
      const uploaded = (await uploadFile(endpoint, { fileName: file.name }, file, setPercent)) as HeldAttachment;
      onChange?.([...value, uploaded]);
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setPercent(null);
    }
  };

  // One file at a time (seed section 5): several chosen or dropped at once are refused, never the first taken.
  const beforeUpload: UploadProps['beforeUpload'] = (file, list) => {
    if (list.length > 1) {
      if (file === list[0]) setProblem(te('ONE_AT_A_TIME'));
    } else void send(file);
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="attachment-field" data-testid={testId}>
      {value.length > 0 ? (
        <ul className="attachment-list" aria-label={t('attachments.heading')}>
          {value.map((file) => (
            <li key={file.attachmentId} data-testid="attachment-item">
              <PaperClipOutlined aria-hidden />
              <span className="attachment-name">{file.fileName}</span>
              <span className="attachment-size">{formatBytes(file.size, i18n.language)}</span>
              <Button
                type="text" size="small" danger icon={<DeleteOutlined />} disabled={disabled}
                aria-label={t('attachments.remove', { name: file.fileName })}
                onClick={() => onChange?.(value.filter((f) => f.attachmentId !== file.attachmentId))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Upload accept={ATTACHMENT_ACCEPT} multiple={false} directory={false} showUploadList={false} beforeUpload={beforeUpload} customRequest={() => undefined} disabled={disabled || full || percent !== null}>
        <Button icon={<UploadOutlined />} disabled={disabled || full || percent !== null} data-testid={`${testId}-add`}>{t('attachments.add')}</Button>
      </Upload>
      <div className="attachment-hint">{full && max > 1 ? t('attachments.full', { max }) : hint ?? t('attachments.hint', { max })}</div>
      {percent !== null ? <Progress percent={percent} size="small" status="active" aria-label={t('attachments.progress')} /> : null}
      {problem ? <Alert type="error" showIcon title={problem} role="alert" data-testid={`${testId}-error`} closable={{ onClose: () => setProblem(null) }} /> : null}
    </div>
  );
}

/** The attachments of something read: each a download link with its size. */
export function AttachmentLinks({ files }: { files: { attachmentId: number; fileName: string; size: number; url: string }[] }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="attachment-list attachment-links" aria-label={t('attachments.heading')}>
      {files.map((file) => (
        <li key={file.attachmentId}>
          <PaperClipOutlined aria-hidden />
          <a href={file.url} download={file.fileName} className="attachment-name" data-testid="attachment-link">{file.fileName}</a>
          <span className="attachment-size">{formatBytes(file.size, i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}
