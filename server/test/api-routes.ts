// The API routes the app registers, read from its own OpenAPI document (every route declares its schemas), for
// the tests that sweep all of them: the permission matrix and the fuzz test.
import { isApiPath } from '@gsis/contract';
import type { App } from '../src/platform/http/http.ts';

/** JSON Schema as @fastify/swagger renders the routes' zod schemas (the parts the sweeps read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** As registered, OpenAPI-style: /service/content/{ticket}/{name}. */
  path: string;
  /** `METHOD path`: the key the sweeps' tables use. */
  key: string;
  /** The JSON body's schema, for routes that take one. */
  body?: JsonSchema;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** Whether the route takes a raw (non-JSON) body, like the upload. */
  rawBody: boolean;
}

export function apiRoutes(app: App): ApiRoute[] {
  const document = (app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!isApiPath(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') continue;
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: upper, path, key: `${upper} ${path}`,
        ...(content['application/json']?.schema ? { body: content['application/json'].schema } : {}),
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} })),
        rawBody: Object.keys(content).some((type) => type !== 'application/json'),
      });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** A URL for the route with placeholder path parameters (a ticket that is no ticket, a file that is none). */
export const placeholderUrl = (path: string): string => path.replace(/\{\*\}/g, 'index.html').replace(/\{[^}]+\}/g, 'not-a-ticket-but-long-enough');
