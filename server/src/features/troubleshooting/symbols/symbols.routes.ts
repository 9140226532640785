// The symbol library: readers' list (/service/symbol/list), images by signed address, and the administrators'
// calls (/mgmt/symbol/**).
import { symbolsApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { SymbolService } from './symbols.service.ts';

export function registerSymbolRoutes(app: App, { symbols }: { symbols: SymbolService }): void {
  serve(app, symbolsApi.list, async ({ query, language }) => ({ items: await symbols.list(language, query) }));
  serve(app, symbolsApi.managedList, async ({ language }) => ({ items: await symbols.managedList(language) }));
  serve(app, symbolsApi.save, async ({ actor, body }) => ({ id: await symbols.save(actor, body) }));
  serve(app, symbolsApi.delete, ({ actor, body }) => symbols.remove(actor, body.id));
  serve(app, symbolsApi.sort, ({ actor, body }) => symbols.sort(actor, body));

  serve(app, symbolsApi.image, async ({ params, request, reply }) => {
    const image = await symbols.image(params.ticket);
    const etag = `"${image.sha256}"`;
    // A drawing is only ever an image: nothing in it may run or load, even opened on its own in a tab.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `private, max-age=${Math.max(0, Math.floor((image.expiresAt.getTime() - Date.now()) / 1000))}, immutable`)
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
}
