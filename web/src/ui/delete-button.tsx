// The delete (or remove) button of a table row: it asks first; while something stands in its way it is
// switched off and says why.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';

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
