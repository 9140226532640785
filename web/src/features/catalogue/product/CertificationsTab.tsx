// Exhaust certifications (EU Stage V, EPA Tier 4 Final …): proper names, the same in every language.
import { CodedList } from '../CodedList.tsx';
import { useCatalogueT } from '../shared.tsx';

export function CertificationsTab() {
  const { t } = useCatalogueT();
  return (
    <CodedList
      list="certifications" texts="certification" naming="name" modalWidth={520} testId="certification-modal"
      usage={{ title: t('shared.documentCount'), width: 110 }}
    />
  );
}
