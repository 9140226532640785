// The add/edit dialog of a menu: where it hangs (top level or under a top-level menu), its address, order,
// use, and a label per language with English required (every other language falls back to it).
import { ErrorCode, MenuSave } from '@gsis/contract';
import { Alert, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client.ts';
import { EditModal } from '../../ui/edit-dialog.tsx';
import { LabelFields } from '../../ui/label-fields.tsx';
import { pages } from '../../ui/pages.ts';
import { useSaveMenu, type ManagedMenu } from './api.ts';
import { BUILT_IN_MENUS, type MenuBranch, useMenusT } from './shared.tsx';
import { fieldRules, maxLengthOf, rangeOf } from '../../ui/schema-rules.ts';

export type MenuDialogTarget =
  | { kind: 'add'; parentMenuId: string | null; order: number }
  | { kind: 'edit'; menu: ManagedMenu; hasChildren: boolean };

/** '' stands for "top level" in the parent choice. */
interface Values { parent: string; menuUrl: string; order: number; useYn: 'Y' | 'N'; labels: Record<string, string | undefined> }

type FieldName = ['parent'] | ['menuUrl'] | ['order'] | ['useYn'] | ['labels', string];

/** The form field a server complaint names ('body.labels.en' → ['labels', 'en']). */
function fieldOf(path: string): FieldName | null {
  const parts = path.split('.').slice(1);
  if (parts[0] === 'parentMenuId') return ['parent'];
  if (parts[0] === 'menuUrl' || parts[0] === 'order' || parts[0] === 'useYn') return [parts[0]];
  if (parts[0] === 'labels' && parts[1]) return ['labels', parts[1]];
  return null;
}

export function MenuDialog({ target, tree, onClose }: { target: MenuDialogTarget | undefined; tree: readonly MenuBranch[]; onClose: () => void }) {
  const { t } = useMenusT();
  const { t: te } = useTranslation('errors');
  const save = useSaveMenu();
  const [form] = Form.useForm<Values>();
  const editing = target?.kind === 'edit' ? target.menu : undefined;
  const builtIn = editing ? BUILT_IN_MENUS.has(editing.menuId) : false;

  const initialValues: Partial<Values> = target?.kind === 'edit'
    ? { parent: target.menu.parentMenuId ?? '', menuUrl: target.menu.menuUrl, order: target.menu.order, useYn: target.menu.useYn, labels: { ...target.menu.labels } }
    : { parent: target?.parentMenuId ?? '', menuUrl: '', order: target?.order, useYn: 'Y', labels: {} };

  // Top-level menus can take submenus; a menu is never its own parent.
  const parentOptions = [
    { value: '', label: t('dialog.topLevel') },
    ...tree.filter((b) => b.menu.menuId !== editing?.menuId).map((b) => ({ value: b.menu.menuId, label: b.menu.label })),
  ];
  const parentLocked = builtIn || (target?.kind === 'edit' && target.hasChildren);

  const bodyOf = (values: Values): MenuSave => {
    const labels = Object.fromEntries(Object.entries(values.labels ?? {}).filter(([, v]) => v?.trim()).map(([k, v]) => [k, v!.trim()]));
    return {
      ...(editing ? { menuId: editing.menuId } : {}),
      parentMenuId: values.parent || null,
      menuUrl: values.menuUrl.trim(),
      labels: labels as MenuSave['labels'],
      order: values.order,
      useYn: values.useYn,
    };
  };

  /** The refusal on the fields it names; it is said above the buttons too. */
  const onRefused = (e: ApiError) => {
    if (e.code === ErrorCode.NODE_LIMIT) form.setFields([{ name: 'parent', errors: [te(e.code)] }]);
    const fields = (e.details?.fields ?? []).map((f) => fieldOf(f.path)).filter((name): name is FieldName => name !== null);
    if (fields.length) form.setFields(fields.map((name) => ({ name, errors: [te(e.code)] })));
    return false;
  };

  const title = editing ? t('dialog.editTitle', { name: editing.label }) : target?.kind === 'add' && target.parentMenuId ? t('dialog.addChildTitle') : t('dialog.addTopTitle');

  return (
    <EditModal<Values>
      title={title}
      open={target !== undefined}
      existing={Boolean(editing)}
      form={form}
      initialValues={initialValues}
      onClose={onClose}
      save={(values) => save.mutateAsync(bodyOf(values))}
      width={720}
      testId="menu-dialog"
      okTestId="menu-save"
      texts={{ save: t('common.save'), cancel: t('common.cancel'), saved: t('common.saved') }}
      onRefused={onRefused}
      errorAlert={{ className: 'menus-note', testId: 'menu-dialog-error' }}
    >
      {builtIn ? <Alert type="info" showIcon className="menus-note" title={t('dialog.builtInNote')} /> : null}
      <div className="catalogue-form-row">
        <Form.Item
          name="parent" label={t('dialog.parent')}
          extra={parentLocked && !builtIn ? t('dialog.parentLockedChildren') : t('dialog.parentHelp')}
        >
          <Select options={parentOptions} disabled={parentLocked} showSearch={{ optionFilterProp: 'label' }} data-testid="menu-parent" />
        </Form.Item>
        <Form.Item
          name="menuUrl" label={t('dialog.url')} className="catalogue-grow" extra={t('dialog.urlHelp')}
          rules={fieldRules(MenuSave.shape.menuUrl, { required: t('dialog.urlRequired'), format: t('dialog.urlFormat') })}
        >
          <Input maxLength={maxLengthOf(MenuSave.shape.menuUrl)} disabled={builtIn} autoComplete="off" spellCheck={false} placeholder={pages.notices.board.list()} data-testid="menu-url" />
        </Form.Item>
      </div>
      <div className="catalogue-form-row">
        <Form.Item name="order" label={t('dialog.order')} extra={t('dialog.orderHelp')} rules={fieldRules(MenuSave.shape.order, { required: t('dialog.orderRequired') })}>
          <InputNumber {...rangeOf(MenuSave.shape.order)} precision={0} className="catalogue-order" data-testid="menu-order" />
        </Form.Item>
        <Form.Item name="useYn" label={t('dialog.use')} extra={t('dialog.useHelp')}>
          <Radio.Group optionType="button" options={[{ value: 'Y', label: t('list.useY') }, { value: 'N', label: t('list.useN') }]} data-testid="menu-use" />
        </Form.Item>
      </div>
      <LabelFields
        texts={{ legend: t('dialog.labels'), help: t('dialog.labelsHelp'), englishRequired: t('dialog.englishRequired') }}
        schema={MenuSave.shape.labels}
        testIdPrefix="menu-label"
      />
    </EditModal>
  );
}
