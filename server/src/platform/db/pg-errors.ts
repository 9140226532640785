// PostgreSQL's refusals that are the caller's doing (a duplicate, a missing or still-used reference),
// recognised so services can answer them from the error catalogue instead of with a 500.

export interface ConstraintViolation {
  kind: 'unique' | 'foreign-key';
  constraint: string;
}

function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // Drizzle wraps the driver's error in its own; the PostgreSQL fields sit on the cause.
  const cause = (error as { cause?: unknown }).cause;
  const candidate = typeof cause === 'object' && cause !== null && 'code' in cause ? cause : error;
  return candidate as { code?: string; constraint?: string };
}

export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  const pgError = pgErrorOf(error);
  if (pgError?.code === '23505') return { kind: 'unique', constraint: pgError.constraint ?? '' };
  if (pgError?.code === '23503') return { kind: 'foreign-key', constraint: pgError.constraint ?? '' };
  return undefined;
}
