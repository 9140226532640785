// Pieces every catalogue screen shares: the page heading, the table toolbar, the edit dialog with the
// seed's save confirmation, the delete button with its confirmation, and the label-per-language fields.
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@gsis/contract';
import { Alert, App, Button, Col, Form, Input, InputNumber, Modal, Popconfirm, Row, Tooltip, Typography, type FormInstance, type FormRule } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { errorCodeOf } from '../../api/error-text.ts';
import './catalogue.css';

export const NS = 'catalogue';

export function useCatalogueT() {
  return useTranslation(NS);
}

export function PageHeader({ title, help }: { title: string; help: string }) {
  usePageTitle(title);
  return (
    <header className="catalogue-header">
      <Typography.Title level={2} className="catalogue-title">{title}</Typography.Title>
      <Typography.Paragraph type="secondary" className="catalogue-help">{help}</Typography.Paragraph>
    </header>
  );
}

/** A search box on the left and the add button on the right; wraps on narrow screens. */
export function Toolbar({ search, onSearch, searchPlaceholder, addLabel, onAdd, children }: {
  search: string; onSearch: (value: string) => void; searchPlaceholder: string; addLabel: string; onAdd: () => void; children?: ReactNode;
}) {
  return (
    <div className="catalogue-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        className="catalogue-search"
      />
      {children}
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} className="catalogue-add" data-testid="catalogue-add">{addLabel}</Button>
    </div>
  );
}

/** Whether any of the texts contains what was typed, ignoring case. */
export function matches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return !needle || texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}

export const byText = <T,>(pick: (row: T) => string) => (a: T, b: T) => pick(a).localeCompare(pick(b));
export const byNumber = <T,>(pick: (row: T) => number) => (a: T, b: T) => pick(a) - pick(b);

/** The error a failed call left, shown where the reader is looking; only a code goes through t(). */
export function ErrorAlert({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const { t } = useTranslation('errors');
  if (!error) return null;
  const code = errorCodeOf(error);
  return (
    <Alert type="error" showIcon title={t(code)} className="catalogue-error" role="alert" data-testid="catalogue-error"
      {...(onClose ? { closable: { onClose } } : {})} />
  );
}

/** Puts the server's per-field complaints next to the fields the form has ('body.suffixes.1.suffix' → suffixes[1].suffix). */
function showFieldErrors(form: FormInstance, error: ApiError, message: string): void {
  const fields = (error.details?.fields ?? [])
    .map((f) => f.path.split('.').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part)))
    .filter((name) => name.length > 0 && form.getFieldInstance(name) !== undefined);
  if (fields.length) form.setFields(fields.map((name) => ({ name, errors: [message] })));
}

/**
 * The add/edit dialog. Saving validates the form, asks the seed's confirmation, then calls `save`;
 * a refusal stays in the dialog, next to the field it concerns when the server names one.
 */
export function EditModal<V>({ title, open, form, initialValues, onClose, save, children, width = 640, testId }: {
  title: string; open: boolean; form: FormInstance<V>; initialValues: Partial<V>; onClose: () => void; save: (values: V) => Promise<unknown>;
  children: ReactNode; width?: number; testId?: string;
}) {
  const { t } = useCatalogueT();
  const { t: te } = useTranslation('errors');
  const { modal, message } = App.useApp();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  // The form stays mounted (forceRender) so the page can talk to it; each opening starts it afresh.
  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
    // Only an opening resets the form, not every render of the page behind it.
  }, [open]);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const confirmed = await modal.confirm({ title: t('shared.saveConfirm'), okText: t('shared.save'), cancelText: t('shared.cancel') });
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      await save(values);
      void message.success(t('shared.saved'));
      onClose();
    } catch (e) {
      setError(e);
      if (e instanceof ApiError) showFieldErrors(form, e, te(e.code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('shared.save')}
      cancelText={t('shared.cancel')}
      confirmLoading={busy}
      forceRender
      mask={{ closable: false }}
      data-testid={testId}
    >
      <Form form={form} layout="vertical" requiredMark="optional" disabled={busy} onFinish={() => void submit()} className="catalogue-form">
        {children}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      <ErrorAlert error={error} onClose={() => setError(null)} />
    </Modal>
  );
}

