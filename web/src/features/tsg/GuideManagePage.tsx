// /management/library/tsg: the troubleshooting guides — found by code, title or model, each with the state of
// every language (draft, published) — and, on its second tab (?tab=dictionary), the TSG dictionary: the terms
// guides use, each in the 13 languages, so a guide written once reads in the reader's language.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { TERM_CATEGORIES, TermSave, type GuideRow, type TermCategory, type TermItem } from '@gsis/contract';
import { Button, Empty, Form, Radio, Segmented, Select, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDates } from '../../ui/dates.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { EditModal, useEditor } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LabelFields } from '../../ui/label-fields.tsx';
import { keywordAndIdFrom, pagingFrom, useListAddress, withPaging } from '../../ui/list-address.ts';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useDeleteGuide, useDeleteTerm, useGuideChoices, useManagedGuides, useSaveTerm, useTerms } from './api.ts';
import './tsg.css';

const PAGE_SIZES = [20, 50, 100];
const queryFrom = (params: URLSearchParams) => ({ ...keywordAndIdFrom(params, 'modelId'), ...pagingFrom(params, PAGE_SIZES, 20) });

export default function GuideManagePage() {
  const { t } = useTranslation('tsg');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'dictionary' ? 'dictionary' : 'guides';
  return (
    <div className="catalogue-page guide-manage-page" data-testid="guide-manage-page">
      <PageHeader title={t('manage.title')} help={t('manage.help')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'dictionary' ? { tab: key } : {}, { replace: true })}
        items={[{ key: 'guides', label: t('manage.guidesTab') }, { key: 'dictionary', label: t('manage.dictionaryTab') }]}
      />
      {tab === 'guides' ? <GuideList /> : <Dictionary />}
    </div>
  );
}

