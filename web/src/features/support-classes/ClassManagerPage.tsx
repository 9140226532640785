// /management/support/qna/cls/manager and /management/support/contact/cls/manager: who manages a
// classification. Employees are found by name or ID and added to the list, removed from it, and the list is
// saved as a whole after the seed's confirmation (Reset brings back the saved one).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { SupportClassManager } from '@gsis/contract';
import { App, AutoComplete, Button, Empty, Input, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { idFrom } from '../../ui/address-params.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useCandidates, useClassDetail, useManagers, useSaveManagers } from './api.ts';
import { CLASS_KINDS, type ClassKind } from './kinds.ts';
import './support-classes.css';

function Managers({ of, classId }: { of: ClassKind; classId: number }) {
  const { t } = useTranslation('support-classes');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const detail = useClassDetail(of, classId);
  const saved = useManagers(of, classId);
  const save = useSaveManagers(of);
  const outcome = useOutcomeMessage();
  // The list being edited; null while it is the saved one.
  const [edited, setEdited] = useState<SupportClassManager[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const candidates = useCandidates(of, keyword);
  const managers = edited ?? saved.data ?? [];
  const name = detail.data?.label ?? '';

  const add = (person: SupportClassManager) => {
    if (!managers.some((m) => m.userId === person.userId)) setEdited([...managers, person]);
    setKeyword('');
  };

  const submit = async () => {
    if (!(await modal.confirm({ title: t('managers.saveConfirm'), okText: t('managers.save'), cancelText: t('managers.cancel') }))) return;
    const done = save.mutateAsync({ classId, userIds: managers.map((m) => m.userId) });
    await outcome(done, t('managers.saved'));
    await done.then(() => setEdited(null), () => undefined);
  };

  const reset = async () => {
    if (await modal.confirm({ title: t('managers.resetConfirm'), okText: t('managers.reset'), cancelText: t('managers.cancel') })) setEdited(null);
  };

  const columns: TableColumnsType<SupportClassManager> = [
    { title: t('managers.columns.name'), dataIndex: 'name', key: 'name' },
    { title: t('managers.columns.id'), dataIndex: 'loginId', key: 'loginId' },
    { title: t('managers.columns.company'), dataIndex: 'company', key: 'company', render: (company: string | null) => company ?? '—' },
    {
      title: '', key: 'remove', width: 60,
      render: (_, row) => (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('managers.remove', { name: row.name })}
          onClick={() => setEdited(managers.filter((m) => m.userId !== row.userId))} data-testid={`support-manager-remove-${row.userId}`} />
      ),
    },
  ];

  if (!detail.data || !saved.data) return <Spin />;
  return (
    <div className="catalogue-page support-managers-page" data-testid="support-managers-page">
      <PageHeader title={t('managers.title', { name })} help={t('managers.help')} />
      <div className="support-managers-find">
        <AutoComplete
          value={keyword}
          onChange={setKeyword}
          onSelect={(value: string) => {
            const person = candidates.data?.find((c) => String(c.userId) === value);
            if (person) add(person);
          }}
          options={(candidates.data ?? []).map((c) => ({
            value: String(c.userId),
            disabled: managers.some((m) => m.userId === c.userId),
            label: (
              <span className="support-candidate" data-testid={`support-candidate-${c.userId}`}>
                <span>{c.name} <span className="support-muted">{c.loginId}</span></span>
                {managers.some((m) => m.userId === c.userId) ? <Tag>{t('managers.already')}</Tag> : <PlusOutlined />}
              </span>
            ),
          }))}
          notFoundContent={keyword.trim() && candidates.isFetched ? t('managers.noneFound') : null}
          className="support-managers-search"
        >
          <Input.Search placeholder={t('managers.find')} aria-label={t('managers.find')} data-testid="support-manager-find" />
        </AutoComplete>
        <div className="support-muted">{t('managers.findHelp')}</div>
      </div>
      {edited ? <Tag color="orange" className="support-unsaved">{t('managers.unsaved')}</Tag> : null}
      <Table<SupportClassManager>
        rowKey="userId" size="middle" columns={columns} dataSource={managers} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('managers.empty')} /> }} data-testid="support-manager-table"
      />
      <ErrorAlert error={save.error} onClose={save.reset} />
      <div className="support-class-actions">
        <Button type="primary" onClick={() => void submit()} loading={save.isPending} disabled={!edited} data-testid="support-manager-save">{t('managers.save')}</Button>
        <Button onClick={() => void reset()} disabled={!edited}>{t('managers.reset')}</Button>
        <Button onClick={() => void navigate(of.list)}>{t('managers.backToList')}</Button>
      </div>
    </div>
  );
}

function ManagerPage({ of }: { of: ClassKind }) {
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  return id === undefined ? <Navigate to={of.list} replace /> : <Managers of={of} classId={id} />;
}

export function QnaClassManagerPage() {
  return <ManagerPage of={CLASS_KINDS.QNA} />;
}

export function ContactClassManagerPage() {
  return <ManagerPage of={CLASS_KINDS.CONTACT} />;
}
