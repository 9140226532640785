// The troubleshooting guides of a fault code searched on the PDF tab, above the pages that mention it: typed as
// a code, the guide is what the technician is after. Nothing when the word is no fault code or has no guide.
import { ToolOutlined } from '@ant-design/icons';
import { formatFaultCode, parseFaultCode } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuideSearch } from './api.ts';
import { GuideHitLink } from './guide-hit.tsx';
import './tsg.css';

export function GuideLead({ searchWord }: { searchWord: string }) {
  const { t } = useTranslation('tsg');
  const code = parseFaultCode(searchWord);
  const guides = useGuideSearch({ code: searchWord }, code !== null);
  const items = code ? guides.data?.items ?? [] : [];
  if (!code || items.length === 0) return null;
  const shown = formatFaultCode(code);
  return (
    <section className="guide-lead" aria-label={t('lead.title', { code: shown })} data-testid="guide-lead">
      <h2 className="guide-lead-title"><ToolOutlined aria-hidden /> {t('lead.title', { code: shown })}</h2>
      <ul className="guide-lead-list">
        {items.slice(0, 5).map((hit) => (
          <li key={hit.guideId}><GuideHitLink hit={hit} to={`/tsg?code=${encodeURIComponent(shown)}&guide=${hit.guideId}`} testId="guide-lead-hit" /></li>
        ))}
      </ul>
      {items.length > 5 ? <Link to={`/tsg?code=${encodeURIComponent(shown)}`}>{t('lead.all', { count: items.length })}</Link> : null}
    </section>
  );
}
