import { GIFT_CARD, lastFourOf } from '../../../domain/gift-cards/gift-card.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import type { SellableKindStore } from '../inventory/sellable-kind.ts';
import { hashGiftCode, newGiftCode } from './gift-card-codes.ts';
import type { GiftCardMail } from './gift-card-mail.ts';
import { createGiftCardsRepository } from './gift-cards.repository.ts';

/** The name a card has on a cart line, a payment and an order. */
export const giftCardName = (amountCents: number) => `Gift card ${formatDollars(amountCents)}`;

/**
 * Gift cards as a sellable kind, stock worked out per buyer: the card a buyer chose (a pending
 * row of its amount) is in stock for them alone, once, so the cart, checkout and purchase
 * pipeline sell it like any item with no stock limit. Paying issues it: a new code, of which
 * only the hash and last four are kept, mailed in the order's transaction. Gift cards carry
 * no sales tax; the shop charges none yet, so nothing here says so.
 */
export function createGiftCardKind({
  db,
  mail,
  clock = () => new Date(),
}: {
  db: Database;
  mail: GiftCardMail;
  clock?: (() => Date) | undefined;
}): SellableKindStore {
  const repository = createGiftCardsRepository(db);
  return {
    itemType: GIFT_CARD,
    notForSale: 'This gift card is no longer available: choose it again on the Gift cards page.',

    async find(executor, itemIds, buyer) {
      if (itemIds.length === 0) return [];
      const cards = await repository.find(executor, itemIds);
      return cards.map((card) => ({
        itemType: GIFT_CARD,
        itemId: card.id,
        name: giftCardName(card.amountCents),
        priceCents: card.amountCents,
        stock: card.status === 'pending' && card.buyerCustomerId === buyer?.customerId ? 1 : 0,
        imageUrl: null,
        gameType: null,
        location: card.location,
        forSale: true,
      }));
    },

    async take(tx, line, sale) {
      // A gift card is sold to a customer; the counter's walk-ins buy none yet.
      if (line.quantity !== 1 || sale.customerId === null) return null;
      const { customerId } = sale;
      const code = newGiftCode();
      const card = await repository.issue(
        tx,
        line.itemId,
        { customerId, orderId: sale.orderId, amountCents: line.unitPriceCents },
        { codeHash: hashGiftCode(code), lastFour: lastFourOf(code), at: clock() },
      );
      if (!card) return null;
      await mail.delivered(tx, card, code, await repository.buyer(tx, customerId));
      return { itemId: card.id, location: card.location, delta: -1 };
    },

    /** A cancelled order's card is voided, never put back on sale: no stock moves. */
    async putBack(tx, line, sale) {
      await repository.voidIssued(tx, line.itemId, sale.orderId);
      return null;
    },

    async set() {
      throw new Error('a gift card’s stock is the buyer’s own card, not a count');
    },
  };
}
