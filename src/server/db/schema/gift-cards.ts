import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
} from '../../../domain/gift-cards/gift-card.rules.ts';
import { createdAt, location, locationCheck } from './columns.ts';
import { customers } from './customers.ts';
import { customerOrders } from './orders.ts';

export const GIFT_CARD_STATUSES = ['pending', 'issued', 'redeemed', 'void'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/**
 * Gift cards (features/gift-cards). A card is `pending` from the moment the buyer chooses it
 * until it is paid, `issued` once paid (its code mailed, only its hash kept), `redeemed` once
 * what is left on it is loaded onto a customer's store credit, or `void` when its order was
 * cancelled before any of it was spent. While issued, a walk-in at the counter may spend it a
 * part at a time (`spentCents`). Neither a card nor credit expires.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The store it was bought from; its credit is good in both. */
    location: location(),
    /** Null for a card sold at the counter to a customer who gave no name. */
    buyerCustomerId: integer().references(() => customers.id),
    amountCents: integer().notNull(),
    /** What has been paid with the card itself at the counter, less what returns put back. */
    spentCents: integer().notNull().default(0),
    recipientEmail: varchar({ length: 255 }),
    message: text(),
    status: varchar({ length: 10 }).$type<GiftCardStatus>().notNull().default('pending'),
    orderId: integer().references(() => customerOrders.id),
    /** SHA-256 of the code, hex; the code itself is only ever in the mail. */
    codeHash: varchar({ length: 64 }).unique(),
    lastFour: varchar({ length: 4 }),
    issuedAt: timestamp({ withTimezone: true, mode: 'date' }),
    redeemedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When its order's cancellation voided it: the credit report's gift card balance drops then. */
    voidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    redeemedByCustomerId: integer().references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_cards_buyer_idx').on(t.buyerCustomerId),
    // The credit report: the cards a store sold over a range of days.
    index('gift_cards_issued_idx').on(t.location, t.issuedAt).where(sql`${t.issuedAt} is not null`),
    locationCheck('gift_cards_location_check', t.location),
    check(
      'gift_cards_amount_check',
      sql.raw(`amount_cents between ${GIFT_CARD_MIN_CENTS} and ${GIFT_CARD_MAX_CENTS}`),
    ),
    check('gift_cards_spent_check', sql`${t.spentCents} between 0 and ${t.amountCents}`),
    check(
      'gift_cards_status_check',
      sql.raw(`status in (${GIFT_CARD_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);
