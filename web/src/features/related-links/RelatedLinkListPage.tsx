// /management/support/relatedlink: the footer's links, one tab per block (Related Sites, Family Link, social
// links). A row is moved by dragging it or with its arrows (ui/sortable-rows.tsx); each move saves the
// block's new order at once, and the footer follows.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { isRelatedLinkUrl, LINK_TYPES, type LinkType, type RelatedLinkItem } from '@gsis/contract';
import { Button, Empty, Space, Table, Tabs, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { useSortableRows } from '../../ui/sortable-rows.tsx';
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
  const block = useMemo(() => (links.data ?? []).filter((link) => link.linkType === linkType), [links.data, linkType]);
  const sortable = useSortableRows({
    rows: block, idOf: (link) => link.linkId, nameOf: (link) => link.linkName, testIdPrefix: 'related-link',
    save: (linkIds) => sort.mutateAsync({ linkType, linkIds }),
    texts: { dragHandle: t('list.dragHandle'), orderSaved: t('list.orderSaved'), moveUp: (name) => t('list.moveUp', { name }), moveDown: (name) => t('list.moveDown', { name }) },
  });
  const rows = sortable.rows;

  const tab = (type: LinkType) => ({ key: type, label: t(`type.${type}`) });

  return (
    <div className="catalogue-page related-links-page" data-testid="related-links-page">
      <PageHeader title={t('list.title')} help={t('list.help')} />
      <Tabs
        activeKey={linkType}
        items={LINK_TYPES.map(tab)}
        onChange={(key) => setParams({ type: key }, { replace: true })}
        tabBarExtraContent={(
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(pages.relatedLinks.form({ type: linkType }))} data-testid="related-link-add">
            {t('list.add')}
          </Button>
        )}
      />
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Table<RelatedLinkItem>
        rowKey="linkId"
        size="middle"
        dataSource={rows}
        loading={links.isFetching && !sortable.pending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="related-link-table"
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        rowClassName={sortable.rowClassName}
        onRow={sortable.rowProps}
        columns={[
          {
            title: t('list.order'), key: 'order', width: 90,
            render: (_, _row, index) => sortable.orderCell(index),
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
                {sortable.moveButtons(row, index)}
                <Button type="text" icon={<EditOutlined />} onClick={() => void navigate(pages.relatedLinks.form({ id: row.linkId }))}
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