function GuideList() {
  const { t } = useTranslation('tsg');
  const navigate = useNavigate();
  const dates = useDates();
  const { params, setParams, query, setFilters, keyword, setKeyword } = useListAddress<ReturnType<typeof queryFrom>, 'modelId'>(queryFrom);
  const guides = useManagedGuides(query);
  const choices = useGuideChoices();
  const remove = useDeleteGuide();
  const outcome = useOutcomeMessage();
  const data = guides.data;

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={keyword} onSearch={setKeyword} searchPlaceholder={t('manage.search')} addLabel={t('manage.add')} onAdd={() => void navigate(pages.libraryAdmin.guideForm())}
        searchTestId="guide-search" addTestId="guide-add">
        <Select
          allowClear showSearch optionFilterProp="label" placeholder={t('manage.allModels')} value={query.modelId} className="guide-model-filter"
          options={(choices.data?.models ?? []).map((m) => ({ value: m.id, label: m.code }))} onChange={(modelId?: number) => setFilters({ modelId })} aria-label={t('page.model')}
        />
      </Toolbar>
      <Table<GuideRow>
        rowKey="guideId" size="middle" dataSource={data?.items ?? []} loading={guides.isFetching} scroll={{ x: 'max-content' }} data-testid="guide-table"
        locale={{ emptyText: <Empty description={query.keyword || query.modelId ? t('manage.noMatch') : t('manage.empty')} /> }}
        pagination={{ current: data?.page ?? query.page, pageSize: data?.pageSize ?? query.pageSize, total: data?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true }}
        onChange={(pagination) => setParams(withPaging(params, pagination, query.pageSize, 20), { replace: true })}
        columns={[
          { title: t('manage.code'), key: 'code', render: (_, row) => <Tag className="guide-code">{row.faultCode}</Tag> },
          { title: t('manage.guideTitle'), dataIndex: 'title', render: (title: string, row) => <Link to={pages.libraryAdmin.guideForm(row.guideId)} data-testid="guide-row-title">{title}</Link> },
          { title: t('manage.for'), key: 'for', render: (_, row) => row.scope.label },
          { title: t('manage.controller'), key: 'controller', render: (_, row) => `${row.controller.sourceTpcd} · ${row.controller.modelCodeName}` },
          {
            title: t('manage.languages'), key: 'languages',
            render: (_, row) => <Space size={4} wrap>{row.languages.map((l) => <Tag key={`${l.language}-${l.status}`} color={l.status === 'PUBLISHED' ? 'green' : 'orange'} title={t(`status.${l.status}`)}>{l.language} · {t(`status.${l.status}`)}</Tag>)}</Space>,
          },
          { title: t('manage.updated'), dataIndex: 'updatedAt', render: (at: string) => dates.date(at) },
          {
            title: t('manage.actions'), key: 'actions', align: 'center', fixed: 'right',
            render: (_, row) => (
              <Space size={0}>
                <Button type="text" icon={<EditOutlined />} onClick={() => void navigate(pages.libraryAdmin.guideForm(row.guideId))} aria-label={t('manage.edit', { code: row.faultCode })} />
                <DeleteButton
                  label={t('manage.delete', { code: row.faultCode })} testId={`guide-delete-${row.guideId}`}
                  confirm={{ title: t('manage.deleteConfirm', { code: row.faultCode }), okText: t('manage.deleteOk'), cancelText: t('form.cancel'), onConfirm: () => outcome(remove.mutateAsync({ id: row.guideId }), t('manage.deleted')) }}
                />
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

type TermValues = { category: TermCategory; texts: Record<string, string> };

function Dictionary() {
  const { t } = useTranslation('tsg');
  const [category, setCategory] = useState<TermCategory | 'ALL'>('ALL');
  const [search, setSearch] = useState('');
  const terms = useTerms({ ...(category === 'ALL' ? {} : { category }), ...(search.trim() ? { keyword: search.trim() } : {}) });
  const save = useSaveTerm();
  const remove = useDeleteTerm();
  const outcome = useOutcomeMessage();
  const editor = useEditor<TermItem>();
  const [form] = Form.useForm<TermValues>();
  const editing = editor.editing;

  return (
    <>
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('terms.search')} addLabel={t('terms.add')} onAdd={editor.add} addIcon={<PlusOutlined />} searchTestId="term-search" addTestId="term-add">
        <Segmented<string>
          value={category} onChange={(value) => setCategory(value as TermCategory | 'ALL')}
          options={[{ value: 'ALL', label: t('terms.all') }, ...TERM_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))]}
        />
      </Toolbar>
      <Table<TermItem>
        rowKey="termId" size="middle" dataSource={terms.data ?? []} loading={terms.isFetching} pagination={{ pageSize: 50, hideOnSinglePage: true }} scroll={{ x: 'max-content' }}
        data-testid="term-table" locale={{ emptyText: <Empty description={t('terms.empty')} /> }}
        columns={[
          { title: t('terms.category'), dataIndex: 'category', render: (c: TermCategory) => <Tag>{t(`category.${c}`)}</Tag> },
          { title: t('terms.term'), dataIndex: 'text', render: (text: string) => <strong data-testid="term-text">{text}</strong> },
          { title: t('terms.english'), key: 'en', render: (_, row) => row.texts.en },
          { title: t('terms.languages'), key: 'count', render: (_, row) => Object.keys(row.texts).length },
          { title: t('terms.usedBy'), dataIndex: 'usedBy' },
          {
            title: t('manage.actions'), key: 'actions', align: 'center', fixed: 'right',
            render: (_, row) => (
              <Space size={0}>
                <Button type="text" icon={<EditOutlined />} onClick={() => editor.edit(row)} aria-label={t('terms.edit', { term: row.text })} data-testid={`term-edit-${row.termId}`} />
                <DeleteButton
                  label={t('terms.delete', { term: row.text })} testId={`term-delete-${row.termId}`} blockedBy={row.usedBy > 0 ? t('terms.inUse') : null}
                  confirm={{ title: t('terms.deleteConfirm', { term: row.text }), okText: t('manage.deleteOk'), cancelText: t('form.cancel'), onConfirm: () => outcome(remove.mutateAsync({ id: row.termId }), t('terms.deleted')) }}
                />
              </Space>
            ),
          },
        ]}
      />
      <EditModal<TermValues>
        title={editing ? t('terms.editTitle') : t('terms.addTitle')} open={editor.open} existing={Boolean(editing)} form={form}
        initialValues={editing ? { category: editing.category, texts: editing.texts } : { category: category === 'ALL' ? 'COMPONENT' : category }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { termId: editing.termId } : {}) } as TermSave)}
        texts={{ save: t('terms.save'), cancel: t('form.cancel'), saved: t('terms.saved') }}
        width={760} testId="term-dialog" okTestId="term-save"
      >
        <Form.Item name="category" label={t('terms.category')}>
          <Radio.Group optionType="button" options={TERM_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))} />
        </Form.Item>
        <LabelFields name="texts" schema={TermSave.shape.texts} testIdPrefix="term-text" texts={{ legend: t('terms.texts'), help: t('terms.textsHelp'), englishRequired: t('terms.englishRequired') }} />
      </EditModal>
    </>
  );
}
