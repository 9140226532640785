// /management/library/product: product types, product lines, models, exhaust certifications and controller types, one tab each.
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/page-header.tsx';
import { useCatalogueT } from './shared.tsx';
import { CertificationsTab } from './product/CertificationsTab.tsx';
import { ControllerTypesTab } from './product/ControllerTypesTab.tsx';
import { ModelsTab } from './product/ModelsTab.tsx';
import { ProductsTab } from './product/ProductsTab.tsx';
import { ProductTypesTab } from './product/ProductTypesTab.tsx';

const TABS = ['types', 'products', 'models', 'certifications', 'controllers'] as const;
type TabKey = (typeof TABS)[number];

export default function ProductPage() {
  const { t } = useCatalogueT();
  // The tab lives in the address, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'types';
  const panes: Record<TabKey, React.ReactNode> = {
    types: <ProductTypesTab />,
    products: <ProductsTab />,
    models: <ModelsTab />,
    certifications: <CertificationsTab />,
    controllers: <ControllerTypesTab />,
  };
  return (
    <div className="catalogue-page" data-testid="product-page">
      <PageHeader title={t('productPage.title')} help={t(`productPage.help.${active}`)} />
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'types' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: t(`productPage.tabs.${key}`), children: panes[key] }))}
      />
    </div>
  );
}
