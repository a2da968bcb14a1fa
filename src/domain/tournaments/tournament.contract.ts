import { TOURNAMENT_STATUSES } from '../catalog/options.ts';
import {
  filterValueQuerySchema,
  locationSchema,
  priceStringSchema,
  searchTextSchema,
} from '../shared/common.contract.ts';
import { pageQuerySchema, pageSchema } from '../shared/page.contract.ts';
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

export const tournamentPageSchema = pageSchema(tournamentSchema);
