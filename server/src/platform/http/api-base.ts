// The web app calling its API somewhere else than where it was loaded from (the seed: "Base URL comes from an
// environment setting"): the page learns the API's base from the server that serves it, the page's security policy
// lets it talk there, and an API server lets the web origins it is told of call it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import type { Config } from '../../config.ts';
import type { App } from './http.ts';

/** The origins besides 'self' the page may fetch from and frame (the API's, when API_BASE_URL names another host). */
export function apiSources(config: Pick<Config, 'API_BASE_URL'>): string[] {
  return config.API_BASE_URL ? [new URL(config.API_BASE_URL).origin] : [];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with the API's base written into its <meta name="gsis-api-base"> (web/src/api/base.ts), or
 * null when no base is set and the file is sent as built (and pre-compressed).
 */
export function pageWithApiBase(webDir: string, config: Pick<Config, 'API_BASE_URL'>): string | null {
  if (!config.API_BASE_URL) return null;
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const meta = /<meta name="gsis-api-base" content="[^"]*"\s*\/?>/;
  if (!meta.test(html)) throw new Error(`API_BASE_URL is set but ${path.join(webDir, 'index.html')} has no <meta name="gsis-api-base">: rebuild the web app`);
  return html.replace(meta, `<meta name="gsis-api-base" content="${attribute(config.API_BASE_URL)}" />`);
}

/**
 * Lets pages of CORS_ORIGINS call the API: the bearer token goes in the Authorization header (no cookies, so no
 * credentials mode), the fresh token comes back in it, a PDF is read in ranges, a spreadsheet keeps its file name.
 */
export async function registerCors(app: App, config: Pick<Config, 'CORS_ORIGINS'>): Promise<void> {
  if (config.CORS_ORIGINS.length === 0) return;
  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept', 'accept-language', 'x-time-zone', 'range'],
    exposedHeaders: ['authorization', 'content-disposition', 'content-range', 'accept-ranges', 'content-length', 'retry-after'],
    maxAge: 600,
  });
}
