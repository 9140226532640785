// A model's troubleshooting guides and the symbols they show, as links from the product list (the route table
// hands these to the catalogue's page, each drawn for readers holding the menu it leads to); nothing for a model
// without published guides.
import { PictureOutlined, ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pages } from '../../ui/pages.ts';
import { useGuideModels } from './api.ts';

type ModelProps = { model: { id: number; code: string } };

/** The model's published guides, counted over its controller types. */
function useGuideCount(modelId: number): number {
  const models = useGuideModels();
  return models.data?.find((m) => m.modelId === modelId)?.controllers.reduce((sum, c) => sum + c.guideCount, 0) ?? 0;
}

export function ModelGuideLink({ model }: ModelProps) {
  const { t } = useTranslation('tsg');
  const count = useGuideCount(model.id);
  if (count === 0) return null;
  return <Link to={pages.tsg({ model: model.code })} data-testid="product-model-guides"><ToolOutlined aria-hidden /> {t('modelLinks.guides', { count })}</Link>;
}

export function ModelSymbolsLink({ model }: ModelProps) {
  const { t } = useTranslation('tsg');
  if (useGuideCount(model.id) === 0) return null;
  return <Link to={pages.symbolLibrary({ model: model.code })} data-testid="product-model-symbols"><PictureOutlined aria-hidden /> {t('modelLinks.symbols')}</Link>;
}
