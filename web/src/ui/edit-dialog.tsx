// The add/edit dialog of the management screens, the hook that says which row it edits, and the save of a
// form page. A save asks first when it changes a record that exists (the seed's edit confirmation: what was saved
// is replaced) or when it cannot be taken back (SaveTexts.confirm, saying what will happen); adding a new record
// destroys nothing, and asks nothing.
import { App, Form, Modal, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { ErrorAlert } from './error-alert.tsx';
import { validateShowingFirst } from './first-invalid.ts';
import './edit-dialog.css';

/**
 * Puts the server's per-field complaints next to the fields the form has ('body.suffixes.1.suffix' → suffixes[1].suffix),
 * or the nearest field holding it (a link's page, where the form has one field for the whole link).
 */
export function showFieldErrors(form: FormInstance, error: ApiError, message: string): void {
  const fields = (error.details?.fields ?? [])
    .map((f) => {
      const name = f.path.split('.').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      while (name.length > 0 && form.getFieldInstance(name) === undefined) name.pop();
      return name;
    })
    .filter((name) => name.length > 0);
  if (fields.length) form.setFields(fields.map((name) => ({ name, errors: [message] })));
}

/**
 * The words of a save: its buttons and the message after saving; `confirm` only for a save that cannot be taken
 * back (sending, publishing), saying what will happen.
 */
export interface SaveTexts { save: string; cancel: string; saved: string; confirm?: { title: string; content?: string } }

/**
 * Asks before a save that cannot be taken back, or that replaces a saved record (`existing`); true at once for any
 * other. For the screens that save their own way (a document, a version); the dialog and form pages below use it.
 */
export function useAskFirst(existing: boolean) {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return async (texts: Pick<SaveTexts, 'save' | 'cancel' | 'confirm'>): Promise<boolean> => {
    const question = texts.confirm ?? (existing ? { title: t('edit.confirm'), content: t('edit.confirmText') } : undefined);
    return !question || Boolean(await modal.confirm({ ...question, okText: texts.save, cancelText: texts.cancel }));
  };
}

export interface EditModalProps<V> {
  title: string; open: boolean; form: FormInstance<V>; initialValues: Partial<V>; onClose: () => void; save: (values: V) => Promise<unknown>;
  /** Whether the dialog edits a saved record (asked about first) rather than adding one. */
  existing: boolean;
  children: ReactNode; width?: number; testId?: string; okTestId?: string;
  texts: SaveTexts;
  /** Marks the optional fields (rather than the required ones). */
  markOptional?: boolean;
  /**
   * Puts a refusal on the form's fields instead of the fields the server names; true when that says it
   * all, with nothing to show above the buttons.
   */
  onRefused?: (error: ApiError) => boolean;
  /** How the refusal above the buttons is marked, where a screen has its own. */
  errorAlert?: { className: string; testId: string };
}

/**
 * The add/edit dialog. Saving validates the form (the first invalid field shown and focused), asks first only
 * when `texts.confirm` says so, then calls `save`; a refusal stays in the dialog, next to the field it concerns
 * when the server names one.
 */
export function EditModal<V>({
  title, open, form, initialValues, onClose, save, existing, children, width = 640, testId, okTestId, texts: words, markOptional = true,
  onRefused, errorAlert,
}: EditModalProps<V>) {
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const askFirst = useAskFirst(existing);
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
    const values = await validateShowingFirst(form);
    if (values === undefined || !(await askFirst(words))) return;
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

/**
 * Saving a form page the way the dialogs do: a question first when the page edits a saved record (`existing`) or
 * `texts.confirm` says so, then `save`; its success message after, or the refusal next to the fields the server
 * names and in `error` for the page's alert.
 */
export function useFormSave(form: FormInstance, { existing }: { existing: boolean }) {
  const { t: te } = useTranslation('errors');
  const { message } = App.useApp();
  const askFirst = useAskFirst(existing);
  const [error, setError] = useState<unknown>(null);

  /** The saved answer, or undefined when the question was declined or the save refused. */
  async function saveForm<T>(texts: SaveTexts, save: () => Promise<T>, onRefused?: (error: ApiError) => void): Promise<T | undefined> {
    if (!(await askFirst(texts))) return undefined;
    setError(null);
    try {
      const answer = await save();
      void message.success(texts.saved);
      return answer;
    } catch (refusal) {
      if (refusal instanceof ApiError) {
        showFieldErrors(form, refusal, te(refusal.code));
        onRefused?.(refusal);
      }
      setError(refusal);
      return undefined;
    }
  }

  return { saveForm, error, clearError: () => setError(null) };
}
