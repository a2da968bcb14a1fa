import { CARD_FILTER_TYPES, MERCHANDISE_FILTER_TYPES } from '../catalog/options.ts';
import { choiceOf } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';

/** The two filter lists share one shape; only the allowed filter types differ. */
export const FILTER_KINDS = ['card', 'merchandise'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const FILTER_TYPES_BY_KIND = {
  card: CARD_FILTER_TYPES,
  merchandise: MERCHANDISE_FILTER_TYPES,
} as const;

export const filterEntrySchema = z.object({
  id: z.number().int(),
  filterType: z.string(),
  value: z.string(),
  createdAt: z.string(),
});
export type FilterEntry = z.infer<typeof filterEntrySchema>;

export const filterListSchema = z.array(filterEntrySchema);

/** Groups a filter list by type, in the order the entries came, for selects. */
export function filterOptions(entries: readonly FilterEntry[], filterType: string): string[] {
  return entries.filter((entry) => entry.filterType === filterType).map((entry) => entry.value);
}

/** The Add Filter form: both fields required, within the lists' limits. */
export function filterInputSchema(kind: FilterKind) {
  return z.object({
    filterType: choiceOf(FILTER_TYPES_BY_KIND[kind], 'Choose a filter type'),
    value: z
      .string({ error: 'Required' })
      .trim()
      .min(1, 'Required')
      .max(100, 'Must be at most 100 characters'),
  });
}
export type FilterInput = z.output<ReturnType<typeof filterInputSchema>>;
