// The server's logger settings: pino's JSON as it comes (for log collectors), or one readable line per event
// on a terminal (LOG_FORMAT, whose default follows whether stdout is one).
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../../config.ts';
import { supportsColor } from './ansi.ts';
import { createPrettyStream, type LineSink } from './pretty.ts';
import { serializeRequest } from './redact.ts';

/**
 * Fastify logs every request twice ("incoming request", then "request completed"), and only the first
 * carries the method and the address. For a person one line per request is enough: the completed one,
 * with the request on it. Errors and the rest are logged as Fastify does.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export type LoggingOptions = Pick<FastifyServerOptions, 'logger' | 'logController'>;

export function loggingOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  out: LineSink & { isTTY?: boolean; hasColors?: () => boolean } = process.stdout,
): LoggingOptions {
  // What pino gives by default, so collectors reading the JSON see no change, but for secrets in addresses.
  const serializers = { req: serializeRequest };
  if (config.LOG_FORMAT === 'json') return { logger: { level: config.LOG_LEVEL, serializers } };
  return {
    logger: { level: config.LOG_LEVEL, serializers, stream: createPrettyStream(out, { color: supportsColor(out) }) },
    logController: new OneLinePerRequest(),
  };
}
