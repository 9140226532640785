// Server calls of find ID and find password: ask for a code, then prove it. Both are public.
import type { RecoveryCodeRequest, RecoveryVerified, RecoveryVerify } from '@gsis/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export function useSendCode() {
  return useMutation({
    mutationFn: async (body: RecoveryCodeRequest) =>
      (await api<{ sent: true; expiresInMinutes: number }>('/api/forgot/code/send', { method: 'POST', body, anonymous: true })).data,
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: async (body: RecoveryVerify) =>
      (await api<RecoveryVerified>('/api/forgot/code/verify', { method: 'POST', body, anonymous: true })).data,
  });
}
