// /management/library/region: regions with a name in every language and the countries each serves.
// A country belongs to exactly one region: adding it here moves it from the region it was in.
import { catalogueApi, type RegionItem } from '@gsis/contract';
import { Alert, Empty, Form, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useCountryName, useCountryOptions } from '../../ui/countries.ts';
import { useEditor } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { byNumber, byText, matches } from '../../ui/table-filter.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useCatalogueList, useCatalogueWrite } from './api.ts';
import { CodeField, EditModal, LabelFields, nextOrder, OrderField, RowActions, useCatalogueT } from './shared.tsx';

interface Values { code: string; labels: Record<string, string>; sortOrder: number; countries: string[] }

const SHOWN_COUNTRIES = 5;

export default function RegionPage() {
  const { t, i18n } = useCatalogueT();
  const list = useCatalogueList(catalogueApi.regions);
  const save = useCatalogueWrite(catalogueApi.saveRegion);
  const remove = useCatalogueWrite(catalogueApi.deleteRegion);
  const editor = useEditor<RegionItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const countryName = useCountryName();
  const editing = editor.editing;

  const regionOf = useMemo(() => new Map((list.data ?? []).flatMap((r) => r.countries.map((c) => [c, r] as const))), [list.data]);
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const options = useCountryOptions();

  const picked = Form.useWatch('countries', form) ?? [];
  const held = new Set(editing?.countries ?? []);
  const moving = picked.filter((c) => !held.has(c) && regionOf.has(c) && regionOf.get(c)?.id !== editing?.id);

  const rows = (list.data ?? []).filter((r) => matches(search, r.code, r.label, ...r.countries, ...r.countries.map(countryName)));

  const countryTags = (codes: string[]) => {
    if (!codes.length) return <Typography.Text type="secondary">{t('region.noCountries')}</Typography.Text>;
    const named = codes.map((c) => ({ code: c, name: countryName(c) })).sort((a, b) => collator.compare(a.name, b.name));
    const rest = named.slice(SHOWN_COUNTRIES);
    return (
      <span className="catalogue-tags">
        {named.slice(0, SHOWN_COUNTRIES).map((c) => <Tag key={c.code} title={c.code}>{c.name}</Tag>)}
        {rest.length ? (
          <Tooltip title={rest.map((c) => c.name).join(', ')}>
            <Tag className="catalogue-more">{t('region.more', { count: rest.length })}</Tag>
          </Tooltip>
        ) : null}
      </span>
    );
  };

  return (
    <div className="catalogue-page" data-testid="region-page">
      <PageHeader title={t('region.title')} help={t('region.help')} />
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('region.search')} addLabel={t('region.add')} onAdd={editor.add} />
      <Table<RegionItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search ? t('shared.noMatch') : t('region.empty')} /> }}
        columns={[
          { title: t('shared.order'), dataIndex: 'sortOrder', width: 90, sorter: byNumber((r) => r.sortOrder), defaultSortOrder: 'ascend' },
          { title: t('shared.code'), dataIndex: 'code', sorter: byText((r) => r.code), render: (code: string) => <Tag className="catalogue-code">{code}</Tag> },
          { title: t('shared.name'), dataIndex: 'label', sorter: byText((r) => r.label), render: (label: string) => <strong>{label}</strong> },
          { title: t('region.countries'), key: 'countries', sorter: byNumber((r) => r.countries.length), render: (_, r) => countryTags(r.countries), className: 'catalogue-countries-cell' },
          { title: t('region.userCount'), dataIndex: 'userCount', align: 'right', width: 100, sorter: byNumber((r) => r.userCount) },
          { title: t('shared.documentCount'), dataIndex: 'documentCount', align: 'right', width: 110, sorter: byNumber((r) => r.documentCount) },
          {
            title: t('shared.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
            render: (_, row) => (
              <RowActions
                name={row.label}
                inUse={row.countries.length + row.userCount + row.documentCount > 0}
                inUseText={row.countries.length ? t('region.inUseCountries') : undefined}
                onEdit={() => editor.edit(row)}
                onDelete={() => remove.mutateAsync({ id: row.id })}
              />
            ),
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('region.editTitle') : t('region.addTitle')}
        open={editor.open}
        existing={Boolean(editing)}
        form={form}
        initialValues={editing
          ? { code: editing.code, labels: editing.labels, sortOrder: editing.sortOrder, countries: editing.countries }
          : { sortOrder: nextOrder(list.data), countries: [] }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, countries: values.countries ?? [], ...(editing ? { id: editing.id } : {}) })}
        width={720}
        testId="region-modal"
      >
        <div className="catalogue-form-row">
          <CodeField />
          <OrderField />
        </div>
        <Form.Item name="countries" label={t('region.countries')} extra={t('region.countriesHelp')}>
          <Select
            mode="multiple"
            options={held.size ? options.map((o) => (held.has(o.value) ? { ...o, disabled: true } : o)) : options}
            showSearch={{ optionFilterProp: 'search' }}
            placeholder={t('region.countriesPlaceholder')}
            maxTagCount="responsive"
            optionRender={(option) => {
              const code = String(option.value);
              const other = regionOf.get(code);
              return (
                <span className="country-option">
                  <span>{option.label}</span>
                  <span className="country-option-meta">
                    {other && other.id !== editing?.id ? <Tag>{other.label}</Tag> : null}
                    <Typography.Text type="secondary">{code}</Typography.Text>
                  </span>
                </span>
              );
            }}
            // A country already here can only leave by being added to another region.
            tagRender={({ label, value, onClose }) => (
              <Tag closable={!held.has(String(value))} onClose={onClose} className="country-tag" onMouseDown={(e) => { e.preventDefault(); e.stopPropagation(); }}>
                {label}
              </Tag>
            )}
            data-testid="field-countries"
          />
        </Form.Item>
        {moving.length ? (
          <Alert
            type="info"
            showIcon
            className="catalogue-move-note"
            title={t('region.moving', { countries: moving.map((c) => `${countryName(c)} (${regionOf.get(c)?.label ?? ''})`).join(', ') })}
          />
        ) : null}
        <LabelFields />
      </EditModal>
    </div>
  );
}
