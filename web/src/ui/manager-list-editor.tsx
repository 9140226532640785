// A list of people who manage something (a Q&A or Contact Us classification, feedback): employees are found
// by name or ID and added, removed, and the list is saved as a whole (no question first: a person taken off can be
// added back); Reset brings back the saved one. The caller names what is managed and supplies the three calls.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, AutoComplete, Button, Empty, Input, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';
import { useOutcomeMessage } from './outcome-message.ts';
import { PageHeader } from './page-header.tsx';
import './manager-list-editor.css';

export interface ManagerPerson { userId: number; loginId: string; name: string; company: string | null }

interface Props {
  title: string;
  help: string;
  /** What the table says when nobody manages it yet. */
  emptyText: string;
  /** Who may be chosen, beyond being an approved employee. */
  findHelp: string;
  /** The saved list; undefined while it loads. */
  saved: ManagerPerson[] | undefined;
  /** People matching what was typed (the caller's query, enabled for a non-empty keyword). */
  useCandidates: (keyword: string) => { data?: ManagerPerson[] | undefined; isFetched: boolean };
  save: { mutateAsync: (userIds: number[]) => Promise<unknown>; isPending: boolean; error: unknown; reset: () => void };
  onBack?: () => void;
}

export function ManagerListEditor({ title, help, emptyText, findHelp, saved, useCandidates, save, onBack }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const outcome = useOutcomeMessage();
  // The list being edited; null while it is the saved one.
  const [edited, setEdited] = useState<ManagerPerson[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const candidates = useCandidates(keyword);
  const managers = edited ?? saved ?? [];
  const isManager = (userId: number) => managers.some((m) => m.userId === userId);

  const add = (person: ManagerPerson) => {
    if (!isManager(person.userId)) setEdited([...managers, person]);
    setKeyword('');
  };

  const submit = async () => {
    const done = save.mutateAsync(managers.map((m) => m.userId));
    await outcome(done, t('managers.saved'));
    await done.then(() => setEdited(null), () => undefined);
  };

  const reset = async () => {
    if (await modal.confirm({ title: t('managers.resetConfirm'), okText: t('managers.reset'), cancelText: t('managers.cancel') })) setEdited(null);
  };

  const columns: TableColumnsType<ManagerPerson> = [
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

  if (!saved) return <Spin />;
  return (
    <div className="catalogue-page managers-page" data-testid="support-managers-page">
      <PageHeader title={title} help={help} />
      <div className="managers-find">
        <AutoComplete
          value={keyword}
          onChange={setKeyword}
          onSelect={(value: string) => {
            const person = candidates.data?.find((c) => String(c.userId) === value);
            if (person) add(person);
          }}
          options={(candidates.data ?? []).map((c) => ({
            value: String(c.userId),
            disabled: isManager(c.userId),
            label: (
              <span className="managers-candidate" data-testid={`support-candidate-${c.userId}`}>
                <span>{c.name} <span className="managers-muted">{c.loginId}</span></span>
                {isManager(c.userId) ? <Tag>{t('managers.already')}</Tag> : <PlusOutlined />}
              </span>
            ),
          }))}
          notFoundContent={keyword.trim() && candidates.isFetched ? t('managers.noneFound') : null}
          className="managers-search"
        >
          <Input.Search placeholder={t('managers.find')} aria-label={t('managers.find')} data-testid="support-manager-find" />
        </AutoComplete>
        <div className="managers-muted">{findHelp}</div>
      </div>
      {edited ? <Tag color="orange" className="managers-unsaved">{t('managers.unsaved')}</Tag> : null}
      <Table<ManagerPerson>
        rowKey="userId" size="middle" columns={columns} dataSource={managers} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={emptyText} /> }} data-testid="support-manager-table"
      />
      <ErrorAlert error={save.error} onClose={save.reset} />
      <div className="managers-actions">
        <Button type="primary" onClick={() => void submit()} loading={save.isPending} disabled={!edited} data-testid="support-manager-save">{t('managers.save')}</Button>
        <Button onClick={() => void reset()} disabled={!edited}>{t('managers.reset')}</Button>
        {onBack && <Button onClick={onBack}>{t('managers.backToList')}</Button>}
      </div>
    </div>
  );
}
