// One file sent as the raw request body, through XMLHttpRequest so the page can show how far it got.
// Same headers, token rotation and session handling as every other call (see client.ts).
import { pathOf, type EndpointDefinition, type EndpointQuery, type EndpointResponse } from '@gsis/contract';
import { apiUrl } from './base.ts';
import { clientHeaders, settleResponse } from './client.ts';

/** An endpoint whose request body is the file itself (see the contract's `rawBody`). */
export type UploadEndpoint = EndpointDefinition & { readonly method: 'POST'; readonly rawBody: true };

export interface UploadHandle<T> {
  /** Settles with the server's JSON answer, or rejects with an ApiError (or an AbortError after abort()). */
  done: Promise<T>;
  abort: () => void;
}

/** The endpoint's address with its query, each value encoded as a URI component. */
function addressOf(endpoint: UploadEndpoint, query: unknown): string {
  const search = Object.entries(typeof query === 'object' && query !== null ? query : {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${pathOf(endpoint)}?${search}` : pathOf(endpoint);
}

/**
 * Posts `file` to the endpoint, with its query, as application/octet-stream; `onProgress` gets 0–100 while
 * the body goes out.
 */
export function startUpload<E extends UploadEndpoint>(
  endpoint: E, query: EndpointQuery<E>, file: Blob, onProgress?: (percent: number) => void,
): UploadHandle<EndpointResponse<E>> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<EndpointResponse<E>>((resolve, reject) => {
    const { headers, token } = clientHeaders();
    xhr.open('POST', apiUrl(addressOf(endpoint, query)).toString());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      const error = settleResponse(xhr.status, xhr.getResponseHeader('authorization'), token, body);
      if (error) reject(error);
      else resolve(body as EndpointResponse<E>);
    };
    // The connection dropped (or the server closed it on an over-large body before answering).
    xhr.onerror = () => reject(settleResponse(0, null, token, null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

/** The simple form: upload and wait. */
export function uploadFile<E extends UploadEndpoint>(
  endpoint: E, query: EndpointQuery<E>, file: Blob, onProgress?: (percent: number) => void,
): Promise<EndpointResponse<E>> {
  return startUpload(endpoint, query, file, onProgress).done;
}
