// An endpoint of the HTTP API, defined once: method, path, who may call it, what it takes and what it
// answers. The server registers its handler from this (platform/http/serve.ts), the web app calls it
// through this (web/src/api/endpoints.ts), the permission map of /mgmt/** is read off it, and the
// OpenAPI document at /api/docs is generated from it.
import type { z } from 'zod';
import type { MenuId } from './menus.ts';

/**
 * Who may call an endpoint: anyone, anyone signed in, or a signed-in user holding the menu that opens it
 * (every /mgmt/** endpoint). A content address reached with a ticket is 'public': the ticket is its key.
 */
export type EndpointAccess = 'public' | 'login' | { readonly menu: MenuId };

/**
 * The product's areas, one name each: the contract's file, the server's feature folder, the web app's
 * feature folder and translation namespace use it (docs/architecture.md, "One name per area").
 */
export const AREAS = ['login', 'signup', 'forgot', 'myinfo', 'users', 'roles', 'menus', 'related-links', 'site', 'mailbox', 'library', 'bookmarks', 'search', 'support', 'troubleshooting', 'email', 'statistics', 'kits', 'company-sign-in'] as const;
export type Area = (typeof AREAS)[number];

export interface EndpointDefinition {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly access: EndpointAccess;
  /** The area it belongs to: its OpenAPI tag and, in the web app, the first part of its cache keys. */
  readonly area: Area;
  readonly summary: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The JSON answer, and the whitelist of what leaves the server. None: the answer is a file. */
  readonly response?: z.ZodType;
  /** The request body is the raw upload (one file), not JSON. */
  readonly rawBody?: true;
}

/** Defines an endpoint; the literal types are kept so both sides are typed from it. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

/** No schema: nothing to send (`void`, so the argument may be left out). */
type Input<S> = S extends z.ZodType ? z.input<S> : void;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the JSON body (POST) or the query (GET). */
export type EndpointInput<E extends EndpointDefinition> = E['method'] extends 'GET' ? Input<E['query']> : Input<E['body']>;
export type EndpointBody<E extends EndpointDefinition> = Output<E['body']>;
export type EndpointQuery<E extends EndpointDefinition> = Output<E['query']>;
export type EndpointParams<E extends EndpointDefinition> = Output<E['params']>;
export type EndpointResponse<E extends EndpointDefinition> = Output<E['response']>;

export function menuOf(definition: EndpointDefinition): MenuId | undefined {
  return typeof definition.access === 'object' ? definition.access.menu : undefined;
}

/** The path with its `:name` parameters filled in (encoded), for a caller that reaches one by address. */
export function pathOf(definition: EndpointDefinition, params: Record<string, string | number> = {}): string {
  return definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${definition.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
