// Log out after the seed's confirmation: end the session on the server, forget it here, go to /login.
import { App, type ButtonProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginApi } from '@gsis/contract';
import { call } from '../../api/endpoints.ts';
import { session } from '../../session/session-store.ts';

export function useLogout(): () => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    modal.confirm({
      title: t('header.logoutConfirm'),
      okButtonProps: { 'data-testid': 'logout-confirm' } as ButtonProps,
      onOk: async () => {
        await call(loginApi.logout, undefined).catch(() => undefined);
        session.clear();
        queryClient.clear();
        await navigate('/login');
      },
    });
  };
}
