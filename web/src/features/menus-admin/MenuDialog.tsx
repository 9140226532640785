// The add/edit dialog of a menu: where it hangs (top level or under a top-level menu), its address, order,
// use, and a label per language with English required (every other language falls back to it).
import { DEFAULT_LANGUAGE, ErrorCode, LANGUAGES, type MenuSave } from '@gsis/contract';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorCodeOf } from '../../api/error-text.ts';
import { useSaveMenu, type ManagedMenu } from './api.ts';
import { BUILT_IN_MENUS, type MenuBranch, useMenusT } from './shared.tsx';

export type MenuDialogTarget =
  | { kind: 'add'; parentMenuId: string | null; order: number }
  | { kind: 'edit'; menu: ManagedMenu; hasChildren: boolean };

/** '' stands for "top level" in the parent choice. */
interface Values { parent: string; menuUrl: string; order: number; useYn: 'Y' | 'N'; labels: Record<string, string | undefined> }

const URL_PATTERN = /^(\/[^\s]*|https:\/\/[^\s]+)$/;

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
  const { modal, message } = App.useApp();
  const save = useSaveMenu();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<unknown>(null);
  const open = target !== undefined;
  const editing = target?.kind === 'edit' ? target.menu : undefined;
  const builtIn = editing ? BUILT_IN_MENUS.has(editing.menuId) : false;

  useEffect(() => {
    if (!target) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue(
      target.kind === 'edit'
        ? { parent: target.menu.parentMenuId ?? '', menuUrl: target.menu.menuUrl, order: target.menu.order, useYn: target.menu.useYn, labels: { ...target.menu.labels } }
        : { parent: target.parentMenuId ?? '', menuUrl: '', order: target.order, useYn: 'Y', labels: {} },
    );
    // Only an opening resets the form.
  }, [target]);

  // Top-level menus can take submenus; a menu is never its own parent.
  const parentOptions = [
    { value: '', label: t('dialog.topLevel') },
    ...tree.filter((b) => b.menu.menuId !== editing?.menuId).map((b) => ({ value: b.menu.menuId, label: b.menu.label })),
  ];
  const parentLocked = builtIn || (target?.kind === 'edit' && target.hasChildren);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch (invalid) {
      // The dialog is long on a phone: bring the first complaint into view.
      const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name;
      if (first) form.scrollToField(first, { block: 'center' });
      return;
    }
    const confirmed = await modal.confirm({ title: t('dialog.saveConfirm'), okText: t('common.save'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    setError(null);
    const labels = Object.fromEntries(Object.entries(values.labels ?? {}).filter(([, v]) => v?.trim()).map(([k, v]) => [k, v!.trim()]));
    const body: MenuSave = {
      ...(editing ? { menuId: editing.menuId } : {}),
      parentMenuId: values.parent || null,
      menuUrl: values.menuUrl.trim(),
      labels: labels as MenuSave['labels'],
      order: values.order,
      useYn: values.useYn,
    };
    try {
      await save.mutateAsync(body);
      void message.success(t('common.saved'));
      onClose();
    } catch (e) {
      setError(e);
      if (e instanceof ApiError) {
        if (e.code === ErrorCode.NODE_LIMIT) form.setFields([{ name: 'parent', errors: [te(e.code)] }]);
        const fields = (e.details?.fields ?? []).map((f) => fieldOf(f.path)).filter((name): name is FieldName => name !== null);
        if (fields.length) form.setFields(fields.map((name) => ({ name, errors: [te(e.code)] })));
      }
    }
  };

  const title = editing ? t('dialog.editTitle', { name: editing.label }) : target?.kind === 'add' && target.parentMenuId ? t('dialog.addChildTitle') : t('dialog.addTopTitle');

  return (
    <Modal
      title={title}
      open={open}
      width={720}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'menu-save' }}
      forceRender
      mask={{ closable: false }}
      data-testid="menu-dialog"
    >
      <Form form={form} layout="vertical" requiredMark="optional" disabled={save.isPending} onFinish={() => void submit()} className="catalogue-form">
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
            rules={[{ required: true, whitespace: true, message: t('dialog.urlRequired') }, { pattern: URL_PATTERN, message: t('dialog.urlFormat') }, { max: 500 }]}
          >
            <Input maxLength={500} disabled={builtIn} autoComplete="off" spellCheck={false} placeholder="/support/notice" data-testid="menu-url" />
          </Form.Item>
        </div>
        <div className="catalogue-form-row">
          <Form.Item name="order" label={t('dialog.order')} extra={t('dialog.orderHelp')} rules={[{ required: true, message: t('dialog.orderRequired') }]}>
            <InputNumber min={0} max={10_000} precision={0} className="catalogue-order" data-testid="menu-order" />
          </Form.Item>
          <Form.Item name="useYn" label={t('dialog.use')} extra={t('dialog.useHelp')}>
            <Radio.Group optionType="button" options={[{ value: 'Y', label: t('list.useY') }, { value: 'N', label: t('list.useN') }]} data-testid="menu-use" />
          </Form.Item>
        </div>
        <fieldset className="catalogue-labels">
          <legend>{t('dialog.labels')}</legend>
          <Typography.Paragraph type="secondary" className="catalogue-labels-help">{t('dialog.labelsHelp')}</Typography.Paragraph>
          <Row gutter={12}>
            {LANGUAGES.map(({ code, nativeName }) => (
              <Col xs={24} sm={12} key={code}>
                <Form.Item
                  name={['labels', code]}
                  label={<span lang={code}>{nativeName}</span>}
                  required={code === DEFAULT_LANGUAGE}
                  rules={code === DEFAULT_LANGUAGE ? [{ required: true, whitespace: true, message: t('dialog.englishRequired') }, { max: 100 }] : [{ max: 100 }]}
                >
                  <Input lang={code} maxLength={100} data-testid={`menu-label-${code}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </fieldset>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {error ? (
        <Alert type="error" showIcon role="alert" className="menus-note" title={te(errorCodeOf(error))}
          closable={{ onClose: () => setError(null) }} data-testid="menu-dialog-error" />
      ) : null}
    </Modal>
  );
}
