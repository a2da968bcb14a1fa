import { z } from './zod.ts';

export const DEFAULT_PAGE_SIZE = 24;
/** Lists count their matches up to this many; past it they say "1,000+". */
export const TOTAL_COUNT_CAP = 1000;
export const MAX_PAGE_SIZE = 100;

/**
 * Lists page by keyset: `cursor` is the opaque `nextCursor` of the page before, so a deep
 * page costs what the first one does.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(512, 'cursor is not valid').optional(),
});

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    /** How many items match the query across all pages, counted up to TOTAL_COUNT_CAP. */
    total: z.number().int(),
    /** True when more items match than `total` (the count stopped at the cap). */
    totalCapped: z.boolean(),
    /** Pass as `cursor` to get the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });
}

export interface Page<Item> {
  items: Item[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}
