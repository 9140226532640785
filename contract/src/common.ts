// Shapes every area's endpoints share: a row named by its id, and the answers of calls whose effect is all
// there is to say (the server's `serve` fills those in when a handler returns nothing).
import { z } from 'zod';
import { DbId } from './ids.ts';

export const IdBody = z.object({ id: DbId });
export const SavedResponse = z.object({ id: DbId });
export const DeletedResponse = z.object({ deleted: z.literal(true) });
export const DoneResponse = z.object({ done: z.literal(true) });
