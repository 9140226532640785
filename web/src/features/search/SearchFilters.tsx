// The filters of a result tab: document type, product type → product line → model (the lines and models
// of the chosen type come from /service/search/mprods), language and, on the index tab, publication type.
// They live in the address; any change starts again at the first page.
import { Button, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { languageName } from '../../ui/languages.tsx';
import { withFilter } from '../../ui/filter-params.ts';
import { FoldingFilters } from '../../ui/folding-filters.tsx';
import { useProductClass, useSearchCodes } from './api.ts';
import { ID_FILTERS, useSearchT } from './shared.ts';

const FILTER_KEYS = [...ID_FILTERS, 'language', 'publishType'] as const;

export function SearchFilters({ publishType = false }: { publishType?: boolean }) {
  const { t } = useSearchT();
  const [params, setParams] = useSearchParams();
  const codes = useSearchCodes().data;
  const number = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const productTypeId = number('productTypeId');
  const productId = number('productId');
  const productClass = useProductClass(productTypeId).data;

  const products = productTypeId ? (productClass?.products ?? []) : (codes?.products ?? []);
  const allModels = productTypeId ? (productClass?.models ?? []) : (codes?.models ?? []);
  const models = productId ? allModels.filter((m) => m.productId === productId) : allModels;
  const activeCount = FILTER_KEYS.filter((key) => params.has(key)).length;
  const active = activeCount > 0;

  const set = (key: (typeof FILTER_KEYS)[number], value: string | number | undefined | null) => {
    setParams(withFilter(params, key, value), { preventScrollReset: true });
  };
  const clear = () => {
    const next = new URLSearchParams(params);
    for (const key of FILTER_KEYS) next.delete(key);
    next.delete('page');
    setParams(next, { preventScrollReset: true });
  };

  return (
    <FoldingFilters activeCount={activeCount} className="search-filters" testId="search-filters">
      <Select allowClear placeholder={t('filters.documentType')} aria-label={t('filters.documentType')} value={number('documentTypeId')}
        onChange={(v) => set('documentTypeId', v)} options={codes?.documentTypes.map((o) => ({ value: o.id, label: o.label }))}
        popupMatchSelectWidth={false} data-testid="search-filter-document-type" />
      <Select allowClear placeholder={t('filters.productType')} aria-label={t('filters.productType')} value={productTypeId}
        onChange={(v) => set('productTypeId', v)} options={codes?.productTypes.map((o) => ({ value: o.id, label: o.label }))}
        popupMatchSelectWidth={false} data-testid="search-filter-product-type" />
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('filters.product')} aria-label={t('filters.product')} value={productId}
        onChange={(v) => set('productId', v)} options={products.map((o) => ({ value: o.id, label: o.label }))}
        popupMatchSelectWidth={false} data-testid="search-filter-product" />
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('filters.model')} aria-label={t('filters.model')} value={number('modelId')}
        onChange={(v) => set('modelId', v)} options={models.map((o) => ({ value: o.id, label: o.label }))}
        popupMatchSelectWidth={false} data-testid="search-filter-model" />
      <Select allowClear placeholder={t('filters.language')} aria-label={t('filters.language')} value={params.get('language') ?? undefined}
        onChange={(v) => set('language', v)} options={(codes?.languages ?? []).map((code) => ({ value: code, label: languageName(code) }))}
        popupMatchSelectWidth={false} data-testid="search-filter-language" />
      {publishType ? (
        <Select allowClear placeholder={t('filters.publishType')} aria-label={t('filters.publishType')} value={params.get('publishType') ?? undefined}
          onChange={(v) => set('publishType', v)} options={(['PDF', 'WEBHELP'] as const).map((p) => ({ value: p, label: t(`publishType.${p}`) }))}
          popupMatchSelectWidth={false} data-testid="search-filter-publish-type" />
      ) : null}
      {active ? <Button type="link" onClick={clear} className="search-filters-clear" data-testid="search-filters-clear">{t('filters.clear')}</Button> : null}
    </FoldingFilters>
  );
}
