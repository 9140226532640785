// The terminal log: one line per event, a stack only for an unexpected error, one line per request, and the
// JSON setting left exactly as pino gives it.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ExpectedError } from './expected.ts';
import { serializeRequest } from './redact.ts';
import { loggingOptions } from './logger.ts';
import { supportsColor } from './ansi.ts';
import { createPrettyFormatter, createPrettyStream } from './pretty.ts';

const at = new Date(2026, 0, 2, 9, 5, 7).getTime();
const plain = { color: false };

/** An error as pino's serializer writes it into the JSON line. */
const serialized = (error: Error) => JSON.parse(JSON.stringify({ ...error, type: error.constructor.name, message: error.message, stack: error.stack })) as Record<string, unknown>;

class Sink {
  readonly lines: string[] = [];
  write(text: string): void {
    this.lines.push(...text.split('\n').filter((line) => line !== ''));
  }
}

const line = (record: Record<string, unknown>, color = false) => createPrettyFormatter({ color })(JSON.stringify(record)).replace(/\n$/, '');

describe('a log record on a terminal', () => {
  it('is one line: time, level, message and the other fields, without pino\'s own', () => {
    expect(line({ level: 30, time: at, pid: 1, hostname: 'h', msg: 'demo library published', versionId: 7 }))
      .toBe('[09:05:07] INFO: demo library published {"versionId":7}');
  });

  it('shows a finished request as what happened, with a short request id', () => {
    expect(line({
      level: 30, time: at, reqId: '0c9a4b7e-1111-2222-3333-444455556666', msg: 'request completed',
      req: { method: 'GET', url: '/api/login', host: 'x', remoteAddress: '127.0.0.1', remotePort: 5 }, res: { statusCode: 404 }, responseTime: 12.4,
    })).toBe('[09:05:07] INFO: GET /api/login 404 12 ms {"reqId":"0c9a4b7e"}');
  });

  it('gives an expected failure its message and no stack, even at level error', () => {
    const err = serialized(new ExpectedError('pdftotext is not installed on the server'));
    expect(err.expected).toBe(true);
    expect(line({ level: 50, time: at, msg: 'job failed; given up after 5 attempts', task: 'index-version', jobId: '12', attempt: 5, maxAttempts: 5, err }))
      .toBe('[09:05:07] ERROR: job failed; given up after 5 attempts: pdftotext is not installed on the server {"task":"index-version","jobId":"12","attempt":5,"maxAttempts":5}');
    // The job queue's repeated failure: its message only.
    expect(line({ level: 40, time: at, msg: 'job failed; next attempt in 1 min', error: 'relay unreachable' }))
      .toBe('[09:05:07] WARN: job failed; next attempt in 1 min: relay unreachable');
  });

  it('prints the frames of an unexpected error under its line, at level error only', () => {
    const err = serialized(new Error('relation "jobs" does not exist'));
    const asError = line({ level: 50, time: at, msg: 'could not claim jobs', err, task: 'rollup' }).split('\n');
    expect(asError[0]).toBe('[09:05:07] ERROR: could not claim jobs: relation "jobs" does not exist {"task":"rollup"}');
    expect(asError.length).toBeGreaterThan(1);
    expect(asError.slice(1).every((frame) => frame.startsWith('    at '))).toBe(true);
    // A warning (a missing optional setting, say) is a line, whatever the error behind it.
    expect(line({ level: 40, time: at, msg: 'watermark fonts are missing', err })).toBe('[09:05:07] WARN: watermark fonts are missing: relation "jobs" does not exist');
  });

  it('does not repeat an error message the message already holds', () => {
    expect(line({ level: 30, time: at, msg: 'boom', err: serialized(new Error('boom')) })).toBe('[09:05:07] INFO: boom');
  });

  it('keeps the whole request id on a warning, to match the requestId a person reports', () => {
    expect(line({ level: 40, time: at, reqId: '0c9a4b7e-1111-2222-3333-444455556666', msg: 'client error' }))
      .toContain('"reqId":"0c9a4b7e-1111-2222-3333-444455556666"');
  });

  it('is coloured only when asked, and a terminal that refuses colours (NO_COLOR) gets none', () => {
    expect(line({ level: 40, time: at, msg: 'x' }, true)).toContain('\x1b[33mWARN\x1b[39m');
    expect(line({ level: 40, time: at, msg: 'x' })).not.toContain('\x1b[');
    expect(supportsColor({ isTTY: true, hasColors: () => false })).toBe(false);
    expect(supportsColor({ isTTY: false, hasColors: () => true })).toBe(false);
    expect(supportsColor({ isTTY: true, hasColors: () => true })).toBe(true);
  });
});

describe('the pretty stream', () => {
  it('writes one line per JSON line, at once, and passes anything else through', () => {
    const sink = new Sink();
    const stream = createPrettyStream(sink, plain);
    stream.write(`${JSON.stringify({ level: 30, time: at, msg: 'one' })}\n`);
    stream.write(`${JSON.stringify({ level: 40, time: at, msg: 'two' })}\n`);
    stream.write('not json\n');
    expect(sink.lines).toEqual(['[09:05:07] INFO: one', '[09:05:07] WARN: two', 'not json']);
  });
});

describe('the server logger', () => {
  it('in JSON is what app.ts gave pino before LOG_FORMAT: the level, and requests serialized with secrets taken out of their addresses', () => {
    expect(loggingOptions({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json' })).toEqual({ logger: { level: 'warn', serializers: { req: serializeRequest } } });
  });

  it('never writes a partner access token or a content ticket', async () => {
    const sink = new Sink();
    const app = Fastify(loggingOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, sink));
    app.get('/api/dxp/login', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/dxp/login?accessToken=eyJsecret.payload.sig' });
    await app.close();
    expect(sink.lines.join('\n')).not.toContain('eyJsecret');
    expect(sink.lines.join('\n')).toContain('accessToken=[redacted]');
  });

  it('on a terminal logs a request once, when it is done, with its method and address', async () => {
    const sink = new Sink();
    const app = Fastify(loggingOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, sink));
    app.get('/hello', async () => ({ hello: 'world' }));
    app.get('/boom', async () => { throw new ExpectedError('nope'); });
    await app.ready();
    sink.lines.length = 0;
    await app.inject({ method: 'GET', url: '/hello?x=1' });
    expect(sink.lines).toHaveLength(1);
    expect(sink.lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/hello\?x=1 200 [\d.]+ ms \{"reqId":"req-1"\}$/);

    sink.lines.length = 0;
    await app.inject({ method: 'GET', url: '/boom' });
    // Fastify's own error line and the request's line; no stack for an expected failure.
    expect(sink.lines.some((line) => /ERROR: .*nope/.test(line))).toBe(true);
    expect(sink.lines.some((line) => /GET \/boom 500/.test(line))).toBe(true);
    expect(sink.lines.some((line) => line.trimStart().startsWith('at '))).toBe(false);
    await app.close();
  });
});
