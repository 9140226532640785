// Runs the server's PDF work — PDFium (WebAssembly) and pdf-lib's full parses: the upload check, text
// extraction, the stamp plan — in helper processes (pdf-helper.ts), one task at a time each, up to one per core
// (at most four). A helper stays for HELPER_IDLE_MS after its last task, then exits and gives all its memory
// back: PDFium's WebAssembly memory never shrinks, and a thread's would stay in the server's own process (its
// allocator keeps what a finished thread used). The server's thread never blocks on a PDF either.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FileRefusalReason } from '../files/file-kind.ts';
import { PdfOpenError } from './pdfium.ts';
import type { PdfPages } from './pdf-text.ts';
import type { OcrLanguageData } from './ocr.ts';
import type { PreparedStamp } from './stamp-plan.ts';

/** A PDF to work on: its bytes, or a file the helper reads itself (so a large upload is never held here). */
export type PdfSource = Uint8Array | { readonly file: string };

export type PdfTask =
  | { readonly kind: 'check'; readonly source: PdfSource }
  /**
   * Pages [from, to) of the document; with `to` unset, every page from `from` on, unless `countFrom` is set and
   * the document has at least that many pages: then only its page count (to share the reading out).
   */
  | { readonly kind: 'text'; readonly source: PdfSource; readonly from: number; readonly to?: number; readonly countFrom?: number }
  | { readonly kind: 'stamp-plan'; readonly source: PdfSource }
  /** Page `page` (0-based) rendered and read by OCR (ocr-reader.ts) with the language data named. */
  | { readonly kind: 'ocr'; readonly source: PdfSource; readonly page: number; readonly language: OcrLanguageData };

export interface PdfResults {
  /** Why the PDF is refused, or null when it is accepted. */
  check: FileRefusalReason | null;
  text: PdfPages | { pageCount: number };
  'stamp-plan': PreparedStamp;
  ocr: { text: string };
}

export type PdfReply = { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: string; readonly unreadable: boolean };

/** How long a helper waits for its next task before it exits: a burst of uploads, or the demo's, shares one. */
export const HELPER_IDLE_MS = 10_000;
/** Helpers at most: the work is CPU, one core each. */
export const PDF_HELPERS = Math.max(1, Math.min(4, availableParallelism()));

/** The helper's script: bundled beside dist/main.js, or the source file when the server runs from source. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const HELPER_FILE = fileURLToPath(new URL(FROM_SOURCE ? './pdf-helper.ts' : './pdf-helper.js', import.meta.url));
/**
 * Node's own arguments for a helper: none of the server's (a loader or an inspector it was started with is not the
 * helper's business); from source, Node's type stripping (on by default from Node 22.18, behind this flag before).
 */
const HELPER_EXEC_ARGV = FROM_SOURCE ? ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'] : [];

const HELPER_ENV: NodeJS.ProcessEnv = Object.fromEntries(
  ['PATH', 'TMPDIR', 'TZ', 'LANG', 'NODE_ENV'].flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])),
);

interface Helper {
  readonly child: ChildProcess;
  idleTimer?: NodeJS.Timeout;
  /** Let go or killed: never handed out again, even before its 'exit' arrives. */
  retired?: boolean;
}

const idle: Helper[] = [];
const waiting: ((helper: Helper) => void)[] = [];
let alive = 0;

function spawnHelper(): Helper {
  // Its output goes where the server's does. It parses files people uploaded: it gets none of the server's
  // environment (the database's address, secrets), only what Node itself reads.
  const child = fork(HELPER_FILE, [], { execArgv: HELPER_EXEC_ARGV, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: HELPER_ENV });
  alive += 1;
  const helper: Helper = { child };
  child.once('exit', () => {
    alive -= 1;
    clearTimeout(helper.idleTimer);
    const at = idle.indexOf(helper);
    if (at >= 0) idle.splice(at, 1);
    // Someone waits for a helper and this one's place is free again.
    const next = waiting.shift();
    if (next) next(spawnHelper());
  });
  // An error is followed by 'exit' (or the send that met it fails): nothing more to do here.
  child.on('error', () => undefined);
  return helper;
}

function hold(helper: Helper): Helper {
  clearTimeout(helper.idleTimer);
  helper.child.ref();
  helper.child.channel?.ref();
  return helper;
}

const usable = (helper: Helper) => !helper.retired && helper.child.exitCode === null && helper.child.signalCode === null && helper.child.connected;

function acquire(): Promise<Helper> {
  for (let ready = idle.pop(); ready; ready = idle.pop()) if (usable(ready)) return Promise.resolve(hold(ready));
  if (alive < PDF_HELPERS) return Promise.resolve(hold(spawnHelper()));
  return new Promise((resolve) => waiting.push((helper) => resolve(hold(helper))));
}

function release(helper: Helper): void {
  if (!usable(helper)) return;
  const next = waiting.shift();
  if (next) {
    next(helper);
    return;
  }
  // An idle helper does not keep the server's process alive, and leaves when it has had nothing to do a while.
  helper.child.unref();
  helper.child.channel?.unref();
  helper.idleTimer = setTimeout(() => {
    const at = idle.indexOf(helper);
    if (at >= 0) idle.splice(at, 1);
    helper.retired = true;
    helper.child.disconnect();
  }, HELPER_IDLE_MS);
  helper.idleTimer.unref();
  idle.push(helper);
}

/** Sends one task to a helper and waits for its reply; an abort kills the helper (its work is synchronous). */
function exchange(helper: Helper, task: PdfTask, signal?: AbortSignal): Promise<unknown> {
  const { child } = helper;
  return new Promise<unknown>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onMessage = (reply: PdfReply) => settle(() => {
      if (reply.ok) resolve(reply.result);
      else reject(reply.unreadable ? new PdfOpenError(reply.error) : new Error(reply.error));
    });
    const onExit = (code: number | null, signalName: NodeJS.Signals | null) =>
      settle(() => reject(new Error(`the PDF helper stopped (${signalName ?? `exit code ${code}`})`)));
    const onAbort = () => settle(() => {
      helper.retired = true;
      child.kill('SIGKILL');
      reject(signal?.reason);
    });
    child.on('message', onMessage);
    child.once('exit', onExit);
    signal?.addEventListener('abort', onAbort, { once: true });
    child.send(task, (error) => {
      if (error) settle(() => reject(error));
    });
  });
}

/** Runs one task in a helper process (waiting for one to be free); rejects with PdfOpenError when PDFium cannot open the file. */
export async function runPdfTask<K extends PdfTask['kind']>(task: Extract<PdfTask, { kind: K }>, signal?: AbortSignal): Promise<PdfResults[K]> {
  signal?.throwIfAborted();
  const helper = await acquire();
  try {
    signal?.throwIfAborted();
    return (await exchange(helper, task, signal)) as PdfResults[K];
  } finally {
    release(helper);
  }
}
