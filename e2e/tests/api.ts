// The journeys' calls to the API, for what a journey needs but does not test (an account, a role, a grant): typed
// by the contract's endpoints like the web app's and the server tests' calls, so a journey names an endpoint and
// reads its answer as the contract types it.
import { API, pathOf, type EndpointDefinition, type EndpointInput, type EndpointResponse, type SessionResponse } from '@gsis/contract';
import { request, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, E2E, type Account } from './env.ts';
import { pastSecondFactor, rememberedDeviceOf } from './second-factors.ts';

/**
 * Signs `account` in through the API, as the login page does: the session's token and what the answer says of it. An
 * account that manages GSIS proves its second factor as a remembered browser does (second-factors.ts).
 */
export async function signIn(context: APIRequestContext, account: Account): Promise<{ token: string; session: SessionResponse }> {
  const { id, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const rememberedDevice = rememberedDeviceOf(id);
  const answer = await pastSecondFactor(context, id, await context.post(API.login.login.path, { data: { id, password, ...(rememberedDevice ? { rememberedDevice } : {}) } }));
  if (answer.status() !== 200) throw new Error(`sign-in of ${id}: ${answer.status()} ${await answer.text()}`);
  return { token: answer.headers().authorization!.replace(/^Bearer\s+/i, ''), session: (await answer.json()) as SessionResponse };
}

export interface Api {
  /** Calls the endpoint; its answer, or an error with the status and body unless it is a 200. */
  call<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>, options?: { params?: Record<string, string | number> }): Promise<EndpointResponse<E>>;
  /** The token the session's calls carry (none for a visitor). */
  token: string | null;
  /** The request context the calls go through, for what is not JSON (an upload). */
  request: APIRequestContext;
  dispose(): Promise<void>;
}

/** Signs `account` in through the API and calls endpoints as them (null: as a visitor), on `api` (a journey's `request`, say) or a context of its own. */
export async function apiAs(account: Account | null, api?: APIRequestContext): Promise<Api> {
  const own = api ? undefined : await request.newContext({ baseURL: E2E.baseUrl });
  const context = api ?? own!;
  const token = account ? (await signIn(context, account)).token : null;
  return {
    token,
    request: context,
    async call(endpoint, input, options = {}) {
      const url = pathOf(endpoint, options.params);
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const answer = endpoint.method === 'GET'
        ? await context.get(url, { headers, params: (input ?? {}) as Record<string, string> })
        : await context.post(url, { headers, data: input ?? {} });
      if (answer.status() !== 200) throw new Error(`${endpoint.method} ${url}: ${answer.status()} ${await answer.text()}`);
      return (await answer.json()) as EndpointResponse<typeof endpoint>;
    },
    async dispose() {
      await own?.dispose();
    },
  };
}
