import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  EndedReason,
  RegistrationStatus,
} from '../../../domain/registrations/registration.contract.ts';
import { tournaments } from './catalog.ts';
import { timestamps } from './columns.ts';
import { customers } from './customers.ts';

/** A player's place in an event: a seat, a place on its waitlist, or a drop kept for the record. */
export const registrations = pgTable(
  'registrations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: varchar({ length: 20 }).$type<RegistrationStatus>().notNull(),
    /** Place on the waitlist, from 1, while waitlisted; the places close up as players leave. */
    position: integer(),
    /** Shown on the player's My events, read out at check-in. */
    code: varchar({ length: 8 }).notNull(),
    /** A seat held while the player pays for it lapses at this moment. */
    holdExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** A freed seat offered to the first in line is theirs to claim until this moment. */
    offerExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The order that paid the entry online, and what the entry cost in it. */
    orderId: integer(),
    paidCents: integer().notNull().default(0),
    /** Staff added the player and took the fee at the counter. */
    paidAtCounter: boolean().notNull().default(false),
    /** What the entry's drop, removal or cancellation refunded; the order's refunds say where it went. */
    refundCents: integer(),
    droppedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Why a registration ended: the player dropped, staff removed it, a hold or offer lapsed, the event was cancelled. */
    endedReason: varchar({ length: 20 }).$type<EndedReason>(),
    /** When staff checked the player in at the counter. */
    checkedInAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    // One live registration per player and event; dropped ones stay as history.
    uniqueIndex('registrations_live_unique')
      .on(t.tournamentId, t.customerId)
      .where(sql`${t.status} <> 'dropped'`),
    index('registrations_tournament_status_idx').on(t.tournamentId, t.status, t.position),
    index('registrations_customer_idx').on(t.customerId),
    // An order's answers show the refunds recorded against its entries.
    index('registrations_order_refund_idx').on(t.orderId).where(sql`${t.refundCents} is not null`),
    // The sweeper's question: which holds and offers are due.
    index('registrations_lapsing_idx').on(t.status).where(sql`${t.status} in ('held', 'offered')`),
    check(
      'registrations_status_check',
      sql`${t.status} in ('held', 'registered', 'waitlisted', 'offered', 'dropped')`,
    ),
  ],
);
