// The two fields a managed list's entry form ends with, side by side: its place in the order and whether it
// is in use (Y/N). The caller names them in its own words.
import { Form, InputNumber, Radio } from 'antd';
import { fieldRules, rangeOf, type FieldSchema } from './schema-rules.ts';

export function OrderAndUseFields({ order, orderLabel, useLabel, useText, orderTestId, className }: {
  /** The endpoint's schema of the order. */
  order: FieldSchema;
  orderLabel: string;
  useLabel: string;
  /** The word for Y and for N. */
  useText: (value: 'Y' | 'N') => string;
  orderTestId?: string;
  className: string;
}) {
  return (
    <div className={className}>
      <Form.Item name="sortOrder" label={orderLabel} rules={fieldRules(order)}>
        <InputNumber {...rangeOf(order)} precision={0} {...(orderTestId ? { 'data-testid': orderTestId } : {})} />
      </Form.Item>
      <Form.Item name="useYn" label={useLabel}>
        <Radio.Group optionType="button" options={(['Y', 'N'] as const).map((value) => ({ value, label: useText(value) }))} />
      </Form.Item>
    </div>
  );
}
