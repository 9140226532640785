// /management/library/doctype: the document types readers filter by, with a name in every language.
import { CodedList } from './CodedList.tsx';
import { PageHeader, useCatalogueT } from './shared.tsx';

export default function DocTypePage() {
  const { t } = useCatalogueT();
  return (
    <div className="catalogue-page" data-testid="doctype-page">
      <PageHeader title={t('doctype.title')} help={t('doctype.help')} />
      <CodedList
        list="/mgmt/doctype/list" texts="doctype" naming="labels" testId="doctype-modal"
        usage={{ title: t('shared.documentCount'), count: (d) => d.documentCount, width: 120 }}
      />
    </div>
  );
}
