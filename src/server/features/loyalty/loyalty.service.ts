import type { LoyaltyCard } from '../../../domain/loyalty/loyalty.contract.ts';
import {
  isCardFull,
  LOYALTY_DISCOUNT_PERCENT,
  LOYALTY_STAMPS_PER_CARD,
} from '../../../domain/loyalty/loyalty.rules.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { LoyaltyRepository } from './loyalty.repository.ts';

export function createLoyaltyService(
  loyalty: LoyaltyRepository,
  clock: () => Date = () => new Date(),
) {
  return {
    async card(customerId: number): Promise<LoyaltyCard> {
      const unredeemed = await loyalty.unredeemed(customerId);
      return {
        stamps: Math.min(unredeemed, LOYALTY_STAMPS_PER_CARD),
        stampsPerCard: LOYALTY_STAMPS_PER_CARD,
        cardFull: isCardFull(unredeemed),
        discountPercent: LOYALTY_DISCOUNT_PERCENT,
        stampedToday: await loyalty.stampedOn(customerId, storeDate(clock())),
      };
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
