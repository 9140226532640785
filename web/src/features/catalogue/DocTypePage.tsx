// /management/library/doctype: the document types readers filter by, with a name in every language.
import { PageHeader } from '../../ui/page-header.tsx';
import { CodedList } from './CodedList.tsx';
import { useCatalogueT } from './shared.tsx';

export default function DocTypePage() {
  const { t } = useCatalogueT();
  return (
    <div className="catalogue-page" data-testid="doctype-page">
      <PageHeader title={t('doctype.title')} help={t('doctype.help')} />
      <CodedList
        list="documentTypes" texts="doctype" naming="labels" testId="doctype-modal"
        usage={{ title: t('shared.documentCount'), width: 120 }}
      />
    </div>
  );
}
