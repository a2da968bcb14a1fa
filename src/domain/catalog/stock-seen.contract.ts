import { z } from '../shared/zod.ts';

/**
 * On an edit: the stock the editor showed when it opened. A save that leaves the count as shown
 * keeps what sold meanwhile; one that changes the count after the stock moved is refused
 * (`stock_changed`, with the stock now), so a sale made while the form was open is never undone.
 */
export const stockSeenSchema = z.number().int().min(0).optional();
