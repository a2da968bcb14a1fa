import { GIFT_CARD, lastFourOf } from '../../../domain/gift-cards/gift-card.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { hashGiftCode, newGiftCode } from './gift-card-codes.ts';
import { giftCardName } from './gift-card-kind.ts';
import type { GiftCardMail } from './gift-card-mail.ts';
import { createGiftCardsRepository } from './gift-cards.repository.ts';

/** A gift card the counter is selling: the row its sale's line names, before it is paid. */
export interface CounterGiftCard {
  itemType: typeof GIFT_CARD;
  itemId: number;
  name: string;
  amountCents: number;
}

/**
 * Gift cards sold at the counter, in the sale's transaction: a pending card of the amount typed
 * (walk-ins buy them too, so a buyer is optional), then issued once the sale is written, as an
 * online purchase issues one: a new code, only its hash and last four kept. The code is
 * printed on the receipt, and mailed too when staff give a recipient's address.
 */
export function createCounterGiftCards({
  db,
  mail,
  clock = () => new Date(),
}: {
  db: Database;
  mail: GiftCardMail;
  clock?: (() => Date) | undefined;
}) {
  const repository = createGiftCardsRepository(db);
  return {
    async reserve(
      tx: Transaction,
      card: {
        location: Location;
        amountCents: number;
        customerId: number | null;
        recipientEmail: string | null;
      },
    ): Promise<CounterGiftCard> {
      const row = await repository.insertPending(
        {
          location: card.location,
          buyerCustomerId: card.customerId,
          amountCents: card.amountCents,
          recipientEmail: card.recipientEmail,
          message: null,
        },
        tx,
      );
      return {
        itemType: GIFT_CARD,
        itemId: row.id,
        name: giftCardName(row.amountCents),
        amountCents: row.amountCents,
      };
    },

    /** Issues a reserved card to the sale's order; answers its code, shown this once. */
    async issue(
      tx: Transaction,
      card: CounterGiftCard,
      sale: { orderId: number; customerId: number | null },
    ): Promise<string> {
      const code = newGiftCode();
      const issued = await repository.issue(
        tx,
        card.itemId,
        { ...sale, amountCents: card.amountCents },
        { codeHash: hashGiftCode(code), lastFour: lastFourOf(code), at: clock() },
      );
      if (!issued) throw new Error(`gift card ${card.itemId} was not pending for its sale`);
      if (issued.recipientEmail) {
        const buyer =
          sale.customerId === null
            ? { email: null, firstName: null }
            : await repository.buyer(tx, sale.customerId);
        await mail.delivered(tx, issued, code, buyer);
      }
      return code;
    },
  };
}

export type CounterGiftCards = ReturnType<typeof createCounterGiftCards>;
