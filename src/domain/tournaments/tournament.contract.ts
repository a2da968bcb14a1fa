import { GAME_TYPES, TOURNAMENT_STATUSES } from '../catalog/options.ts';
import {
  choiceOf,
  filterValueQuerySchema,
  locationSchema,
  priceStringSchema,
  searchTextSchema,
} from '../shared/common.contract.ts';
import {
  imageUrlInputSchema,
  keptWholeNumberInput,
  nameText,
  optionalText,
  priceInputSchema,
} from '../shared/input.contract.ts';
import { pageQuerySchema } from '../shared/page.contract.ts';
import { FIRST_STORE_DAY, isRealDay, LAST_STORE_DAY } from '../shared/store-day.contract.ts';
import { z } from '../shared/zod.ts';

export const tournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);

export const tournamentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Calendar date in the store's time zone, YYYY-MM-DD. */
  date: z.string(),
  /** Start time, 24-hour HH:MM. */
  time: z.string(),
  gameType: z.string(),
  entryFee: priceStringSchema,
  maxParticipants: z.number().int().nullable(),
  /** Hours before the start until when a drop refunds a paid entry; null means the start. */
  refundCutoffHours: z.number().int().nullable(),
  description: z.string().nullable(),
  location: locationSchema,
  status: tournamentStatusSchema,
  prizePool: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const TOURNAMENT_SORTS = ['upcoming', 'date', '-date', 'name'] as const;
export type TournamentSort = (typeof TOURNAMENT_SORTS)[number];

export const tournamentListQuerySchema = pageQuerySchema.extend({
  location: locationSchema.optional(),
  q: searchTextSchema,
  gameType: filterValueQuerySchema,
  status: tournamentStatusSchema.optional(),
  sort: z.enum(TOURNAMENT_SORTS, { error: 'sort is not known' }).default('upcoming'),
});
export type TournamentListQuery = z.infer<typeof tournamentListQuerySchema>;

/** What staff send to create or replace an event. */
/** An event's seat limit as typed: blank for open entry. */
const seatLimitInput = keptWholeNumberInput({ min: 1, max: 10_000 });

export const tournamentInputSchema = z.object({
  name: nameText(200),
  date: z
    .string({ error: 'Required' })
    .min(1, 'Required')
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value),
      'Enter a date as YYYY-MM-DD',
    )
    // A year like 0205 is a typo for 2025, and no store time can be worked out for it.
    .refine(
      (value) => value >= FIRST_STORE_DAY && value <= LAST_STORE_DAY,
      `Enter a date from ${FIRST_STORE_DAY} to ${LAST_STORE_DAY}`,
    ),
  time: z
    .string({ error: 'Required' })
    .min(1, 'Required')
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Enter a time as HH:MM'),
  entryFee: priceInputSchema,
  /**
   * Blank: open entry, no seat limit. Left out: open entry on a create, the event's own on an
   * edit, so a client that edits an event's name never lifts its seat limit; the cut-off alike.
   */
  maxParticipants: seatLimitInput,
  refundCutoffHours: keptWholeNumberInput({ min: 0, max: 720 }),
  gameType: choiceOf(GAME_TYPES, 'Choose a game'),
  status: tournamentStatusSchema.default('upcoming'),
  prizePool: optionalText(200),
  description: optionalText(2000),
  imageUrl: imageUrlInputSchema,
  /** Left out: the caller's store (the specified default, nlr, for the owner) on a create, the item's own on an edit. */
  location: locationSchema.optional(),
});
export type TournamentInput = z.output<typeof tournamentInputSchema>;

/**
 * The dashboard's form asks for a seat count, as specified; an open entry is set through the
 * API. Checked with the other fields, so an empty form marks it Required with them.
 */
export const tournamentFormSchema = tournamentInputSchema.extend({
  maxParticipants: seatLimitInput.refine((seats) => typeof seats === 'number', 'Required'),
});
