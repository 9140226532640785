// Reading values out of the address (?id=7&status=ACTIVE): anything malformed reads as not given.

/** An id: a positive whole number of at most nine digits, or undefined. */
export function idFrom(raw: string | null): number | undefined {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** The value when it is one of `values`, otherwise undefined. */
export const oneOf = <T extends string,>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** A positive whole number of any length (a page, a page size, an id), or undefined. */
export const positiveInt = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
