// The document authority of one user: "allow all documents", the region, and what is granted — product
// lines (with document types and certifications), models and single documents. Saved as a whole after
// the seed's save confirmation.
import { DeleteOutlined, FileTextOutlined, SaveOutlined, SearchOutlined } from '@ant-design/icons';
import { GRANT_KINDS, type DocumentFilterOptions, type DocumentGrants, type GrantKind, type UserDetail } from '@gsis/contract';
import { Alert, App, Button, Card, Empty, Select, Spin, Switch, Tag, Tooltip, Typography, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorCodeOf } from '../../api/error-text.ts';
import { useSearchAsYouType } from '../../ui/search-as-you-type.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useDocumentSearch, useDocumentTitles, useFilterOptions, useRememberDocument, useSaveAuthority, type DocumentChoice } from './api.ts';
import { useUsersT } from './shared.tsx';

interface Authority { allowAllDocuments: boolean; regionId: number | null; grants: DocumentGrants }

const same = (a: number[], b: number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

function isDirty(a: Authority, b: Authority): boolean {
  return a.allowAllDocuments !== b.allowAllDocuments || a.regionId !== b.regionId || GRANT_KINDS.some((k) => !same(a.grants[k], b.grants[k]));
}

/** Choices grouped under a heading (product lines under their product type, models under their product line). */
function grouped<T extends { id: number; label: string }>(groups: { id: number; label: string }[], items: T[], groupOf: (item: T) => number) {
  const byGroup = new Map<number, T[]>();
  for (const item of items) byGroup.set(groupOf(item), [...(byGroup.get(groupOf(item)) ?? []), item]);
  return groups
    .filter((g) => byGroup.has(g.id))
    .map((g) => ({ label: g.label, title: g.label, options: byGroup.get(g.id)!.map((i) => ({ value: i.id, label: i.label, group: g.label })) }));
}

/** `locked` says why the caller may not change it (their own account, a system administrator's); read-only then. */
export function AuthorityCard({ user, locked }: { user: UserDetail; locked?: string | undefined }) {
  const { t } = useUsersT();
  const { t: te } = useTranslation('errors');
  const { modal, message } = App.useApp();
  const filters = useFilterOptions();
  const save = useSaveAuthority();
  const initial: Authority = { allowAllDocuments: user.allowAllDocuments, regionId: user.regionId, grants: user.grants };
  const [value, setValue] = useState<Authority>(initial);
  const [error, setError] = useState<unknown>(null);
  const dirty = isDirty(value, initial);
  const setGrant = (kind: GrantKind, ids: number[]) => setValue((v) => ({ ...v, grants: { ...v.grants, [kind]: ids } }));

  const submit = async () => {
    // Grants can be taken back, so a save asks first only when it opens the whole library to the user.
    const opensAll = value.allowAllDocuments && !initial.allowAllDocuments;
    if (opensAll && !(await modal.confirm({
      title: t('common.saveConfirm'), content: t('authority.saveAllNote'),
      okText: t('common.save'), cancelText: t('common.cancel'), okButtonProps: { 'data-testid': 'user-confirm-ok' },
    }))) return;
    setError(null);
    try {
      await save.mutateAsync({ id: user.id, ...value });
      void message.success(t('common.saved'));
    } catch (e) {
      setError(e);
      void message.error(te(errorCodeOf(e)));
    }
  };

  const missing = error instanceof ApiError ? (error.details?.fields ?? []).map((f) => f.path.replace(/^body\./, '')) : [];

  return (
    <Card
      className="users-card" title={t('authority.title')} data-testid="user-authority"
      extra={dirty ? <Tag color="gold" data-testid="user-authority-dirty">{t('common.unsaved')}</Tag> : null}
    >
      <Typography.Paragraph type="secondary" className="users-card-help">{t('authority.help')}</Typography.Paragraph>
      {locked ? <Alert type="info" showIcon title={locked} className="users-account-alert" /> : null}
      {filters.data ? (
        <AuthorityFields value={value} options={filters.data} setValue={setValue} setGrant={setGrant} disabled={save.isPending || Boolean(locked)} missing={missing} />
      ) : (
        <Spin />
      )}
      <ErrorAlert error={error} onClose={() => setError(null)} />
      <div className="users-card-actions">
        {dirty ? <Button onClick={() => { setValue(initial); setError(null); }} disabled={save.isPending}>{t('common.undo')}</Button> : null}
        <Button type="primary" icon={<SaveOutlined />} onClick={() => void submit()} disabled={!dirty || Boolean(locked)} loading={save.isPending} data-testid="user-authority-save">
          {t('common.save')}
        </Button>
      </div>
    </Card>
  );
}

function AuthorityFields({ value, options, setValue, setGrant, disabled, missing }: {
  value: Authority; options: DocumentFilterOptions; setValue: (update: (v: Authority) => Authority) => void;
  setGrant: (kind: GrantKind, ids: number[]) => void; disabled: boolean; missing: string[];
}) {
  const { t } = useUsersT();
  const choice = (items: { id: number; label: string }[]) => items.map((o) => ({ value: o.id, label: o.label }));
  const productOptions = useMemo(() => grouped(options.productTypes, options.products, (p) => p.productTypeId), [options]);
  const modelOptions = useMemo(() => grouped(options.products, options.models, (m) => m.productId), [options]);
  const multi = (kind: GrantKind, label: string, help: string, opts: SelectProps['options'], testId: string) => (
    <div className="users-field">
      <label className="users-field-label" htmlFor={testId}>{label}</label>
      <Select
        id={testId} mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} className="users-select"
        placeholder={t('authority.pick')} options={opts} value={value.grants[kind]} onChange={(ids: number[]) => setGrant(kind, ids)}
        disabled={disabled} status={missing.includes(`grants.${kind}`) ? 'error' : undefined} data-testid={testId}
      />
      <Typography.Text type="secondary" className="users-field-help">{help}</Typography.Text>
    </div>
  );

  return (
    <div className="users-authority">
      <div className="users-authority-top">
        <div className="users-switch-row">
          <Switch
            checked={value.allowAllDocuments} onChange={(on) => setValue((v) => ({ ...v, allowAllDocuments: on }))} disabled={disabled}
            aria-labelledby="user-authority-allow-all-label" data-testid="user-authority-allow-all"
          />
          <div>
            <Typography.Text strong id="user-authority-allow-all-label">{t('authority.allowAll')}</Typography.Text>
            <Typography.Paragraph type="secondary" className="users-field-help">{t('authority.allowAllHelp')}</Typography.Paragraph>
          </div>
        </div>
        <div className="users-field users-region">
          <label className="users-field-label" htmlFor="user-authority-region">{t('authority.region')}</label>
          <Select
            id="user-authority-region" allowClear showSearch={{ optionFilterProp: 'label' }} className="users-select"
            placeholder={t('authority.regionNone')} options={choice(options.regions)} value={value.regionId ?? undefined}
            onChange={(id?: number) => setValue((v) => ({ ...v, regionId: id ?? null }))} disabled={disabled}
            status={missing.includes('regionId') ? 'error' : undefined} data-testid="user-authority-region"
          />
          <Typography.Text type="secondary" className="users-field-help">{t('authority.regionHelp')}</Typography.Text>
        </div>
      </div>

      {value.allowAllDocuments ? <Alert type="info" showIcon title={t('authority.allowAllOn')} className="users-account-alert" data-testid="user-authority-all-note" /> : null}

      <fieldset className="users-fieldset">
        <legend>{t('authority.byProduct')}</legend>
        <Typography.Paragraph type="secondary" className="users-field-help">{t('authority.byProductHelp')}</Typography.Paragraph>
        <div className="users-fields">
          {multi('PRODUCT', t('authority.products'), t('authority.productsHelp'), productOptions, 'user-authority-products')}
          {multi('DOCUMENT_TYPE', t('authority.documentTypes'), t('authority.documentTypesHelp'), choice(options.documentTypes), 'user-authority-document-types')}
          {multi('EXHAUST_CERTIFICATION', t('authority.certifications'), t('authority.certificationsHelp'), choice(options.exhaustCertifications), 'user-authority-certifications')}
        </div>
      </fieldset>

      <fieldset className="users-fieldset">
        <legend>{t('authority.byModel')}</legend>
        <div className="users-fields">
          {multi('MODEL', t('authority.models'), t('authority.modelsHelp'), modelOptions, 'user-authority-models')}
        </div>
      </fieldset>

      <fieldset className="users-fieldset">
        <legend>{t('authority.byDocument')}</legend>
        <DocumentGrantsField
          ids={value.grants.DOCUMENT} onChange={(ids) => setGrant('DOCUMENT', ids)} disabled={disabled} invalid={missing.includes('grants.DOCUMENT')}
          options={options}
        />
      </fieldset>
    </div>
  );
}

