import { itemTypeSchema } from '../inventory/sellable-kinds.ts';
import { locationSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';
import { parseRatePercent, type TaxPolicy } from './sales-tax.rules.ts';

/** One kind the store sells, as the tax settings show it. */
export const taxedKindSchema = z.object({
  itemType: itemTypeSchema,
  taxed: z.boolean(),
  /** False for the kinds the law fixes (gift cards): shown, never changed. */
  choosable: z.boolean(),
});

/** A store's sales tax as the owner reads it: the rate ("9.5") and every kind with its choice. */
export const taxSettingsSchema = z.object({
  location: locationSchema,
  rate: z.string(),
  kinds: z.array(taxedKindSchema),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/** The store's policy as the settings answer shows it: what the counter estimates a sale with. */
export function taxPolicyOf(settings: TaxSettings): TaxPolicy {
  return {
    rateMilli: parseRatePercent(settings.rate) ?? 0,
    taxedKinds: settings.kinds.filter((kind) => kind.taxed).map((kind) => kind.itemType),
  };
}

export const taxSettingsQuerySchema = z.object({ location: locationSchema });

const RATE_PROBLEM = 'Enter a rate from 0 to 30 with up to three decimals, like 9.5';

/** What the owner sends: the rate as a percentage and the kinds to tax. */
export const taxSettingsInputSchema = z.object({
  rate: z.string({ error: RATE_PROBLEM }).transform((text, context) => {
    const milli = parseRatePercent(text);
    if (milli === null) {
      context.addIssue({ code: 'custom', message: RATE_PROBLEM });
      return z.NEVER;
    }
    return milli;
  }),
  taxedKinds: z.array(itemTypeSchema).max(20),
});
export type TaxSettingsInput = z.input<typeof taxSettingsInputSchema>;
