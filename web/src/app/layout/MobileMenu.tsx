// The side menu of small screens: an accordion of the same menus, with login or logout at the bottom.
// The drawer (MobileMenuDrawer.tsx) loads when it is first opened, and stays.
import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer.tsx'));

export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button" className="header-button mobile-only" aria-label={t('header.openMenu')}
        onClick={() => { setOpened(true); setOpen(true); }} data-testid="mobile-menu-button"
      >
        <MenuOutlined aria-hidden />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} close={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
