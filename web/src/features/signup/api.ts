// Server calls of sign-up: the member classifications, the ID duplicate check, the sign-up itself and
// the e-mail verification link's call. All of them are public.
import { SIGNUP_USER_TYPES, type SignupRequest, type UserType } from '@gsis/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** The member classifications a person may choose, in the server's order. */
export function useUserDivs() {
  return useQuery({
    queryKey: ['userdiv'],
    queryFn: async ({ signal }) => {
      const { data } = await api<{ userDivList: { userDiv: UserType }[] }>('/api/userdiv', { method: 'POST', body: {}, anonymous: true, signal });
      return data.userDivList.map((d) => d.userDiv).filter((d) => SIGNUP_USER_TYPES.includes(d));
    },
    staleTime: Infinity,
  });
}

export function useCheckId() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await api<{ available: true }>('/api/signup/check-id', { method: 'POST', body: { id }, anonymous: true })).data,
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: async (body: SignupRequest) => (await api<{ sent: true }>('/api/signup', { method: 'POST', body, anonymous: true })).data,
  });
}

export function useValidateMail() {
  return useMutation({
    mutationFn: async (param: string) =>
      (await api<{ verified: true; id: string }>('/api/validatemail', { method: 'POST', body: { param }, anonymous: true })).data,
  });
}

/** The support address the texts mention (the same query the legal pages use). */
export function useSupportEmail(): string {
  return useQuery({
    queryKey: ['site'],
    queryFn: async () => (await api<{ supportEmail: string }>('/api/site')).data.supportEmail,
    staleTime: Infinity,
  }).data ?? '';
}
