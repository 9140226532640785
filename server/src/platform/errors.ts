// One error type and one error handler: every failure leaves as { code, message, details, requestId }.
import { ERROR_CATALOGUE, ERROR_CODES, ErrorCode, type ErrorBody, type FieldIssue } from '@gsis/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorBody['details'];

  constructor(code: ErrorCode, details?: ErrorBody['details']) {
    super(ERROR_CATALOGUE[code].message);
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = details;
  }
}

export function errorBody(code: ErrorCode, requestId: string, details?: ErrorBody['details']): ErrorBody {
  return { code, message: ERROR_CATALOGUE[code].message, ...(details ? { details } : {}), requestId };
}

// fastify-type-provider-zod hands each zod issue over as { keyword: issue.code, instancePath: '/a/b', params }, the
// issue's own params (a contract rule's catalogueIssue code and rule) under params.params.
interface ValidationIssue { instancePath?: string; keyword?: string; params?: { params?: { code?: unknown; rule?: unknown } } }

const VALIDATED_PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

function valueAt(root: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

/** The catalogue code a contract rule answers with (contract catalogueIssue), if the issue is one. */
const catalogueCodeOf = (issue: ValidationIssue): ErrorCode | undefined => ERROR_CODES.find((code) => code === issue.params?.params?.code);

/**
 * The answer to a body the schema refused: each failing field, and the code. A contract rule with a catalogue code
 * of its own (a period that runs forwards: CHECK_DATE) answers with it when it is all that is wrong; beside other
 * failures it is left out, as when the service checked it after the schema. Otherwise the code says whether all the
 * failing fields are simply absent (zod 4 does not report the input, so look it up).
 */
function refusalOf(validation: readonly ValidationIssue[], context: string | undefined, input: unknown): { code: ErrorCode; fields: FieldIssue[] } {
  const plain = validation.filter((v) => !catalogueCodeOf(v));
  const shown = plain.length > 0 ? plain : validation;
  const issues = shown.map((v) => {
    const segments = (v.instancePath ?? '').split('/').filter(Boolean);
    const rule = typeof v.params?.params?.rule === 'string' ? v.params.params.rule : v.keyword ?? 'invalid';
    return { segments, path: [context, segments.join('.')].filter(Boolean).join('.'), rule };
  });
  const fields = issues.map(({ path, rule }) => ({ path, rule }));
  if (plain.length === 0) return { code: catalogueCodeOf(validation[0]!)!, fields };
  // Whatever zod calls it (a missing enum is 'invalid_value'), a field that is not there is a missing value.
  const allMissing = issues.every((i) => valueAt(input, i.segments) === undefined);
  return { code: allMissing ? ErrorCode.REQUIRED_VALUES_MISSING : ErrorCode.INPUT_VALUE_ERROR, fields };
}

/**
 * PostgreSQL refusing a value a request carried: bad input, not a fault of ours. The schemas should stop
 * these first (ids are bounded by DbId); this is the backstop for a route whose schema lets one through.
 * 22001 string too long for its column, 22003 numeric value out of range (an id past int4), 22007/22008 a
 * date it cannot read or hold, 22P02 text that is not a number/uuid, 22021/22P05 text it cannot store (NUL).
 */
const POSTGRES_INPUT_CODES = new Set(['22001', '22003', '22007', '22008', '22P02', '22021', '22P05']);

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.INPUT_VALUE_ERROR,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.INPUT_VALUE_ERROR,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.INPUT_VALUE_ERROR,
  FST_ERR_VALIDATION: ErrorCode.INPUT_VALUE_ERROR,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === ErrorCode.TOO_MANY_REQUESTS && error.details?.retryAfterSeconds) {
        void reply.header('retry-after', String(error.details.retryAfterSeconds));
      }
      return reply.status(error.status).send(errorBody(error.code, request.id, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = VALIDATED_PARTS[error.validationContext as keyof typeof VALIDATED_PARTS] ?? 'body';
      const { code, fields } = refusalOf(error.validation as ValidationIssue[], error.validationContext, request[part]);
      return reply.status(ERROR_CATALOGUE[code].status).send(errorBody(code, request.id, { fields }));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(ERROR_CATALOGUE[mapped].status).send(errorBody(mapped, request.id));
    // Drizzle wraps the driver's error; its code is on the cause.
    const postgresCode = (error.cause as { code?: unknown } | undefined)?.code ?? error.code;
    if (POSTGRES_INPUT_CODES.has(String(postgresCode))) {
      // Logged: it means a schema is looser than its column, which is worth tightening.
      request.log.warn({ err: error }, 'input the database refused');
      return reply.status(400).send(errorBody(ErrorCode.INPUT_VALUE_ERROR, request.id));
    }
    if (error.statusCode === 429) return reply.status(429).send(errorBody(ErrorCode.TOO_MANY_REQUESTS, request.id));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(400).send(errorBody(ErrorCode.INPUT_VALUE_ERROR, request.id));
    }
    // Anything else is our fault: log it whole, tell the caller nothing about the inside.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(ErrorCode.CONTACT_MANAGER, request.id));
  });
}
