// A symbol's type as a coloured tag, in the reader's words: failure red, warning gold, caution orange, as the
// machines' displays colour them.
import type { SymbolType } from '@gsis/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const TYPE_COLOURS: Record<SymbolType, string> = { FAILURE: 'red', WARNING: 'gold', CAUTION: 'orange' };

export function SymbolTypeTag({ type }: { type: SymbolType }) {
  const { t } = useTranslation('symbols');
  return <Tag color={TYPE_COLOURS[type]} className="symbol-type" data-testid="symbol-type">{t(`type.${type}`)}</Tag>;
}
