// /symbollibrary: the symbols of the machines' displays and manuals as a grid of cards — image, number, type
// and meaning in the reader's language — filtered by type and found by number or meaning. Filters live in
// the address, so a link or the back button returns to the same view; ?model=DX225LCA (from the product list)
// shows the symbols that model's troubleshooting guides show.
import { SearchOutlined } from '@ant-design/icons';
import { SYMBOL_TYPES, type SymbolType } from '@gsis/contract';
import { Button, Empty, Input, Segmented, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearNamed } from '../../ui/clear-icon.tsx';
import { keywordFrom, useListAddress } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useSymbolCards } from './api.ts';
import { SymbolTypeTag } from './symbol-type.tsx';
import './symbols.css';

type Query = { type?: SymbolType; keyword?: string; model?: string };

const queryFrom = (params: URLSearchParams): Query => {
  const type = params.get('type');
  const model = params.get('model')?.trim().slice(0, 40);
  return {
    ...keywordFrom(params), ...((SYMBOL_TYPES as readonly string[]).includes(type ?? '') ? { type: type as SymbolType } : {}), ...(model ? { model } : {}),
  };
};

export default function SymbolLibraryPage() {
  const { t } = useTranslation('symbols');
  const { t: tc } = useTranslation();
  const { query, setFilters, keyword, setKeyword, resetFilters } = useListAddress<Query, 'type' | 'model'>(queryFrom);
  const symbols = useSymbolCards(query);
  const items = symbols.data ?? [];
  const filtered = Boolean(query.type || query.keyword || query.model);

  return (
    <div className="catalogue-page symbols-page" data-testid="symbol-library-page">
      <PageHeader title={t('library.title')} help={t('library.help')} />
      <div className="symbols-toolbar">
        <Segmented<string>
          value={query.type ?? 'ALL'}
          onChange={(value) => setFilters({ type: value === 'ALL' ? undefined : value })}
          options={[{ value: 'ALL', label: t('library.all') }, ...SYMBOL_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
          aria-label={t('library.typeFilter')}
          data-testid="symbol-type-filter"
        />
        <Input.Search
          allowClear={clearNamed(tc('header.clear'))} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('library.search')} aria-label={t('library.search')}
          enterButton={<Button icon={<SearchOutlined aria-hidden />} aria-label={tc('header.search')} />}
          className="symbols-search" data-testid="symbol-search"
        />
        {query.model ? (
          <Tag closable onClose={() => setFilters({ model: undefined })} className="symbols-model" data-testid="symbol-model-filter">
            {t('library.ofModel', { model: query.model })}
          </Tag>
        ) : null}
        {items.length > 0 ? <span className="symbols-count" role="status">{t('library.count', { count: items.length })}</span> : null}
      </div>
      {symbols.isPending ? <Spin className="symbols-spin" /> : items.length === 0 ? (
        <Empty description={filtered ? t('library.noMatch') : t('library.empty')}>
          {filtered ? <Button onClick={resetFilters}>{t('library.showAll')}</Button> : null}
        </Empty>
      ) : (
        <ul className="symbol-grid" aria-busy={symbols.isFetching} data-testid="symbol-grid">
          {items.map((symbol) => (
            <li key={symbol.symbolId} className={`symbol-card symbol-card-${symbol.type.toLowerCase()}`} data-testid="symbol-card">
              {/* The meaning beside it says what the picture shows. */}
              <img src={symbol.imageUrl} alt="" className="symbol-image" loading="lazy" width={72} height={72} />
              <div className="symbol-text">
                <div className="symbol-heading">
                  <span className="symbol-number" data-testid="symbol-number">{t('library.number', { number: symbol.number })}</span>
                  <SymbolTypeTag type={symbol.type} />
                </div>
                <p className="symbol-meaning" data-testid="symbol-meaning">{symbol.meaning}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
