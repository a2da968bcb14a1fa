import { locationSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';

/** The price files the shop reads: TCGplayer's pricing export and the shop's own price file. */
export const PRICE_FILE_FORMATS = ['tcgplayer', 'shop'] as const;
export type PriceFileFormat = (typeof PRICE_FILE_FORMATS)[number];

/** After the preview: apply nothing, or every change but those waiting for review. */
export const PRICE_AUTO_APPLY = ['none', 'unreviewed'] as const;

/** The form fields sent with the file, in any order. */
export const priceImportFormSchema = z.object({
  location: locationSchema,
  format: z
    .enum(['auto', ...PRICE_FILE_FORMATS], { error: 'format must be auto, tcgplayer or shop' })
    .default('auto'),
  autoApply: z
    .enum(PRICE_AUTO_APPLY, { error: 'autoApply must be none or unreviewed' })
    .default('none'),
});
export type PriceImportForm = z.output<typeof priceImportFormSchema>;

/** Why a change waits for a person: above the review threshold, or above the largest change. */
export const REVIEW_REASONS = ['threshold', 'largestChange'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** One card's price as a file would change it. */
export const priceChangeSchema = z.object({
  changeId: z.number().int(),
  cardId: z.number().int(),
  name: z.string(),
  set: z.string(),
  setCode: z.string().nullable(),
  collectorNumber: z.string().nullable(),
  condition: z.string(),
  finish: z.string(),
  oldCents: z.number().int(),
  newCents: z.number().int(),
  /** The change as a percent of the old price, one decimal; null when the old price was 0. */
  percent: z.number().nullable(),
  /** Why it waits for approval; null for an ordinary change. */
  review: z.enum(REVIEW_REASONS).nullable(),
  /** Whether it has been written to the card. */
  applied: z.boolean(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const PRICE_IMPORT_STATUSES = ['previewed', 'applied'] as const;

/** Changes listed each way in `biggest`. */
export const BIGGEST_CHANGES_EACH_WAY = 50;

/** What a price file would do (the upload's answer, and `GET /api/admin/prices/imports/:id`). */
export const priceImportSchema = z.object({
  id: z.number().int(),
  location: locationSchema,
  fileName: z.string(),
  format: z.enum(PRICE_FILE_FORMATS),
  /** Who uploaded it, and when. */
  createdBy: z.string(),
  createdAt: z.string(),
  /** `applied` once an apply has run; an apply may leave changes waiting for review. */
  status: z.enum(PRICE_IMPORT_STATUSES),
  appliedAt: z.string().nullable(),
  /** Matched cards whose price the file raises, lowers, leaves, or cannot change (locked). */
  up: z.number().int(),
  down: z.number().int(),
  unchanged: z.number().int(),
  locked: z.number().int(),
  /** Rows matching no card of the store: `GET /api/admin/prices/imports/:id/unmatched.csv`. */
  unmatched: z.number().int(),
  /** Every change waiting for approval. */
  needsReview: z.array(priceChangeSchema),
  /** The BIGGEST_CHANGES_EACH_WAY largest rises, then the largest drops, by percent. */
  biggest: z.array(priceChangeSchema),
  /** Changes written to cards so far. */
  appliedChanges: z.number().int(),
});
export type PriceImport = z.infer<typeof priceImportSchema>;

/** Which changes waiting for review an apply writes beside the ordinary ones. */
export const priceApplyBodySchema = z.object({
  approve: z.union(
    [
      z.literal('all'),
      z
        .array(z.number({ error: 'changeIds are whole numbers' }).int().positive())
        .max(100_000, 'too many changeIds'),
    ],
    { error: 'approve must be "all" or a list of changeIds' },
  ),
});
export type PriceApplyBody = z.infer<typeof priceApplyBodySchema>;

/** What an apply did: the cards it changed now (0 when applied before), and what still waits. */
export const priceApplyAnswerSchema = z.object({
  id: z.number().int(),
  changed: z.number().int(),
  waiting: z.number().int(),
  appliedAt: z.string(),
});
export type PriceApplyAnswer = z.infer<typeof priceApplyAnswerSchema>;