/** Which row the dialog edits: null for a new one; undefined while the dialog is closed. */
export function useEditor<T>() {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  return { editing, open: editing !== undefined, add: () => setEditing(null), edit: (row: T) => setEditing(row), close: () => setEditing(undefined) };
}

/** Edit and delete buttons of a row; delete asks first, and is switched off while related data exist. */
export function RowActions({ name, onEdit, onDelete, inUse, inUseText }: {
  name: string; onEdit: () => void; onDelete: () => Promise<unknown>; inUse: boolean; inUseText?: string;
}) {
  const { t } = useCatalogueT();
  const { message } = App.useApp();
  const remove = async () => {
    await onDelete();
    void message.success(t('shared.deleted'));
  };
  const deleteButton = (
    <Button type="text" danger icon={<DeleteOutlined />} disabled={inUse} aria-label={t('shared.deleteNamed', { name })} data-testid="catalogue-delete" />
  );
  return (
    <span className="catalogue-actions">
      <Tooltip title={t('shared.edit')}>
        <Button type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={t('shared.editNamed', { name })} data-testid="catalogue-edit" />
      </Tooltip>
      {inUse ? (
        <Tooltip title={inUseText ?? t('shared.inUse')}>{deleteButton}</Tooltip>
      ) : (
        <Popconfirm
          title={t('shared.deleteConfirm', { name })}
          okText={t('shared.delete')}
          cancelText={t('shared.cancel')}
          okButtonProps={{ danger: true }}
          // A refusal is shown by the page; the confirmation just closes.
          onConfirm={() => remove().catch(() => undefined)}
        >
          {/* No tooltip here: it would sit on top of the confirmation's buttons. */}
          {deleteButton}
        </Popconfirm>
      )}
    </span>
  );
}

export function codeRules(t: (key: string) => string): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('shared.codeRequired') },
    { pattern: /^[A-Za-z0-9_-]+$/, message: t('shared.codeFormat') },
    { max: 40 },
  ];
}

export function CodeField() {
  const { t } = useCatalogueT();
  return (
    <Form.Item name="code" label={t('shared.code')} rules={codeRules(t)} extra={t('shared.codeHelp')} normalize={(v: string | undefined) => v?.toUpperCase()}>
      <Input maxLength={40} autoComplete="off" spellCheck={false} data-testid="field-code" />
    </Form.Item>
  );
}

export function OrderField() {
  const { t } = useCatalogueT();
  return (
    <Form.Item name="sortOrder" label={t('shared.order')} extra={t('shared.orderHelp')}>
      <InputNumber min={0} max={100_000} precision={0} className="catalogue-order" />
    </Form.Item>
  );
}

/** One name per language; English first and required, since every other language falls back to it. */
export function LabelFields() {
  const { t } = useCatalogueT();
  return (
    <fieldset className="catalogue-labels">
      <legend>{t('shared.labels')}</legend>
      <Typography.Paragraph type="secondary" className="catalogue-labels-help">{t('shared.labelsHelp')}</Typography.Paragraph>
      <Row gutter={12}>
        {LANGUAGES.map(({ code, nativeName }) => (
          <Col xs={24} sm={12} key={code}>
            <Form.Item
              name={['labels', code]}
              label={<span lang={code}>{nativeName}</span>}
              rules={code === DEFAULT_LANGUAGE ? [{ required: true, whitespace: true, message: t('shared.englishRequired') }, { max: 120 }] : [{ max: 120 }]}
            >
              <Input lang={code} maxLength={120} data-testid={`field-label-${code}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}

/** The next free place at the end of a list. */
export function nextOrder(rows: { sortOrder: number }[] | undefined): number {
  return rows?.length ? Math.max(...rows.map((r) => r.sortOrder)) + 1 : 1;
}
