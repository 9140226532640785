// What a reader meets at the address of a document that is not there for them — withdrawn, deleted, or a link
// typed wrong: that it is no longer available, and the ways on. A withdrawn document's models come with the
// server's answer (its NOT_FOUND's details), and each is a search for that model's documents; without them, the
// document list. The header's search box stays above, as on every page.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';

/** A document is about one model, or a handful: more would be a list, not a way on. */
const MODELS_OFFERED = 4;

export function DocumentGone({ models, cameHere }: {
  models: string[];
  /** Whether the reader came from a page of GSIS, which Back returns to. */
  cameHere: boolean;
}) {
  const { t } = useTranslation('reading');
  const navigate = useNavigate();
  usePageTitle(t('gone.title'));
  const offered = models.slice(0, MODELS_OFFERED);

  return (
    <Result
      status="404" title={<h1 className="result-title">{t('gone.title')}</h1>}
      subTitle={t(offered.length ? 'gone.helpModels' : 'gone.help')}
      extra={(
        <div className="document-gone-actions">
          {offered.length > 0 && (
            <ul className="document-gone-models" aria-label={t('gone.modelsLabel')} data-testid="document-gone-models">
              {offered.map((model) => (
                <li key={model}>
                  <Link to={pages.search('index', { searchWord: model })} className="document-gone-model">
                    <SearchOutlined aria-hidden />{t('gone.modelDocuments', { model })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="document-gone-more">
            <Button type={offered.length ? 'default' : 'primary'} onClick={() => void navigate(pages.documentList())} data-testid="document-gone-list">
              {t('gone.browse')}
            </Button>
            {cameHere && <Button onClick={() => void navigate(-1)} data-testid="document-gone-back">{t('viewer.back')}</Button>}
          </div>
        </div>
      )}
      data-testid="document-gone"
    />
  );
}
