import type { CartRow } from '../../../domain/cart/cart.contract.ts';
import type {
  BuyGiftCardRequest,
  GiftCardRedeemed,
} from '../../../domain/gift-cards/gift-card.contract.ts';
import { GIFT_CARD, normalizeGiftCode } from '../../../domain/gift-cards/gift-card.rules.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import type {
  LedgerActor,
  StoreCreditService,
  WrittenEntry,
} from '../store-credit/store-credit.service.ts';
import { hashGiftCode } from './gift-card-codes.ts';
import type { GiftCardsRepository } from './gift-cards.repository.ts';

/** A card redeemed onto a customer's credit: which, its last four characters, and its value. */
export interface RedeemedCard {
  id: number;
  lastFour: string;
  amountCents: number;
}

/**
 * A card handed over at the counter: which, its last four characters, and for a walk-in what
 * is left on it after the sale, or for a customer what it left in their credit (the card itself
 * is emptied into it).
 */
export type TenderedCard = Pick<RedeemedCard, 'id' | 'lastFour'> & {
  leftCents: number | null;
  toCreditCents: number | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Cards one customer may begin in a day and leave unpaid: a card taken out of the cart stays
 * pending (a payment begun on it may still issue it), so this is what bounds them.
 */
const PENDING_PER_DAY = 25;

/** A sale asking more of a card than is on it. */
const shortCard = (leftCents: number, lastFour: string) =>
  new ConflictError(
    `Only ${formatDollars(leftCents)} is left on the gift card ending ${lastFour}.`,
    { code: 'insufficient_gift_card' },
  );

/** Every wrong code, whether unknown, mistyped or already redeemed, gets this one answer. */
const invalidCode = () =>
  new BadRequestError('That gift card code is not valid, or it has already been redeemed.', {
    code: 'invalid_gift_card',
  });

/** A card this same account redeemed before: only its redeemer is told, who knows the code. */
const alreadyYours = (lastFour: string) =>
  new ConflictError(
    `The gift card ending ${lastFour} is already redeemed into this account's store credit.`,
    { code: 'gift_card_already_yours' },
  );

/**
 * Buying a gift card (a pending card of the chosen amount, put in the buyer's cart and sold
 * through the purchase pipeline) and redeeming one onto the customer's store credit.
 */
export function createGiftCardsService({
  db,
  repository,
  cart,
  ledger,
  clock = () => new Date(),
}: {
  db: Database;
  repository: GiftCardsRepository;
  cart: Pick<CartService, 'add'>;
  ledger: Pick<StoreCreditService, 'credit'>;
  clock?: (() => Date) | undefined;
}) {
  /**
   * Moves a card's value into the customer's balance in the caller's transaction: the card
   * marked redeemed and the `gift_card` entry together, or neither.
   */
  async function redeemIn(
    tx: Transaction,
    customerId: number,
    typed: string,
    by: LedgerActor,
    /** The store it happens at; online, the store that sold the card. */
    at?: Location,
  ): Promise<{ card: RedeemedCard; entry: WrittenEntry }> {
    const code = normalizeGiftCode(typed);
    if (!code) throw invalidCode();
    const card = await repository.redeem(tx, hashGiftCode(code), customerId, clock());
    if (!card?.lastFour) {
      // Their own card sent again knows a real code: it is told so, and is no guess.
      const theirs = await repository.redeemedBy(tx, hashGiftCode(code), customerId);
      if (theirs?.lastFour) throw alreadyYours(theirs.lastFour);
      throw invalidCode();
    }
    // What a walk-in already paid with it at the counter is not on it any more.
    const valueCents = card.amountCents - card.spentCents;
    const entry = await ledger.credit(tx, 'gift_card', {
      customerId,
      amountCents: valueCents,
      location: at ?? card.location,
      by,
      for: { giftCardId: card.id },
      note: `Gift card ending ${card.lastFour}`,
    });
    return { card: { id: card.id, lastFour: card.lastFour, amountCents: valueCents }, entry };
  }

  /**
   * A gift card handed over at the counter for `cents`, in the sale's transaction: never more
   * than is on it, whoever holds it. With a customer attached, what is left on it goes into
   * their credit, which the sale then spends and the rest stays in; a walk-in pays with the
   * card itself, and what the sale leaves stays on the card for next time.
   */
  async function tenderIn(
    tx: Transaction,
    typed: string,
    cents: number,
    holder: { customerId: number | null; by: LedgerActor; location: Location },
  ): Promise<TenderedCard> {
    if (holder.customerId !== null) {
      const { card } = await redeemIn(tx, holder.customerId, typed, holder.by, holder.location);
      // The customer's credit from before pays as a store credit tender, not as this card.
      if (cents > card.amountCents) throw shortCard(card.amountCents, card.lastFour);
      return {
        id: card.id,
        lastFour: card.lastFour,
        leftCents: null,
        toCreditCents: card.amountCents - cents,
      };
    }
    const code = normalizeGiftCode(typed);
    if (!code) throw invalidCode();
    const spent = await repository.spend(tx, hashGiftCode(code), cents);
    if (spent?.lastFour) {
      return {
        id: spent.id,
        lastFour: spent.lastFour,
        leftCents: spent.amountCents - spent.spentCents,
        toCreditCents: null,
      };
    }
    const card = await repository.issuedByCode(tx, hashGiftCode(code));
    if (!card?.lastFour) throw invalidCode();
    throw shortCard(card.amountCents - card.spentCents, card.lastFour);
  }

  return {
    tenderIn,

    async buy(customerId: number, request: BuyGiftCardRequest): Promise<CartRow[]> {
      const dayAgo = new Date(clock().getTime() - DAY_MS);
      if ((await repository.pendingSince(customerId, dayAgo)) >= PENDING_PER_DAY) {
        throw new TooManyRequestsError(
          `You have begun ${PENDING_PER_DAY} gift cards today without paying for them. Check out the ones in your cart, or try again tomorrow.`,
        );
      }
      const card = await repository.insertPending({
        location: request.location,
        buyerCustomerId: customerId,
        amountCents: request.amount,
        recipientEmail: request.recipientEmail ?? null,
        message: request.message || null,
      });
      try {
        return await cart.add(customerId, { itemType: GIFT_CARD, itemId: card.id, quantity: 1 });
      } catch (error) {
        // A cart of the other store, say: the card was never wanted apart from that cart.
        await repository.deletePending(card.id);
        throw error;
      }
    },

    /** Moves a card's value into the customer's balance: the card and the entry in one transaction. */
    async redeem(customerId: number, typed: string): Promise<GiftCardRedeemed> {
      return db.transaction(async (tx) => {
        const { card, entry } = await redeemIn(tx, customerId, typed, {
          kind: 'customer',
          customerId,
        });
        return {
          amount: formatPrice(card.amountCents),
          balance: formatPrice(entry.balanceAfterCents),
          lastFour: card.lastFour,
        };
      });
    },
  };
}

export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
