// A model's troubleshooting guides and the symbols they show, as links from the product list (the route table
// hands this to the catalogue's page); nothing for a model without published guides.
import { PictureOutlined, ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuideModels } from './api.ts';

export function ModelGuideLinks({ model }: { model: { id: number; code: string } }) {
  const { t } = useTranslation('tsg');
  const models = useGuideModels();
  const withGuides = models.data?.find((m) => m.modelId === model.id);
  if (!withGuides) return null;
  const count = withGuides.controllers.reduce((sum, c) => sum + c.guideCount, 0);
  return (
    <>
      <Link to={`/tsg?model=${encodeURIComponent(model.code)}`} data-testid="product-model-guides"><ToolOutlined aria-hidden /> {t('modelLinks.guides', { count })}</Link>
      <Link to={`/symbollibrary?model=${encodeURIComponent(model.code)}`} data-testid="product-model-symbols"><PictureOutlined aria-hidden /> {t('modelLinks.symbols')}</Link>
    </>
  );
}
