// Sign-up step 1: the Terms of Use and the Privacy Policy, one checkbox each and "agree to all".
import { Alert, Button, Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalBox } from './LegalBox.tsx';

export interface Agreements { terms: boolean; privacy: boolean }

/** The documents a person agrees to, each with its own box and checkbox. */
const DOCUMENTS = [
  { key: 'terms', agreeLabel: 'terms.agreeTerms' },
  { key: 'privacy', agreeLabel: 'terms.agreePrivacy' },
] as const;

export function TermsStep({ agreed, onChange, onNext, onCancel }: {
  agreed: Agreements;
  onChange: (next: Agreements) => void;
  onNext: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['signup', 'legal']);
  const [missing, setMissing] = useState(false);
  const all = agreed.terms && agreed.privacy;
  const change = (next: Agreements) => {
    if (next.terms && next.privacy) setMissing(false);
    onChange(next);
  };
  const next = () => {
    if (!all) {
      setMissing(true);
      return;
    }
    onNext();
  };

  return (
    <div className="signup-terms" data-testid="signup-terms">
      <Typography.Paragraph>{t('terms.intro')}</Typography.Paragraph>

      {DOCUMENTS.map(({ key, agreeLabel }) => (
        <section key={key}>
          <h2 className="signup-legal-heading">{t(`legal:${key}.title`)} <span className="signup-required">{t('terms.required')}</span></h2>
          <LegalBox page={key} id={`signup-${key}-text`} />
          <Checkbox
            className="signup-agree"
            checked={agreed[key]}
            onChange={(e) => change({ ...agreed, [key]: e.target.checked })}
            aria-describedby={`signup-${key}-text`}
            data-testid={`signup-agree-${key}`}
          >
            {t(agreeLabel)}
          </Checkbox>
        </section>
      ))}

      <div className="signup-agree-all">
        <Checkbox
          checked={all}
          indeterminate={!all && (agreed.terms || agreed.privacy)}
          onChange={(e) => change({ terms: e.target.checked, privacy: e.target.checked })}
          data-testid="signup-agree-all"
        >
          {t('terms.agreeAll')}
        </Checkbox>
      </div>

      {missing ? <Alert type="error" showIcon title={t('terms.agreeAllRequired')} role="alert" className="signup-alert" data-testid="signup-terms-error" /> : null}

      <div className="signup-actions">
        <Button onClick={onCancel} data-testid="signup-cancel">{t('actions.cancel')}</Button>
        <Button type="primary" onClick={next} data-testid="signup-next">{t('actions.next')}</Button>
      </div>
    </div>
  );
}
