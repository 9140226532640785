import { loginApi } from '@gsis/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from './api/endpoints.ts';
import { Providers } from './app/Providers.tsx';
import { startServiceWorker } from './app/pwa/app-updates.ts';
import { listenForInstallOffer } from './app/pwa/install-prompt.ts';
import { keepKitPagesWhenKitsAre } from './app/pwa/kit-pages.ts';
import { initI18n } from './i18n/i18n.ts';
import { session } from './session/session-store.ts';
import './app/app.css';

/**
 * A saved token is checked (and who holds it refreshed) before the first page asks anything with it. The
 * check changes nothing on the server, so any number of tabs may load at once with the same token, and a
 * load cut short by a navigation loses nothing. (Exchanging the token here, as POST /api/login/token does,
 * revoked it under every other tab and under any load whose answer never arrived.)
 */
async function checkSavedSession(): Promise<void> {
  const { token, user } = session.get();
  if (!token) {
    // A user without a token can call nothing: forget them.
    if (user) session.clear();
    return;
  }
  try {
    const data = await call(loginApi.check, undefined);
    session.confirm(token, data.user, data.loginInfo);
  } catch {
    // A 401 has already ended the session (when the token was still the saved one); anything else
    // leaves it for the next call to judge.
  }
}

// The browser's offer to install can come at once: listen before anything else waits.
listenForInstallOffer();
// A field kit taken (or checked) on this device has what its pages need kept for offline use.
keepKitPagesWhenKitsAre();
await Promise.all([initI18n(), checkSavedSession()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);

// After the page has loaded (Workbox waits for it): the worker's downloads never compete with the first page's.
startServiceWorker();
