import { z } from '../shared/zod.ts';

/** A customer's stamp card as /account shows it. */
export const loyaltyCardSchema = z.object({
  /** Stamps on the current card, 0 to 10. */
  stamps: z.number().int(),
  stampsPerCard: z.number().int(),
  cardFull: z.boolean(),
  discountPercent: z.number().int(),
  /** Whether today's stamp has been earned already. */
  stampedToday: z.boolean(),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;
