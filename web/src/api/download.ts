// Saving a file an endpoint answers (a spreadsheet), or one the page made, the way a link would: the call carries the session like every
// other, and the browser keeps the answer under the name the server gives it.
import { pathOf, type EndpointDefinition, type EndpointInput } from '@gsis/contract';
import { apiUrl } from './base.ts';
import { clientHeaders, settleResponse } from './client.ts';

/** The name in a Content-Disposition header (its UTF-8 form first), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function downloadFrom<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>, fallbackName: string): Promise<void> {
  const { headers, token } = clientHeaders();
  let response: Response;
  try {
    response = await fetch(apiUrl(pathOf(endpoint)), {
      method: endpoint.method, headers: { ...headers, accept: '*/*', 'content-type': 'application/json' }, body: JSON.stringify(input ?? {}), redirect: 'manual',
    });
  } catch {
    throw settleResponse(0, null, token, null)!;
  }
  const failure = settleResponse(response.status, response.headers.get('authorization'), token, response.ok ? null : await response.json().catch(() => null));
  if (failure) throw failure;
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** Hands `blob` to the browser to keep as a file named `name`, as a download link would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start saving before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
