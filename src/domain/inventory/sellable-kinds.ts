import { z } from '../shared/zod.ts';

/**
 * The kinds of thing the shop sells. A line item names its kind as `itemType`; each kind's
 * stock and listing live with the server's inventory, which a new kind joins by registering.
 */
export const SELLABLE_KINDS = ['card', 'merchandise'] as const;
export type SellableKind = (typeof SELLABLE_KINDS)[number];

/**
 * An item type as the API carries it: one of the shop's kinds, or one a server module
 * registered. The server checks it against what is registered, so the wire format stays open.
 */
export type ItemType = SellableKind | (string & {});

/**
 * The contract checks only that an item type is a word of text; which words are kinds is the
 * server's registry to say, and its refusal names them all (event entries included).
 */
const ITEM_TYPE_NOT_TEXT = 'itemType must name a kind of item the shop sells';
export const itemTypeSchema = z.string({ error: ITEM_TYPE_NOT_TEXT }).max(40, ITEM_TYPE_NOT_TEXT);

/** What a line of a cart, a purchase or an order refers to, and how many. */
export interface LineItem {
  itemType: ItemType;
  itemId: number;
  quantity: number;
}

/** A line as it was priced for a payment: what was bought, at the price charged. */
export interface PricedLineItem extends LineItem {
  itemName: string;
  unitPriceCents: number;
}

/** A line as a purchase keeps it: priced, with its part of the sale's tax (absent before tax was charged). */
export interface PurchasedLineItem extends PricedLineItem {
  taxCents?: number;
  /** The line's share of the purchase's discount. */
  discountCents?: number;
}

/** One key per item across kinds, for maps and sets. */
export const itemKey = (item: Pick<LineItem, 'itemType' | 'itemId'>) =>
  `${item.itemType}:${item.itemId}`;

/** What the lines come to before any discount. */
export const subtotalCents = (lines: readonly PricedLineItem[]) =>
  lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
