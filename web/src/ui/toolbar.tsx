// The bar above a management table: a search box on the left and, when there is something to add, the add
// button on the right; it wraps on narrow screens. Filters given as children sit between the two.
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { ReactNode } from 'react';
import './toolbar.css';

export function Toolbar({ search, onSearch, searchPlaceholder, addLabel, onAdd, children, addIcon = <PlusOutlined />, searchTestId, addTestId = 'catalogue-add' }: {
  search: string; onSearch: (value: string) => void; searchPlaceholder: string; addLabel?: string; onAdd?: () => void; children?: ReactNode;
  addIcon?: ReactNode; searchTestId?: string; addTestId?: string;
}) {
  return (
    <div className="catalogue-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        className="catalogue-search"
        data-testid={searchTestId}
      />
      {children}
      {onAdd ? <Button type="primary" icon={addIcon} onClick={onAdd} className="catalogue-add" data-testid={addTestId}>{addLabel}</Button> : null}
    </div>
  );
}
