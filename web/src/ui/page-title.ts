// The browser tab's title while a page is shown: "<title> · GSIS", put back when the page goes.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} · ${t('app.name')}`;
    return () => { document.title = previous; };
  }, [title, t]);
}
