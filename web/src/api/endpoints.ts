// Calling the contract's endpoints: one typed call, one query hook and one mutation hook, so a screen names
// the endpoint and never a path. Cache keys start with the endpoint's area: a change refreshes its area
// (and any other it names). Signing out clears the cache (app/layout/logout.tsx,
// session/useFollowOtherTabs.ts), but a session lost to a 401 and a sign-in on the same tab do not: an
// answer that depends on who asks or in which language says so with `dependsOn`.
import {
  pathOf, type Area, type EndpointDefinition, type EndpointInput, type EndpointResponse,
} from '@gsis/contract';
import {
  useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions, type UseQueryOptions,
} from '@tanstack/react-query';
import { api } from './client.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /** For sign-in calls: a 401 is a wrong password, not a lost session. */
  anonymous?: boolean;
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string | number>;
}

function asQuery(input: unknown): Record<string, string | undefined> | undefined {
  if (input === undefined || input === null) return undefined;
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
}

/** Calls an endpoint: its JSON body (POST) or query (GET) in, its typed answer out; failures are ApiError. */
export async function call<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
  return (await callWithToken(endpoint, input, options)).data;
}

/** call(), also answering with the token the answer's Authorization header carries: for the calls that sign in. */
export async function callWithToken<E extends EndpointDefinition>(
  endpoint: E, input: EndpointInput<E>, options: CallOptions = {},
): Promise<{ data: EndpointResponse<E>; token: string | null }> {
  const isGet = endpoint.method === 'GET';
  const query = isGet ? asQuery(input) : undefined;
  return api<EndpointResponse<E>>(pathOf(endpoint, options.params), {
    method: endpoint.method,
    ...(isGet ? (query ? { query } : {}) : { body: input ?? {} }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.anonymous ? { anonymous: true } : {}),
  });
}

/**
 * The cache key of an endpoint's answer to an input: its area first, so a change can refresh the area; then
 * whatever else the answer depends on (`dependsOn`: the reader's language of a localised answer, say).
 */
export function endpointKey<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>, dependsOn: readonly unknown[] = []): QueryKey {
  return [...(input === undefined ? [endpoint.area, endpoint.path] : [endpoint.area, endpoint.path, input]), ...dependsOn];
}

type QueryOptions<E extends EndpointDefinition, T> = Omit<UseQueryOptions<EndpointResponse<E>, Error, T>, 'queryKey' | 'queryFn' | 'select'> & {
  select?: (data: EndpointResponse<E>) => T;
  /** What the answer depends on besides the input (the language it is written in, who asks): part of the key. */
  dependsOn?: readonly unknown[];
  /** Sent without the session's token (sign-up and find ID/password pages): see CallOptions. */
  anonymous?: boolean;
  /** Values of the path's `:name` parameters; part of the key. */
  params?: Record<string, string | number>;
};

/** An endpoint's answer as a query, cached under endpointKey. */
export function useEndpointQuery<E extends EndpointDefinition, T = EndpointResponse<E>>(endpoint: E, input: EndpointInput<E>, options: QueryOptions<E, T> = {}) {
  const { dependsOn = [], anonymous, params, ...rest } = options;
  return useQuery<EndpointResponse<E>, Error, T>({
    queryKey: endpointKey(endpoint, input, params ? [params, ...dependsOn] : dependsOn),
    queryFn: ({ signal }) => call(endpoint, input, { signal, ...(anonymous ? { anonymous } : {}), ...(params ? { params } : {}) }),
    ...(rest as Omit<UseQueryOptions<EndpointResponse<E>, Error, T>, 'queryKey' | 'queryFn'>),
  });
}

type MutationOptions<E extends EndpointDefinition, V> = Omit<UseMutationOptions<EndpointResponse<E>, Error, V>, 'mutationFn'> & {
  /** Areas whose cached answers the change may have altered, besides the endpoint's own. */
  alsoInvalidates?: readonly Area[];
  /** Builds the endpoint's input from what the screen passes to mutate(), when they differ. */
  toInput?: (variables: V) => EndpointInput<E>;
  /** Sent without the session's token (sign-up and find ID/password pages): see CallOptions. */
  anonymous?: boolean;
};

/**
 * A change through an endpoint. When it settles, successful or not (a refusal may mean the screen was
 * stale), the cached answers of its area and of the areas it names are asked for again.
 */
export function useEndpointMutation<E extends EndpointDefinition, V = EndpointInput<E>>(
  endpoint: E,
  { alsoInvalidates = [], onSettled, toInput, anonymous, ...rest }: MutationOptions<E, V> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResponse<E>, Error, V>({
    mutationFn: (variables) => call(endpoint, toInput ? toInput(variables) : (variables as unknown as EndpointInput<E>), anonymous ? { anonymous } : {}),
    ...rest,
    onSettled: async (...args) => {
      await Promise.all([endpoint.area, ...alsoInvalidates].map((area) => queryClient.invalidateQueries({ queryKey: [area] })));
      await onSettled?.(...args);
    },
  });
}
