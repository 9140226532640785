// A line under the header for what the reader should know about the connection and the app itself: that there is
// no network (what still works, and what does not), or that a new version of GSIS opens with their next page. Plain
// React, like the header: it shows before Ant Design has arrived, and without network when Ant Design never does.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { takeUpdate, useUpdateReady } from './app-updates.ts';

function subscribeToConnection(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the device says it has no network (it can only be sure of that, not of a network that works). */
function useOffline(): boolean {
  return useSyncExternalStore(subscribeToConnection, () => !navigator.onLine);
}

export function ConnectionNotice() {
  const { t } = useTranslation();
  const offline = useOffline();
  const updateReady = useUpdateReady();
  return (
    // Always in the page, so that a screen reader hears what comes into it.
    <div className="connection-notice" role="status" data-testid="connection-notice">
      {offline ? (
        <p className="connection-offline" data-testid="offline-notice">{t('install.offline')}</p>
      ) : updateReady ? (
        <p className="connection-update" data-testid="update-notice">
          {t('install.updateReady')}{' '}
          <button type="button" className="link-button" onClick={takeUpdate}>{t('install.updateNow')}</button>
        </p>
      ) : null}
    </div>
  );
}
