import {
  CARD_CONDITIONS,
  CARD_FINISHES,
  GAME_TYPES,
  PRICED_LIST_SORTS,
} from '../catalog/options.ts';
import { stockSeenSchema } from '../catalog/stock-seen.contract.ts';
import {
  booleanQuerySchema,
  choiceOf,
  filterValueQuerySchema,
  locationSchema,
  priceStringSchema,
  searchTextSchema,
} from '../shared/common.contract.ts';
import {
  imageUrlInputSchema,
  nameText,
  optionalPriceInputSchema,
  optionalText,
  priceInputSchema,
  wholeNumberInput,
} from '../shared/input.contract.ts';
import { pageQuerySchema, pageSchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';

export const cardFinishSchema = z.enum(CARD_FINISHES, { error: 'finish is not known' });

export const cardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gameType: z.string(),
  setName: z.string(),
  setCode: z.string().nullable(),
  collectorNumber: z.string().nullable(),
  condition: z.string(),
  finish: cardFinishSchema,
  language: z.string(),
  price: priceStringSchema,
  /** Copies in stock at the store. */
  quantity: z.number().int(),
  gradingService: z.string().nullable(),
  grade: z.string().nullable(),
  forSale: z.boolean(),
  imageUrl: z.string().nullable(),
  type: z.string().nullable(),
  rarity: z.string().nullable(),
  description: z.string().nullable(),
  location: locationSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

/**
 * A card as staff see it: what shoppers see, what one copy cost the shop, and whether its price
 * was set by hand (price files never change it).
 */
export const adminCardSchema = cardSchema.extend({
  cost: priceStringSchema.nullable(),
  priceLocked: z.boolean(),
});
export type AdminCard = z.infer<typeof adminCardSchema>;

export const cardListQuerySchema = pageQuerySchema.extend({
  location: locationSchema.optional(),
  q: searchTextSchema,
  gameType: filterValueQuerySchema,
  condition: filterValueQuerySchema,
  type: filterValueQuerySchema,
  rarity: filterValueQuerySchema,
  finish: cardFinishSchema.optional(),
  /** Only cards that can go in a cart (for sale, at least one in stock). */
  available: booleanQuerySchema.optional(),
  /** Only cards for sale (or only those not), in stock or not: the counter shows a sold-out card. */
  forSale: booleanQuerySchema.optional(),
  sort: z.enum(PRICED_LIST_SORTS, { error: 'sort is not known' }).default('name'),
});
export type CardListQuery = z.infer<typeof cardListQuerySchema>;

export const cardPageSchema = pageSchema(cardSchema);

/** The back office's list: one store's cards, filtered and sorted as the shop's list is. */
export const adminCardListQuerySchema = cardListQuerySchema.extend({ location: locationSchema });
export type AdminCardListQuery = z.infer<typeof adminCardListQuerySchema>;
export const adminCardPageSchema = pageSchema(adminCardSchema);

/** The card editor's limits: the longest text each field takes and the most copies in stock. */
export const CARD_LIMITS = {
  name: 200,
  setName: 200,
  setCode: 20,
  collectorNumber: 20,
  language: 30,
  gradingService: 50,
  grade: 10,
  type: 100,
  rarity: 100,
  description: 2000,
  quantity: 100_000,
} as const;

/** What staff send to create or replace a card. */
export const cardInputSchema = z.object({
  name: nameText(CARD_LIMITS.name),
  gameType: choiceOf(GAME_TYPES, 'Choose a game'),
  setName: nameText(CARD_LIMITS.setName),
  setCode: optionalText(CARD_LIMITS.setCode),
  collectorNumber: optionalText(CARD_LIMITS.collectorNumber),
  condition: choiceOf(CARD_CONDITIONS, 'Choose a condition'),
  finish: cardFinishSchema.default('non-foil'),
  language: optionalText(CARD_LIMITS.language).transform((value) => value ?? 'English'),
  price: priceInputSchema,
  /** What one copy cost the shop; blank when not known. */
  cost: optionalPriceInputSchema,
  quantity: wholeNumberInput({ min: 0, max: CARD_LIMITS.quantity, blank: 1 }),
  gradingService: optionalText(CARD_LIMITS.gradingService),
  grade: optionalText(CARD_LIMITS.grade),
  forSale: z.boolean().default(false),
  imageUrl: imageUrlInputSchema,
  type: optionalText(CARD_LIMITS.type),
  rarity: optionalText(CARD_LIMITS.rarity),
  description: optionalText(CARD_LIMITS.description),
  /** Left out: the caller's store (the specified default, nlr, for the owner) on a create, the item's own on an edit. */
  location: locationSchema.optional(),
  /**
   * On an edit: whether price files may no longer change the card's price ("price set by
   * hand"). Left out, an edit that changes the price locks it; false unlocks it.
   */
  lockPrice: z.boolean().optional(),
  /** The `quantity` the editor showed when it opened (`stockSeenSchema`). */
  stockSeen: stockSeenSchema,
});
export type CardInput = z.output<typeof cardInputSchema>;
