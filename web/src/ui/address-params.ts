// Reading values out of the address (?id=7&status=ACTIVE, /document/view/7): anything malformed reads as not given.
import { DB_INT_MAX } from '@gsis/contract';

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

/** An id in the address's path (/document/view/7): a positive whole number a database id can be, or undefined. */
export function idInPath(segment: string | undefined): number | undefined {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 && id <= DB_INT_MAX ? id : undefined;
}
