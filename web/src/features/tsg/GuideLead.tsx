// The troubleshooting guides of a fault code searched on the PDF tab, above the pages that mention it: typed as
// a code, the guide is what the technician is after. Nothing when the word is no fault code or has no guide.
import { ToolOutlined } from '@ant-design/icons';
import { formatFaultCode, parseFaultCode } from '@gsis/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pages } from '../../ui/pages.ts';
import { useGuideSearch } from './api.ts';
import { GuideHitLink } from './guide-hit.tsx';
import './tsg.css';

/** `onShown`: told whether guides are shown, so the pages below can say what they lack. */
export function GuideLead({ searchWord, onShown }: { searchWord: string; onShown?: (shown: boolean) => void }) {
  const { t } = useTranslation('tsg');
  const code = parseFaultCode(searchWord);
  const guides = useGuideSearch({ code: searchWord }, code !== null);
  const items = code ? guides.data?.items ?? [] : [];
  const shownAny = items.length > 0;
  useEffect(() => onShown?.(shownAny), [onShown, shownAny]);
  if (!code || !shownAny) return null;
  const shown = formatFaultCode(code);
  return (
    <section className="guide-lead" aria-label={t('lead.title', { code: shown })} data-testid="guide-lead">
      <h2 className="guide-lead-title"><ToolOutlined aria-hidden /> {t('lead.title', { code: shown })}</h2>
      <ul className="guide-lead-list">
        {items.slice(0, 5).map((hit) => (
          <li key={hit.guideId}><GuideHitLink hit={hit} to={pages.tsg({ code: shown, guide: hit.guideId })} testId="guide-lead-hit" /></li>
        ))}
      </ul>
      {items.length > 5 ? <Link to={pages.tsg({ code: shown })}>{t('lead.all', { count: items.length })}</Link> : null}
    </section>
  );
}
