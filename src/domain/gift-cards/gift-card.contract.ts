import { emailSchema } from '../customers/customer.contract.ts';
import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import {
  moneyInputSchema,
  withoutControlCharactersButLineBreaks,
} from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';
import { GIFT_CARD_AMOUNT_EXAMPLE, giftCardAmountProblem } from './gift-card.rules.ts';

/** `POST /api/gift-cards`: a gift card of this amount for the signed-in buyer, put in their cart. */
export const buyGiftCardRequestSchema = z.object({
  location: locationSchema,
  amount: moneyInputSchema(GIFT_CARD_AMOUNT_EXAMPLE).superRefine((cents, ctx) => {
    const problem = giftCardAmountProblem(cents);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  /** Where the code is mailed; the buyer's own address when left out or blank. */
  recipientEmail: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((email) => email || undefined),
  message: z
    .string()
    .trim()
    .max(500, 'Keep the message to 500 characters')
    .refine(withoutControlCharactersButLineBreaks, 'Must not contain control characters')
    .optional(),
});
export type BuyGiftCardRequest = z.infer<typeof buyGiftCardRequestSchema>;

const ENTER_CODE = 'Enter the gift card’s code';

/** `POST /api/customers/store-credit/redeem`; a blank code is refused before it counts as a guess. */
export const redeemGiftCardRequestSchema = z.object({
  code: z
    .string({ error: ENTER_CODE })
    .trim()
    .min(1, ENTER_CODE)
    .max(64, 'That is not a gift card code'),
});

/** A redeemed card: what it added, the balance now, and the only part of its code shown. */
export const giftCardRedeemedSchema = z.object({
  amount: priceStringSchema,
  balance: priceStringSchema,
  lastFour: z.string().length(4),
});
export type GiftCardRedeemed = z.infer<typeof giftCardRedeemedSchema>;
