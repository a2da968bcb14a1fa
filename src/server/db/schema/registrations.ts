import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RegistrationStatus } from '../../../domain/registrations/registration.contract.ts';
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
    droppedAt: timestamp({ withTimezone: true, mode: 'date' }),
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
    check(
      'registrations_status_check',
      sql`${t.status} in ('held', 'registered', 'waitlisted', 'offered', 'dropped')`,
    ),
  ],
);
