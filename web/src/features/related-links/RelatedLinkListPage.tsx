// /management/support/relatedlink: the footer's links, one tab per block (Related Sites, Family Link, social
// links). A row is moved by dragging it, or with its arrow buttons (the same without a pointer); each move
// saves the block's new order at once, and the footer follows.
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { isRelatedLinkUrl, LINK_TYPES, type LinkType, type RelatedLinkItem } from '@gsis/contract';
import { Button, Empty, Space, Table, Tabs, Tag, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useDeleteLink, useManagedLinks, useSortLinks } from './api.ts';
import { linkTypeOf } from './link-type.ts';
import './related-links.css';

export default function RelatedLinkListPage() {
  const { t } = useTranslation('related-links');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const linkType = linkTypeOf(params.get('type'));
  const links = useManagedLinks();
  const sort = useSortLinks();
  const remove = useDeleteLink();
  const outcome = useOutcomeMessage();
  // The order just chosen, shown while it is saved and until the list is read back (with it).
  const [chosen, setChosen] = useState<{ ids: number[]; over: unknown } | null>(null);
  const pending = chosen && chosen.over === links.data ? chosen.ids : null;
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);

  const block = (links.data ?? []).filter((link) => link.linkType === linkType);
  const rows = pending ? pending.flatMap((id) => block.filter((link) => link.linkId === id)) : block;

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= rows.length) return;
    const ids = rows.map((row) => row.linkId);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    setChosen({ ids, over: links.data });
    const saving = sort.mutateAsync({ linkType, linkIds: ids });
    // A refused order (another administrator changed the block meanwhile) shows the block as it is.
    saving.catch(() => setChosen(null));
    void outcome(saving, t('list.orderSaved'));
  };

  const tab = (type: LinkType) => ({ key: type, label: t(`type.${type}`) });

  return (
    <div className="catalogue-page related-links-page" data-testid="related-links-page">
      <PageHeader title={t('list.title')} help={t('list.help')} />
      <Tabs
        activeKey={linkType}
        items={LINK_TYPES.map(tab)}
        onChange={(key) => setParams({ type: key }, { replace: true })}
        tabBarExtraContent={(
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`/management/support/relatedlink/form?type=${linkType}`)} data-testid="related-link-add">
            {t('list.add')}
          </Button>
        )}
      />
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Table<RelatedLinkItem>
        rowKey="linkId"
        size="middle"
        dataSource={rows}
        loading={links.isFetching && !pending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="related-link-table"
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        rowClassName={(_, index) => (index === dropTarget ? 'related-link-drop-target' : '')}
        onRow={(row, index = 0) => ({
          draggable: true,
          'data-testid': `related-link-row-${row.linkId}`,
          onDragStart: (event) => {
            dragged.current = index;
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(row.linkId));
          },
          onDragOver: (event) => {
            if (dragged.current === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setDropTarget(index);
          },
          onDrop: (event) => {
            event.preventDefault();
            if (dragged.current !== null) move(dragged.current, index);
            dragged.current = null;
            setDropTarget(null);
          },
          onDragEnd: () => {
            dragged.current = null;
            setDropTarget(null);
          },
        }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('list.order'), key: 'order', width: 90,
            render: (_, _row, index) => (
              <span className="related-link-order">
                <Tooltip title={t('list.dragHandle')}><HolderOutlined className="related-link-handle" aria-hidden /></Tooltip>
                {index + 1}
              </span>
            ),
          },
          { title: t('list.name'), dataIndex: 'linkName', render: (name: string) => <span data-testid="related-link-name">{name}</span> },
          {
            title: t('list.url'), dataIndex: 'linkUrl',
            // A stored address the footer would leave out (written before the save rule, or by hand) is shown, not linked.
            render: (url: string) => (isRelatedLinkUrl(url)
              ? <a href={url} target="_blank" rel="noopener noreferrer" className="related-link-url" aria-label={`${url} (${t('list.newTab')})`}>{url}</a>
              : <span className="related-link-url">{url} <Tag color="warning">{t('list.notShown')}</Tag></span>),
          },
          {
            title: t('list.use'), dataIndex: 'useYn', width: 110,
            render: (useYn: 'Y' | 'N') => <Tag color={useYn === 'Y' ? 'green' : 'default'}>{t(`useYn.${useYn}`)}</Tag>,
          },
          {
            title: t('list.actions'), key: 'actions', width: 180, align: 'center', fixed: 'right',
            render: (_, row, index) => (
              <Space size={0}>
                <Button type="text" icon={<ArrowUpOutlined />} disabled={index === 0 || sort.isPending} onClick={() => move(index, index - 1)}
                  aria-label={t('list.moveUp', { name: row.linkName })} data-testid={`related-link-up-${row.linkId}`} />
                <Button type="text" icon={<ArrowDownOutlined />} disabled={index === rows.length - 1 || sort.isPending} onClick={() => move(index, index + 1)}
                  aria-label={t('list.moveDown', { name: row.linkName })} data-testid={`related-link-down-${row.linkId}`} />
                <Button type="text" icon={<EditOutlined />} onClick={() => void navigate(`/management/support/relatedlink/form?id=${row.linkId}`)}
                  aria-label={t('list.edit', { name: row.linkName })} data-testid={`related-link-edit-${row.linkId}`} />
                <DeleteButton
                  label={t('list.delete', { name: row.linkName })}
                  testId={`related-link-delete-${row.linkId}`}
                  confirm={{
                    title: t('list.deleteConfirm'), okText: t('list.deleteOk'), cancelText: t('list.cancel'), okTestId: 'related-link-delete-confirm',
                    onConfirm: () => outcome(remove.mutateAsync({ linkId: row.linkId }), t('list.deleted')),
                  }}
                />
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
