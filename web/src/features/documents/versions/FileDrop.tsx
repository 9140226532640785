// Taking one file: a drop zone that refuses several files or a folder, and how far the file has gone.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useLibT } from '../shared.tsx';
import { useFileRefusals } from './version-files.ts';

/**
 * A drop zone taking exactly one file, handed to `onFile`; several files, or a folder, are refused here
 * (`onRefused`) before the zone would pick the first of them.
 */
export function FileDrop({ accept, disabled, text, hint, onFile, onRefused }: {
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
export function UploadOutcome({ percent, uploading, problem, onDismiss }: { percent: number | null; uploading: boolean; problem: string | null; onDismiss: () => void }) {
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
