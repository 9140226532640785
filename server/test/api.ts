// The tests' client of the API, typed by the contract the way the web app's call() is: a test names an endpoint
// (API.notices.save), never a path, sends that endpoint's input and reads its answer as the contract types it, so
// a renamed field or path fails the type check, not a run. Every answer is checked against the endpoint's
// response schema as well, and returned as the server sent it (nothing the schema would strip is hidden).
//
//   const api = apiOf(t.app);
//   const saved = await api.as(admin).call(API.notices.save, { classification: 'GENERAL', title, bodyHtml });
//   const refused = await api.as(dealer).refusal(API.notices.save, { ... });   // { status, body: ErrorBody }
//   const reply = await api.as(null).send(API.login.login, { id, password });  // status, headers, body, error
import {
  pathOf, type EndpointDefinition, type EndpointInput, type EndpointResponse, type ErrorBody,
} from '@gsis/contract';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { App } from '../src/platform/http/http.ts';

/** A value sent on purpose against the endpoint's input schema, to see it refused. */
export interface Unchecked {
  readonly [UNCHECKED]: unknown;
}
declare const UNCHECKED: unique symbol;
const unchecked$ = Symbol('unchecked');

/**
 * Marks input that breaks the contract on purpose (a wrong type, a missing field) so the type check lets it through;
 * `unchecked(undefined)` sends a POST with no body at all.
 */
export function unchecked(value: unknown): Unchecked {
  return { [unchecked$]: value } as unknown as Unchecked;
}

const isUnchecked = (input: unknown): input is Record<symbol, unknown> => typeof input === 'object' && input !== null && unchecked$ in input;
const valueOf = (input: unknown): unknown => (isUnchecked(input) ? input[unchecked$] : input);

/** What a caller sends: the JSON body (POST), the query (GET), or an upload's query (its body is the file). */
export type Input<E extends EndpointDefinition> =
  | (E['rawBody'] extends true ? (E['query'] extends z.ZodType ? z.input<E['query']> : void) : EndpointInput<E>)
  | Unchecked;

/** An endpoint that takes no input (no body, no query): its calls may leave the input out. */
export type TakesNothing = EndpointDefinition & { readonly body?: undefined; readonly query?: undefined };

/** The values of an endpoint's path parameters (`:name`, and `*`, the rest of the address), typed by its schema. */
export type PathParams<E extends EndpointDefinition> = E['params'] extends z.ZodType ? z.input<E['params']> : never;

export interface SendOptions<E extends EndpointDefinition = EndpointDefinition> {
  /** Values of the path's `:name` parameters, and of its `*` (the rest of the address, e.g. a web-help topic). */
  params?: PathParams<E>;
  /** Further request headers (accept-language, range, user-agent …); the token goes in with as(). */
  headers?: Record<string, string>;
  /** The client's address as the server sees it. */
  remoteAddress?: string;
  /** The file an upload endpoint (rawBody) takes as its request body. */
  file?: Buffer;
}

export interface FollowOptions extends Omit<SendOptions<never>, 'params' | 'file'> {
  /** OPTIONS: a browser's CORS preflight. */
  method?: 'GET' | 'HEAD' | 'OPTIONS';
}

type Headers = Record<string, string | string[] | number | undefined>;

/** An answer as it came back: read `body` when it succeeded, `error` when it was refused. */
export interface Reply<T> {
  status: number;
  headers: Headers;
  /** The answer the contract describes; throws, saying what came instead, unless the status is 2xx. */
  readonly body: T;
  /** The refusal, in the error catalogue's shape; throws unless the status is 4xx or 5xx. */
  readonly error: ErrorBody;
  /** What was sent back, byte for byte (a file, a page). */
  readonly bytes: Buffer;
  readonly text: string;
}

/** A refusal: its status and the error catalogue's body. */
export interface Refusal {
  status: number;
  headers: Headers;
  body: ErrorBody;
}

const succeeded = (status: number) => status >= 200 && status < 300;

function replyOf<T>(response: Awaited<ReturnType<App['inject']>>, what: string, schema: z.ZodType | undefined): Reply<T> {
  const describe = () => `${what} answered ${response.statusCode} ${response.body.slice(0, 500)}`;
  return {
    status: response.statusCode,
    headers: response.headers as Headers,
    get body(): T {
      if (!succeeded(response.statusCode)) throw new Error(`expected an answer: ${describe()}`);
      const json: unknown = response.json();
      if (schema) {
        const checked = schema.safeParse(json);
        if (!checked.success) throw new Error(`${what} answered outside its response schema: ${checked.error.message}\n${describe()}`);
      }
      return json as T;
    },
    get error(): ErrorBody {
      if (response.statusCode < 400) throw new Error(`expected a refusal: ${describe()}`);
      return response.json() as ErrorBody;
    },
    get bytes() { return response.rawPayload; },
    get text() { return response.body; },
  };
}

