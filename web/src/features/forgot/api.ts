// Server calls of find ID and find password: ask for a code, then prove it. Both are public, and sent
// without the session's token.
import { forgotApi } from '@gsis/contract';
import { useEndpointMutation } from '../../api/endpoints.ts';

export const useSendCode = () => useEndpointMutation(forgotApi.sendCode, { anonymous: true });
export const useVerifyCode = () => useEndpointMutation(forgotApi.verifyCode, { anonymous: true });
