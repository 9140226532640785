// /management/library/symbollibrary: the symbol library as its administrators keep it — add, change and
// delete symbols, and put them in the order readers see them (dragging a row, or with its arrows; the whole
// library is ordered, so the arrows rest while a search narrows the list). An image is an SVG or a PNG; the
// server judges it by its bytes and says why it refuses one, next to the image field.
import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_SYMBOL_IMAGE_BYTES, MAX_SYMBOL_IMAGE_PIXELS, SYMBOL_TYPES, SymbolSave, type SymbolItem, type SymbolType } from '@gsis/contract';
import { Button, Empty, Form, Input, Radio, Space, Table, Typography, Upload, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../ui/dates.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { EditModal, useEditor } from '../../ui/edit-dialog.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LabelFields } from '../../ui/label-fields.tsx';
import { useOutcomeMessage } from '../../ui/outcome-message.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useSortableRows } from '../../ui/sortable-rows.tsx';
import { matches } from '../../ui/table-filter.ts';
import { Toolbar } from '../../ui/toolbar.tsx';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useDeleteSymbol, useManagedSymbols, useSaveSymbol, useSortSymbols } from './api.ts';
import { SymbolTypeTag } from './symbol-type.tsx';
import './symbols.css';

type ChosenImage = NonNullable<SymbolSave['image']>;
const limits = { size: formatBytes(MAX_SYMBOL_IMAGE_BYTES), pixels: MAX_SYMBOL_IMAGE_PIXELS };
interface Values { number: string; type: SymbolType; meanings: Record<string, string>; image?: ChosenImage }

