// The ids of database rows, as requests may name them.
import { z } from 'zod';

/** The largest value of PostgreSQL's `integer` (int4), the type of every id column. */
export const DB_INT_MAX = 2_147_483_647;

/**
 * A row id: a positive integer the id columns can hold. Without the upper bound, zod's int() lets any safe
 * integer through and PostgreSQL refuses it mid-query ("numeric value out of range"), which is the caller's
 * mistake and must answer 400 naming the field.
 */
export const DbId = z.number().int().positive().max(DB_INT_MAX);
