import { locationSchema } from '../shared/common.contract.ts';
import { pageQuerySchema, pageSchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';
import { PRICE_FILE_FORMATS, PRICE_IMPORT_STATUSES } from './price-import.contract.ts';

/** `GET /api/admin/prices/imports?location=`: a store's price files, newest first. */
export const priceImportListQuerySchema = pageQuerySchema.extend({ location: locationSchema });
export type PriceImportListQuery = z.output<typeof priceImportListQuerySchema>;

/** One earlier price file: when and by whom, and what became of its changes. */
export const priceImportSummarySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(PRICE_FILE_FORMATS),
  createdBy: z.string(),
  createdAt: z.string(),
  status: z.enum(PRICE_IMPORT_STATUSES),
  appliedAt: z.string().nullable(),
  /** Cards whose price the file moves (`up` plus `down` of its preview). */
  changes: z.number().int(),
  /** Changes written to cards so far, as the preview's `appliedChanges`. */
  applied: z.number().int(),
  /** Changes held for review that no apply has written yet. */
  waiting: z.number().int(),
});
export type PriceImportSummary = z.infer<typeof priceImportSummarySchema>;

export const priceImportListSchema = pageSchema(priceImportSummarySchema);
export type PriceImportList = z.infer<typeof priceImportListSchema>;
