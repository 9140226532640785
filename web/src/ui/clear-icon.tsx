// Ant Design names an input's clear button after its icon ("close-circle", in English whatever the reader's language):
// this gives it a name the reader understands.
import { CloseCircleFilled } from '@ant-design/icons';

/** `allowClear` for an antd input whose clear button reads `label`. */
export function clearNamed(label: string) {
  return { clearIcon: <CloseCircleFilled aria-label={label} /> };
}
