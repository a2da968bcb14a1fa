import { GAME_TYPES } from '../catalog/options.ts';
import type { SellableKind } from '../inventory/sellable-kinds.ts';
import { locationSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';
import { CARD_FORMAT_NAMES } from './card-formats.ts';

export const IMPORT_KINDS = ['cards', 'merchandise'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The registered kind whose stock each kind of file restocks. */
export const IMPORT_ITEM_TYPES = {
  cards: 'card',
  merchandise: 'merchandise',
} as const satisfies Record<ImportKind, SellableKind>;

/** Add the file's quantities to the stock, or make the stock the file's quantity. */
export const IMPORT_MODES = ['add', 'set'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** How a new item without a sale price is priced: left unlisted, or its purchase price plus a markup. */
export type ImportPricing = { kind: 'unlisted' } | { kind: 'markup'; percent: number };

const pricingSchema = z
  .string()
  .default('unlisted')
  .transform((value, ctx): ImportPricing => {
    if (value === 'unlisted') return { kind: 'unlisted' };
    const markup = /^markup:(\d{1,4}(?:\.\d{1,2})?)$/.exec(value);
    if (markup?.[1]) return { kind: 'markup', percent: Number(markup[1]) };
    ctx.addIssue({ code: 'custom', message: 'pricing must be unlisted or markup:<percent>' });
    return z.NEVER;
  });

/** The form fields sent with the file (before it, as a browser's form sends them). */
export const importFormSchema = z.object({
  location: locationSchema,
  kind: z.enum(IMPORT_KINDS, { error: 'kind must be cards or merchandise' }),
  format: z.enum(['auto', ...CARD_FORMAT_NAMES], { error: 'format is not known' }).default('auto'),
  mode: z.enum(IMPORT_MODES, { error: 'mode must be add or set' }).default('add'),
  gameType: z.enum(GAME_TYPES, { error: 'Choose a game' }).optional(),
  pricing: pricingSchema,
});
export type ImportForm = z.output<typeof importFormSchema>;

export const refusedRowSchema = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number().int(),
  column: z.string(),
  reason: z.string(),
});
export type RefusedRow = z.infer<typeof refusedRowSchema>;

/**
 * Items an apply writes a second, as `npm run bench:import` measured on an idle machine
 * (docs/performance.md). The shop keeps answering meanwhile: an apply writes a batch at a time.
 */
export const APPLIED_ITEMS_PER_SECOND = 3000;

/** Items a preview applies: the ones it adds and the ones it updates. */
export const importItems = (preview: Pick<ImportPreview, 'added' | 'updated'>) =>
  preview.added + preview.updated;

/** Seconds an apply of a preview takes, rounded up. */
export const applySeconds = (preview: Pick<ImportPreview, 'added' | 'updated'>) =>
  Math.ceil(importItems(preview) / APPLIED_ITEMS_PER_SECOND);

/** Refused rows a preview lists; the rest are counted, and downloaded as CSV. */
export const LISTED_REFUSED_ROWS = 1000;

/** What an import would do; nothing is written until it is applied. */
export const importPreviewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  format: z.string(),
  fileName: z.string(),
  /** Items the file adds to the store, and existing ones whose stock it changes. */
  added: z.number().int(),
  updated: z.number().int(),
  /** Every refused row, listed or not. */
  refused: z.number().int(),
  /** Added items with no sale price: listed as not for sale until staff price them. */
  needsPrice: z.number().int(),
  /** The first LISTED_REFUSED_ROWS of them; the rest are at `/api/admin/imports/:id/refused.csv`. */
  refusedRows: z.array(refusedRowSchema),
  /** Items written so far: an apply under way (or one that failed) has written this many. */
  appliedItems: z.number().int(),
  appliedAt: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const cardExportQuerySchema = z.object({
  location: locationSchema,
  format: z
    .enum(['shop', 'tcgplayer'], { error: 'format must be shop or tcgplayer' })
    .default('shop'),
});
export type CardExportQuery = z.infer<typeof cardExportQuerySchema>;

export const merchandiseExportQuerySchema = z.object({ location: locationSchema });
