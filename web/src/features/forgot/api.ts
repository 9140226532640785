// Server calls of find ID and find password: ask for a code, then prove it. Both are public, and sent
// without the session's token.
import { recoveryApi } from '@gsis/contract';
import { useEndpointMutation } from '../../api/endpoints.ts';

export const useSendCode = () => useEndpointMutation(recoveryApi.sendCode, { anonymous: true });
export const useVerifyCode = () => useEndpointMutation(recoveryApi.verifyCode, { anonymous: true });
