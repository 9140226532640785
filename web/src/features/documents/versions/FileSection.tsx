// An existing version's file in the version dialog: what is there, and a drop zone to upload or replace it.
import type { VersionItem } from '@gsis/contract';
import { App, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useUploadVersionFile } from '../api.ts';
import { formatBytes } from '../../../ui/dates.ts';
import { ChangesNote, IndexStatusTag, ScanNote, useLibT } from '../shared.tsx';
import { FileDrop, UploadOutcome } from './FileDrop.tsx';
import { KINDS, useFileRefusals } from './version-files.ts';

/**
 * An existing version's file: what is there, and a drop zone taking exactly one file of the version's kind,
 * sent at once. Replacing the file readers have asks first. `initialProblem` is why the file chosen when the
 * version was created was refused.
 */
export function FileSection({ version, initialProblem }: { version: VersionItem; initialProblem: string | undefined }) {
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
