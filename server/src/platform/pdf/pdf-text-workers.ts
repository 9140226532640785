// Runs PDF text extraction on worker threads: the engine's work is synchronous and a long manual takes a second
// of CPU, which must not hold up the server's own thread.
import { Worker } from 'node:worker_threads';
import { PdfOpenError } from './pdfium.ts';

/** What a worker is given: the file (shared, not copied per worker) and the pages [from, to) it reads. */
export interface PageRange {
  readonly bytes: Uint8Array;
  readonly from: number;
  readonly to: number;
}

export type WorkerReply = { readonly pages: string[] } | { readonly error: string; readonly unreadable: boolean };

/** The worker's script: bundled beside dist/main.js, or the source file when the server runs from source. */
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './pdf-text.worker.ts' : './pdf-text.worker.js', import.meta.url);

export function readInWorker(range: PageRange, signal?: AbortSignal): Promise<string[]> {
  return new Promise<string[]>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(WORKER_URL, { workerData: range });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      void worker.terminate();
      outcome();
    };
    const abort = () => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', abort, { once: true });
    worker.once('message', (reply: WorkerReply) => settle(() => {
      if ('pages' in reply) resolve(reply.pages);
      else reject(reply.unreadable ? new PdfOpenError(reply.error) : new Error(reply.error));
    }));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the PDF text worker stopped (exit code ${code})`))));
  });
}
