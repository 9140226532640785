// /management/support/qna/cls, and a tab of /management/support/contact: the classifications of one kind as a tree
// (Q&A: a parent and its children), with each one's use and managers, and the actions on it.
import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { SupportClassItem } from '@gsis/contract';
import { Button, Empty, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useClasses, useDeleteClass } from './api.ts';
import { CLASS_KINDS, type ClassKind } from './kinds.ts';
import './support-classes.css';

type Row = SupportClassItem & { children?: Row[] };

/** The flat list (parents first, each followed by its children) as a tree. */
function treeOf(items: SupportClassItem[]): Row[] {
  const parents: Row[] = items.filter((c) => c.parentId === null).map((c) => ({ ...c }));
  for (const child of items.filter((c) => c.parentId !== null)) {
    const parent = parents.find((p) => p.classId === child.parentId);
    if (parent) (parent.children ??= []).push({ ...child });
  }
  return parents;
}

/** `embedded`: drawn inside another page (Contact Us messages), under that page's heading. */
function ClassList({ of, embedded = false }: { of: ClassKind; embedded?: boolean }) {
  const { t } = useTranslation('support-classes');
  const navigate = useNavigate();
  const classes = useClasses(of);
  const remove = useDeleteClass(of);
  const outcome = useOutcomeMessage();
  const rows = treeOf(classes.data ?? []);

  const columns: TableColumnsType<Row> = [
    {
      title: t('list.columns.name'), key: 'label',
      render: (_, row) => <span className="support-class-name" data-testid={`support-class-${row.classId}`}>{row.label}</span>,
    },
    {
      title: t('list.columns.use'), dataIndex: 'useYn', key: 'useYn', width: 120,
      render: (use: 'Y' | 'N') => <Tag color={use === 'Y' ? 'green' : 'default'}>{t(`useYn.${use}`)}</Tag>,
    },
    {
      title: t('list.columns.managers'), key: 'managers', width: 170,
      render: (_, row) => (
        <Link to={of.managers(row.classId)} aria-label={t('list.manage', { name: row.label })} data-testid={`support-class-managers-${row.classId}`}>
          <TeamOutlined /> {row.managerCount > 0 ? t('list.managerCount', { count: row.managerCount }) : (
            <Tooltip title={t('list.noManagersHelp')}><span className="support-class-warning">{t('list.noManagers')}</span></Tooltip>
          )}
        </Link>
      ),
    },
    {
      title: t('list.columns.actions'), key: 'actions', width: 150,
      render: (_, row) => (
        <Space size={0}>
          {of.nested && row.parentId === null ? (
            <Tooltip title={t('list.addChild', { name: row.label })}>
              <Button type="text" icon={<PlusOutlined />} aria-label={t('list.addChild', { name: row.label })}
                onClick={() => void navigate(of.form({ parentId: row.classId }))} data-testid={`support-class-add-child-${row.classId}`} />
            </Tooltip>
          ) : null}
          <Tooltip title={t('list.edit', { name: row.label })}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('list.edit', { name: row.label })} onClick={() => void navigate(of.form({ id: row.classId }))} data-testid={`support-class-edit-${row.classId}`} />
          </Tooltip>
          <DeleteButton
            label={t('list.delete', { name: row.label })}
            testId={`support-class-delete-${row.classId}`}
            blockedBy={row.children?.length ? t('list.hasChildren') : null}
            confirm={{
              title: t('list.deleteConfirm'), okText: t('list.deleteOk'), cancelText: t('list.cancel'), okTestId: 'support-class-delete-ok',
              onConfirm: () => outcome(remove.mutateAsync({ classId: row.classId }), t('list.deleted')),
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <div className="catalogue-page support-classes-page" data-testid="support-classes-page">
      {embedded ? <p className="support-classes-help">{t(`kind.${of.kind}.help`)}</p> : <PageHeader title={t(`kind.${of.kind}.title`)} help={t(`kind.${of.kind}.help`)} />}
      <div className="support-classes-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(of.form())} data-testid="support-class-add">{t('list.add')}</Button>
      </div>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Table<Row>
        rowKey="classId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={classes.isFetching}
        pagination={false}
        expandable={{ defaultExpandAllRows: true, expandRowByClick: false }}
        key={rows.length > 0 ? 'loaded' : 'empty'}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        data-testid="support-class-table"
      />
    </div>
  );
}

export function QnaClassListPage() {
  return <ClassList of={CLASS_KINDS.QNA} />;
}

/** The Contact Us classifications, a tab of the Contact Us messages page. */
export function ContactClassList() {
  return <ClassList of={CLASS_KINDS.CONTACT} embedded />;
}
