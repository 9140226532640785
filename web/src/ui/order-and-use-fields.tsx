// The two fields a managed list's entry form ends with, side by side: its place in the order and whether it
// is in use (Y/N). The caller names them in its own words.
import { Form, InputNumber, Radio } from 'antd';

export function OrderAndUseFields({ orderLabel, useLabel, useText, orderTestId, className }: {
  orderLabel: string;
  useLabel: string;
  /** The word for Y and for N. */
  useText: (value: 'Y' | 'N') => string;
  orderTestId?: string;
  className: string;
}) {
  return (
    <div className={className}>
      <Form.Item name="sortOrder" label={orderLabel}>
        <InputNumber min={0} max={100_000} precision={0} {...(orderTestId ? { 'data-testid': orderTestId } : {})} />
      </Form.Item>
      <Form.Item name="useYn" label={useLabel}>
        <Radio.Group optionType="button" options={(['Y', 'N'] as const).map((value) => ({ value, label: useText(value) }))} />
      </Form.Item>
    </div>
  );
}
