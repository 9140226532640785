// A worker thread's body: reads its share of a document's pages with its own engine and posts them back.
import { parentPort, workerData } from 'node:worker_threads';
import { readPageRange } from './pdf-text.ts';
import type { PageRange, WorkerReply } from './pdf-text-workers.ts';
import { PdfOpenError } from './pdfium.ts';

const { bytes, from, to } = workerData as PageRange;
let reply: WorkerReply;
try {
  reply = { pages: await readPageRange(bytes, from, to) };
} catch (error) {
  reply = { error: error instanceof Error ? error.message : String(error), unreadable: error instanceof PdfOpenError };
}
parentPort?.postMessage(reply);
