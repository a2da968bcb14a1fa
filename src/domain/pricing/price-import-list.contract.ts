import { locationSchema } from '../shared/common.contract.ts';
import { pageQuerySchema, pageSchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';
import { priceImportSchema } from './price-import.contract.ts';

/** `GET /api/admin/prices/imports?location=`: a store's price files, newest first. */
export const priceImportListQuerySchema = pageQuerySchema.extend({ location: locationSchema });
export type PriceImportListQuery = z.output<typeof priceImportListQuerySchema>;

/** One earlier price file: when and by whom, as its preview says, and what became of its changes. */
export const priceImportSummarySchema = priceImportSchema
  .pick({
    id: true,
    fileName: true,
    format: true,
    createdBy: true,
    createdAt: true,
    status: true,
    appliedAt: true,
  })
  .extend({
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
