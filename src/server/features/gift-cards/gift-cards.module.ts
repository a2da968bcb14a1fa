import type { Database } from '../../db/client.ts';
import type { RateLimitOptions } from '../../plugins/rate-limit-options.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import { createCounterGiftCards } from './counter-gift-cards.ts';
import type { GiftCardMail } from './gift-card-mail.ts';
import { createGiftCardsRepository } from './gift-cards.repository.ts';
import { giftCardsRoutes } from './gift-cards.routes.ts';
import { createGiftCardsService } from './gift-cards.service.ts';

/**
 * Gift cards: buying one into the cart and redeeming one onto store credit. The cards
 * themselves are sold and issued by their sellable kind (`gift-card-kind.ts`), which the
 * inventory holds.
 */
export function createGiftCardsModule({
  db,
  cart,
  ledger,
  limits,
  mail,
  clock,
}: {
  db: Database;
  /** A card chosen goes in the buyer's cart, and is paid for through checkout. */
  cart: Pick<CartService, 'add'>;
  /** A redeemed card becomes a `gift_card` entry in the customer's store credit. */
  ledger: Pick<StoreCreditService, 'credit'>;
  /** Wrong codes are limited per account and per address. */
  limits: RateLimitOptions;
  /** A card sold at the counter with a recipient's address is mailed to them. */
  mail: GiftCardMail;
  clock?: (() => Date) | undefined;
}) {
  const service = createGiftCardsService({
    db,
    repository: createGiftCardsRepository(db),
    cart,
    ledger,
    clock,
  });
  // The counter takes a card handed over as a tender in the sale's own transaction.
  return {
    routes: giftCardsRoutes(service, limits),
    tenderIn: service.tenderIn,
    // The counter sells cards in its sale's transaction, without a cart.
    counterSales: createCounterGiftCards({ db, mail, clock }),
  };
}