/** A GET endpoint's query as the address carries it: each value a string, lists repeated, nothing for undefined. */
function queryOf(input: unknown): Record<string, string | string[]> | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const entries = Object.entries(input as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries.map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]));
}

/** The endpoint's address with its parameters filled in: `:name` by pathOf, a trailing `*` segment by segment. */
export function addressOf(endpoint: EndpointDefinition, params: Record<string, string | number> = {}): string {
  const path = pathOf(endpoint, params);
  if (!path.endsWith('/*')) return path;
  const rest = params['*'];
  if (rest === undefined) throw new Error(`${endpoint.path} needs its * (the rest of the address)`);
  return `${path.slice(0, -1)}${String(rest).split('/').map(encodeURIComponent).join('/')}`;
}

export interface Caller {
  /** Calls the endpoint and returns its answer; throws, with the status and body, unless it succeeded. */
  call<E extends EndpointDefinition>(endpoint: E, input: Input<E>, options?: SendOptions<E>): Promise<EndpointResponse<E>>;
  call<E extends TakesNothing>(endpoint: E): Promise<EndpointResponse<E>>;
  /** Calls an endpoint expected to refuse; throws if it succeeded. */
  refusal<E extends EndpointDefinition>(endpoint: E, input: Input<E>, options?: SendOptions<E>): Promise<Refusal>;
  refusal<E extends TakesNothing>(endpoint: E): Promise<Refusal>;
  /** Calls the endpoint and returns the reply whatever it is: for status, headers and files. */
  send<E extends EndpointDefinition>(endpoint: E, input: Input<E>, options?: SendOptions<E>): Promise<Reply<EndpointResponse<E>>>;
  send<E extends TakesNothing>(endpoint: E): Promise<Reply<EndpointResponse<E>>>;
  /**
   * Fetches an address that is no endpoint, as a browser would: one the server handed out (a content ticket's
   * fileUrl, an attachment's url), a page or asset of the web app, the OpenAPI document.
   */
  follow(address: string, options?: FollowOptions): Promise<Reply<unknown>>;
}

export function apiOf(app: App): { as(token: string | null): Caller } {
  return {
    as(token) {
      const headersOf = (options: { headers?: Record<string, string> }) => ({ ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers });
      const send = async <E extends EndpointDefinition>(endpoint: E, input?: Input<E>, options: SendOptions<E> = {}) => {
        const value = valueOf(input);
        const url = addressOf(endpoint, options.params as Record<string, string | number> | undefined);
        const request: InjectOptions = { method: endpoint.method, url, headers: headersOf(options) };
        if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
        if (endpoint.rawBody || endpoint.method === 'GET') {
          const query = queryOf(value);
          if (query) request.query = query;
        }
        if (endpoint.rawBody) {
          request.headers = { ...request.headers, 'content-type': 'application/octet-stream' };
          request.payload = options.file ?? Buffer.alloc(0);
        } else if (endpoint.method === 'POST' && value !== undefined) {
          request.payload = value as InjectOptions['payload'];
        } else if (endpoint.method === 'POST' && endpoint.body && !isUnchecked(input)) {
          // As the web app does: an endpoint that takes a body gets an empty one when the input is left out.
          request.payload = {};
        }
        return replyOf<EndpointResponse<E>>(await app.inject(request), `${endpoint.method} ${url}`, endpoint.response);
      };
      return {
        send,
        async call<E extends EndpointDefinition>(endpoint: E, input?: Input<E>, options?: SendOptions<E>) {
          return (await send(endpoint, input, options)).body;
        },
        async refusal<E extends EndpointDefinition>(endpoint: E, input?: Input<E>, options?: SendOptions<E>) {
          const reply = await send(endpoint, input, options);
          return { status: reply.status, headers: reply.headers, body: reply.error };
        },
        async follow(address, options = {}) {
          const request: InjectOptions = { method: options.method ?? 'GET', url: address, headers: headersOf(options) };
          if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
          return replyOf<unknown>(await app.inject(request), `${request.method} ${address}`, undefined);
        },
      };
    },
  };
}
