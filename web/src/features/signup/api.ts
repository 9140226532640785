// Server calls of sign-up: the member classifications, the ID duplicate check, the sign-up itself and
// the e-mail verification link's call. All of them are public, and sent without the session's token.
import { SIGNUP_USER_TYPES, loginApi, signupApi, siteApi } from '@gsis/contract';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/** The member classifications a person may choose, in the server's order. */
export function useUserDivs() {
  return useEndpointQuery(loginApi.userDivs, undefined, {
    select: (data) => data.userDivList.map((d) => d.userDiv).filter((d) => SIGNUP_USER_TYPES.includes(d)),
    staleTime: Infinity,
    anonymous: true,
    // The classification field says it could not load its choices; the rest of the form stays.
    throwOnError: false,
  });
}

export const useCheckId = () => useEndpointMutation(signupApi.checkId, { toInput: (id: string) => ({ id }), anonymous: true });
export const useSignup = () => useEndpointMutation(signupApi.signup, { anonymous: true });
export const useValidateMail = () => useEndpointMutation(signupApi.validateMail, { toInput: (param: string) => ({ param }), anonymous: true });

/** The support address the texts mention (the same query the legal pages use). */
export function useSupportEmail(): string {
  return useEndpointQuery(siteApi.facts, undefined, { select: (data) => data.supportEmail, staleTime: Infinity }).data ?? '';
}