export default function SymbolManagePage() {
  const { t } = useTranslation('symbols');
  const list = useManagedSymbols();
  const save = useSaveSymbol();
  const remove = useDeleteSymbol();
  const sort = useSortSymbols();
  const outcome = useOutcomeMessage();
  const editor = useEditor<SymbolItem>();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const sortable = useSortableRows({
    rows: list.data ?? [], idOf: (symbol) => symbol.symbolId, nameOf: (symbol) => symbol.number, testIdPrefix: 'symbol',
    save: (symbolIds) => sort.mutateAsync({ symbolIds }),
    texts: { dragHandle: t('manage.dragHandle'), orderSaved: t('manage.orderSaved'), moveUp: (number) => t('manage.moveUp', { number }), moveDown: (number) => t('manage.moveDown', { number }) },
  });
  const searching = search.trim().length > 0;
  const rows = searching ? sortable.rows.filter((symbol) => matches(search, symbol.number, ...Object.values(symbol.meanings))) : sortable.rows;
  const editing = editor.editing;

  return (
    <div className="catalogue-page symbols-manage-page" data-testid="symbol-manage-page">
      <PageHeader title={t('manage.title')} help={t('manage.help')} />
      <ErrorAlert error={remove.error} onClose={remove.reset} />
      <Toolbar search={search} onSearch={setSearch} searchPlaceholder={t('manage.search')} addLabel={t('manage.add')} onAdd={editor.add}
        searchTestId="symbol-manage-search" addTestId="symbol-add" />
      {searching ? <Typography.Paragraph type="secondary">{t('manage.orderWhileSearching')}</Typography.Paragraph> : null}
      <Table<SymbolItem>
        rowKey="symbolId"
        size="middle"
        dataSource={rows}
        loading={list.isFetching && !sortable.pending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="symbol-table"
        locale={{ emptyText: <Empty description={searching ? t('manage.noMatch') : t('manage.empty')} /> }}
        {...(searching ? {} : { rowClassName: sortable.rowClassName, onRow: sortable.rowProps })}
        columns={[
          { title: t('manage.order'), key: 'order', width: 90, render: (_, _row, index) => (searching ? null : sortable.orderCell(index)) },
          { title: t('manage.image'), key: 'image', width: 72, render: (_, row) => <img src={row.imageUrl} alt="" className="symbol-thumb" /> },
          { title: t('manage.number'), dataIndex: 'number', render: (number: string) => <span className="symbol-number" data-testid="symbol-row-number">{number}</span> },
          { title: t('manage.type'), dataIndex: 'type', render: (type: SymbolType) => <SymbolTypeTag type={type} /> },
          { title: t('manage.meaning'), dataIndex: 'meaning', render: (meaning: string) => <span className="symbol-meaning">{meaning}</span> },
          {
            title: t('manage.actions'), key: 'actions', width: 180, align: 'center', fixed: 'right',
            render: (_, row, index) => (
              <Space size={0}>
                {searching ? null : sortable.moveButtons(row, index)}
                <Button type="text" icon={<EditOutlined />} onClick={() => editor.edit(row)} aria-label={t('manage.edit', { number: row.number })} data-testid={`symbol-edit-${row.symbolId}`} />
                <DeleteButton
                  label={t('manage.delete', { number: row.number })}
                  testId={`symbol-delete-${row.symbolId}`}
                  confirm={{
                    title: t('manage.deleteConfirm', { number: row.number }), okText: t('manage.deleteOk'), cancelText: t('manage.cancel'), okTestId: 'symbol-delete-confirm',
                    onConfirm: () => outcome(remove.mutateAsync({ id: row.symbolId }), t('manage.deleted')),
                  }}
                />
              </Space>
            ),
          },
        ]}
      />
      <EditModal<Values>
        title={editing ? t('form.editTitle', { number: editing.number }) : t('form.addTitle')}
        open={editor.open}
        existing={Boolean(editing)}
        form={form}
        initialValues={editing ? { number: editing.number, type: editing.type, meanings: editing.meanings } : { type: 'WARNING' }}
        onClose={editor.close}
        save={(values) => save.mutateAsync({ ...values, ...(editing ? { symbolId: editing.symbolId } : {}) })}
        texts={{ save: t('form.save'), cancel: t('manage.cancel'), saved: t('form.saved') }}
        onRefused={(error) => {
          // Why an image was refused belongs next to the image.
          if (error.code !== 'FILE_NOT_ALLOWED') return false;
          const reason = error.details?.reason ?? 'OTHER';
          form.setFields([{ name: 'image', errors: [t(`form.reasons.${reason}`, { ...limits, defaultValue: t('form.reasons.OTHER') })] }]);
          return true;
        }}
        width={760}
        testId="symbol-dialog"
        okTestId="symbol-save"
      >
        <div className="symbol-form-row">
          <Form.Item name="number" label={t('form.number')} extra={t('form.numberHelp')}
            rules={fieldRules(SymbolSave.shape.number, { required: t('form.numberRequired'), format: t('form.numberFormat') })}>
            <Input maxLength={maxLengthOf(SymbolSave.shape.number)} data-testid="symbol-number-input" />
          </Form.Item>
          <Form.Item name="type" label={t('form.type')} rules={fieldRules(SymbolSave.shape.type)}>
            <Radio.Group optionType="button" buttonStyle="solid" options={SYMBOL_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} data-testid="symbol-type-input" />
          </Form.Item>
        </div>
        <Form.Item name="image" label={t('form.image')} extra={t('form.imageHelp', limits)}
          rules={editing ? [] : [{ required: true, message: t('form.imageRequired') }]}>
          <ImageField form={form} current={editing?.imageUrl} />
        </Form.Item>
        <LabelFields
          schema={SymbolSave.shape.meanings}
          testIdPrefix="symbol-meaning"
          texts={{ legend: t('form.meanings'), help: t('form.meaningsHelp'), englishRequired: t('form.englishRequired') }}
          name="meanings"
          multiline
        />
      </EditModal>
    </div>
  );
}

/** The image chosen (read into base64 for the save) beside a preview of it, or of the symbol's current image. */
function ImageField({ value, onChange, form, current }: { value?: ChosenImage; onChange?: (image: ChosenImage | undefined) => void; form: FormInstance<Values>; current?: string | undefined }) {
  const { t } = useTranslation('symbols');
  const [preview, setPreview] = useState<string | undefined>();
  useEffect(() => {
    if (!value) setPreview(undefined);
  }, [value]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const choose = async (file: File) => {
    if (file.size > MAX_SYMBOL_IMAGE_BYTES) {
      form.setFields([{ name: 'image', errors: [t('form.reasons.TOO_LARGE', limits)] }]);
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    // An <img> never runs what an SVG carries, so the preview is safe before the server has cleaned it.
    setPreview(URL.createObjectURL(file));
    onChange?.({ fileName: file.name, base64: btoa(binary) });
  };

  const shown = preview ?? current;
  return (
    <div className="symbol-image-field">
      {shown ? <img src={shown} alt={t('form.preview')} className="symbol-image-preview" data-testid="symbol-image-preview" /> : null}
      <Upload
        accept=".svg,.png,image/svg+xml,image/png"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void choose(file);
          return Upload.LIST_IGNORE;
        }}
        data-testid="symbol-image-upload"
      >
        <Button icon={<UploadOutlined />}>{shown ? t('form.replaceImage') : t('form.chooseImage')}</Button>
      </Upload>
      {value ? <span className="symbol-image-name">{value.fileName}</span> : null}
    </div>
  );
}
