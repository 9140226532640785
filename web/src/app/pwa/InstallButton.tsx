// "Install app" in the header, where the browser offers to install GSIS (install-prompt.ts); nothing otherwise.
import { useTranslation } from 'react-i18next';
import { install, useInstallOffer } from './install-prompt.ts';

export function InstallButton() {
  const { t } = useTranslation();
  if (!useInstallOffer()) return null;
  return (
    <button type="button" className="header-link install-button" onClick={() => void install()} aria-label={t('install.button')} title={t('install.help')} data-testid="install-app">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden><path d="M8 1v8m0 0 3-3M8 9 5 6M2 11v3h12v-3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" /></svg>
      <span className="hide-narrow" aria-hidden>{t('install.button')}</span>
    </button>
  );
}
