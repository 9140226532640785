// Failures that are part of running GSIS (a missing tool, an unreachable mail relay, a damaged upload):
// people need their message, not a stack trace of our code, so the logs show them as one line.

/** Marks an error as expected. A plain property, so error classes elsewhere can set it themselves. */
export interface ExpectedFailure { expected: true }

/** An error whose message says everything: logged without its stack. */
export class ExpectedError extends Error implements ExpectedFailure {
  // An own enumerable property: pino's error serializer copies it, so the formatter sees it in the JSON too.
  readonly expected = true as const;
}

export function isExpectedError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Partial<ExpectedFailure>).expected === true;
}

/** Marks an error thrown by a library as expected, keeping the error itself (its message, code and cause). */
export function markExpected<E extends object>(error: E): E & ExpectedFailure {
  return Object.assign(error, { expected: true as const });
}
