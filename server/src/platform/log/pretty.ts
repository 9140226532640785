// Log lines a person reads in a terminal. pino still produces its JSON line for every event; this turns
// each one into a single line (time, level, message, a few fields) instead of running pino-pretty as a
// transport, which loads by module name in a worker thread and does not survive bundling into dist/main.js.

export type LogRecord = Record<string, unknown>;

export interface PrettyOptions {
  color: boolean;
}

/** Where formatted lines go: process.stdout, or anything with a write(). */
export interface LineSink {
  write(text: string): unknown;
}

const ANSI = {
  reset: '\x1b[0m', bold: '\x1b[1m', red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', blue: '\x1b[34m',
  magenta: '\x1b[35m', cyan: '\x1b[36m', gray: '\x1b[90m',
} as const;

type Paint = (code: string, text: string) => string;

export function painter(color: boolean): Paint {
  return color ? (code, text) => `${code}${text}${ANSI.reset}` : (_code, text) => text;
}

export const colors = ANSI;

const LEVELS: readonly (readonly [number, string, string])[] = [
  [60, 'FATAL', ANSI.magenta + ANSI.bold],
  [50, 'ERROR', ANSI.red],
  [40, 'WARN', ANSI.yellow],
  [30, 'INFO', ANSI.green],
  [20, 'DEBUG', ANSI.blue],
  [10, 'TRACE', ANSI.gray],
];

/** Error at this level and above: an unexpected one gets its stack printed under the line. */
const ERROR_LEVEL = 50;

// pino's own keys, and those this formatter shows in a place of their own rather than as key=value.
const SHOWN_APART = new Set([
  'level', 'time', 'pid', 'hostname', 'msg', 'err', 'error', 'req', 'res', 'reqId', 'responseTime', 'task', 'jobId', 'attempt', 'maxAttempts',
]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function levelOf(level: number): { label: string; code: string } {
  const found = LEVELS.find(([at]) => level >= at) ?? LEVELS.at(-1)!;
  return { label: found[1], code: found[2] };
}

function clockTime(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

function milliseconds(value: unknown): string | undefined {
  if (typeof value !== 'number') return undefined;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

interface ErrorView { message: string; stack: string | undefined; expected: boolean }

/** `err` as pino's serializer wrote it, or the plain `error` message the job queue logs for a repeated failure. */
function errorOf(record: LogRecord): ErrorView | undefined {
  const { err, error } = record;
  if (isObject(err)) {
    const message = typeof err.message === 'string' ? err.message : String(err.type ?? 'error');
    return { message, stack: typeof err.stack === 'string' ? err.stack : undefined, expected: err.expected === true };
  }
  if (typeof err === 'string') return { message: err, stack: undefined, expected: false };
  if (typeof error === 'string') return { message: error, stack: undefined, expected: true };
  return undefined;
}

/** The stack's frames without its first line(s), which repeat the message already on the line. */
function framesOf(stack: string): string[] {
  const lines = stack.split('\n');
  const first = lines.findIndex((line) => /^\s+at /.test(line));
  return (first === -1 ? lines.slice(1) : lines.slice(first)).filter((line) => line.trim() !== '');
}

function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 200 ? `${json.slice(0, 199)}…` : json;
}

/** The few fields worth a glance: the job, the attempt, the request; then whatever else the call passed. */
function contextFields(record: LogRecord, level: number, showRequest: boolean): string[] {
  const fields: string[] = [];
  const { task, jobId, attempt, maxAttempts, reqId, req, res } = record;
  if (task !== undefined || jobId !== undefined) fields.push(`job=${[task, jobId].filter((v) => v !== undefined).map(String).join('#')}`);
  if (attempt !== undefined) fields.push(`attempt=${String(attempt)}${maxAttempts !== undefined ? `/${String(maxAttempts)}` : ''}`);
  if (showRequest && isObject(req)) fields.push(`${String(req.method)} ${String(req.url)}`);
  if (showRequest && isObject(res) && res.statusCode !== undefined) fields.push(`status=${String(res.statusCode)}`);
  // A short id is enough to follow one request on an info line; a warning or an error keeps the whole id,
  // which is what a person reads from the error page (requestId) and searches for.
  if (typeof reqId === 'string') fields.push(`req=${level >= 40 ? reqId : reqId.slice(0, 8)}`);
  for (const [key, value] of Object.entries(record)) {
    // `error` is shown as the error when it is a message, and as a field otherwise.
    const apart = SHOWN_APART.has(key) && !(key === 'error' && typeof value !== 'string');
    if (!apart && value !== undefined) fields.push(`${key}=${fieldValue(value)}`);
  }
  return fields;
}

/** One event as one line (plus the stack frames of an unexpected error at level error or above). */
export function formatRecord(record: LogRecord, { color }: PrettyOptions): string {
  const paint = painter(color);
  const level = typeof record.level === 'number' ? record.level : 30;
  const { label, code } = levelOf(level);
  const msg = typeof record.msg === 'string' ? record.msg : '';
  const { req, res } = record;

  // A finished request reads as what happened: GET /api/login 200 12 ms.
  let head: string;
  let showRequest = true;
  if (msg === 'request completed' && isObject(req) && isObject(res)) {
    const status = typeof res.statusCode === 'number' ? res.statusCode : 0;
    const statusText = String(res.statusCode ?? '');
    const painted = status >= 500 ? paint(ANSI.red, statusText) : status >= 400 ? paint(ANSI.yellow, statusText) : statusText;
    head = [String(req.method), String(req.url), painted, milliseconds(record.responseTime)].filter(Boolean).join(' ');
    showRequest = false;
  } else {
    head = msg;
  }
  // A message over several lines stays one event to the eye.
  head = head.replace(/\n/g, '\n    ');

  const error = errorOf(record);
  let line = `${paint(ANSI.gray, clockTime(record.time))} ${paint(code, label.padEnd(5))} ${head}`;
  if (error && !head.includes(error.message)) line += `${head ? ': ' : ''}${error.message}`;
  const fields = contextFields(record, level, showRequest);
  if (fields.length > 0) line += `  ${paint(ANSI.gray, fields.join(' '))}`;
  if (error?.stack && level >= ERROR_LEVEL && !error.expected) {
    const frames = framesOf(error.stack);
    if (frames.length > 0) line += `\n${frames.map((frame) => paint(ANSI.gray, `    ${frame.trim()}`)).join('\n')}`;
  }
  return line;
}

function parseRecord(line: string): LogRecord | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A pino destination: pino writes one JSON line per event, this writes its formatted line to `out`.
 * Anything that is not a JSON object passes through as it came.
 */
export function createPrettyStream(out: LineSink, options: PrettyOptions): { write(chunk: string): void } {
  return {
    write(chunk) {
      for (const raw of chunk.split('\n')) {
        if (raw === '') continue;
        const record = parseRecord(raw);
        out.write(`${record ? formatRecord(record, options) : raw}\n`);
      }
    },
  };
}

/** Whether `out` takes colours: a terminal that has them, and NO_COLOR / NODE_DISABLE_COLORS / TERM=dumb unset (Node reads those). */
export function supportsColor(out: { isTTY?: boolean; hasColors?: () => boolean }): boolean {
  return out.isTTY === true && typeof out.hasColors === 'function' && out.hasColors();
}
