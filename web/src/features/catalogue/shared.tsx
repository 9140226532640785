// What the catalogue screens share: their namespace, the kit's edit dialog and label fields in the
// catalogue's words, the row's edit and delete buttons, the code and order fields, and the next free place.
import { EditOutlined } from '@ant-design/icons';
import { DocumentTypeSave } from '@gsis/contract';
import { App, Button, Form, Input, InputNumber, Tooltip, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { EditModal as KitEditModal, type EditModalProps } from '../../ui/edit-dialog.tsx';
import { LabelFields as KitLabelFields, type LabelTexts } from '../../ui/label-fields.tsx';
import { fieldRules, maxLengthOf, rangeOf } from '../../ui/schema-rules.ts';
import './catalogue.css';

export const NS = 'catalogue';

export function useCatalogueT() {
  return useTranslation(NS);
}

/** The kit's edit dialog, in the catalogue's words unless given others. */
export function EditModal<V>(props: Omit<EditModalProps<V>, 'texts'> & { texts?: EditModalProps<V>['texts'] }) {
  const { t } = useCatalogueT();
  const texts = props.texts ?? { save: t('shared.save'), cancel: t('shared.cancel'), saved: t('shared.saved') };
  return <KitEditModal<V> {...props} texts={texts} />;
}

/** The kit's one-name-per-language fields, in the catalogue's words unless given others. */
export function LabelFields({ texts, ...rest }: { texts?: LabelTexts; max?: number; testIdPrefix?: string }) {
  const { t } = useCatalogueT();
  return <KitLabelFields {...rest} texts={texts ?? { legend: t('shared.labels'), help: t('shared.labelsHelp'), englishRequired: t('shared.englishRequired') }} />;
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

/** Every catalogue entry's code and place in the order are the contract's one `code` and `sortOrder` (fields.ts). */
const CODE = DocumentTypeSave.shape.code;
const ORDER = DocumentTypeSave.shape.sortOrder;

export function codeRules(t: (key: string) => string): FormRule[] {
  return fieldRules(CODE, { required: t('shared.codeRequired'), format: t('shared.codeFormat') });
}

export function CodeField() {
  const { t } = useCatalogueT();
  return (
    <Form.Item name="code" label={t('shared.code')} rules={codeRules(t)} extra={t('shared.codeHelp')} normalize={(v: string | undefined) => v?.toUpperCase()}>
      <Input maxLength={maxLengthOf(CODE)} autoComplete="off" spellCheck={false} data-testid="field-code" />
    </Form.Item>
  );
}

export function OrderField() {
  const { t } = useCatalogueT();
  return (
    <Form.Item name="sortOrder" label={t('shared.order')} extra={t('shared.orderHelp')} rules={fieldRules(ORDER)}>
      <InputNumber {...rangeOf(ORDER)} precision={0} className="catalogue-order" />
    </Form.Item>
  );
}

/** The next free place at the end of a list. */
export function nextOrder(rows: { sortOrder: number }[] | undefined): number {
  return rows?.length ? Math.max(...rows.map((r) => r.sortOrder)) + 1 : 1;
}
