// A list's filters that fold away behind one button on a narrow screen (a phone's first screen is for the
// results), and always show on a wide one. The button says how many filters are set while they are folded.
import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './folding-filters.css';

export interface FoldingFiltersProps {
  /** How many filters are set: the button says so. */
  activeCount: number;
  className?: string;
  testId: string;
  children: ReactNode;
}

export function FoldingFilters({ activeCount, className, testId, children }: FoldingFiltersProps) {
  const { t } = useTranslation();
  const [unfolded, setUnfolded] = useState(false);
  const id = useId();
  return (
    <>
      <Button className="folding-filters-toggle" icon={<FilterOutlined />} aria-expanded={unfolded} aria-controls={id} onClick={() => setUnfolded((u) => !u)}
        data-testid={`${testId}-toggle`}>
        {activeCount > 0 ? t('filters.toggleActive', { count: activeCount }) : t('filters.toggle')}
      </Button>
      <div id={id} className={`folding-filters${unfolded ? ' is-unfolded' : ''}${className ? ` ${className}` : ''}`} role="group" aria-label={t('filters.label')} data-testid={testId}>
        {children}
      </div>
    </>
  );
}
