// One legal page: its title, introduction and numbered sections, from the `legal` namespace.
import { siteApi } from '@gsis/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../api/endpoints.ts';
import { useDates } from '../../ui/dates.ts';

interface Section { heading: string; paragraphs: string[] }

/** When the texts of the legal pages last changed. */
export const LEGAL_TEXTS_UPDATED = '2026-11-21';

export function LegalDocument({ page }: { page: 'privacy' | 'terms' | 'notice' }) {
  const { t } = useTranslation('legal');
  const email = useEndpointQuery(siteApi.facts, undefined, { select: (data) => data.supportEmail, staleTime: Infinity }).data ?? '';
  const values = { email };
  const sections = t(`${page}.sections`, { returnObjects: true, ...values }) as Section[];
  const date = useDates().longDate(LEGAL_TEXTS_UPDATED);
  return (
    <article className="legal-page" data-testid={`legal-${page}`}>
      <Typography.Title level={1}>{t(`${page}.title`)}</Typography.Title>
      <Typography.Text type="secondary">{t('updated', { date })}</Typography.Text>
      <Typography.Paragraph className="legal-intro">{t(`${page}.intro`, values)}</Typography.Paragraph>
      {Array.isArray(sections) && sections.map((section) => (
        <section key={section.heading}>
          <Typography.Title level={3}>{section.heading}</Typography.Title>
          {section.paragraphs.map((p) => <Typography.Paragraph key={p}>{p}</Typography.Paragraph>)}
        </section>
      ))}
    </article>
  );
}
