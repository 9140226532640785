// The versions of one document: a table with their distribution and indexing state, a one-click "Distribute",
// delete with confirmation, and the dialog (VersionModal.tsx) to add or edit one. The page polls the document
// while a file is being indexed.
import {
  CheckCircleOutlined, CloudUploadOutlined, DeleteOutlined, EditOutlined, PlusOutlined, SendOutlined, StopOutlined,
} from '@ant-design/icons';
import type { DocumentDetail, VersionItem, VersionSave } from '@gsis/contract';
import { Alert, App, Button, Card, Empty, Popconfirm, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { errorCodeOf } from '../../../api/error-text.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { languageName } from '../../../ui/languages.tsx';
import { useDeleteVersion, useSaveVersion } from '../api.ts';
import { formatBytes, todayIso } from '../../../ui/dates.ts';
import { ChangesNote, DistributionTag, IndexStatusTag, ScanNote, useLibT } from '../shared.tsx';
import { VersionModal, type Editing } from './VersionModal.tsx';

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
