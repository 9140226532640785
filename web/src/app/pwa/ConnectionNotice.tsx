// A line under the header for what the reader should know about the connection and the app itself: that there is
// no network (what still works, and what does not), or that a new version of GSIS opens with their next page. Plain
// React, like the header: it shows before Ant Design has arrived, and without network when Ant Design never does.
import { useTranslation } from 'react-i18next';
import { deviceHasKits } from '../../features/kits/kit-marker.ts';
import { useSession } from '../../session/session-store.ts';
import { useOnline } from '../../ui/online.ts';
import { takeUpdate, useUpdateReady } from './app-updates.ts';

export function ConnectionNotice() {
  const { t } = useTranslation();
  const offline = !useOnline();
  const userId = useSession().user?.userId;
  const updateReady = useUpdateReady();
  return (
    // Always in the page, so that a screen reader hears what comes into it.
    <div className="connection-notice" role="status" data-testid="connection-notice">
      {offline ? (
        <p className="connection-offline" data-testid="offline-notice">{t(userId && deviceHasKits(userId) ? 'install.offlineKits' : 'install.offline')}</p>
      ) : updateReady ? (
        <p className="connection-update" data-testid="update-notice">
          {t('install.updateReady')}{' '}
          <button type="button" className="link-button" onClick={takeUpdate}>{t('install.updateNow')}</button>
        </p>
      ) : null}
    </div>
  );
}
