// Pieces the catalogue screens share, and with them the other management screens: the page heading, the
// table toolbar, the edit dialog with the seed's save confirmation, the delete button with its
// confirmation, and the label-per-language fields. They speak the catalogue's words unless given others.
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
export function Toolbar({ search, onSearch, searchPlaceholder, addLabel, onAdd, children, addIcon = <PlusOutlined />, searchTestId, addTestId = 'catalogue-add' }: {
  search: string; onSearch: (value: string) => void; searchPlaceholder: string; addLabel: string; onAdd: () => void; children?: ReactNode;
  addIcon?: ReactNode; searchTestId?: string; addTestId?: string;
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
        data-testid={searchTestId}
      />
      {children}
      <Button type="primary" icon={addIcon} onClick={onAdd} className="catalogue-add" data-testid={addTestId}>{addLabel}</Button>
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
export function ErrorAlert({ error, onClose, className = 'catalogue-error', testId = 'catalogue-error' }: {
  error: unknown; onClose?: () => void; className?: string; testId?: string;
}) {
  const { t } = useTranslation('errors');
  if (!error) return null;
  const code = errorCodeOf(error);
  return (
    <Alert type="error" showIcon title={t(code)} className={className} role="alert" data-testid={testId}
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

/** The words of a save dialog: its confirmation, its buttons and the message after saving. */
export interface SaveTexts { saveConfirm: string; save: string; cancel: string; saved: string }

/**
 * The add/edit dialog. Saving validates the form, asks the seed's confirmation, then calls `save`;
 * a refusal stays in the dialog, next to the field it concerns when the server names one.
 */
export function EditModal<V>({
  title, open, form, initialValues, onClose, save, children, width = 640, testId, okTestId, texts, markOptional = true, scrollToInvalid = false,
  onRefused, errorAlert,
}: {
  title: string; open: boolean; form: FormInstance<V>; initialValues: Partial<V>; onClose: () => void; save: (values: V) => Promise<unknown>;
  children: ReactNode; width?: number; testId?: string; okTestId?: string;
  /** The catalogue's words unless given. */
  texts?: SaveTexts;
  /** Marks the optional fields (rather than the required ones). */
  markOptional?: boolean;
  /** Brings the first field that fails its rules into view, for a dialog longer than a phone's screen. */
  scrollToInvalid?: boolean;
  /**
   * Puts a refusal on the form's fields instead of the fields the server names; true when that says it
   * all, with nothing to show above the buttons.
   */
  onRefused?: (error: ApiError) => boolean;
  /** How the refusal above the buttons is marked, where a screen has its own. */
  errorAlert?: { className: string; testId: string };
}) {
  const { t } = useCatalogueT();
  const { t: te } = useTranslation('errors');
  const { modal, message } = App.useApp();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const words = texts ?? { saveConfirm: t('shared.saveConfirm'), save: t('shared.save'), cancel: t('shared.cancel'), saved: t('shared.saved') };

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
    } catch (invalid) {
      const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name;
      if (scrollToInvalid && first) form.scrollToField(first, { block: 'center' });
      return;
    }
    const confirmed = await modal.confirm({ title: words.saveConfirm, okText: words.save, cancelText: words.cancel });
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      await save(values);
      void message.success(words.saved);
      onClose();
    } catch (e) {
      let saidOnFields = false;
      if (e instanceof ApiError) {
        if (onRefused) saidOnFields = onRefused(e);
        else showFieldErrors(form, e, te(e.code));
      }
      if (!saidOnFields) setError(e);
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
      okText={words.save}
      cancelText={words.cancel}
      confirmLoading={busy}
      {...(okTestId ? { okButtonProps: { 'data-testid': okTestId } } : {})}
      forceRender
      mask={{ closable: false }}
      data-testid={testId}
    >
      <Form form={form} layout="vertical" {...(markOptional ? { requiredMark: 'optional' as const } : {})} disabled={busy} onFinish={() => void submit()} className="catalogue-form">
        {children}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      <ErrorAlert error={error} onClose={() => setError(null)} {...errorAlert} />
    </Modal>
  );
}

/** Which row the dialog edits: null for a new one; undefined while the dialog is closed. */
export function useEditor<T>() {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  return { editing, open: editing !== undefined, add: () => setEditing(null), edit: (row: T) => setEditing(row), close: () => setEditing(undefined) };
}

/** The delete (or remove) button of a row: it asks first; while something stands in its way it is switched off and says why. */
export function DeleteButton({ label, testId, blockedBy, confirm }: {
  /** What it does to which row, for screen readers: "Delete Europe". */
  label: string;
  testId: string;
  /** Why it cannot be used now; nothing when it can. */
  blockedBy?: string | null;
  confirm: { title: string; description?: string; okText: string; cancelText: string; okTestId?: string; onConfirm: () => unknown };
}) {
  const button = <Button type="text" danger icon={<DeleteOutlined />} disabled={Boolean(blockedBy)} aria-label={label} data-testid={testId} />;
  if (blockedBy) return <Tooltip title={blockedBy}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={confirm.title}
      description={confirm.description}
      okText={confirm.okText}
      cancelText={confirm.cancelText}
      okButtonProps={{ danger: true, ...(confirm.okTestId ? { 'data-testid': confirm.okTestId } : {}) }}
      onConfirm={confirm.onConfirm}
    >
      {/* No tooltip here: it would sit on top of the confirmation's buttons. */}
      {button}
    </Popconfirm>
  );
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
  return (
    <span className="catalogue-actions">
      <Tooltip title={t('shared.edit')}>
        <Button type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={t('shared.editNamed', { name })} data-testid="catalogue-edit" />
      </Tooltip>
      <DeleteButton
        label={t('shared.deleteNamed', { name })} testId="catalogue-delete" blockedBy={inUse ? inUseText ?? t('shared.inUse') : null}
        confirm={{
          title: t('shared.deleteConfirm', { name }), okText: t('shared.delete'), cancelText: t('shared.cancel'),
          // A refusal is shown by the page; the confirmation just closes.
          onConfirm: () => remove().catch(() => undefined),
        }}
      />
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

/** One name per language (the form's `labels`); English first and required, since every other language falls back to it. */
export function LabelFields({ texts, max = 120, testIdPrefix = 'field-label' }: {
  /** The catalogue's words unless given. */
  texts?: { legend: string; help: string; englishRequired: string };
  max?: number;
  testIdPrefix?: string;
}) {
  const { t } = useCatalogueT();
  const words = texts ?? { legend: t('shared.labels'), help: t('shared.labelsHelp'), englishRequired: t('shared.englishRequired') };
  return (
    <fieldset className="catalogue-labels">
      <legend>{words.legend}</legend>
      <Typography.Paragraph type="secondary" className="catalogue-labels-help">{words.help}</Typography.Paragraph>
      <Row gutter={12}>
        {LANGUAGES.map(({ code, nativeName }) => (
          <Col xs={24} sm={12} key={code}>
            <Form.Item
              name={['labels', code]}
              label={<span lang={code}>{nativeName}</span>}
              rules={code === DEFAULT_LANGUAGE ? [{ required: true, whitespace: true, message: words.englishRequired }, { max }] : [{ max }]}
            >
              <Input lang={code} maxLength={max} data-testid={`${testIdPrefix}-${code}`} />
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
