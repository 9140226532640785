// The text of a legal page (the `legal` namespace the footer's pages use) in a scrollable box.
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from './api.ts';

interface Section { heading: string; paragraphs: string[] }

export function LegalBox({ page, id }: { page: 'terms' | 'privacy'; id: string }) {
  const { t } = useTranslation('legal');
  const email = useSupportEmail();
  const sections = t(`${page}.sections`, { returnObjects: true, email }) as Section[];
  return (
    // Focusable so the box scrolls from the keyboard too.
    <div className="signup-legal" id={id} tabIndex={0} role="region" aria-label={t(`${page}.title`)} data-testid={`signup-legal-${page}`}>
      <p>{t(`${page}.intro`, { email })}</p>
      {Array.isArray(sections) && sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((p) => <p key={p}>{p}</p>)}
        </section>
      ))}
    </div>
  );
}
