import type { SessionResponse } from '@gsis/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api/client.ts';
import { Providers } from './app/Providers.tsx';
import { initI18n } from './i18n/i18n.ts';
import { session } from './session/session-store.ts';
import './app/app.css';

/** A saved token is exchanged for a fresh one before the first page asks anything with it. */
async function refreshSavedSession(): Promise<void> {
  if (!session.get().token) return;
  if (!session.get().user) {
    session.clear();
    return;
  }
  try {
    const { data, token } = await api<SessionResponse>('/api/login/token', { method: 'POST' });
    if (token) session.signIn(token, data.user, data.loginInfo);
  } catch {
    // A 401 has already cleared the session; anything else leaves it for the next call to judge.
  }
}

await Promise.all([initI18n(), refreshSavedSession()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
