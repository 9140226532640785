// /management/user/company-sign-in: the providers (OpenID Connect or SAML 2.0) people sign in through with their work e-mail — added
// and changed in a dialog (the client secret written, never shown: left empty, the stored one stays), turned on and
// off, deleted while no account is linked — and, under each provider's row, the redirect URI to register at the
// provider and the groups whose members get a GSIS role (only roles the administrator may hand out).
import { EditOutlined } from '@ant-design/icons';
import {
  CompanyProviderKind, CompanyProviderSave, CompanyRoleMappingSave, PROVIDER_REQUIRED_FIELDS, type CompanyMappableRole, type CompanyProviderItem,
} from '@gsis/contract';
import { Alert, Button, Empty, Form, Input, Radio, Select, Switch, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { EditModal, useEditor } from '../../ui/edit-dialog.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { fieldRules, isRequired, maxLengthOf } from '../../ui/schema-rules.ts';
import { matches } from '../../ui/table-filter.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { useDeleteMapping, useDeleteProvider, useEnableProvider, useProviders, useSaveMapping, useSaveProvider } from './api.ts';
import './company-sign-in.css';

const NS = 'company-sign-in';
const useSsoT = () => useTranslation(NS);

/**
 * How a field is typed: a line of text, the write-only secret, a list of words (tags), a switch, the protocol, or
 * certificates pasted as PEM (one or more blocks in one box).
 */
type FieldKind = 'text' | 'secret' | 'list' | 'switch' | 'protocol' | 'pem';
type Kind = CompanyProviderSave['kind'] & string;
type FieldName = Exclude<keyof typeof CompanyProviderSave.shape, 'id'>;
/**
 * The dialog's fields, in their order: one list, so a kind of provider with fields of its own (SAML) adds its entries
 * here and its words under form.fields. Each field's rules come from its schema in the contract.
 */
const FIELDS: readonly { name: FieldName; kind: FieldKind; of?: Kind }[] = [
  { name: 'name', kind: 'text' },
  { name: 'kind', kind: 'protocol' },
  { name: 'issuer', kind: 'text', of: 'OIDC' },
  { name: 'clientId', kind: 'text', of: 'OIDC' },
  { name: 'clientSecret', kind: 'secret', of: 'OIDC' },
  { name: 'entityId', kind: 'text', of: 'SAML' },
  { name: 'ssoUrl', kind: 'text', of: 'SAML' },
  { name: 'certificates', kind: 'pem', of: 'SAML' },
  { name: 'domains', kind: 'list' },
  { name: 'scopes', kind: 'list', of: 'OIDC' },
  { name: 'createsAccounts', kind: 'switch' },
  { name: 'emailClaim', kind: 'text' },
  { name: 'companyClaim', kind: 'text' },
  { name: 'departmentClaim', kind: 'text' },
  { name: 'groupsClaim', kind: 'text' },
  { name: 'secondFactorAmr', kind: 'list', of: 'OIDC' },
  { name: 'secondFactorContexts', kind: 'list', of: 'SAML' },
  { name: 'enabled', kind: 'switch' },
];
/** The fields a provider of `kind` has. */
const fieldsOf = (kind: Kind) => FIELDS.filter((field) => !field.of || field.of === kind);
/** PEM certificates as typed (one box, one or more blocks) and as stored (one per block). */
const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

type Values = Partial<Record<FieldName, string | string[] | boolean>>;
const schemaOf = (name: FieldName) => CompanyProviderSave.shape[name];

/** A new provider's values: what the contract gives a field left out (the usual scopes, on, no accounts made). */
function defaults(): Values {
  const values: Values = {};
  for (const { name, kind } of FIELDS) {
    const parsed = schemaOf(name).safeParse(undefined);
    values[name] = parsed.success && parsed.data !== undefined && parsed.data !== null ? parsed.data : kind === 'list' ? [] : kind === 'switch' ? false : '';
  }
  return values;
}

/** A saved provider's values; the secret is never read back, so its field starts empty. */
function valuesOf(provider: CompanyProviderItem): Values {
  const values: Values = {};
  for (const { name, kind } of FIELDS) {
    const saved = kind === 'secret' ? undefined : (provider as unknown as Record<string, unknown>)[name];
    values[name] = (kind === 'pem' ? (saved as string[]).join('\n') : saved ?? (kind === 'list' ? [] : '')) as Values[FieldName];
  }
  return values;
}

/** What the form sends: blank text is left out (the secret: keep the stored one) or null where the schema takes null. */
function bodyOf(values: Values, id: number | undefined): CompanyProviderSave {
  const body: Record<string, unknown> = id === undefined ? {} : { id };
  // Only the chosen protocol's fields: the server stores the other's empty.
  for (const { name, kind } of fieldsOf((values.kind as Kind | undefined) ?? 'OIDC')) {
    const value = kind === 'pem' ? (String(values[name] ?? '').match(PEM_BLOCK) ?? []) : values[name];
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
    if (!empty) body[name] = typeof value === 'string' && kind !== 'secret' ? value.trim() : value;
    else if (kind !== 'secret' && schemaOf(name).safeParse(null).success) body[name] = null;
  }
  return body as CompanyProviderSave;
}

export default function CompanyProvidersPage() {
  const { t } = useSsoT();
  const list = useProviders();
  const enable = useEnableProvider();
  const remove = useDeleteProvider();
  const outcome = useOutcomeMessage();
  const editor = useEditor<CompanyProviderItem>();
  const [search, setSearch] = useState('');
  const providers = (list.data?.providers ?? []).filter((p) => matches(search, p.name, p.issuer ?? p.entityId ?? '', ...p.domains));
  const roles = list.data?.roles ?? [];

  const columns: TableColumnsType<CompanyProviderItem> = [
    {
      title: t('list.columns.name'), key: 'name', sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, p) => (<><span className="sso-name">{p.name}</span><br /><span className="sso-muted">{p.issuer ?? p.entityId}</span></>),
    },
    {
      title: t('list.columns.domains'), key: 'domains', responsive: ['md'],
      render: (_, p) => <span className="sso-tags">{p.domains.map((d) => <Tag key={d}>{d}</Tag>)}</span>,
    },
    {
      title: t('list.columns.createsAccounts'), key: 'createsAccounts', width: 150, responsive: ['lg'],
      render: (_, p) => (p.createsAccounts ? t('list.yes') : t('list.no')),
    },
    {
      title: t('list.columns.linkedAccounts'), dataIndex: 'linkedAccounts', key: 'linked', width: 120, align: 'end', responsive: ['sm'],
      sorter: (a, b) => a.linkedAccounts - b.linkedAccounts,
    },
    {
      title: t('list.columns.enabled'), key: 'enabled', width: 100, align: 'center',
      render: (_, p) => (
        <Switch
          checked={p.enabled} loading={enable.isPending && enable.variables.id === p.id}
          aria-label={t('list.enabledNamed', { name: p.name })} data-testid={`sso-enabled-${p.id}`}
          onChange={(on) => void outcome(enable.mutateAsync({ id: p.id, enabled: on }), on ? t('list.turnedOn') : t('list.turnedOff'))}
        />
      ),
    },
    {
      title: t('list.columns.actions'), key: 'actions', width: 110, align: 'center', fixed: 'right',
      render: (_, p) => (
        <span className="sso-actions">
          <Tooltip title={t('list.edit')}>
            <Button type="text" icon={<EditOutlined />} onClick={() => editor.edit(p)} aria-label={t('list.editNamed', { name: p.name })} data-testid={`sso-edit-${p.id}`} />
          </Tooltip>
          <DeleteButton
            label={t('list.deleteNamed', { name: p.name })} testId={`sso-delete-${p.id}`}
            // Its people's accounts are linked to it: it is turned off instead (the server refuses too).
            blockedBy={p.linkedAccounts > 0 ? t('list.inUse', { count: p.linkedAccounts }) : null}
            confirm={{
              title: t('list.deleteConfirm', { name: p.name }), description: t('list.deleteHelp'), okText: t('common.delete'), cancelText: t('common.cancel'),
              okTestId: 'sso-delete-ok', onConfirm: () => outcome(remove.mutateAsync({ id: p.id }), t('list.deleted')),
            }}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="catalogue-page sso-page" data-testid="sso-page">
      <PageHeader title={t('list.title')} help={t('list.help')} />
      <Toolbar
        search={search} onSearch={setSearch} searchPlaceholder={t('list.search')} searchTestId="sso-search"
        addLabel={t('list.add')} onAdd={editor.add} addTestId="sso-add"
      />
      <Table<CompanyProviderItem>
        rowKey="id" size="middle" dataSource={providers} columns={columns} loading={list.isFetching} pagination={false}
        scroll={{ x: 'max-content' }} data-testid="sso-table"
        onRow={(p) => ({ 'data-testid': `sso-row-${p.id}` } as object)}
        expandable={{ expandedRowRender: (p) => <ProviderDetails provider={p} roles={roles} />, rowExpandable: () => true }}
        locale={{ emptyText: <Empty description={search ? t('list.noMatch') : t('list.empty')} /> }}
      />
      <ProviderDialog provider={editor.editing} onClose={editor.close} />
    </div>
  );
}

/** Add or change a provider: the fields of FIELDS, each with its words and its schema's rules. */
function ProviderDialog({ provider, onClose }: { provider: CompanyProviderItem | null | undefined; onClose: () => void }) {
  const { t, i18n } = useSsoT();
  /** A field's words that not every field has (an example to type, a line of help). */
  const optional = (name: FieldName, part: 'placeholder' | 'help') => (i18n.exists(`${NS}:form.fields.${name}.${part}`) ? t(`form.fields.${name}.${part}`) : undefined);
  const save = useSaveProvider();
  const [form] = Form.useForm<Values>();
  const existing = Boolean(provider);
  const protocol = (Form.useWatch('kind', form) as Kind | undefined) ?? provider?.kind ?? 'OIDC';
  /** What the chosen protocol needs, beyond what its schema alone says (the contract's rule per kind). */
  const neededHere = (name: FieldName) => PROVIDER_REQUIRED_FIELDS[protocol].includes(name);

  const input = (name: FieldName, kind: FieldKind) => {
    const schema = schemaOf(name);
    const testId = `sso-field-${name}`;
    switch (kind) {
      case 'protocol':
        return (
          <Radio.Group optionType="button" data-testid={testId} options={CompanyProviderKind.options.map((value) => ({ value, label: t(`form.kinds.${value}`) }))} />
        );
      case 'pem':
        return <Input.TextArea rows={5} spellCheck={false} className="sso-pem" placeholder="-----BEGIN CERTIFICATE-----" data-testid={testId} />;
      case 'switch':
        return <Switch data-testid={testId} />;
      case 'list':
        return <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} placeholder={optional(name, 'placeholder')} data-testid={testId} />;
      case 'secret':
        return <Input.Password maxLength={maxLengthOf(schema)} autoComplete="new-password" placeholder={existing ? t('form.secretKeep') : undefined} data-testid={testId} />;
      default:
        return <Input maxLength={maxLengthOf(schema)} autoComplete="off" placeholder={optional(name, 'placeholder')} data-testid={testId} />;
    }
  };

  return (
    <EditModal<Values>
      title={existing ? t('form.editTitle') : t('form.addTitle')}
      open={provider !== undefined} existing={existing} form={form} onClose={onClose} width={720}
      initialValues={provider ? valuesOf(provider) : defaults()}
      save={(values) => save.mutateAsync(bodyOf(values, provider?.id))}
      texts={{ save: t('common.save'), cancel: t('common.cancel'), saved: t('common.saved') }}
      testId="sso-dialog" okTestId="sso-save" markOptional={false}
    >
      <div className="sso-dialog-top">
        {provider ? <RedirectUri provider={provider} /> : <Typography.Text type="secondary">{t('form.redirectLater')}</Typography.Text>}
      </div>
      {fieldsOf(protocol).map(({ name, kind }) => (
        <Form.Item
          key={name} name={name} label={t(`form.fields.${name}.label`)}
          extra={kind === 'secret' ? (existing ? t('form.secretKeepHelp') : t('form.secretHelp')) : optional(name, 'help')}
          {...(kind === 'switch' ? { valuePropName: 'checked' } : {})}
          rules={[
            // PEM is typed as one text and checked by the server, certificate by certificate.
            ...(kind === 'pem' ? [] : fieldRules(schemaOf(name))),
            // A new provider needs its secret; a saved one keeps the stored secret when the field is left empty.
            ...(kind === 'secret' && !existing ? [{ required: true, message: t('form.secretRequired') }] : []),
            ...(neededHere(name) ? [{ required: true, message: t('form.requiredField') }] : []),
          ]}
          required={kind === 'secret' ? !existing : neededHere(name) || isRequired(schemaOf(name))}
        >
          {input(name, kind)}
        </Form.Item>
      ))}
    </EditModal>
  );
}

/**
 * What the provider's administrator registers for GSIS, to copy: the redirect URI (OpenID Connect), or the assertion
 * consumer service URL and GSIS's entity ID (SAML); for OpenID Connect also the page its logout sends people back to.
 */
function RedirectUri({ provider }: { provider: CompanyProviderItem }) {
  const { t } = useSsoT();
  const copyable = (text: string) => ({ text, tooltips: [t('details.copy'), t('details.copied')] });
  if (provider.kind === 'SAML') {
    return (
      <div className="sso-redirect" data-testid="sso-redirect">
        <Typography.Text strong>{t('details.acsUrl')}</Typography.Text>
        <Typography.Text code copyable={copyable(provider.redirectUri)}>{provider.redirectUri}</Typography.Text>
        <Typography.Text strong>{t('details.entityId')}</Typography.Text>
        <Typography.Text code copyable={copyable(provider.spEntityId ?? '')}>{provider.spEntityId}</Typography.Text>
        <Typography.Text type="secondary" className="sso-muted">{t('details.samlHelp')}</Typography.Text>
      </div>
    );
  }
  return (
    <div className="sso-redirect" data-testid="sso-redirect">
      <Typography.Text strong>{t('details.redirectUri')}</Typography.Text>
      <Typography.Text code copyable={copyable(provider.redirectUri)}>{provider.redirectUri}</Typography.Text>
      <Typography.Text type="secondary" className="sso-muted">{t('details.redirectHelp')}</Typography.Text>
      {provider.signOutReturnUri ? (
        <>
          <Typography.Text strong>{t('details.signOutReturnUri')}</Typography.Text>
          <Typography.Text code copyable={copyable(provider.signOutReturnUri)} data-testid="sso-sign-out-return">{provider.signOutReturnUri}</Typography.Text>
          <Typography.Text type="secondary" className="sso-muted">{t('details.signOutReturnHelp')}</Typography.Text>
        </>
      ) : null}
    </div>
  );
}

/** Under a provider's row: its redirect URI and its group → role mappings, added and removed here. */
function ProviderDetails({ provider, roles }: { provider: CompanyProviderItem; roles: CompanyMappableRole[] }) {
  const { t } = useSsoT();
  const saveMapping = useSaveMapping();
  const deleteMapping = useDeleteMapping();
  const outcome = useOutcomeMessage();
  const [form] = Form.useForm<{ group: string; roleId?: number }>();
  const roleById = new Map(roles.map((r) => [r.id, r]));

  const add = async ({ group, roleId }: { group: string; roleId?: number }) => {
    if (roleId === undefined) return;
    await saveMapping.mutateAsync({ providerId: provider.id, group: group.trim(), roleId });
    form.resetFields();
  };

  return (
    <div className="sso-details" data-testid={`sso-details-${provider.id}`}>
      <RedirectUri provider={provider} />
      <Typography.Title level={3} className="sso-section-title">{t('mappings.title')}</Typography.Title>
      <Typography.Text type="secondary">{t('mappings.help')}</Typography.Text>
      {!provider.groupsClaim && <Alert type="info" showIcon title={t('mappings.noGroupsClaim')} />}
      <Table
        rowKey="id" size="small" pagination={false} dataSource={provider.mappings} data-testid={`sso-mappings-${provider.id}`}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mappings.empty')} /> }}
        columns={[
          { title: t('mappings.group'), dataIndex: 'group', key: 'group', render: (group: string) => <Typography.Text code>{group}</Typography.Text> },
          { title: t('mappings.role'), key: 'role', render: (_, m) => roleById.get(m.roleId)?.roleName ?? m.roleId },
          {
            title: t('list.columns.actions'), key: 'actions', width: 80, align: 'center',
            render: (_, m) => (
              <DeleteButton
                label={t('mappings.deleteNamed', { group: m.group })} testId={`sso-mapping-delete-${m.id}`}
                blockedBy={roleById.get(m.roleId)?.grantable === false ? t('mappings.notHeld') : null}
                confirm={{
                  title: t('mappings.deleteConfirm', { group: m.group, role: roleById.get(m.roleId)?.roleName ?? '' }),
                  okText: t('common.delete'), cancelText: t('common.cancel'), okTestId: 'sso-mapping-delete-ok',
                  onConfirm: () => outcome(deleteMapping.mutateAsync({ id: m.id }), t('mappings.deleted')),
                }}
              />
            ),
          },
        ]}
      />
      <Form form={form} layout="inline" className="sso-mapping-add" onFinish={(values) => void outcome(add(values), t('mappings.added'))} disabled={saveMapping.isPending}>
        <Form.Item name="group" rules={fieldRules(CompanyRoleMappingSave.shape.group)} className="sso-mapping-group">
          <Input placeholder={t('mappings.groupPlaceholder')} aria-label={t('mappings.group')} maxLength={maxLengthOf(CompanyRoleMappingSave.shape.group)} data-testid={`sso-mapping-group-${provider.id}`} />
        </Form.Item>
        <Form.Item name="roleId" rules={fieldRules(CompanyRoleMappingSave.shape.roleId, { required: t('mappings.roleRequired') })} className="sso-mapping-role">
          <Select
            placeholder={t('mappings.rolePlaceholder')} aria-label={t('mappings.role')} data-testid={`sso-mapping-role-${provider.id}`}
            showSearch={{ optionFilterProp: 'label' }}
            // Roles the administrator may not hand out stay listed, greyed, as the role screens show them.
            options={roles.map((r) => ({ value: r.id, label: r.roleName, disabled: !r.grantable, title: r.grantable ? r.roleName : t('mappings.notHeld') }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saveMapping.isPending} data-testid={`sso-mapping-add-${provider.id}`}>{t('mappings.add')}</Button>
      </Form>
    </div>
  );
}
