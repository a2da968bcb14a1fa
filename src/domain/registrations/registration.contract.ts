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

/** The signed-in customer's own place in an event. */
export const myRegistrationSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  /** Place on the waitlist, from 1, while waitlisted. */
  position: z.number().int().optional(),
  offerExpiresAt: z.string().optional(),
  /** Short code the player shows at check-in. */
  code: z.string(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

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
