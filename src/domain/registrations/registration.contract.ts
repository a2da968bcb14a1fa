import { cardTerminalSchema } from '../counter/counter-sale.contract.ts';
import { idParamsSchema, rowIdSchema } from '../shared/common.contract.ts';
import { pageSchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';
import { tournamentSchema } from '../tournaments/tournament.contract.ts';

/**
 * Where a player stands for an event: holding a seat while paying, registered, on the
 * waitlist, offered a freed seat, or dropped.
 */
export const REGISTRATION_STATUSES = [
  'held',
  'registered',
  'waitlisted',
  'offered',
  'dropped',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Why a registration ended, when it has. */
export const ENDED_REASONS = [
  'dropped',
  'removed',
  'hold_expired',
  'offer_expired',
  'event_cancelled',
  'order_cancelled',
  // Brought back at the counter: its sale's return gave the seat up.
  'returned',
] as const;
export type EndedReason = (typeof ENDED_REASONS)[number];

/** The signed-in customer's own place in an event. */
export const myRegistrationSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  /** Place on the waitlist, from 1, while waitlisted. */
  position: z.number().int().optional(),
  /** Until when an offered seat, or a seat held while paying, is kept (ISO instant). */
  offerExpiresAt: z.string().optional(),
  /** Short code the player shows at check-in. */
  code: z.string(),
  /** What the player paid for the entry online, as "$5.00". */
  entryPaid: z.string().optional(),
  /** Until when dropping refunds the entry paid online (ISO instant). */
  refundUntil: z.string().optional(),
  /** A refund of the entry, sent or on its way, as "$5.00". */
  refunded: z.string().optional(),
  endedReason: z.enum(ENDED_REASONS).optional(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** The item type of a paid event's entry in carts, purchases and orders; its id is the event's. */
export const EVENT_ENTRY = 'event_entry';

/** What a paid entry costs: the cart line a register or claim put in the customer's cart. */
export const entryToPaySchema = z.object({
  itemType: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  price: z.string(),
});

/** The answer to registering: the customer's place, and for a paid entry what to pay. */
export const registrationResultSchema = myRegistrationSchema.extend({
  toPay: entryToPaySchema.optional(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** An event as players see it: its details, its seats, and their own registration. */
export const tournamentWithSeatsSchema = tournamentSchema.extend({
  seatsTaken: z.number().int(),
  /** Null for open entry (no maximum). */
  seatsLeft: z.number().int().nullable(),
  waitlistCount: z.number().int(),
  /** False once the event has started, finished or been cancelled. */
  registrationOpen: z.boolean(),
  /** The signed-in customer's registration; null for anyone else. */
  myRegistration: myRegistrationSchema.nullable(),
});
export type TournamentWithSeats = z.infer<typeof tournamentWithSeatsSchema>;
export const tournamentWithSeatsPageSchema = pageSchema(tournamentWithSeatsSchema);

/** One of the customer's registrations, with its event. */
export const customerRegistrationSchema = myRegistrationSchema.extend({
  tournament: tournamentSchema,
});
export const customerRegistrationListSchema = z.array(customerRegistrationSchema);
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

/** One player on an event's roster, as staff run the event. */
export const rosterEntrySchema = z.object({
  registrationId: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  position: z.number().int().nullable(),
  code: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Null for a player staff added at the counter with a phone number only. */
  email: z.string().nullable(),
  wizardsEmail: z.string().nullable(),
  pokemonPlayerId: z.string().nullable(),
  konamiCardGameId: z.string().nullable(),
  /** Paid online, paid at the counter, a free entry, or on a paid event not paid yet. */
  paid: z.boolean(),
  payment: z.enum(['online', 'counter', 'free', 'unpaid']),
  /** For an entry paid online: the fee, as "$5.00". */
  entryPaid: z.string().nullable(),
  checkedInAt: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
export const rosterSchema = z.array(rosterEntrySchema);

/**
 * The roster as a file: `eventlink` is the invite list EventLink imports (the players' Wizards
 * account e-mails), `full` every column staff need at the counter.
 */
export const ROSTER_EXPORTS = ['eventlink', 'full'] as const;
export const rosterQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  kind: z.enum(ROSTER_EXPORTS, { error: 'kind must be eventlink or full' }).default('full'),
});

export const rosterEntryParamsSchema = idParamsSchema.extend({
  registrationId: rowIdSchema('registrationId must be a whole number'),
});

export const ADD_PLAYER_PAYMENTS = ['counter', 'free'] as const;

/** How a walk-in's fee is paid at the counter: the store's card terminal, or cash into the main drawer. */
export const WALK_IN_TENDERS = ['card', 'cash'] as const;
export type WalkInTender = (typeof WALK_IN_TENDERS)[number];

/**
 * Staff seating a walk-in by the e-mail of their account, paid at the counter or free. A fee
 * paid at the counter is rung up as a counter sale, by card unless `tender` says cash; a card's
 * brand and last four digits, read off the terminal, go on its receipt as at the counter.
 */
export const addPlayerSchema = z.object({
  email: z.string({ error: 'Required' }).trim().min(1, 'Required').max(254).toLowerCase(),
  payment: z.enum(ADD_PLAYER_PAYMENTS, { error: 'payment must be counter or free' }),
  tender: z.enum(WALK_IN_TENDERS, { error: 'tender must be card or cash' }).default('card'),
  ...cardTerminalSchema.shape,
});
export type AddPlayer = z.infer<typeof addPlayerSchema>;

/** Checking a player in by the code on their My events entry. */
export const checkInByCodeSchema = z.object({
  code: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(8, 'Codes are at most 8 characters')
    .toUpperCase(),
});
