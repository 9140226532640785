// Product types (crawler excavator, wheel loader …): names per language, and the product lines of each.
import { CodedList } from '../CodedList.tsx';
import { useCatalogueT } from '../shared.tsx';

export function ProductTypesTab() {
  const { t } = useCatalogueT();
  return (
    <CodedList
      list="productTypes" texts="productType" naming="labels" testId="product-type-modal"
      usage={{ title: t('productType.productCount'), width: 130 }}
    />
  );
}