/** A search box that adds documents one at a time, and the list of those granted, each with a remove button. */
function DocumentGrantsField({ ids, onChange, disabled, invalid, options }: {
  ids: number[]; onChange: (ids: number[]) => void; disabled: boolean; invalid: boolean; options: DocumentFilterOptions;
}) {
  const { t } = useUsersT();
  const { typed, setTyped, term, clear } = useSearchAsYouType();
  const search = useDocumentSearch(term);
  const titles = useDocumentTitles(ids);
  const remember = useRememberDocument();
  const found = search.data ?? [];
  const chosen = new Set(ids);

  const add = (id: number) => {
    const doc = found.find((d) => d.id === id);
    if (doc) remember(doc);
    if (!chosen.has(id)) onChange([...ids, id]);
    clear();
  };

  // The manager's call names the type and product line by id; the reader's call by label.
  const noteOf = (doc: DocumentChoice) => doc.note || [
    options.documentTypes.find((d) => d.id === doc.documentTypeId)?.label, options.products.find((p) => p.id === doc.productId)?.label,
  ].filter(Boolean).join(' · ');
  const label = (doc: DocumentChoice) => (
    <span className="users-doc-option">
      <span className="users-doc-title">{doc.title}</span>
      {noteOf(doc) ? <span className="users-muted">{noteOf(doc)}</span> : null}
    </span>
  );

  return (
    <div className="users-field">
      <label className="users-field-label" htmlFor="user-authority-documents-search">{t('authority.documents')}</label>
      <Select<number>
        id="user-authority-documents-search" showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }} value={null}
        suffixIcon={<SearchOutlined />} className="users-select" placeholder={t('authority.documentsSearch')} disabled={disabled}
        status={invalid ? 'error' : undefined} onSelect={add} loading={search.isFetching}
        notFoundContent={term ? (search.isFetching ? <Spin size="small" /> : t('authority.documentsNotFound')) : t('authority.documentsType')}
        options={term ? found.map((d) => ({ value: d.id, label: label(d), title: d.title, disabled: chosen.has(d.id) })) : []}
        data-testid="user-authority-documents-search"
      />
      <Typography.Text type="secondary" className="users-field-help">{t('authority.documentsHelp')}</Typography.Text>
      {ids.length ? (
        <ul className="users-doc-list" data-testid="user-authority-documents">
          {ids.map((id) => {
            const doc = titles.get(id);
            return (
              <li key={id} className="users-doc-item" data-testid={`user-authority-document-${id}`}>
                <FileTextOutlined className="users-doc-icon" />
                <span className="users-doc-text">
                  {doc === undefined ? <Spin size="small" /> : doc === null ? <span className="users-muted">{t('authority.documentUnknown', { id })}</span> : label(doc)}
                </span>
                <Tooltip title={t('authority.remove')}>
                  <Button
                    type="text" danger size="small" icon={<DeleteOutlined />} disabled={disabled}
                    aria-label={t('authority.removeNamed', { title: doc?.title ?? `#${id}` })}
                    onClick={() => onChange(ids.filter((x) => x !== id))} data-testid={`user-authority-document-remove-${id}`}
                  />
                </Tooltip>
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('authority.documentsNone')} className="users-doc-empty" />
      )}
    </div>
  );
}


