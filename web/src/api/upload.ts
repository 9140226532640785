// One file sent as the raw request body, through XMLHttpRequest so the page can show how far it got.
// Same headers, token rotation and session handling as every other call (see client.ts).
import { clientHeaders, settleResponse } from './client.ts';

export interface UploadHandle<T> {
  /** Settles with the server's JSON answer, or rejects with an ApiError (or an AbortError after abort()). */
  done: Promise<T>;
  abort: () => void;
}

/** Posts `file` to `url` as application/octet-stream; `onProgress` gets 0–100 while the body goes out. */
export function startUpload<T>(url: string, file: Blob, onProgress?: (percent: number) => void): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    const { headers, token } = clientHeaders();
    xhr.open('POST', new URL(url, window.location.origin).toString());
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
      else resolve(body as T);
    };
    // The connection dropped (or the server closed it on an over-large body before answering).
    xhr.onerror = () => reject(settleResponse(0, null, token, null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

/** The simple form: upload and wait. */
export function uploadFile<T>(url: string, file: Blob, onProgress?: (percent: number) => void): Promise<T> {
  return startUpload<T>(url, file, onProgress).done;
}
