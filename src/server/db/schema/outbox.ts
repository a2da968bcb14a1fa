import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { EmailStatus } from '../../../domain/mail/email.contract.ts';
import { timestamps } from './columns.ts';
import { customers } from './customers.ts';

/**
 * Mail waiting to go, and what became of it. A message is written in the same transaction as
 * the change it tells of, so a crash can neither lose it nor send one for a change rolled back;
 * its key (one per event it tells of) keeps it from being written twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: varchar({ length: 200 }).notNull().unique(),
    /** Which template wrote it: order_placed, password_reset, ... */
    kind: varchar({ length: 40 }).notNull(),
    toAddress: varchar({ length: 255 }).notNull(),
    /** The account it goes to, whose mail is counted by the hour; none for mail to no account. */
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: varchar({ length: 20 }).$type<EmailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Not tried again before this moment: the backoff after a refusal. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A sender has it until this moment; past it, a stopped sender's claim has run out. */
    claimedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_customer_idx').on(t.customerId, t.createdAt),
  ],
);
