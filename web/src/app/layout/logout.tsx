// Log out after the seed's confirmation: end the session on the server, forget it here, go to /login (by way of the
// company provider's own logout for a session it opened, where it has one). The
// question is a native <dialog> (modal: focus kept inside, Esc cancels), asked from the header's user menu or
// the side menu and drawn once by the shell, so the first page needs no dialog library for it.
import { loginApi } from '@gsis/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/endpoints.ts';
import { deviceHasKits } from '../../features/kits/kit-marker.ts';
import { session } from '../../session/session-store.ts';

let asking = false;
const listeners = new Set<() => void>();
const setAsking = (value: boolean) => {
  asking = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks whether to log out (LogoutConfirm, drawn by the shell, asks). */
export function useLogout(): () => void {
  return () => setAsking(true);
}

export function LogoutConfirm() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(subscribe, () => asking);
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The server is being told: the question stays, its buttons wait.
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  // A reader with field kits on this device says whether they stay (for their next sign-in here) or go.
  const userId = session.get().user?.userId;
  const hasKits = open && userId !== undefined && deviceHasKits(userId);
  const [keepKits, setKeepKits] = useState(true);

  const logOut = async () => {
    setBusy(true);
    // While the session still holds: the server forgets the kits' keys too.
    if (hasKits && !keepKits) await import('../../features/kits/kit-sync.ts').then((kits) => kits.forgetKits(userId)).catch(() => undefined);
    const ended = await call(loginApi.logout, undefined).catch(() => undefined);
    session.clear();
    queryClient.clear();
    // Signed in through the company's provider: its own logout next, which sends the browser back to /login.
    if (ended?.signOutAt) {
      window.location.assign(ended.signOutAt);
      return;
    }
    setBusy(false);
    setAsking(false);
    await navigate('/login');
  };

  return (
    <dialog
      ref={ref} className="confirm-dialog" aria-labelledby="logout-question" aria-busy={busy}
      onCancel={(event) => { if (busy) event.preventDefault(); }} onClose={() => setAsking(false)}
    >
      <p id="logout-question" className="confirm-dialog-question">{t('header.logoutConfirm')}</p>
      {hasKits ? (
        <fieldset className="confirm-dialog-choice" data-testid="logout-kits">
          <legend>{t('header.logoutKits')}</legend>
          <label><input type="radio" name="logout-kits" checked={keepKits} onChange={() => setKeepKits(true)} disabled={busy} data-testid="logout-keep-kits" /> {t('header.logoutKeepKits')}</label>
          <label><input type="radio" name="logout-kits" checked={!keepKits} onChange={() => setKeepKits(false)} disabled={busy} data-testid="logout-delete-kits" /> {t('header.logoutDeleteKits')}</label>
        </fieldset>
      ) : null}
      <div className="confirm-dialog-buttons">
        <button type="button" className="confirm-dialog-button" onClick={() => setAsking(false)} disabled={busy} autoFocus>{t('header.cancel')}</button>
        <button type="button" className="confirm-dialog-button is-primary" onClick={() => void logOut()} disabled={busy} data-testid="logout-confirm">{t('header.logout')}</button>
      </div>
    </dialog>
  );
}
