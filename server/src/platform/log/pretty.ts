// Log lines a person reads in a terminal: pino-pretty's formatter, called in pino's own write so every line
// is out before the next statement (a shutdown line right before process.exit, a test reading the output).
// pino-pretty's stream pipes lines through Node streams (written a tick later), and as a transport it loads in a
// worker thread by module name; neither is needed for a formatter that only turns JSON into text.
import { prettyFactory } from 'pino-pretty';
import { colors, painter } from './ansi.ts';

/** Where formatted lines go: process.stdout, or anything with a write(). */
export interface LineSink {
  write(text: string): unknown;
}

type LogRecord = Record<string, unknown>;

const WARN_LEVEL = 40;
/** Error at this level and above: an unexpected one gets its stack printed under the line. */
const ERROR_LEVEL = 50;

const isObject = (value: unknown): value is LogRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `err` as pino's serializer wrote it, or the plain `error` message the job queue logs for a repeated failure. */
function errorOf({ err, error }: LogRecord): { message: string; stack: string | undefined; expected: boolean } | undefined {
  if (isObject(err)) {
    const message = typeof err.message === 'string' ? err.message : String(err.type ?? 'error');
    return { message, stack: typeof err.stack === 'string' ? err.stack : undefined, expected: err.expected === true };
  }
  if (typeof err === 'string') return { message: err, stack: undefined, expected: false };
  if (typeof error === 'string') return { message: error, stack: undefined, expected: true };
  return undefined;
}

/**
 * The frames of an unexpected error at level error or above, to go under its line; an expected failure
 * (ExpectedError) says everything in its message. The first line(s) of the stack repeat that message.
 */
function framesOf(record: LogRecord): string[] {
  const error = errorOf(record);
  if (!error?.stack || error.expected || typeof record.level !== 'number' || record.level < ERROR_LEVEL) return [];
  const lines = error.stack.split('\n');
  const first = lines.findIndex((line) => /^\s+at /.test(line));
  return (first === -1 ? lines.slice(1) : lines.slice(first)).filter((line) => line.trim() !== '').map((line) => `    ${line.trim()}`);
}

function parsed(line: string): LogRecord | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The message part of the line: a finished request reads as what happened (GET /api/login 200 12 ms), an
 * error's message follows the event's.
 */
function messageOf(record: LogRecord, paintStatus: (status: number, text: string) => string): string {
  const { req, res, responseTime } = record;
  let message = typeof record.msg === 'string' ? record.msg : '';
  if (isObject(req)) {
    const status = isObject(res) && res.statusCode !== undefined ? paintStatus(Number(res.statusCode), String(res.statusCode)) : undefined;
    const request = [String(req.method), String(req.url), status].filter(Boolean).join(' ');
    if (message === 'request completed') {
      const took = typeof responseTime === 'number' ? `${responseTime < 10 ? responseTime.toFixed(1) : Math.round(responseTime)} ms` : undefined;
      message = [request, took].filter(Boolean).join(' ');
    } else {
      message += ` (${request})`;
    }
  }
  const error = errorOf(record);
  if (error && !message.includes(error.message)) message += `${message ? ': ' : ''}${error.message}`;
  // A message over several lines stays one event to the eye.
  message = message.replace(/\n/g, '\n    ');
  return message;
}

/** One event (pino's JSON line, or the record itself) as one line ending in a newline; anything not JSON passes as it came. */
export function createPrettyFormatter({ color }: { color: boolean }): (event: string | LogRecord) => string {
  const prettify = prettyFactory({
    colorize: color,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    // pino's own, and what the message already shows; the other fields follow the message as JSON.
    ignore: 'pid,hostname,req,res,responseTime,err,error',
    messageFormat: (record, _key, _label, { colors }) =>
      messageOf(record, (status, text) => (!color ? text : status >= 500 ? colors.red(text) : status >= 400 ? colors.yellow(text) : text)),
    customPrettifiers: {
      // A short id is enough to follow one request on an info line; a warning or an error keeps the whole id,
      // which is what a person reads from the error page (requestId) and searches for.
      reqId: (id, _key, record) => (typeof id === 'string' && ((record as LogRecord).level as number) < WARN_LEVEL ? id.slice(0, 8) : String(id)),
    },
  });
  const paint = painter(color);
  return (event) => {
    const line = prettify(event);
    // Read again only when there can be a stack; pino-pretty keeps the record it parsed to itself.
    const record = typeof event !== 'string' ? event : event.includes('"stack"') ? parsed(event) : undefined;
    const frames = record ? framesOf(record) : [];
    return frames.length === 0 ? line : `${line}${frames.map((frame) => paint(colors.gray, frame)).join('\n')}\n`;
  };
}

/** A pino destination: pino writes one JSON line per event, this writes its formatted line to `out`. */
export function createPrettyStream(out: LineSink, options: { color: boolean }): { write(chunk: string): void } {
  const format = createPrettyFormatter(options);
  return {
    write(chunk) {
      for (const line of chunk.split('\n')) if (line !== '') out.write(format(line));
    },
  };
}
