// Shapes every area's endpoints share: a row named by its id, and the answers of calls whose effect is all
// there is to say (the server's `serve` fills those in when a handler returns nothing).
import { z } from 'zod';
import { DbId } from './ids.ts';

export const IdBody = z.object({ id: DbId });
export const SavedResponse = z.object({ id: DbId });
export const DeletedResponse = z.object({ deleted: z.literal(true) });
export const DoneResponse = z.object({ done: z.literal(true) });

/** The page of a list a caller asks for. */
export const paging = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
/** One page of a list: its rows, how many there are in all, and which page this is. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
